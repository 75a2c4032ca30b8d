# __fish_complete_wireshark CMD: the options of wireshark, tshark and
# dumpcap for CMD (each gets those it takes), with interfaces, link types,
# protocols and profiles asked of tshark.
function __fish_complete_wireshark --description 'Define the completions of wireshark, tshark or dumpcap' --argument-names cmd
    complete -c $cmd -s a -l autostop -x -a 'duration:\t"Stop after N seconds" files:\t"Stop after N files" filesize:\t"Stop a file at N kB" packets:\t"Stop after N packets"' -d 'When to stop capturing'
    complete -c $cmd -s b -l ring-buffer -x -a 'duration:\t"Next file after N seconds" files:\t"Start over after N files" filesize:\t"Next file at N kB" interval:\t"Next file every N seconds" packets:\t"Next file after N packets"' -d 'Write to several files in turn'
    complete -c $cmd -s i -l interface -x -a '(__fish_wireshark_interface) -\t"Standard input"' -d 'Interface or pipe to capture from'
    complete -c $cmd -s y -l linktype -x -a '(__fish_wireshark_choices (command tshark -L 2>/dev/null))' -d 'Link type to capture'
    complete -c $cmd -l time-stamp-type -x -a '(__fish_wireshark_choices (command tshark --list-time-stamp-types 2>/dev/null))' -d 'Time stamp method of the interface'
    complete -c $cmd -s w -r -d 'Write the packets to this file (- for standard output)'
    __minnow_complete_table $cmd -- \
        '-B --buffer-size|Capture buffer size in MiB|' \
        '-c|Stop after this many packets|' \
        '--capture-comment|Comment in the capture file|' \
        '-f|Capture filter|' \
        '-s --snapshot-length|Bytes to capture of each packet|' \
        '-D --list-interfaces|List the interfaces and exit|' \
        '-I --monitor-mode|Capture in monitor mode|' \
        '-L --list-data-link-types|List the link types of the interface and exit|' \
        '--list-time-stamp-types|List the time stamp methods of the interface|' \
        '-p --no-promiscuous-mode|Do not capture in promiscuous mode|' \
        '-v --version|Show the version and exit|' \
        '-h --help|Show help and exit|'
    if contains -- $cmd dumpcap tshark
        __minnow_complete_table $cmd -- '-q|No running count of packets|' '-g|Make the files readable by the group|'
    end
    if contains -- $cmd wireshark tshark
        complete -c $cmd -s C -x -a '(__fish_wireshark_profiles)' -d 'Configuration profile'
        complete -c $cmd -s d -x -a '(__fish_tshark_decode_as)' -d 'Decode a layer type as a protocol'
        complete -c $cmd -l enable-protocol -l disable-protocol -x -a '(__fish_wireshark_protocol)' -d 'Turn the dissection of a protocol on or off'
        complete -c $cmd -l enable-heuristic -l disable-heuristic -x -a '(__fish_wireshark_heuristic)' -d 'Turn a heuristic dissector on or off'
        complete -c $cmd -s K -r -d 'Kerberos keytab file'
        complete -c $cmd -s n -d 'Resolve no names'
        complete -c $cmd -s N -x -a '(__fish_tshark_name_resolving_flags)' -d 'Resolve these kinds of names'
        complete -c $cmd -s o -x -a '(command tshark -G defaultprefs 2>/dev/null | string replace -rf -- \'^#([a-z].*):.*\' \'$1:\')' -d 'Set a preference'
        complete -c $cmd -s r -l read-file -r -d 'Read packets from this file'
        complete -c $cmd -s R -l read-filter -x -d 'Read filter'
        complete -c $cmd -s Y -l display-filter -x -d 'Display filter'
        complete -c $cmd -s t -x -a 'a\t"Absolute time" ad\t"Absolute date and time" adoy\t"Absolute date (day of year) and time" d\t"Since the previous packet" dd\t"Since the previous packet shown" e\t"Seconds since 1970" r\t"Since the first packet" u\t"UTC time" ud\t"UTC date and time" udoy\t"UTC date (day of year) and time"' -d 'Format of the time stamps'
        complete -c $cmd -s u -x -a 's\t"Seconds" hms\t"Hours, minutes and seconds"' -d 'How seconds are shown'
        complete -c $cmd -s X -x -d 'Option for an extension module'
        complete -c $cmd -s z -x -d 'Statistics to collect'
    end
end

# Words and descriptions from tshark's listings ("  NAME (DESCRIPTION)").
function __fish_wireshark_choices
    string replace -rf -- '^\s*(\S+) \(?([^)]*)\)?$' '$1\t$2' $argv
end

function __fish_wireshark_interface
    command tshark -D 2>/dev/null | string replace -r -- '^\d+\. (\S+)\s*\(?([^)]*)\)?$' '$1\t$2'
end

function __fish_wireshark_protocol
    command tshark -G protocols 2>/dev/null | string replace -rf -- '^([^\t]*)\t[^\t]*\t([^\t]*).*$' '$2\t$1'
end

function __fish_wireshark_heuristic
    command tshark -G heuristic-decodes 2>/dev/null | string replace -rf -- '^([^\t]*)\t([^\t]*).*$' '$2\t$1'
end

function __fish_wireshark_profiles
    set -l personal (command tshark -G folders 2>/dev/null | string replace -rf -- '^Personal configuration:\s*(.*)$' '$1')
    test -n "$personal"
    and path basename -- (path filter -d -- $personal/profiles/*)
end

# The letters of -N, each added to what is typed.
function __fish_tshark_name_resolving_flags
    set -l typed (commandline -ct | string replace -r -- '^-N' '')
    printf "$typed%s\n" d\t'Names from captured DNS packets' m\t'MAC addresses' \
        n\t'Network addresses' N\t'With external resolvers (DNS)' t\t'Transport port numbers' \
        v\t'VLAN ids'
end

# -d LAYER==VALUE,PROTOCOL: the layer types, then the protocols for one.
function __fish_tshark_decode_as
    set -l word (commandline -ct | string collect)
    if string match -qr -- '==$' $word
        return
    else if string match -qr -- '==|,' $word
        set -l head (string replace -r -- ',.*$' '' $word)
        command tshark -d (string replace -r -- '^-d' '' $word) 2>&1 |
            string replace -rf -- '^\t(\S+) \(?([^)]*)\)?$' "$head,\$1\t\$2"
    else
        command tshark -d . 2>&1 | string replace -rf -- '^\t(\S+) \(?([^)]*)\)?$' '$1==\t$2'
    end
end
