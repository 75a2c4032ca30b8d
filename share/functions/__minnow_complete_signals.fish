# __minnow_complete_signals [--prefix TEXT] [--numbers]: the signal names
# (see __fish_make_completion_signals), each after TEXT and described by its
# number and meaning ("HUP<TAB>1: Hangup"); with --numbers the numbers, each
# described by its name and meaning.
function __minnow_complete_signals --description 'Complete signal names'
    argparse 'p/prefix=' n/numbers -- $argv
    or return 2
    __fish_make_completion_signals
    set -l meanings HUP Hangup INT Interrupt QUIT Quit ILL 'Illegal instruction' \
        TRAP 'Trace trap' ABRT Abort IOT Abort BUS 'Bus error' FPE 'Arithmetic error' \
        KILL 'Kill (cannot be caught)' USR1 'User signal 1' SEGV 'Invalid memory access' \
        USR2 'User signal 2' PIPE 'Broken pipe' ALRM 'Timer alarm' TERM Terminate \
        STKFLT 'Stack fault' CHLD 'Child stopped or exited' CLD 'Child stopped or exited' \
        CONT Continue STOP 'Stop (cannot be caught)' TSTP 'Stop from the terminal' \
        TTIN 'Terminal read in the background' TTOU 'Terminal write in the background' \
        URG 'Urgent socket data' XCPU 'CPU time limit' XFSZ 'File size limit' \
        VTALRM 'Virtual timer' PROF 'Profiling timer' WINCH 'Window size changed' \
        IO 'I/O possible' POLL 'I/O possible' PWR 'Power failure' SYS 'Bad system call'
    for signal in $__kill_signals
        set -l pair (string split ' ' -- $signal)
        set -l meaning
        if set -l at (contains -i -- $pair[2] $meanings)
            set at (math $at + 1)
            set meaning ": $meanings[$at]"
        end
        if set -q _flag_numbers
            printf '%s%s\t%s%s\n' "$_flag_prefix" $pair[1] $pair[2] $meaning
        else
            printf '%s%s\t%s%s\n' "$_flag_prefix" $pair[2] $pair[1] $meaning
        end
    end
end
