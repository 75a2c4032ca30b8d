# fish_vi_key_bindings [--no-erase] [INIT_MODE]: vi-like preset bindings.
#
# Modes: insert (typing, as emacs mostly), default (vi's normal mode),
# visual (a selection), replace (R) and replace_one (r). The mode is in
# $fish_bind_mode; a binding with -m switches it. Operators are bound with
# their motions as key sequences (d,w  c,i,w  y,$), the text objects iw aw
# iW aW, i( a( i[ a[ i{ a{ (and ib ab), and i"/a" for any quote character
# (the character after di or da is read by the jump). --no-erase keeps the
# bindings already there (fish_hybrid_key_bindings uses it); INIT_MODE is
# where editing starts: insert (the default), default or visual.
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

    # motions
    $b h backward-char
    $b l forward-char
    $b k up-or-search
    $b j down-or-search
    $b b backward-word
    $b B backward-bigword
    $b g,e backward-word
    $b g,E backward-bigword
    $b w forward-word forward-single-char
    $b W forward-bigword forward-single-char
    # e: onto the last character of the word
    $b e 'set fish_cursor_end_mode exclusive' forward-single-char forward-word backward-char 'set fish_cursor_end_mode inclusive'
    $b E 'set fish_cursor_end_mode exclusive' forward-single-char forward-bigword backward-char 'set fish_cursor_end_mode inclusive'
    $b g,g beginning-of-buffer
    $b G end-of-buffer
    for key in \$ g,\$
        $b $key end-of-line
    end
    for key in \^ 0 g,\^ _
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

    # history and undo
    $b u undo
    $b ctrl-r redo
    $b [ history-token-search-backward
    $b ] history-token-search-forward
    $b -m insert / history-pager repaint-mode

    # deleting in place
    $b -M default x delete-char 'set fish_cursor_end_mode exclusive' forward-single-char backward-char 'set fish_cursor_end_mode inclusive'
    $b -M default X backward-delete-char
    $b -M default delete delete-char 'set fish_cursor_end_mode exclusive' forward-single-char backward-char 'set fish_cursor_end_mode inclusive'
    $b -M default backspace backward-char
    $b -M default ctrl-h backward-char
    $b J end-of-line delete-char
    $b K 'man (commandline -t) 2>/dev/null; or echo -n \a'
    $b \~ togglecase-char forward-single-char
    $b g,u downcase-word
    $b g,U upcase-word
    $b -m insert s delete-char repaint-mode
    $b -m insert S kill-inner-line repaint-mode

    # Operators with their motions and text objects: d deletes, c deletes
    # and enters insert mode, y copies (kills, then yanks back).
    for op in d c y
        set -l m
        set -l after
        switch $op
            case c
                set m -m insert
                set after repaint-mode
            case y
                set after yank
        end
        # the whole line
        switch $op
            case d
                $b d,d kill-whole-line
            case c
                $b $m c,c kill-inner-line $after
            case y
                $b y,y kill-whole-line yank
        end
        $b $m $op,\$ kill-line $after
        $b $m $op,\^ backward-kill-line $after
        $b $m $op,0 backward-kill-line $after
        $b $m $op,w kill-word $after
        $b $m $op,W kill-bigword $after
        $b $m $op,e kill-word $after
        $b $m $op,E kill-bigword $after
        $b $m $op,b backward-kill-word $after
        $b $m $op,B backward-kill-bigword $after
        $b $m $op,g,e backward-kill-word $after
        $b $m $op,g,E backward-kill-bigword $after
        # words: step into the word, back to its start, kill it
        for obj in i a
            $b $m $op,$obj,w forward-single-char forward-single-char backward-word kill-word $after
            $b $m $op,$obj,W forward-single-char forward-single-char backward-bigword kill-bigword $after
        end
        # brackets: inside (i) or with them (a)
        for key in b \( \) \[ \] \{ \}
            $b $m $op,i,$key jump-till-matching-bracket and jump-till-matching-bracket and begin-selection jump-till-matching-bracket kill-selection end-selection $after
            $b $m $op,a,$key jump-to-matching-bracket and jump-to-matching-bracket and begin-selection jump-to-matching-bracket kill-selection end-selection $after
        end
        # any other character (quotes): between two of them
        $b $m $op,i backward-jump-till and repeat-jump-reverse and begin-selection repeat-jump kill-selection end-selection $after
        $b $m $op,a backward-jump and repeat-jump-reverse and begin-selection repeat-jump kill-selection end-selection $after
        # up to a character
        $b $m $op,f begin-selection forward-jump kill-selection end-selection $after
        $b $m $op,t begin-selection forward-jump-till kill-selection end-selection $after
        $b $m $op,F begin-selection backward-jump kill-selection end-selection $after
        $b $m $op,T begin-selection backward-jump-till kill-selection end-selection $after
        $b $m $op,\; begin-selection repeat-jump kill-selection end-selection $after
        $b $m $op,comma begin-selection repeat-jump-reverse kill-selection end-selection $after
        # one character
        $b $m $op,h backward-char begin-selection kill-selection end-selection $after
        $b $m $op,l begin-selection kill-selection end-selection $after
    end
    $b D kill-line
    $b -m insert C kill-line repaint-mode
    $b Y kill-whole-line yank

    # pasting: p after the cursor, P at it
    $b p 'set -g fish_cursor_end_mode exclusive' forward-char 'set -g fish_cursor_end_mode inclusive' yank
    $b P yank
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
    $b -M replace_one -m default '' delete-char self-insert backward-char repaint-mode
    for key in enter ctrl-j ctrl-m
        $b -M replace_one -m default $key $newline_over repaint-mode
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
    $b -M visual h backward-char
    $b -M visual l forward-char
    $b -M visual k up-line
    $b -M visual j down-line
    $b -M visual b backward-word
    $b -M visual B backward-bigword
    $b -M visual g,e backward-word
    $b -M visual g,E backward-bigword
    $b -M visual w forward-word
    $b -M visual W forward-bigword
    $b -M visual e 'set fish_cursor_end_mode exclusive' forward-single-char forward-word backward-char 'set fish_cursor_end_mode inclusive'
    $b -M visual E 'set fish_cursor_end_mode exclusive' forward-single-char forward-bigword backward-char 'set fish_cursor_end_mode inclusive'
    $b -M visual o swap-selection-start-stop repaint-mode
    $b -M visual % jump-to-matching-bracket
    $b -M visual f forward-jump
    $b -M visual t forward-jump-till
    $b -M visual F backward-jump
    $b -M visual T backward-jump-till
    $b -M visual \; repeat-jump
    $b -M visual , repeat-jump-reverse
    for key in \$ g,\$
        $b -M visual $key end-of-line
    end
    for key in \^ 0 g,\^ _
        $b -M visual $key beginning-of-line
    end
    $b -M visual -m default v end-selection repaint-mode
    $b -M visual -m default V end-selection repaint-mode
    $b -M visual -m insert i end-selection repaint-mode
    $b -M visual -m insert I end-selection beginning-of-line repaint-mode
    $b -M visual -m insert c kill-selection end-selection repaint-mode
    $b -M visual -m insert s kill-selection end-selection repaint-mode
    $b -M visual -m default d kill-selection end-selection backward-char repaint-mode
    $b -M visual -m default x kill-selection end-selection repaint-mode
    $b -M visual -m default X kill-whole-line end-selection repaint-mode
    $b -M visual -m default y kill-selection yank end-selection repaint-mode
    for reg in \* +
        $b -M visual -m default \",$reg,y 'fish_clipboard_copy; commandline -f end-selection repaint-mode'
    end
    $b -M visual -m default \~ togglecase-selection end-selection repaint-mode
    $b -M visual -m default g,u downcase-selection end-selection repaint-mode
    $b -M visual -m default g,U upcase-selection end-selection repaint-mode
    for key in ctrl-c escape ctrl-\[
        $b -M visual -m default $key end-selection repaint-mode
    end

    # Commenting out the command line, to keep it in the history unrun.
    for mode in default visual replace
        $b -M $mode \# __fish_toggle_comment_commandline
    end

    # The cursor sits on characters outside insert mode; the end of the
    # line is a place only in insert and replace modes.
    if functions -q fish_vi_cursor
        fish_vi_cursor
    end
    set -g fish_cursor_selection_mode inclusive
    function __fish_vi_key_bindings_on_mode_change --on-variable fish_bind_mode
        switch "$fish_bind_mode"
            case insert replace
                set -g fish_cursor_end_mode exclusive
            case '*'
                set -g fish_cursor_end_mode inclusive
        end
    end
    # Switching to other bindings takes the vi handlers away.
    function __fish_vi_key_bindings_remove_handlers --on-variable __fish_active_key_bindings
        test "$__fish_active_key_bindings" = fish_vi_key_bindings
        and return
        functions --erase __fish_vi_key_bindings_remove_handlers __fish_vi_key_bindings_on_mode_change
        set -e -g fish_cursor_end_mode
        set -e -g fish_cursor_selection_mode
    end

    set -g fish_bind_mode $init_mode
end
