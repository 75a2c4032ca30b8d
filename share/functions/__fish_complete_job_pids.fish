# __fish_complete_job_pids: the process ids of this shell's jobs, each
# described as "Job: COMMAND".
function __fish_complete_job_pids --description 'List the process ids of jobs'
    for pid in (jobs -p)
        printf '%s\tJob: %s\n' $pid (jobs -c $pid)
    end
end
