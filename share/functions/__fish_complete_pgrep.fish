# __fish_complete_pgrep CMD: the completions of procps's pgrep and pkill for
# CMD: process names, and the options that select processes.
function __fish_complete_pgrep --description 'Define the completions of pgrep and pkill' --argument-names cmd
    complete -c $cmd -x -a '(__fish_complete_proc)'
    __minnow_complete_table $cmd -- \
        '-f|Match the pattern against the whole command line|' \
        '-n|Only the newest matching process|' \
        '-o|Only the oldest matching process|' \
        '-v|Negate the matching|' \
        '-x|Only processes whose name matches exactly|' \
        '-s|Only processes in these sessions|' \
        '-g|Only processes in these process groups|(__fish_complete_list , __fish_complete_groups)' \
        '-G|Only processes with these real groups|(__fish_complete_list , __fish_complete_groups)' \
        '-P|Only processes with these parents|(__fish_complete_list , __fish_complete_pids)' \
        '-u|Only processes with these effective users|(__fish_complete_list , __fish_complete_users)' \
        '-U|Only processes with these real users|(__fish_complete_list , __fish_complete_users)'
    complete -c $cmd -s t -r -d 'Only processes on these terminals (without /dev/)'
end
