# __minnow_included_files BASE REGEX FILE...: each FILE and the files it
# includes, recursively, one a line, each right after the file naming it and
# each once (so include loops end); files that cannot be read are left out.
# REGEX finds an include line and its first group holds the names (several
# split at spaces, quotes around one dropped); a relative name is taken from
# BASE, a leading ~ is $HOME, and * and ? in the last part of a name are
# wildcards. A name holding a $ (a variable) is left out.
# For makefiles and ssh configurations.
function __minnow_included_files --description 'List files with the files they include' --argument-names base regex
    set -e argv[1..2]
    set -l seen
    set -l queue $argv
    while set -q queue[1]
        set -l file $queue[1]
        set -e queue[1]
        contains -- $file $seen
        and continue
        test -f "$file" -a -r "$file"
        or continue
        set -a seen $file
        printf '%s\n' $file

        set -l found
        for name in (string replace -rf -- $regex '$1' <$file | string split -n ' ' | string trim -c '"')
            string match -q -- '*$*' $name
            and continue
            set name (string replace -r -- '^~(?=/|$)' $HOME $name)
            string match -q -- '/*' $name
            or set name $base/$name
            if not string match -qr -- '[*?]' $name
                set -a found $name
                continue
            end
            # * and ? as a regular expression (? is no wildcard in fish 4)
            set -l dir (string replace -r -- '/[^/]*$' '' $name)
            set -l pattern (string replace -r -- '.*/' '' $name | string escape --style=regex |
                string replace -a -- '\\*' '[^/]*' | string replace -a -- '\\?' '[^/]')
            set -l entries $dir/*
            set -q entries[1]
            and set -a found (string match -r -- '^'(string escape --style=regex -- $dir)'/'$pattern'$' $entries)
        end
        # included files come right after the file naming them
        set queue $found $queue
    end
end
