# fish_vi_key_bindings [--no-erase] [INIT_MODE]: vi-like preset bindings.
#
# Modes ($fish_bind_mode): insert (typing, much as with emacs bindings),
# default (vi's normal mode), visual (a selection), replace (R), replace_one
# (r), operator (an operator d c y g~ waiting for its motion) and f F t T
# (an operator and f F t or T waiting for the character). A count
# typed in normal mode (3x, 2dw, d2w) repeats what follows; it is kept in
# $__fish_vi_count until used. --no-erase keeps the bindings already there
# (fish_hybrid_key_bindings uses it); INIT_MODE is where editing starts:
# insert (the default), default or visual.
#
# The functions below are fish 4's names, so bindings of your own can use
# them: fish_vi_arg_digit, fish_vi_run_count, fish_vi_start_operator,
# fish_vi_operator_cancel, fish_vi_exec_motion, fish_vi_inc, fish_vi_dec.

# ---- counts ----

function fish_vi_arg_digit --description 'Add a digit to the count of the next vi command'
    # five digits are more than any command line needs
    if test (string length -- "$__fish_vi_count") -lt 5
        set -g __fish_vi_count "$__fish_vi_count$argv[1]"
    end
end

# __fish_vi_take_count VAR: prints the count in $VAR (1 if none) and clears it.
function __fish_vi_take_count --argument-names var
    set -l n $$var
    set -g $var
    string match -qr '^[1-9][0-9]*$' -- "$n"; or set n 1
    echo $n
end

# __fish_vi_repeat N FUNCTION...: runs the input functions N times, at once.
function __fish_vi_repeat --argument-names n
    test "$n" -gt 0 2>/dev/null; or return 0
    commandline -f (for i in (seq $n); printf '%s\n' $argv[2..]; end)
end

function fish_vi_run_count --description 'Run a vi command as many times as the count typed before it'
    set -l n (__fish_vi_take_count __fish_vi_count)
    # 3x is one change to undo
    test $n -gt 1; and commandline -f begin-undo-group
    if functions -q -- $argv[1]
        for i in (seq $n)
            $argv
        end
    else
        __fish_vi_repeat $n $argv
    end
    test $n -gt 1; and commandline -f end-undo-group
    return 0
end

# x: the character under the cursor and the count's next ones go to the
# kill ring as one kill, as fish (p puts them back)
function __fish_vi_kill_chars
    set -l n (__fish_vi_take_count __fish_vi_count)
    commandline -f begin-selection
    for i in (seq 2 $n)
        commandline -f forward-char
    end
    commandline -f kill-selection end-selection
end

# ---- operators: d c y g~, then a motion or a text object ----

# Visual y: the selection goes to the kill ring and stays; the cursor ends
# past it (as with any yank), so the line's end is allowed meanwhile.
function fish_vi_yank_selection --description 'Copy the vi selection to the kill ring'
    set -g fish_cursor_end_mode exclusive
    commandline -f kill-selection yank
    set -g fish_cursor_end_mode inclusive
end

function fish_vi_start_operator --description 'Start a vi operator; its motion comes next'
    set -g __fish_vi_operator $argv[1]
    set -g __fish_vi_start_count (__fish_vi_take_count __fish_vi_count)
    set fish_bind_mode operator
    commandline -f repaint-mode
end

function fish_vi_operator_cancel --description 'Drop the vi operator waiting for its motion'
    set -g __fish_vi_operator
    set -g __fish_vi_start_count
    set -g __fish_vi_count
    set fish_bind_mode default
    commandline -f repaint-mode
end

# __fish_vi_take_operator: prints the waiting operator and its count (the
# count before the operator times the one before the motion) and goes back
# to normal mode.
function __fish_vi_take_operator
    set -l op $__fish_vi_operator
    set -q op[1]; or set op delete
    set -g __fish_vi_operator
    set -l n (math (__fish_vi_take_count __fish_vi_start_count) \* (__fish_vi_take_count __fish_vi_count))
    test $n -gt 99999; and set n 99999
    set fish_bind_mode default
    echo $op
    echo $n
end

# __fish_vi_finish OP: operator OP is done.
function __fish_vi_finish --argument-names op
    set -g fish_cursor_end_mode $__fish_vi_end_mode
    set -e __fish_vi_end_mode
    commandline -f end-undo-group repaint-mode
