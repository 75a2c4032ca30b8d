# Completions for fish_job_summary: it is called by the shell.
complete -c fish_job_summary -f
