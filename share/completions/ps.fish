# Completions for ps (procps-ng 4.0): the options (UNIX -x, BSD x and GNU
# --x styles), process ids, users, groups, terminals and the output format
# keys (from `ps L`), comma-separated lists included.

function __minnow_ps_keys --description 'List the format keys of ps with their headers'
    command -sq ps
    and command ps L 2>/dev/null | string replace -rf -- '^(\S+)\s+(\S.*?)\s*$' '$1\t$2'
end
function __minnow_ps_ttys --description 'List the terminals'
    for tty in /dev/tty[0-9]* /dev/pts/[0-9]*
        string replace -- /dev/ '' $tty
    end
end

# Selection
complete -c ps -s A -s e -d 'All processes'
complete -c ps -s a -d 'All with a terminal, except session leaders'
complete -c ps -s d -d 'All except session leaders'
complete -c ps -s N -l deselect -d 'Negate the selection'
complete -c ps -s C -x -a '(__fish_append , (__fish_complete_proc))' -d 'Processes named COMMAND'
complete -c ps -s G -l Group -x -a '(__fish_append , (__fish_complete_groups))' -d 'Real group id or name'
complete -c ps -s g -l group -x -a '(__fish_append , (__fish_complete_groups))' -d 'Session or effective group'
complete -c ps -s p -l pid -x -a '(__fish_append , (__fish_complete_pids))' -d 'Processes with these ids'
complete -c ps -l ppid -x -a '(__fish_append , (__fish_complete_pids))' -d 'Children of these processes'
complete -c ps -s q -l quick-pid -x -a '(__fish_append , (__fish_complete_pids))' -d 'Processes with these ids (quick mode)'
complete -c ps -s s -l sid -x -d 'Processes in these sessions'
complete -c ps -s t -l tty -x -a '(__fish_append , (__minnow_ps_ttys))' -d 'Processes on these terminals'
complete -c ps -s u -l user -x -a '(__fish_append , (__fish_complete_users))' -d 'Effective user id or name'
complete -c ps -s U -l User -x -a '(__fish_append , (__fish_complete_users))' -d 'Real user id or name'

# Output
complete -c ps -s F -d 'Extra full format'
complete -c ps -s f -d 'Full format, with command lines'
complete -c ps -l forest -d 'Process tree in ASCII art'
complete -c ps -s H -d 'Show the process hierarchy'
complete -c ps -s j -d 'Jobs format'
complete -c ps -s l -d 'Long format'
complete -c ps -s M -d 'Add security data (SELinux)'
complete -c ps -s O -x -a '(__fish_append , (__minnow_ps_keys))' -d 'Default columns and these'
complete -c ps -s o -l format -x -a '(__fish_append , (__minnow_ps_keys))' -d 'Show these columns'
complete -c ps -s P -d 'Add the processor column'
complete -c ps -s y -d 'With -l, RSS instead of flags and address'
complete -c ps -l context -d 'Show the security context (SELinux)'
complete -c ps -l headers -d 'Repeat the header on every page'
complete -c ps -l no-headers -d 'Print no header'
complete -c ps -l cols -l columns -l width -x -d 'Screen width'
complete -c ps -l rows -l lines -x -d 'Screen height'

# Threads
complete -c ps -s L -d 'Show threads, with LWP and NLWP columns'
complete -c ps -s m -d 'Show threads after processes'
complete -c ps -s T -d 'Show threads, with the SPID column'

# Miscellaneous
complete -c ps -s c -d 'With -l, show the scheduling class'
complete -c ps -l sort -x -a '(__fish_append , (__minnow_ps_keys | string replace -r -- "^" -); __fish_append , (__minnow_ps_keys | string replace -r -- "^" +))' -d 'Sort by these keys ([+|-]KEY,...)'
complete -c ps -l cumulative -d 'Include the time of dead children'
complete -c ps -s V -l version -d 'Show version and exit'
complete -c ps -s w -d 'Wide output (twice: unlimited)'
complete -c ps -l help -x -a 'simple list output threads misc all' -d 'Show help on a topic and exit'