end

# __fish_vi_operator_began OP: the operation starts. It is one change to
# undo, and change is in insert mode already. Meanwhile the cursor may go
# past the last character (a kill at the end must not move it back before
# a yank puts the text back).
function __fish_vi_operator_began --argument-names op
    commandline -f begin-undo-group
    test "$op" = change; and set fish_bind_mode insert
    set -g __fish_vi_end_mode $fish_cursor_end_mode
    set -g fish_cursor_end_mode exclusive
end

# __fish_vi_operate OP FROM TO: applies OP to the characters FROM to TO-1
# of the command line (positions as commandline -C counts them).
function __fish_vi_operate --argument-names op from to
    test $to -gt $from; or return 1
    # selected from the end back to the start, so that undo puts the
    # cursor where the change began
    commandline -f end-selection
    if test "$fish_cursor_selection_mode" = inclusive
        commandline -C (math $to - 1)
    else
        commandline -C $to
    end
    commandline -f begin-selection
    commandline -C $from
    switch $op
        case delete change
            commandline -f kill-selection end-selection
        case yank
            # the killed text goes back at once: only the kill ring changes
            # (and as the text is unchanged, there is nothing to undo)
            commandline -f kill-selection end-selection yank
            commandline -C $from
        case swap-case
            commandline -f togglecase-selection end-selection
            commandline -C $from
    end
end

# __fish_vi_line_bounds A B: prints where the line holding A starts and
# where the line holding B ends (its newline, or the end of the text).
function __fish_vi_line_bounds --argument-names a b
    set -l saved $fish_cursor_end_mode
    set -g fish_cursor_end_mode exclusive
    commandline -C $a
    commandline -f beginning-of-line
    commandline -C
    commandline -C $b
    commandline -f end-of-line
    commandline -C
    set -g fish_cursor_end_mode $saved
end

# __fish_vi_operate_lines OP A B: applies OP to the whole lines from the one
# holding position A to the one holding B.
function __fish_vi_operate_lines --argument-names op a b
    set -l cursor (commandline -C)
    if test $a -gt $b
        set a $argv[3]
        set b $argv[2]
    end
    set -l bounds (__fish_vi_line_bounds $a $b)
    set -l start $bounds[1]
    set -l end $bounds[2]
    set -l len (string length -- (commandline | string collect -N))
    set len (math $len - 1)
    switch $op
        case change swap-case
            # the text of the lines; change keeps one empty line
            if test $end -gt $start
                __fish_vi_operate $op $start $end
            end
            test $op = swap-case; and commandline -C $cursor
        case delete yank
            # with a line break: the one after, or for the last line the one before
            if test $end -lt $len
                set end (math $end + 1)
            else if test $start -gt 0
                set start (math $start - 1)
            end
            if test $end -gt $start
                __fish_vi_operate $op $start $end
                # p and P know these for lines
                set -g __fish_vi_lines $fish_killring[1]
            end
            if test $op = yank
                commandline -C $cursor
            else
                commandline -f beginning-of-line
            end
    end
end

# __fish_vi_put after|before: p and P. What dd or yy took goes in as lines
# below or above the cursor's line; anything else after the cursor or at it.
function __fish_vi_put --argument-names where
    if set -q __fish_vi_lines[1]; and test "$fish_killring[1]" = "$__fish_vi_lines"
        # the lines without the line break that came with them
        set -l text (string replace -r -- '\n$' '' $__fish_vi_lines | string collect)
        test "$text" = "$__fish_vi_lines"; and set text (string replace -r -- '^\n' '' $text | string collect)
        set -l saved $fish_cursor_end_mode
        set -g fish_cursor_end_mode exclusive
        if test $where = after
            commandline -f end-of-line
            set -l at (commandline -C)
            commandline -i -- \n$text
            commandline -C (math $at + 1)
        else
            commandline -f beginning-of-line
            set -l at (commandline -C)
            commandline -i -- $text\n
            commandline -C $at
        end
        set -g fish_cursor_end_mode $saved
        return
    end
    if test $where = after
        set -l saved $fish_cursor_end_mode
        set -g fish_cursor_end_mode exclusive
        commandline -f forward-char
        set -g fish_cursor_end_mode $saved
    end
    commandline -f yank
