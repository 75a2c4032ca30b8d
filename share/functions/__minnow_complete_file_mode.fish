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

    set -l at "$head$clause"
    set -l ops +\t'Add permissions' -\t'Remove permissions' =\t'Set permissions'
    if string match -qr -- '^[ugoa]*$' $clause
        printf '%s\n' $at$ops
        # the users not named yet
        for who in u\t'And user' g\t'And group' o\t'And others' a\t'And everyone'
            string match -q -- "*$(string sub -l 1 -- $who)*" $clause
            or printf '%s\n' $at$who
        end
        return 0
    end
    # After an operator: the permissions of this action not given yet, or
    # right after it the users whose permissions to copy.
    set -l action (string match -r -- '[-+=][^-+=]*$' $clause)
    string match -qr -- '^[-+=][ugo]$' $action
    and return 0
    for perm in r\tRead w\tWrite x\tExecute X\t'Execute (directories and executables)' \
        s\t'Set user or group id' t\t'Sticky (restricted deletion)'
        string match -q -- "*$(string sub -l 1 -- $perm)*" $action
        or printf '%s\n' $at$perm
    end
    if string match -qr -- '^[-+=]$' $action
        printf '%s\n' $at{u\t"Copy the user's permissions",g\t"Copy the group's permissions",o\t"Copy others' permissions"}
    else
        printf '%s\n' $at,\t'Another clause'
    end
end
