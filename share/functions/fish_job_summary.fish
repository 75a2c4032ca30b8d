# fish_job_summary JOB FOREGROUND CMDLINE STATE [SIGNAL-DESCRIPTION [PID NAME]]:
# the line the shell prints when a job stops, ends in the background, or is
# killed by a signal. STATE is STOPPED, ENDED or the signal's name (SIGTERM);
# FOREGROUND is 1 for a job in the foreground; PID and NAME name the process
# of a job of several that the signal hit. Define your own to change it.
function fish_job_summary --argument-names job_id is_foreground cmd_line signal_or_end_name signal_desc proc_pid proc_name
    # ctrl-c in the foreground needs no word: the user did it and saw it.
    if test "$signal_or_end_name" = SIGINT; and test "$is_foreground" = 1
        return
    end
    set -l shell (path basename -- (status fish-path))
    set cmd_line (string shorten -m 32 -- $cmd_line | string collect)
    set -l message
    switch "$signal_or_end_name"
        case STOPPED
            set message (printf "%s: Job %s, '%s' has stopped" $shell $job_id $cmd_line)
        case ENDED
            set message (printf "%s: Job %s, '%s' has ended" $shell $job_id $cmd_line)
        case 'SIG*'
            if test -n "$proc_pid"
                set message (printf "%s: Process %s, '%s' from job %s, '%s' terminated by signal %s (%s)" \
                    $shell $proc_pid $proc_name $job_id $cmd_line $signal_or_end_name $signal_desc)
            else
                set message (printf "%s: Job %s, '%s' terminated by signal %s (%s)" \
                    $shell $job_id $cmd_line $signal_or_end_name $signal_desc)
            end
    end
    # At the prompt, a background job's end goes above the command line.
    if test "$is_foreground" = 0; and test "$signal_or_end_name" != STOPPED
        __fish_echo string join \n -- $message
    else
        string join \n -- $message >&2
    end
end
