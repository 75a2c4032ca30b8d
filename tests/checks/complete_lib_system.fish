# RUN: %minnow %s
# Helpers listing what the machine has: processes, jobs, interfaces,
# addresses, packages, mount points, file systems, encodings; checked for
# their shape (and for what every Linux system has).
source data/complete_lib.fish

# process ids with their commands, this shell left out
if command -sq ps
    set -l pids (__fish_complete_pids)
    string match -rv -- '^\d+\t\S' $pids
    contains -- $fish_pid (string replace -r -- '\t.*' '' $pids); and echo self listed
    test (count $pids) -gt 1; and echo processes
    __fish_complete_proc | string match -r -- '\t'
else
    echo processes
end
# CHECK: processes

# jobs: their pids described by their commands
command sleep 5 &
set -l job $last_pid
__fish_complete_job_pids | string replace -- $job PID
# CHECK: PID	Job: {{.*}}sleep{{.*}}
command kill $job
wait

__fish_print_interfaces | string match -- lo
# CHECK: lo
__fish_print_addresses --all | string match -- '0.0.0.0*'
# CHECK: 0.0.0.0	all
__fish_print_mounted | string match -- /
# CHECK: /
__fish_print_filesystems | string match -- ext4 | head -n 1
# CHECK: ext4
if command -sq iconv
    __fish_print_encodings | string match -- UTF-8
else
    echo UTF-8
end
# CHECK: UTF-8
# names only, no empty lines
__fish_print_interfaces | string match -rv -- '^[^\s/]+$'
__fish_print_filesystems | string match -rv -- '^[a-z0-9._-]+$'

# packages: dpkg itself is installed on Debian
if command -sq dpkg-query
    __fish_print_packages --installed | string match -qr -- '^dpkg\t.'
    and echo dpkg
else
    echo dpkg
end
# CHECK: dpkg

# commands: as the engine completes them; none for an option; for an
# option's value after = (the engine puts the option back in front)
complete -c cmdonly -x -a '(__fish_complete_command)'
complete -C 'cmdonly -'
complete -C 'complete --command=__fish_complete_comm' | string replace -r -- '\t.*' ''
# CHECK: --command=__fish_complete_command
finish
