# __fish_print_hostnames: the host names this machine knows, one a line: from
# /etc/hosts (not the local addresses), the NFS servers of /etc/fstab, the
# Host lines of the ssh configuration (with its Include files; patterns left
# out) and the ssh known_hosts files (the user's, the system's and those the
# configuration names), where hashed entries cannot be read and are skipped
# and `[host]:port` gives the host. A `ssh -F FILE` on the command line (or in
# a function `ssh` wrapping it) picks the user's configuration file.
function __fish_print_hostnames --description 'List known host names'
    if test -r /etc/hosts
        string replace -r -- '#.*' '' </etc/hosts |
            string match -rv -- '^\s*(?:127\.|0\.|::1\b|f[ef]0[0-9a-f]?:|$)' |
            string replace -rf -- '^\s*\S+\s+(.*?)\s*$' '$1' |
            string split -n ' ' | string split -n \t
    end
    if test -r /etc/fstab
        string replace -rf -- '^\s*([^#\s/:][^\s:]*):\S*\s.*' '$1' </etc/fstab
    end

    # The user's configuration: ~/.ssh/config unless an -F says otherwise.
    set -l words (commandline -xpc 2>/dev/null)
    if functions -q ssh
        set -p words (functions ssh | string match -r -- '\bcommand\s+ssh\b.*' | string split -n ' ')
    end
    set -l user_config
    set -l i (contains -i -- -F $words)
    and set -q words[(math $i + 1)]
    and set user_config (string replace -r -- '^~(?=/|$)' $HOME $words[(math $i + 1)])

    set -l known ~/.ssh/known_hosts ~/.ssh/known_hosts2 /etc/ssh/ssh_known_hosts /etc/ssh/ssh_known_hosts2
    for file in (__fish_ssh_config_files $user_config)
        set -l lines (string match -ri -- '^\s*(?:Host|(?:User|Global)KnownHostsFile)\b.*' <$file)
        string replace -rfi -- '^\s*Host(?:\s*=\s*|\s+)(.*?)\s*$' '$1' $lines |
            string split -n ' ' | string match -rv -- '[*?!]'
        set -a known (string replace -rfi -- '^\s*(?:User|Global)KnownHostsFile(?:\s*=\s*|\s+)(.*?)\s*$' '$1' $lines |
            string split -n ' ' | string replace -r -- '^~(?=/|$)' $HOME)
    end

    for file in $known
        test -f "$file" -a -r "$file"
        or continue
        # One line per key: HOSTS KEYTYPE KEY; HOSTS is comma-separated, a
        # hashed entry starts with |, a marker line (@revoked, @cert-authority)
        # with @.
        string replace -rf -- '^\s*([^\s#|@]\S*)\s.*' '$1' <$file |
            string split -n , | string match -rv -- '[*?!]' |
            string replace -r -- '^\[([^\]]*)\](?::\d+)?$' '$1'
    end
    return 0
end
