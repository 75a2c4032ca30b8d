# __fish_echo COMMAND...: runs COMMAND from a key binding and shows its
# output below the command line (on stderr, each line cleared first), then
# has the prompt drawn again under it. Alt-l, Alt-w and Alt-d use it.
function __fish_echo --description 'run the given command after the current commandline and redraw the prompt'
    set -l line (commandline --line)
    # below the last line of the command line
    string repeat -N -n (math (commandline | count) - $line + 1) \n >&2
    for out in ($argv)
        printf '\e[K%s\n' $out >&2
    end
    # room for a prompt of several lines, and for the lines above the cursor
    set -l prompt_lines 1
    if functions -q fish_prompt
        set prompt_lines (count (fish_prompt))
    end
    string repeat -N -n (math "max(0, $prompt_lines - 1) + $line - 1") \n >&2
    commandline -f repaint
end
