# __fish_reg__complete_keys: Windows registry keys for reg (run through
# wine): the root keys, then, once a backslash is typed, the keys under the
# one typed.
function __fish_reg__complete_keys --description 'Complete Windows registry keys'
    set -l word (commandline -ct | string unescape)
    if not string match -q -- '*\\\\*' "$word"
        printf '%s\n' HKEY_CLASSES_ROOT\t'File associations' HKEY_CURRENT_USER\t'The current user' \
            HKEY_LOCAL_MACHINE\t'This machine' HKEY_USERS\t'The loaded users' \
            HKEY_CURRENT_CONFIG\t'Hardware used at startup' HKEY_DYN_DATA
        return
    end
    set -l parent (string replace -r -- '\\\\[^\\\\]*$' '' "$word")
    set -l keys (WINEDEBUG=-all command wine reg query $parent 2>/dev/null | string replace -a \r '' | string match -r -- '\w.*')
    or return
    string match -v -- $parent $keys | string replace -ra -- '\\\\+' '\\\\'
end
