# name: Nim
# Two lines drawn with box characters: who and where, the time, and
# whatever has something to say (git, jobs, a virtual environment, the last
# status); the vi mode and the prompt character on the second line.

function fish_prompt
    # This prompt shows:
    # - the user and host, in red for root, and the directory;
    # - the time;
    # - the git state, the number of background jobs, the Python virtual
    #   environment and the last status, when they have something to say;
    # - the vi mode, at the start of the second line.
    # For example:
    # ┬─[nim@Hattori:~]─[11:39:00]
    # ╰─>$ echo here
    set -l last $status
    set -l frame (set_color normal)
    set -l accent (set_color --bold green)
    fish_is_root_user
    and set accent (set_color --bold red)
    set -l parts (echo -s $accent $USER (set_color --bold yellow) @ $accent (prompt_hostname) (set_color --bold white) : (set_color --bold blue) (prompt_pwd))
    set -a parts (echo -s (set_color --bold white) (date +%X))
    set -l vcs (fish_vcs_prompt '%s' 2>/dev/null)
    test -n "$vcs"
    and set -a parts "$vcs"
    set -l jobs (jobs -p 2>/dev/null | count)
    test $jobs -gt 0
    and set -a parts (echo -s (set_color --bold yellow) "jobs $jobs")
    set -q VIRTUAL_ENV[1]
    and set -a parts (echo -s (set_color --bold cyan) venv: (path basename -- $VIRTUAL_ENV))
    test $last -ne 0
    and set -a parts (echo -s (set_color --bold red) $last)

    echo -n $frame'┬─'
    for part in $parts
        echo -n -s $frame '[' $part $frame ']─'
    end
    echo
    set -l mode
    switch "$fish_bind_mode"
        case insert
            set mode (set_color --bold green)I
        case default
            set mode (set_color --bold red)N
        case visual
            set mode (set_color --bold magenta)V
        case replace replace_one
            set mode (set_color --bold cyan)R
    end
    test "$fish_key_bindings" = fish_default_key_bindings
    and set mode
    echo -n -s $frame '╰─' $mode $frame '>' $accent '$ ' (set_color normal)
end

function fish_mode_prompt
end
