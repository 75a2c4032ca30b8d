# __fish_print_gpg_algo GPG KIND: the algorithms of a kind (Pubkey, Cipher,
# Hash, Compression: a regex) that GPG supports, one a line, from the list
# `gpg --version` prints (which may run over several lines, each but the
# last ending in a comma).
function __fish_print_gpg_algo --description 'Print the algorithms gpg supports' --argument-names gpg kind
    set -lx LC_ALL C
    set -l list
    set -l inside false
    for line in (command $gpg --version 2>/dev/null)
        if not $inside
            string match -qr -- "^(?:$kind):" $line
            or continue
            set inside true
            set line (string replace -r -- '^[^:]*:' '' $line)
        end
        set -a list (string split , -- $line | string trim)
        string match -q -- '*,' $line
        or break
    end
    string match -v -- '' $list
end
