# __fish_complete_ftp CMD: the options of the ftp client of this system
# (they differ between Linux and the BSDs) for CMD, and host names.
function __fish_complete_ftp --description 'Define the completions of ftp' --argument-names cmd
    complete -c $cmd -x -a '(__fish_print_hostnames)' -d Host
    __minnow_complete_table $cmd -- \
        '-4|IPv4 only|' '-6|IPv6 only|' '-A|Active mode for data transfers|' \
        '-d|Debugging output|' '-e|No command editing and history|' \
        '-g|No file name globbing|' '-i|No questions during transfers of several files|' \
        '-p|Passive mode for data transfers|' '-t|Trace packets|' '-n|No automatic login|'
    set -l os (__fish_uname)
    if contains -- $os FreeBSD NetBSD OpenBSD
        __minnow_complete_table $cmd -- '-a|Log in anonymously|' '-o|Where fetched files go|'
        complete -c $cmd -s P -x -d 'Port'
        complete -c $cmd -s r -x -d 'Seconds between retries'
        complete -c $cmd -s s -x -a '(__fish_print_addresses)' -d 'Local address to bind to'
    end
    if contains -- $os FreeBSD NetBSD Linux
        complete -c $cmd -s N -r -d 'The netrc file'
        complete -c $cmd -s v -d 'Verbose, with a progress meter'
    end
    if contains -- $os FreeBSD NetBSD
        __minnow_complete_table $cmd -- '-f|Reload caches|' '-R|Restart the fetches|' \
            '-V|Not verbose, no progress meter|'
        complete -c $cmd -s q -x -d 'Seconds before a stalled connection is dropped'
        complete -c $cmd -s T -x -d 'Limit the transfer rate'
        complete -c $cmd -s u -r -d 'Upload a file to URL'
    end
    switch $os
        case NetBSD
            complete -c $cmd -s x -x -d 'Buffer size'
        case OpenBSD
            __minnow_complete_table $cmd -- '-V|Not verbose|' '-v|Verbose|' '-M|No progress meter|' \
                '-m|Progress meter|' '-C|Continue an interrupted transfer|' \
                '-E|No EPSV/EPRT over IPv4|' '-S|TLS options|'
            complete -c $cmd -s c -r -d 'Cookie jar'
            complete -c $cmd -s D -x -d 'Title of the progress meter'
            complete -c $cmd -s k -x -d 'Seconds between keepalives'
            complete -c $cmd -s U -x -d 'User agent'
            complete -c $cmd -s w -x -d 'Seconds before a slow connection is dropped'
        case Linux
            complete -c $cmd -s V -d 'Show the version'
            complete -c $cmd -l prompt -d 'Show a prompt without a terminal too'
            complete -c $cmd -s '?' -l help -d 'Show help'
    end
end
