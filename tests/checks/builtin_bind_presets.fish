# RUN: %minnow -N %s
# The shipped preset sets: fish_default_key_bindings (emacs),
# fish_vi_key_bindings, fish_hybrid_key_bindings, and switching between
# them through $fish_key_bindings as an interactive shell does. Written
# against fish 4's sets (key names, alt-left on
# tokens, ctrl-c clearing the line), which fish 3.6 does not have; Alt-up
# and Alt-down walking the directory history on an empty line are minnow's.

fish_default_key_bindings
echo $fish_key_bindings $__fish_active_key_bindings $fish_bind_mode
# CHECK: fish_default_key_bindings fish_default_key_bindings default
bind --preset | count
# CHECK: 95
bind --user | count
# CHECK: 0
bind -L
# CHECK: default
for key in ctrl-x ctrl-v alt-h f1 alt-l alt-w alt-o alt-e alt-v alt-s alt-p alt-\# alt-left alt-right alt-up alt-down ctrl-c ctrl-r ctrl-w ctrl-z up tab '' space enter
    bind $key
end
# CHECK: bind --preset ctrl-x fish_clipboard_copy
# CHECK: bind --preset ctrl-v fish_clipboard_paste
# CHECK: bind --preset alt-h __fish_man_page
# CHECK: bind --preset f1 __fish_man_page
# CHECK: bind --preset alt-l __fish_list_current_token
# CHECK: bind --preset alt-w __fish_whatis_current_token
# CHECK: bind --preset alt-o __fish_preview_current_file
# CHECK: bind --preset alt-e edit_command_buffer
# CHECK: bind --preset alt-v edit_command_buffer
# CHECK: bind --preset alt-s 'for cmd in sudo doas please run0; if command -q $cmd; fish_commandline_prepend $cmd; break; end; end'
# CHECK: bind --preset alt-p __fish_paginate
# CHECK: bind --preset alt-# __fish_toggle_comment_commandline
# CHECK: bind --preset alt-left prevd-or-backward-token
# CHECK: bind --preset alt-right nextd-or-forward-token
# CHECK: bind --preset alt-up prevd-or-history-token-search-backward
# CHECK: bind --preset alt-down nextd-or-history-token-search-forward
# CHECK: bind --preset ctrl-c clear-commandline
# CHECK: bind --preset ctrl-r history-pager
# CHECK: bind --preset ctrl-w backward-kill-path-component
# CHECK: bind --preset ctrl-z undo
# CHECK: bind --preset up up-or-search
# CHECK: bind --preset tab complete
# CHECK: bind --preset '' self-insert
# CHECK: bind --preset space self-insert expand-abbr
# CHECK: bind --preset enter execute
# The iTerm2 workaround sequences are raw bindings.
bind --preset | string match -e '\e'
# CHECK: bind --preset \e\[1\;9C nextd-or-forward-token
# CHECK: bind --preset \e\[1\;9D prevd-or-backward-token
# CHECK: bind --preset \e\[1\;9A prevd-or-history-token-search-backward
# CHECK: bind --preset \e\[1\;9B nextd-or-history-token-search-forward
# Every command of the set that is a single word is an input function or a
# function we ship (the clipboard functions come with the prompt's).
set -l names (bind -f)
for line in (bind --preset)
    echo $line | read -lat words
    for cmd in $words[4..]
        string match -qr '^[a-z_-]+$' -- $cmd; or continue
        contains -- $cmd $names fish_clipboard_copy fish_clipboard_paste; or functions -q $cmd; or echo missing $cmd
    end
end

# With options the set is only added, in that mode; the keys that type text
# come only to the default mode and insert.
bind --erase --all --preset
fish_default_key_bindings -M insert
fish_default_key_bindings -M visual -m default
bind --preset | count
# CHECK: 174
bind -M insert ''
# CHECK: bind --preset -M insert '' self-insert
bind -M visual ''; echo $status
# CHECK: 1
# CHECKERR: bind: No binding found for key sequence ''''
bind -M visual ctrl-a
# CHECK: bind --preset -M visual -m default ctrl-a beginning-of-line
__fish_shared_key_bindings -M shared_only
bind -M shared_only --preset | count
# CHECK: 51

