# Signal names with what they mean, for `function --on-signal` and the like.
function __minnow_complete_signals --description 'Print signal names'
    printf '%s\n' HUP\t'Hangup' INT\t'Interrupt' QUIT\t'Quit' ILL\t'Illegal instruction' \
        TRAP\t'Trace trap' ABRT\t'Abort' BUS\t'Bus error' FPE\t'Arithmetic error' \
        KILL\t'Kill' USR1\t'User signal 1' SEGV\t'Segmentation fault' USR2\t'User signal 2' \
        PIPE\t'Broken pipe' ALRM\t'Alarm clock' TERM\t'Terminate' CHLD\t'Child status changed' \
        CONT\t'Continue' STOP\t'Stop' TSTP\t'Stop from the terminal' TTIN\t'Background read' \
        TTOU\t'Background write' URG\t'Urgent socket data' XCPU\t'CPU time limit' \
        XFSZ\t'File size limit' VTALRM\t'Virtual timer' PROF\t'Profiling timer' \
        WINCH\t'Window size changed' IO\t'I/O possible' PWR\t'Power failure' SYS\t'Bad system call'
end