end

# __fish_vi_char_class C: word, punct, blank or none (past the end).
function __fish_vi_char_class --argument-names c
    if test -z "$c"
        echo none
    else if string match -qr '^\s$' -- $c
        echo blank
    else if string match -qr '^[[:alnum:]]$' -- $c
        echo word
    else
        echo punct
    end
end

function fish_vi_exec_motion --description 'Apply the waiting vi operator over a motion'
    argparse linewise -- $argv
    or return
    set -l taken (__fish_vi_take_operator)
    set -l op $taken[1]
    set -l n $taken[2]
    set -l from (commandline -C)
    __fish_vi_operator_began $op
    if set -q _flag_linewise
        # dd cc yy g~~: this line and the n-1 below it
        __fish_vi_repeat (math $n - 1) down-line
        __fish_vi_operate_lines $op $from (commandline -C)
        __fish_vi_finish $op
        return
    end

    set -l motion $argv
    set -l kind exclusive
    switch "$motion[1]"
        case forward-word-end forward-bigword-end backward-word-end backward-bigword-end jump-to-matching-bracket
            set kind inclusive
        case up-line down-line beginning-of-buffer end-of-buffer
            set kind linewise
        case forward-word-vi forward-bigword-vi
            set kind word
    end

    set -l big
    test "$motion[1]" = forward-bigword-vi; and set big big
    if test $kind = word -a $op != swap-case
        set -l text (commandline | string collect -N)
        set -l here (__fish_vi_char_class (string sub -s (math $from + 1) -l 1 -- $text))
        if test $op = change -a $here != blank -a $here != none
            # cw changes to the end of the word, as vi does: without the
            # blanks after it, and only this character at a word's end
            set -l next (__fish_vi_char_class (string sub -s (math $from + 2) -l 1 -- $text))
            test -n "$big" -a $next != blank -a $next != none; and set next $here
            if test $next != $here
                set n (math $n - 1)
            end
            set -l ends forward-word-end
            test -n "$big"; and set ends forward-bigword-end
            __fish_vi_repeat $n $ends
            __fish_vi_operate change $from (math (commandline -C) + 1)
        else
            # dw: words up to the next one's start, a line break kept
            set -l kill kill-word-vi
            test -n "$big"; and set kill kill-bigword-vi
            if test $op = yank
                __fish_vi_repeat $n $kill
                commandline -f yank
                commandline -C $from
            else
                __fish_vi_repeat $n $kill
            end
        end
        __fish_vi_finish $op
        return
    end

    # Any other motion: go there (past the last character if need be: the
    # end mode is exclusive now) and apply the operator between here and
    # there.
    __fish_vi_repeat $n $motion
    set -l to (commandline -C)
    switch "$motion[1]"
        case repeat-jump repeat-jump-reverse
            # as the jump it repeats: forward ones take the target in
            test $to -gt $from; and set kind inclusive
    end
    if test $kind = linewise
        # j and k that could not move do nothing
        if test $to -ne $from; or not contains -- "$motion[1]" up-line down-line
            __fish_vi_operate_lines $op $from $to
        end
    else if test $to -ne $from
        # an inclusive motion takes in the character it stops on, or,
        # going back, the one it started from
        set -l a $from
        set -l b $to
        if test $to -lt $from
            set a $to
            set b $from
        end
        test $kind = inclusive; and set b (math $b + 1)
        if not __fish_vi_operate $op $a $b
            commandline -C $from
        end
    end
    __fish_vi_finish $op
end

# f F t T after an operator go to the bind mode of that name, as fish 4,
# whose one (generic) binding takes the next key: get-key puts the
# character it types in $fish_key, then this applies the operator up to
# that character (the next one, F T: the previous one; the count-th). A
# key that types none (escape) drops the operator, as does a character
# not there.
function __fish_vi_exec_jump --argument-names how
    set -l target $fish_key
    set -l from (commandline -C)
    set -l taken (__fish_vi_take_operator)
    set -l op $taken[1]
    set -l n $taken[2]
    set -l dir forward
    contains -- $how F T; and set dir backward
    if test -z "$target"; or not commandline --$dir-jump=$target
        commandline -f repaint-mode
        return
    end
    __fish_vi_operator_began $op
    __fish_vi_repeat (math $n - 1) repeat-jump
    set -l to (commandline -C)
    switch $how
        case f t
            # t jumped onto the target: the text up to it is taken
            test $how = f; and set to (math $to + 1)
            __fish_vi_operate $op $from $to
        case F
            __fish_vi_operate $op $to $from
        case T
            __fish_vi_operate $op (math $to + 1) $from
    end
    or commandline -C $from
    __fish_vi_finish $op