# vi: ten modes, starting in insert mode. The normal-mode keys are fish 4's
# (counts, an operator mode for d c y g~ and their motions, a mode each for
# the character of f F t T after an operator, vi's w and e); fish 3.6 binds
# d,w and friends as sequences instead.
fish_vi_key_bindings
echo $fish_key_bindings $__fish_active_key_bindings $fish_bind_mode
# CHECK: fish_vi_key_bindings fish_vi_key_bindings insert
bind -L
# CHECK: F
# CHECK: T
# CHECK: default
# CHECK: f
# CHECK: insert
# CHECK: operator
# CHECK: replace
# CHECK: replace_one
# CHECK: t
# CHECK: visual
bind -M insert ctrl-a; echo $status
# CHECK: 1
# CHECKERR: bind: No binding found for key 'ctrl-a'
bind -M insert ctrl-x
# CHECK: bind --preset -M insert ctrl-x fish_clipboard_copy
bind -M insert ''
# CHECK: bind --preset -M insert '' self-insert
bind -M default ''; echo $status
# CHECK: 1
# CHECKERR: bind: No binding found for key sequence ''''
for keys in h w e 0 \$ \^ g,g G f \; x u ctrl-r r R \~ p P v V d c y g,\~ :,q
    bind -M default $keys
end
# CHECK: bind --preset h 'fish_vi_run_count backward-char'
# CHECK: bind --preset w 'fish_vi_run_count forward-word-vi'
# CHECK: bind --preset e 'fish_vi_run_count forward-word-end'
# CHECK: bind --preset 0 'if test -n "$__fish_vi_count"; fish_vi_arg_digit 0; else; commandline -f beginning-of-line; end'
# CHECK: bind --preset \$ end-of-line
# CHECK: bind --preset ^ beginning-of-line
# CHECK: bind --preset g,g beginning-of-buffer
# CHECK: bind --preset G end-of-buffer
# CHECK: bind --preset f forward-jump
# CHECK: bind --preset \; repeat-jump
# CHECK: bind --preset x __fish_vi_kill_chars
# CHECK: bind --preset u undo
# CHECK: bind --preset ctrl-r redo
# CHECK: bind --preset -m replace_one r repaint-mode
# CHECK: bind --preset -m replace R repaint-mode
# CHECK: bind --preset \~ 'fish_vi_run_count togglecase-char forward-single-char'
# CHECK: bind --preset p '__fish_vi_put after'
# CHECK: bind --preset P '__fish_vi_put before'
# CHECK: bind --preset -m visual v begin-selection repaint-mode
# CHECK: bind --preset -m visual V beginning-of-line begin-selection end-of-line repaint-mode
# CHECK: bind --preset d 'fish_vi_start_operator delete'
# CHECK: bind --preset c 'fish_vi_start_operator change'
# CHECK: bind --preset y 'fish_vi_start_operator yank'
# CHECK: bind --preset g,\~ 'fish_vi_start_operator swap-case'
# CHECK: bind --preset :,q exit
for keys in d w 3 f i,w a,\( i
    bind -M operator $keys
end
# CHECK: bind --preset -M operator d 'fish_vi_exec_motion --linewise'
# CHECK: bind --preset -M operator w 'fish_vi_exec_motion forward-word-vi'
# CHECK: bind --preset -M operator 3 'fish_vi_arg_digit 3'
# CHECK: bind --preset -M operator -m f f ''
# CHECK: bind --preset -M operator i,w '__fish_vi_exec_word_object kill-inner-word'
# CHECK: bind --preset -M operator a,\( __fish_vi_object_begin jump-to-matching-bracket and jump-to-matching-bracket and begin-selection jump-to-matching-bracket and __fish_vi_object_end
# CHECK: bind --preset -M operator i __fish_vi_object_begin backward-jump-till and repeat-jump-reverse and begin-selection repeat-jump and __fish_vi_object_end
# the mode f takes the character: get-key puts it in $fish_key
bind -M f ''
# CHECK: bind --preset -M f '' get-key '__fish_vi_exec_jump f' 'set -eg fish_key'
# Counts gather digit by digit and are used up once.
fish_vi_arg_digit 1; fish_vi_arg_digit 2
echo $__fish_vi_count (__fish_vi_take_count __fish_vi_count) (__fish_vi_take_count __fish_vi_count)
# CHECK: 12 12 1
bind -M insert escape | string match -q '*set fish_bind_mode default*'; and echo escape leaves insert mode
# CHECK: escape leaves insert mode
for keys in v y \~ escape
    bind -M visual $keys
end
# CHECK: bind --preset -M visual -m default v end-selection repaint-mode
# CHECK: bind --preset -M visual -m default y fish_vi_yank_selection end-selection repaint-mode
# CHECK: bind --preset -M visual -m default \~ togglecase-selection end-selection repaint-mode
# CHECK: bind --preset -M visual -m default escape end-selection repaint-mode
bind -M replace_one ''
# CHECK: bind --preset -M replace_one -m default '' 'set -g fish_cursor_end_mode exclusive' delete-char self-insert backward-char repaint-mode 'set -g fish_cursor_end_mode inclusive'
# The mode changes set the cursor's end mode.
set fish_bind_mode default
echo $fish_cursor_end_mode
# CHECK: inclusive
set fish_bind_mode insert
echo $fish_cursor_end_mode
# CHECK: exclusive
fish_vi_key_bindings default
echo $fish_bind_mode
# CHECK: default
fish_vi_key_bindings bogus
# CHECKERR: Unknown argument bogus
# fish answers "Sorry but this function doesn't support -h or --help"
# (status 1); minnow shows the function's manual page.
fish_vi_key_bindings -h | head -n 1; echo $status
# CHECK: fish_vi_key_bindings - set vi key bindings for fish
# CHECK: 0

# hybrid: emacs keys in every vi mode, vi winning where both bind a key.
fish_hybrid_key_bindings
echo $fish_key_bindings $fish_bind_mode
# CHECK: fish_hybrid_key_bindings insert
bind -M default ctrl-e
# CHECK: bind --preset ctrl-e end-of-line
bind -M insert ctrl-a
# CHECK: bind --preset -M insert ctrl-a beginning-of-line
bind -M default ctrl-a
# CHECK: bind --preset ctrl-a fish_vi_inc
bind -M insert alt-f
# CHECK: bind --preset -M insert alt-f nextd-or-forward-word
bind -M default h
# CHECK: bind --preset h 'fish_vi_run_count backward-char'
bind -M default ctrl-r
# CHECK: bind --preset ctrl-r redo

# Every set reads back from its listing.
for set in fish_default_key_bindings fish_vi_key_bindings fish_hybrid_key_bindings
    $set
    bind --preset | string match -rv '^# Defined in' >saved.tmp
    bind --erase --all --preset
    source saved.tmp
    # (without the comments naming where bindings were made: saved.tmp now)
    bind --preset | string match -rv '^# Defined in' | diff saved.tmp -; and echo $set reads back
end
# CHECK: fish_default_key_bindings reads back
# CHECK: fish_vi_key_bindings reads back
# CHECK: fish_hybrid_key_bindings reads back
command rm saved.tmp

# Switching through $fish_key_bindings, as an interactive shell does once
# its config files ran; user bindings survive, fish_user_key_bindings runs
# again.
set -e fish_key_bindings
set -e __fish_active_key_bindings
bind --erase --all --preset
bind ctrl-q 'echo mine'
function fish_user_key_bindings
    bind ctrl-g 'echo user function'
end
__minnow_init_key_bindings
echo $fish_key_bindings $__fish_active_key_bindings $fish_bind_mode
# CHECK: fish_default_key_bindings fish_default_key_bindings default
bind --user
# CHECK: # Defined in builtin_bind_presets.fish:
# CHECK: bind ctrl-q 'echo mine'
# CHECK: bind ctrl-g 'echo user function'
set fish_key_bindings fish_vi_key_bindings
echo $__fish_active_key_bindings $fish_bind_mode
# CHECK: fish_vi_key_bindings insert
bind -L | string join ' '
# CHECK: F T default f insert operator replace replace_one t visual
set fish_key_bindings no_such_bindings
# CHECKERR: There is no fish_key_bindings function called: 'no_such_bindings'
# CHECKERR: Keeping fish_vi_key_bindings
echo $fish_key_bindings
# CHECK: fish_vi_key_bindings
set fish_key_bindings fish_default_key_bindings
echo $__fish_active_key_bindings
# CHECK: fish_default_key_bindings
bind -L
# CHECK: default
bind --preset | count
# CHECK: 95
functions -q __fish_vi_key_bindings_on_mode_change; or echo vi handlers gone
# CHECK: vi handlers gone
bind --user
# CHECK: # Defined in builtin_bind_presets.fish:
# CHECK: bind ctrl-q 'echo mine'
# CHECK: bind ctrl-g 'echo user function'
