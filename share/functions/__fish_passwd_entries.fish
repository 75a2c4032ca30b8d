# __fish_passwd_entries [group]: the user database (or with `group` the group
# database) in /etc/passwd's colon-separated format, from getent when there is
# one (it sees NSS sources such as LDAP), else from the file; comments dropped.
function __fish_passwd_entries --description 'Print the user or group database' --argument-names which
    set -q which[1]
    or set which passwd
    if command -sq getent
        command getent $which 2>/dev/null
    else if test -r /etc/$which
        string match -rv -- '^\s*(#|$)' </etc/$which
    end
end
