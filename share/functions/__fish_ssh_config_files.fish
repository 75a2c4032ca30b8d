# __fish_ssh_config_files [FILE...]: the ssh client configuration files in
# force, one a line: the system's (/etc/ssh/ssh_config) and the user's
# (~/.ssh/config, or the FILEs given, as with `ssh -F`), each followed by the
# files its Include lines name, recursively. As ssh does, a relative Include
# path is taken from ~/.ssh in a user's file and from /etc/ssh in the
# system's; `~` and wildcards in the last part of a path are expanded. Every
# file counts once, so Include loops end.
function __fish_ssh_config_files --description 'List the ssh configuration files in force'
    set -l user_files $argv
    set -q user_files[1]
    or set user_files ~/.ssh/config
    set -l seen
    set -l queue /etc/ssh/ssh_config $user_files
    while set -q queue[1]
        set -l file $queue[1]
        set -e queue[1]
        contains -- $file $seen
        and continue
        test -f "$file" -a -r "$file"
        or continue
        set -a seen $file
        printf '%s\n' $file

        set -l base ~/.ssh
        string match -q -- '/etc/ssh/*' $file
        and set base /etc/ssh
        set -l found
        for spec in (string replace -rfi -- '^\s*Include(?:\s*=\s*|\s+)(.*?)\s*$' '$1' <$file | string split -n ' ')
            set spec (string trim -c '"' -- $spec)
            set spec (string replace -r -- '^~(?=/|$)' $HOME $spec)
            string match -q -- '/*' $spec
            or set spec $base/$spec
            if string match -qr -- '[*?]' $spec
                # wildcards: only in the last part of the path
                set -l dir (string replace -r -- '/[^/]*$' '' $spec)
                # ssh's * and ? as a regular expression (? is no wildcard in fish 4)
                set -l pattern (string replace -r -- '.*/' '' $spec | string escape --style=regex |
                    string replace -a -- '\\*' '[^/]*' | string replace -a -- '\\?' '[^/]')
                set -l entries $dir/*
                set -q entries[1]
                and set -a found (string match -r -- '^'(string escape --style=regex -- $dir)'/'$pattern'$' $entries)
            else
                set -a found $spec
            end
        end
        # Included files come right after the file naming them.
        set queue $found $queue
    end
end