end

# Text objects after an operator (iw aw i( a( i" ...): the binding's input
# functions select the object, between these two halves.
function __fish_vi_object_begin
    set -g __fish_vi_object (commandline -C) (__fish_vi_take_operator)
end

function __fish_vi_object_end
    set -l op $__fish_vi_object[2]
    set -e __fish_vi_object
    __fish_vi_operator_began $op
    set -l from (commandline --selection-start)
    set -l to (commandline --selection-end)
    commandline -f end-selection
    if set -q from[1] to[1]
        __fish_vi_operate $op $from $to
    end
    __fish_vi_finish $op
end

# __fish_vi_exec_word_object FUNCTION: iw aw iW aW after an operator, by the
# input function that kills that object.
function __fish_vi_exec_word_object --argument-names fn
    set -l taken (__fish_vi_take_operator)
    set -l op $taken[1]
    __fish_vi_operator_began $op
    switch $op
        case delete change
            commandline -f $fn
        case yank swap-case
            commandline -f $fn
            set -l start (commandline -C)
            commandline -f yank
            set -l end (commandline -C)
            if test $op = swap-case
                __fish_vi_operate swap-case $start $end
            else
                commandline -C $start
            end
    end
    __fish_vi_finish $op
end

# ---- ctrl-a and ctrl-x: the number under or after the cursor, plus or minus one ----

function fish_vi_inc_dec --argument-names how --description 'Add one to or take one from the number at the cursor'
    set -l pos (commandline -C)
    set -l before (commandline --cut-at-cursor)
    set -l text (commandline | string collect)
    set -l after (string sub -s (math $pos + 1) -- $text | string collect)
    set -l number
    set -l start
    set -l digits (string match -r -- '^[0-9]+' $after)
    if set -q digits[1]
        # on a number: it may begin before the cursor (on this line), with
        # a minus sign
        set -l head (string match -r -- '-?[0-9]*$' "$before[-1]")
        set number "$head$digits[1]"
        set start (math $pos - (string length -- "$head"))
    else
        set -l found (string match -r -- '-?[0-9]+' $after)
        set -q found[1]; or return 1
        set number $found[1]
        set -l skipped (string replace -r -- '(?s)-?[0-9]+.*' '' $after | string collect)
        set start (math $pos + (string length -- "$skipped"))
    end
    set -l value (math -- $number (test $how = inc; and echo +; or echo -) 1)
    # keep the width of a number written with leading zeros
    set -l width (string length -- (string trim -l -c - -- $number))
    set -l new (string pad -c 0 -w $width -- (string trim -l -c - -- $value))
    string match -q -- '-*' $value; and set new "-$new"
    # the old number out, the new one in: one change of the whole line
    set -l head (string sub -l $start -- $text | string collect)
    set -l tail (string sub -s (math $start + (string length -- $number) + 1) -- $text | string collect)
    commandline -r -- "$head$new$tail"
    commandline -C (math $start + (string length -- $new) - 1)
end

function fish_vi_inc --description 'Add one to the number at the cursor'
    fish_vi_inc_dec inc
end

function fish_vi_dec --description 'Take one from the number at the cursor'
    fish_vi_inc_dec dec
end

