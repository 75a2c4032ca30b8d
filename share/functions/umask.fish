# umask as bash has it, over $umask, the variable minnow keeps equal to the
# process's file creation mask: `umask` shows it in octal, -S as the
# permissions it leaves (u=rwx,g=rx,o=rx), -p as a command; `umask MASK` sets
# it from an octal number (one to three digits, maybe after a 0) or from
# symbolic clauses joined by commas, each WHO (u, g, o, a; none means a), an
# operator (= sets, + allows, - forbids; none means =) and PERMS (r, w, x).

# The permissions an octal mask digit leaves, as letters.
function __fish_umask_letters --description 'The permissions a umask digit leaves'
    switch $argv[1]
        case 0
            echo rwx
        case 1
            echo rw
        case 2
            echo rx
        case 3
            echo r
        case 4
            echo wx
        case 5
            echo w
        case 6
            echo x
        case '*'
            echo
    end
end

# The mask digit that leaves the letters given.
function __fish_umask_digit --description 'The umask digit that leaves some permissions'
    switch "$argv"
        case rwx
            echo 0
        case rw
            echo 1
        case rx
            echo 2
        case r
            echo 3
        case wx
            echo 4
        case w
            echo 5
        case x
            echo 6
        case '*'
            echo 7
    end
end

# The letters a class keeps after one operator: argv is what it has now, the
# operator and the letters the clause names.
function __fish_umask_apply --description 'Apply a symbolic umask operator to some permissions'
    set -l has (string split '' -- $argv[1])
    set -l named (string split '' -- $argv[3])
    set -l keep
    for p in r w x
        switch $argv[2]
            case =
                contains $p $named
            case +
                contains $p $has $named
            case -
                contains $p $has; and not contains $p $named
        end
        and set -a keep $p
    end
    string join '' -- $keep ''
end

# The four-digit octal mask MASK (octal or symbolic) means, starting from the
# current one; an error for anything else.
function __fish_umask_parse --description 'Turn an octal or symbolic umask into four octal digits'
    if string match -qr '^0?[0-7]{1,3}$' -- $argv[1]
        string sub -s -4 -- 0000$argv[1]
        return 0
    end
    set -l clause '([ugoa]*)([=+-]?)([rwx]*)'
    if not string match -qr "^$clause(,$clause)*\$" -- $argv[1]
        printf "%s: Invalid mask '%s'\n" umask $argv[1] >&2
        return 1
    end
    set -l digits (string split '' -- $umask)
    set -l has (__fish_umask_letters $digits[2]) (__fish_umask_letters $digits[3]) \
        (__fish_umask_letters $digits[4])
    for part in (string split , -- $argv[1])
        set -l m (string match -r -- "^$clause\$" $part)
        set -l who $m[2]
        set -l op $m[3]
        set -l perms $m[4]
        # WHO needs an operator after it ("urw" is no mask).
        if test -n "$who" -a -z "$op"
            printf "%s: Invalid mask '%s'\n" umask $argv[1] >&2
            return 1
        end
        test -n "$part"
        or continue
        test -n "$op"
        or set op =
        set -l classes
        switch "$who"
            case '' '*a*'
                set classes 1 2 3
            case '*'
                string match -q '*u*' -- $who
                and set -a classes 1
                string match -q '*g*' -- $who
                and set -a classes 2
                string match -q '*o*' -- $who
                and set -a classes 3
        end
        for c in $classes
            set has[$c] (__fish_umask_apply "$has[$c]" $op "$perms")
        end
    end
    echo 0(__fish_umask_digit $has[1])(__fish_umask_digit $has[2])(__fish_umask_digit $has[3])
end

function umask --description 'Set default file permission mask'
    argparse -n umask h/help p/as-command S/symbolic -- $argv
    or return
    if set -q _flag_help
        __fish_print_help umask
        return 0
    end

    if set -q argv[2]
        printf '%s: Too many arguments\n' umask >&2
        return 1
    end
    if set -q argv[1]
        set -l mask (__fish_umask_parse $argv[1])
        or return 1
        set -g umask $mask
        return 0
    end

    if set -q _flag_as_command
        echo umask $umask
    else if set -q _flag_symbolic
        set -l digits (string split '' -- $umask)
        echo u=(__fish_umask_letters $digits[2]),g=(__fish_umask_letters $digits[3]),o=(__fish_umask_letters $digits[4])
    else
        echo $umask
    end
end
