# RUN: %minnow %s
# bind: listing, adding, replacing, modes, erasing, the name lists and the
# errors. This is fish 4's bind (key names such as ctrl-x, listings in that
# notation, -k removed, --preset --user worded as fish 4 does): fish 3.6
# lists keys as \cx and knows -k, so it is no oracle for most of this file.

# A shell that is not interactive has fish's bare preset bindings.
bind
# CHECK: bind --preset '' self-insert
# CHECK: bind --preset enter execute
# CHECK: bind --preset tab complete
# CHECK: bind --preset ctrl-c cancel-commandline
# CHECK: bind --preset ctrl-d exit
# CHECK: bind --preset ctrl-e bind
# CHECK: bind --preset ctrl-s pager-toggle-search
# CHECK: bind --preset ctrl-u backward-kill-line
# CHECK: bind --preset backspace backward-delete-char
# CHECK: bind --preset up up-line
# CHECK: bind --preset down down-line
# CHECK: bind --preset right forward-char
# CHECK: bind --preset left backward-char
# CHECK: bind --preset ctrl-p up-line
# CHECK: bind --preset ctrl-n down-line
# CHECK: bind --preset ctrl-b backward-char
# CHECK: bind --preset ctrl-f forward-char
# CHECK: bind --preset \e\[A up-line
# CHECK: bind --preset \e\[B down-line
# CHECK: bind --preset \e\[C forward-char
# CHECK: bind --preset \e\[D backward-char
bind --user | string match -rv '^# Defined in'  # (builtin_bind_listing_files.fish)
bind -L
# CHECK: default

# Adding: user bindings list after the presets; -M and -m show when they
# are not the default; commands are escaped so the line reads back.
bind -M bind_mode ctrl-x true
bind tab 'echo banana'
bind -m insert alt-i repaint-mode 'echo "it\'s"' '$HOME'
bind --user | string match -rv '^# Defined in'  # (builtin_bind_listing_files.fish)
# CHECK: bind -M bind_mode ctrl-x true
# CHECK: bind tab 'echo banana'
# CHECK: bind -m insert alt-i repaint-mode 'echo "it\'s"' '$HOME'
bind --preset | count
# CHECK: 21
bind | string match -rv '^# Defined in' | count
# CHECK: 24
bind tab
# CHECK: bind --preset tab complete
# CHECK: bind tab 'echo banana'
bind --user tab
# CHECK: bind tab 'echo banana'
bind --preset tab
# CHECK: bind --preset tab complete
# KEYS alone lists the binding in every mode; -M picks one.
bind ctrl-x
# CHECK: bind -M bind_mode ctrl-x true
bind -M default ctrl-x; echo $status
# CHECK: 1
# CHECKERR: bind: No binding found for key 'ctrl-x'
bind -M bind_mode | string match -rv '^# Defined in'  # (builtin_bind_listing_files.fish)
# CHECK: bind -M bind_mode ctrl-x true
bind -L
# CHECK: bind_mode
# CHECK: default

# Binding again replaces in place: the order stays.
bind tab 'echo wurst' repaint
bind -m default -M bind_mode ctrl-x false
bind --user | string match -rv '^# Defined in'  # (builtin_bind_listing_files.fish)
# CHECK: bind -M bind_mode -m default ctrl-x false
# CHECK: bind tab 'echo wurst' repaint
# CHECK: bind -m insert alt-i repaint-mode 'echo "it\'s"' '$HOME'

# -m naming the binding's own mode is not shown.
bind -M insert -m insert ctrl-o true
bind -M insert ctrl-o
# CHECK: bind -M insert ctrl-o true

# Sequences, names, modifiers, the generic binding.
bind ctrl-x,ctrl-e edit_command_buffer
bind alt-shift-left 'echo left'
bind f5 'echo five'
bind minus 'echo minus'
bind comma,comma 'echo commas'
bind super-a 'echo super'
bind shift-a 'echo A'
bind A 'echo big A'
bind -M insert '' self-insert
bind --user | string match -rv '^# Defined in'  # (builtin_bind_listing_files.fish)
# CHECK: bind -M bind_mode -m default ctrl-x false
# CHECK: bind tab 'echo wurst' repaint
# CHECK: bind -m insert alt-i repaint-mode 'echo "it\'s"' '$HOME'
# CHECK: bind -M insert ctrl-o true
# CHECK: bind ctrl-x,ctrl-e edit_command_buffer
# CHECK: bind alt-shift-left 'echo left'
# CHECK: bind f5 'echo five'
# CHECK: bind minus 'echo minus'
# CHECK: bind comma,comma 'echo commas'
# CHECK: bind super-a 'echo super'
# CHECK: bind shift-a 'echo A'
# CHECK: bind A 'echo big A'
# CHECK: bind -M insert '' self-insert
bind ''
# CHECK: bind --preset '' self-insert
# CHECK: bind -M insert '' self-insert
bind -M insert ''
# CHECK: bind -M insert '' self-insert

