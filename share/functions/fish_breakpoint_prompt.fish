# The prompt shown while `breakpoint` stops a script: "BP FUNCTION:LINE > ",
# with the last status when it failed, cut to half the terminal's width.
function fish_breakpoint_prompt --description 'Write out the prompt of a breakpoint'
    set -l last $status
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_breakpoint_prompt
        return 0
    end
    # -L0: the frame the breakpoint stopped in, not this function
    set -l text (status -L0 function):(status -L0 line-number)
    test $last -ne 0
    and set text "$text [!$last]"
    set text "$text > "
    set -l max (math -s0 "$COLUMNS / 2")
    if test (string length -- $text) -gt $max
        set text ...(string sub -s -(math $max - 3) -- $text)
    end
    echo -ns (set_color $fish_color_status) "BP $text" (set_color --reset) ' '
end
