# __minnow_complete_file_mode: file modes for chmod and mkdir -m, for the word
# being typed. An empty word or digits get the common octal modes, each
# described as ls shows it (755: rwxr-xr-x). A symbolic mode is completed one
# letter further: after the users (u g o a) an operator (+ - =) or another
# user; after an operator the permissions (r w x X s t) not yet given, or the
# users whose permissions to copy (u g o). A comma starts another clause.
function __minnow_complete_file_mode --description 'Complete file modes'
    set -l word (commandline -ct | string replace -r -- '^--?[^=]*=' '')
    if string match -qr -- '^[0-7]*$' $word
        printf '%s\n' 644\trw-r--r-- 755\trwxr-xr-x 600\trw------- 700\trwx------ \
            664\trw-rw-r-- 775\trwxrwxr-x 640\trw-r----- 750\trwxr-x--- \
            444\tr--r--r-- 555\tr-xr-xr-x 400\tr-------- 777\trwxrwxrwx \
            1777\trwxrwxrwt 2775\trwxrwsr-x 4755\trwsr-xr-x
        test -z "$word"
        or return 0
        # an empty word may start a symbolic mode too
        printf '%s\n' u\tUser g\tGroup o\tOthers a\tEveryone \
            +x\tAdd\ execute\ for\ all -w\tRemove\ write\ for\ all \
            u+x\tAdd\ execute\ for\ the\ user go-w\tRemove\ write\ for\ group\ and\ others \
            a+r\tAdd\ read\ for\ everyone
        return 0
    end
    # The clauses before the last are taken as typed.
    set -l head "$(string match -r -- '^.*,' $word)"
    set -l clause (string replace -r -- '^.*,' '' $word)
    string match -qr -- '^[ugoa]*(?:[-+=][rwxXst]*|[-+=][ugo])*$' $clause
    or return 0

    set -l names u\tuser g\tgroup o\tothers a\teveryone
    set -l perms r\tRead w\tWrite x\tExecute X\t'Execute (directories and executables)' \
        s\t'Set user or group id' t\t'Sticky (restricted deletion)'
    if string match -qr -- '^[ugoa]*$' $clause
        for op in +\tAdd -\tRemove =\tSet
            set -l sym (string split \t -- $op)
            printf '%s%s%s\t%s permissions\n' $head $clause $sym[1] $sym[2]
        end
        for who in $names
            set -l pair (string split \t -- $who)
            string match -q -- "*$pair[1]*" $clause
            or printf '%s%s%s\tAnd %s\n' $head $clause $pair[1] $pair[2]
        end
        return 0
    end
    # After an operator: permissions of the last action not given yet.
    set -l action (string match -r -- '[-+=][^-+=]*$' $clause)
    if string match -qr -- '^[-+=][ugo]$' $action
        return 0
    end
    for perm in $perms
        set -l pair (string split \t -- $perm)
        string match -q -- "*$pair[1]*" $action
        or printf '%s%s%s\t%s\n' $head $clause $pair[1] $pair[2]
    end
    if test "$action" = + -o "$action" = - -o "$action" = =
        for who in u\t"the user's" g\t"the group's" o\t"others'"
            set -l pair (string split \t -- $who)
            printf '%s%s%s\tCopy %s permissions\n' $head $clause $pair[1] $pair[2]
        end
    else
        printf '%s%s,\tAnother clause\n' $head $clause
    end
end