# The legacy notation: control characters, \e for alt; more than two
# characters starting with an escape stay a raw sequence when listed.
bind \cx\cax 'echo foo'
bind \cx\cax
# CHECK: bind ctrl-x,ctrl-a,x 'echo foo'
bind \ef forward-word
bind \ef
# CHECK: bind alt-f forward-word
bind \e\[1\;5C 'echo raw'
bind \e\[1\;5C
# CHECK: bind \e\[1\;5C 'echo raw'
bind alt-\[,1,\;,5,C
# CHECK: bind \e\[1\;5C 'echo raw'
bind \r
# CHECK: bind --preset enter execute

# Erasing: one list at a time, the user's unless --preset.
bind --erase tab
bind tab
# CHECK: bind --preset tab complete
bind tab 'echo again'
bind --erase --user --preset tab
bind tab; echo $status
# CHECK: 1
# CHECKERR: bind: No binding found for key 'tab'
bind -e -M bind_mode ctrl-x
bind -e nosuch-binding-here 2>/dev/null; echo $status
# CHECK: 1
bind -e ctrl-q; echo $status
# CHECK: 0
bind -e -a -M insert
bind --user | string match -rv '^# Defined in'  # (builtin_bind_listing_files.fish)
# CHECK: bind -m insert alt-i repaint-mode 'echo "it\'s"' '$HOME'
# CHECK: bind ctrl-x,ctrl-e edit_command_buffer
# CHECK: bind alt-shift-left 'echo left'
# CHECK: bind f5 'echo five'
# CHECK: bind minus 'echo minus'
# CHECK: bind comma,comma 'echo commas'
# CHECK: bind super-a 'echo super'
# CHECK: bind shift-a 'echo A'
# CHECK: bind A 'echo big A'
# CHECK: bind ctrl-x,ctrl-a,x 'echo foo'
# CHECK: bind alt-f forward-word
# CHECK: bind \e\[1\;5C 'echo raw'
bind -L
# CHECK: default
bind --erase --all
bind --user | string match -rv '^# Defined in'  # (builtin_bind_listing_files.fish)
bind --preset | count
# CHECK: 20
bind --erase --all --preset
bind | string match -rv '^# Defined in' | count
# CHECK: 0
bind -L

# What bind prints reads back as the same bindings.
bind --preset ctrl-a beginning-of-line
bind -M visual -m default ctrl-c end-selection repaint-mode
bind '' self-insert
bind \e\[1\;9A 'echo raw'
bind -M insert ctrl-t 'set -l x "a b"; echo $x\n'
# (the comments naming where bindings were made are left out: that is
# this file before, saved.tmp after)
bind | string match -rv '^# Defined in' >saved.tmp
bind --erase --all --preset
bind --erase --all
source saved.tmp
bind | string match -rv '^# Defined in' | diff saved.tmp - && echo same
# CHECK: same
command rm saved.tmp

# The name lists.
bind -K | string join ' '
# CHECK: backspace comma delete down end enter escape f1 f10 f11 f12 f2 f3 f4 f5 f6 f7 f8 f9 home insert left menu minus pagedown pageup printscreen right space tab up
# fish 4 has the vi word kills (kill-word-vi, kill-inner-word, ...); 3.6 has not.
bind -f | string match -e kill-
# CHECK: backward-kill-bigword
# CHECK: backward-kill-line
# CHECK: backward-kill-path-component
# CHECK: backward-kill-token
# CHECK: backward-kill-word
# CHECK: kill-a-bigword
# CHECK: kill-a-word
# CHECK: kill-bigword
# CHECK: kill-bigword-vi
# CHECK: kill-inner-bigword
# CHECK: kill-inner-line
# CHECK: kill-inner-word
# CHECK: kill-line
# CHECK: kill-path-component
# CHECK: kill-selection
# CHECK: kill-token
# CHECK: kill-whole-line
# CHECK: kill-word
# CHECK: kill-word-vi
bind --function-names | string match -r '^(?:self-insert|execute|repaint)$'
# CHECK: execute
# CHECK: repaint
# CHECK: self-insert
# -L reads no further options.
bind -L --bogus; echo $status
# CHECK: default
# CHECK: insert
# CHECK: visual
# CHECK: 0
