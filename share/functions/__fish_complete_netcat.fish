# __fish_complete_netcat CMD FLAVOR: the options of a netcat for CMD; FLAVOR
# says which one it is: busybox, ncat, nc.openbsd, nc.traditional or
# netcat (GNU).
function __fish_complete_netcat --description 'Define the completions of a netcat'
    set -l cmd $argv[1]
    set -l flavor $argv[-1]
    switch $flavor
        case busybox
            __minnow_complete_table $cmd -- '-l|Listen for a connection|' '-p|Local port|' \
                '-w|Seconds to wait for a connection|' '-i|Seconds between lines sent|'
            complete -c $cmd -s f -r -d 'Use this file (a serial line) instead of the network'
            complete -c $cmd -s e -r -d 'Run this program after connecting'
        case ncat
            complete -c $cmd -w ncat
        case nc.openbsd
            __minnow_complete_table $cmd -- \
                '-4|IPv4 only|' '-6|IPv6 only|' '-b|Allow broadcast|' '-C|Send CRLF line ends|' \
                '-D|Debug the socket|' '-d|Do not read standard input|' \
                '-F|Pass the first connected socket to standard output|' '-h|Show help|' \
                '-I|Size of the TCP receive buffer|' '-i|Seconds between lines|' \
                '-k|Keep listening after a connection ends|' '-l|Listen for a connection|' \
                '-M|TTL of outgoing packets|' '-m|Fewest hops of incoming packets|' \
                '-N|Shut the socket down at the end of input|' '-n|Do not look up names|' \
                '-O|Size of the TCP send buffer|' '-P|User name for the proxy|' \
                '-p|Source port|' '-q|Seconds to wait after the end of input|' \
                '-r|Random ports|' '-S|TCP MD5 signatures|' '-s|Source address|(__fish_print_addresses)' \
                '-T|Type of service|critical inetcontrol lowcost lowdelay netcontrol throughput reliability' \
                '-t|Answer telnet negotiation|' '-U|Unix-domain sockets|' '-u|UDP|' \
                '-V|Routing table|' '-v|Verbose|' '-W|Quit after this many packets|' \
                '-w|Seconds before giving up|' '-X|Proxy protocol|4 5 connect' \
                '-x|Proxy address and port|' '-Z|Use DCCP|' '-z|Only scan for listening daemons|'
        case nc.traditional
            __minnow_complete_table $cmd -- \
                '-c|Run this command with /bin/sh after connecting|' \
                '-e|Run this program after connecting|' '-b|Allow broadcast|' \
                '-g|Source-routing hops|' '-G|Source-routing pointer|4 8 12 16' '-h|Show help|' \
                '-i|Seconds between lines and ports|' '-k|Keep the socket alive|' \
                '-l|Listen for a connection|' '-n|Numeric addresses only|' \
                '-o|Hex dump of the traffic to this file|' '-p|Local port|' \
                '-q|Seconds to wait after the end of input|' '-r|Random ports|' \
                '-s|Local address|(__fish_print_addresses)' '-T|Type of service|' \
                '-t|Answer telnet negotiation|' '-u|UDP|' '-v|Verbose|' \
                '-w|Seconds before giving up|' '-C|Send CRLF line ends|' '-z|Scan only, send nothing|'
        case '*'
            __minnow_complete_table $cmd -- \
                '-e --exec|Run this program after connecting|' '-g --gateway|Source-routing hops|' \
                '-G --pointer|Source-routing pointer|' '-h --help|Show help|' \
                '-i --interval|Seconds between lines and ports|' '-l --listen|Listen for a connection|' \
                '-L --tunnel|Forward to this address and port|' '-n --dont-resolve|Numeric addresses only|' \
                '-o --output|Hex dump of the traffic to this file|' '-p --local-port|Local port|' \
                '-r --randomize|Random ports|' '-s --source|Local address|(__fish_print_addresses)' \
                '-t --tcp|TCP (the default)|' '-T --telnet|Answer telnet negotiation|' \
                '-u --udp|UDP|' '-v --verbose|Verbose|' '-V --version|Show the version|' \
                '-w --wait|Seconds before giving up|' '-x --hexdump|Hex dump of the traffic|' \
                '-z --zero|Scan only, send nothing|'
    end
end
