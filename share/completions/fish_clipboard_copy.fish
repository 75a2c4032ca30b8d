# Completions for fish_clipboard_copy: it takes nothing.
complete -c fish_clipboard_copy -f
