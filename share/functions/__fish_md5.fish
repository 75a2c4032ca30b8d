# __fish_md5 FILE, __fish_md5 -s STRING: the MD5 digest (hex) of a file or of
# STRING followed by a newline, with md5sum (GNU) or md5 (BSD). Status 1
# when neither exists.
function __fish_md5
    if set -q argv[2]; and test "$argv[1]" != -s
        printf '%s: Too many arguments %s\n' fish_md5 "$argv" >&2
        return 0
    end
    if command -q md5sum
        if test "$argv[1]" = -s
            echo $argv[2] | command md5sum | string split -f 1 ' '
        else
            command md5sum $argv[1] | string split -f 1 ' '
        end
    else if command -q md5
        if test "$argv[1]" = -s
            command md5 -s $argv[2]
        else
            command md5 -q $argv[1]
        end
    else
        return 1
    end
    return 0
end