function fish_vi_key_bindings --description 'vi-like key bindings for fish'
    if contains -- -h $argv; or contains -- --help $argv
        # fish says it has no help here; minnow has a page
        __fish_print_help fish_vi_key_bindings
        return 0
    end
    # Checked before the handler could call us again without arguments.
    set -l rebind true
    if test "$argv[1]" = --no-erase
        set rebind false
        set -e argv[1]
    else
        bind --erase --all --preset
    end
    # Someone calling this by hand also gets $fish_key_bindings right.
    if $rebind; and test "$fish_key_bindings" != fish_vi_key_bindings
        __fish_change_key_bindings fish_vi_key_bindings
    end

    set -l init_mode insert
    if contains -- "$argv[1]" insert default visual
        set init_mode $argv[1]
    else if set -q argv[1]
        echo "Unknown argument $argv" >&2
    end

    # The keys vi shares with emacs come first, so those below win.
    for mode in insert default visual
        __fish_shared_key_bindings -s -M $mode
    end

    set -l b bind -s --preset

    # Leaving insert mode: the cursor steps back onto the last character,
    # except at the start of a line. In the completion pager, escape only
    # closes the pager.
    set -l to_normal 'if commandline -P; commandline -f cancel; else; set fish_bind_mode default; set -l before (commandline --cut-at-cursor); test -n "$before[-1]"; and commandline -f backward-char; commandline -f repaint-mode; end'
    $b -M insert escape $to_normal
    $b -M insert ctrl-\[ $to_normal
    $b -M insert ctrl-n accept-autosuggestion

    # --- normal (default) mode ---
    $b :,q exit
    $b -m insert ctrl-c clear-commandline repaint-mode
    $b -m insert enter execute
    $b -m insert ctrl-j execute
    $b -m insert ctrl-m execute
    # escape forgets a count
    $b escape 'set -g __fish_vi_count'
    $b ctrl-\[ 'set -g __fish_vi_count'

    # counts: 0 moves to the line's start unless it continues a count
    for i in (seq 9)
        $b $i "fish_vi_arg_digit $i"
    end
    $b 0 'if test -n "$__fish_vi_count"; fish_vi_arg_digit 0; else; commandline -f beginning-of-line; end'

    # entering insert mode
    $b -m insert i repaint-mode
    $b -m insert I beginning-of-line repaint-mode
    $b -m insert a 'set fish_cursor_end_mode exclusive' forward-single-char repaint-mode
    $b -m insert A 'set fish_cursor_end_mode exclusive' end-of-line repaint-mode
    $b -m insert o 'set fish_cursor_end_mode exclusive' insert-line-under repaint-mode
    $b -m insert O 'set fish_cursor_end_mode exclusive' insert-line-over repaint-mode
    $b -m visual v begin-selection repaint-mode
    # V: the whole line selected
    $b -m visual V beginning-of-line begin-selection end-of-line repaint-mode

    # motions, with counts
    for pair in 'h backward-char' 'l forward-char' 'k up-or-search' 'j down-or-search' \
            'b backward-word' 'B backward-bigword' 'w forward-word-vi' 'W forward-bigword-vi' \
            'e forward-word-end' 'E forward-bigword-end' 'g,e backward-word-end' \
            'g,E backward-bigword-end' 'X backward-delete-char'
        set -l kv (string split ' ' -- $pair)
        $b $kv[1] "fish_vi_run_count $kv[2]"
    end
    $b x __fish_vi_kill_chars
    $b \~ 'fish_vi_run_count togglecase-char forward-single-char'
    $b g,g beginning-of-buffer
    $b G end-of-buffer
    for key in \$ g,\$
        $b $key end-of-line
    end
    for key in \^ g,\^ _
        $b $key beginning-of-line
    end
    $b % jump-to-matching-bracket
    $b f forward-jump
    $b F backward-jump
    $b t forward-jump-till
    $b T backward-jump-till
    $b \; repeat-jump
    $b , repeat-jump-reverse
    $b -M default home beginning-of-line
    $b -M default end end-of-line
    $b -M insert home beginning-of-line
    $b -M insert end end-of-line

    # history and undo
    $b u undo
    $b ctrl-r redo
    $b [ history-token-search-backward
    $b ] history-token-search-forward
    $b -m insert / history-pager repaint-mode

    # deleting, changing and case without a motion
    $b -M default delete delete-char
    $b -M insert delete delete-char
    $b -M default backspace backward-char
    $b -M default ctrl-h backward-char
    $b -M insert backspace backward-delete-char
    $b -M insert shift-backspace backward-delete-char
    $b -M insert ctrl-h backward-delete-char
    # J: the line break at the end of the line goes
    $b J 'set -g fish_cursor_end_mode exclusive' end-of-line delete-char 'set -g fish_cursor_end_mode inclusive'
    $b K 'man (commandline -t) 2>/dev/null; or echo -n \a'
    $b g,u downcase-word
    $b g,U upcase-word
    $b D kill-line
    $b -m insert C kill-line repaint-mode
    $b -m insert s delete-char repaint-mode
    $b -m insert S kill-inner-line repaint-mode
    $b Y 'fish_vi_start_operator yank' 'fish_vi_exec_motion --linewise'
    $b ctrl-a fish_vi_inc
    $b ctrl-x fish_vi_dec

    # operators: the motion or text object follows in operator mode
    $b d 'fish_vi_start_operator delete'
    $b c 'fish_vi_start_operator change'
    $b y 'fish_vi_start_operator yank'
    $b g,\~ 'fish_vi_start_operator swap-case'

    set -l o $b -M operator
    $o escape fish_vi_operator_cancel
    $o ctrl-\[ fish_vi_operator_cancel
    $o ctrl-c fish_vi_operator_cancel
    for i in (seq 9)
        $o $i "fish_vi_arg_digit $i"
    end
    $o 0 'if test -n "$__fish_vi_count"; fish_vi_arg_digit 0; else; fish_vi_exec_motion beginning-of-line; end'
    # the operator doubled (dd cc yy g~~, and ~ after g~): whole lines
    for key in d c y \~
        $o $key 'fish_vi_exec_motion --linewise'
    end
    for pair in 'h backward-char' 'l forward-char' 'k up-line' 'j down-line' \
            'b backward-word' 'B backward-bigword' 'w forward-word-vi' 'W forward-bigword-vi' \
            'e forward-word-end' 'E forward-bigword-end' 'g,e backward-word-end' \
            'g,E backward-bigword-end' '$ end-of-line' '^ beginning-of-line' \
            '_ beginning-of-line' 'g,g beginning-of-buffer' 'G end-of-buffer' \
            '% jump-to-matching-bracket' '; repeat-jump' 'comma repeat-jump-reverse' \
            'space forward-char' 'backspace backward-char'
        set -l kv (string split ' ' -- $pair)
        $o $kv[1] "fish_vi_exec_motion $kv[2]"
    end
    for how in f t F T
        $o $how -m $how ''
        $b -M $how '' get-key "__fish_vi_exec_jump $how" 'set -eg fish_key'
    end
    # text objects: words, brackets, and anything between two of a
    # character (i" a' ...; the character is the key after i or a)
    $o i,w '__fish_vi_exec_word_object kill-inner-word'
    $o i,W '__fish_vi_exec_word_object kill-inner-bigword'
    $o a,w '__fish_vi_exec_word_object kill-a-word'
    $o a,W '__fish_vi_exec_word_object kill-a-bigword'
    for key in b \( \) \[ \] \{ \}
        $o i,$key __fish_vi_object_begin jump-till-matching-bracket and jump-till-matching-bracket and begin-selection jump-till-matching-bracket and __fish_vi_object_end
        $o a,$key __fish_vi_object_begin jump-to-matching-bracket and jump-to-matching-bracket and begin-selection jump-to-matching-bracket and __fish_vi_object_end
    end
    $o i __fish_vi_object_begin backward-jump-till and repeat-jump-reverse and begin-selection repeat-jump and __fish_vi_object_end
    $o a __fish_vi_object_begin backward-jump and repeat-jump-reverse and begin-selection repeat-jump and __fish_vi_object_end

    # pasting: p after the cursor, P at it; lines below and above
    $b p '__fish_vi_put after'
    $b P '__fish_vi_put before'
    $b g,p yank-pop
    for reg in \* +
        $b \",$reg,p 'set -g fish_cursor_end_mode exclusive' forward-char 'set -g fish_cursor_end_mode inclusive' fish_clipboard_paste
        $b \",$reg,P fish_clipboard_paste
        $b \",$reg,y,y fish_clipboard_copy
        $b \",$reg,Y fish_clipboard_copy
    end

    # --- replace_one (r): the next character replaces the one under the cursor ---
    set -l newline_over 'commandline -f delete-char; commandline -i \n; commandline -f backward-char'
    $b -m replace_one r repaint-mode
    $b -M replace_one -m default '' 'set -g fish_cursor_end_mode exclusive' delete-char self-insert backward-char repaint-mode 'set -g fish_cursor_end_mode inclusive'
    for key in enter ctrl-j ctrl-m
        $b -M replace_one -m default $key 'set -g fish_cursor_end_mode exclusive' $newline_over repaint-mode 'set -g fish_cursor_end_mode inclusive'
    end
    $b -M replace_one -m default escape cancel repaint-mode
    $b -M replace_one -m default ctrl-\[ cancel repaint-mode

    # --- replace (R): typing overwrites ---
    $b -m replace R repaint-mode
    $b -M replace '' delete-char self-insert
    for key in enter ctrl-j ctrl-m
        $b -M replace -m insert $key execute repaint-mode
    end
    $b -M replace -m default escape cancel repaint-mode
    $b -M replace -m default ctrl-\[ cancel repaint-mode
    $b -M replace backspace backward-char
    $b -M replace shift-backspace backward-char

    # --- visual mode ---
    set -l v $b -M visual
    for pair in 'h backward-char' 'l forward-char' 'k up-line' 'j down-line' \
            'b backward-word' 'B backward-bigword' 'w forward-word-vi' 'W forward-bigword-vi' \
            'e forward-word-end' 'E forward-bigword-end' 'g,e backward-word-end' \
            'g,E backward-bigword-end' '% jump-to-matching-bracket' 'f forward-jump' \
            't forward-jump-till' 'F backward-jump' 'T backward-jump-till' '; repeat-jump' \
            'comma repeat-jump-reverse' '$ end-of-line' 'g,$ end-of-line' \
            '^ beginning-of-line' '0 beginning-of-line' 'g,^ beginning-of-line' \
            '_ beginning-of-line'
        set -l kv (string split ' ' -- $pair)
        $v $kv[1] $kv[2]
    end
    $v -m default v end-selection repaint-mode
    $v -m default V end-selection repaint-mode
    $v o swap-selection-start-stop repaint-mode
    $v -m insert i end-selection repaint-mode
    $v -m insert I end-selection beginning-of-line repaint-mode
    $v -m insert c kill-selection end-selection repaint-mode
    $v -m insert s kill-selection end-selection repaint-mode
    $v -m default d kill-selection end-selection backward-char repaint-mode
    $v -m default x kill-selection end-selection repaint-mode
    $v -m default X kill-whole-line end-selection repaint-mode
    $v -m default y fish_vi_yank_selection end-selection repaint-mode
    for reg in \* +
        $v -m default \",$reg,y 'fish_clipboard_copy; commandline -f end-selection repaint-mode'
    end
    $v -m default \~ togglecase-selection end-selection repaint-mode
    $v -m default g,u downcase-selection end-selection repaint-mode
    $v -m default g,U upcase-selection end-selection repaint-mode
    for key in ctrl-c escape ctrl-\[
        $v -m default $key end-selection repaint-mode
    end

    # Commenting out the command line, to keep it in the history unrun.
    for mode in default visual replace
        $b -M $mode \# __fish_toggle_comment_commandline
    end

    # The cursor's shape shows the mode (fish_vi_cursor), and outside
    # insert mode the cursor sits on characters: the end of the line is a
    # place only in insert and replace modes. The handlers are set up
    # before the mode below, which they then hear.
    fish_vi_cursor
    set -g fish_cursor_selection_mode inclusive
    function __fish_vi_key_bindings_on_mode_change --on-variable fish_bind_mode
        switch "$fish_bind_mode"
            case insert replace
                set -g fish_cursor_end_mode exclusive
            case '*'
                set -g fish_cursor_end_mode inclusive
        end
    end
    # Switching to other bindings takes the vi handlers away and gives the
    # cursor its usual shape back.
    function __fish_vi_key_bindings_remove_handlers --on-variable __fish_active_key_bindings
        test "$__fish_active_key_bindings" = fish_vi_key_bindings
        and return
        functions --erase __fish_vi_key_bindings_remove_handlers __fish_vi_key_bindings_on_mode_change
        if functions -q __fish_vi_cursor
            __fish_vi_cursor fish_cursor_default
        end
        functions --erase fish_vi_cursor_handle fish_vi_cursor_handle_preexec
        set -e -g fish_cursor_end_mode
        set -e -g fish_cursor_selection_mode
    end

    set -g fish_bind_mode $init_mode
end
