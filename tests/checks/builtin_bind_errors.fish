# RUN: %minnow %s
# bind's errors, in fish 4's words (fish 3.6 still takes -k, and words the
# --preset --user clash and key errors differently).

bind -m 'bad bind mode' ctrl-x true; echo $status
# CHECK: 2
# CHECKERR: bind: bad bind mode: invalid mode name. See `help language#shell-variable-and-function-names`
bind -M bind-mode ctrl-x true; echo $status
# CHECK: 2
# CHECKERR: bind: bind-mode: invalid mode name. See `help language#shell-variable-and-function-names`
bind -k nul 'echo foo'; echo $status
# CHECK: 2
# CHECKERR: bind: the -k/--key syntax is no longer supported. See `bind --help` and `bind --key-names`
bind --preset --user ctrl-x true; echo $status
# CHECK: 1
# CHECKERR: bind: --preset --user: options cannot be used together

# Keys that do not parse.
bind nosuch true; echo $status
# CHECK: 1
# CHECKERR: bind: cannot parse key 'nosuch'
bind F1 true
# CHECKERR: bind: cannot parse key 'F1'
bind f13 true
# CHECKERR: bind: only f1 through f12 are supported, not 'f13'
bind hyper-x true
# CHECKERR: bind: unknown modifier 'hyper' in 'hyper-x'
bind ctrl-\b
# CHECKERR: bind: Cannot add control modifier to control character 'ctrl-h'
bind -e nosuch; echo $status
# CHECK: 1
# CHECKERR: bind: cannot parse key 'nosuch'

# Nothing bound: one key is named in key notation, a sequence as written.
bind ctrl-#
bind alt-\#
bind super-ctrl-~
bind A
bind shift-a
bind ctrl-shift-a
bind ctrl-x,ctrl-y; echo $status
bind \cx\cy
# CHECK: 1
# CHECKERR: bind: No binding found for key 'ctrl-#'
# CHECKERR: bind: No binding found for key 'alt-#'
# CHECKERR: bind: No binding found for key 'super-ctrl-~'
# CHECKERR: bind: No binding found for key 'A'
# CHECKERR: bind: No binding found for key 'shift-a'
# CHECKERR: bind: No binding found for key 'ctrl-shift-a'
# CHECKERR: bind: No binding found for key sequence 'ctrl-x,ctrl-y'
# CHECKERR: bind: No binding found for key sequence '\cx\cy'
bind \n
# CHECKERR: bind: No binding found for key 'ctrl-j'
# -s says nothing, but fails all the same.
bind -s ctrl-q; echo $status
# CHECK: 1
bind --silent -M visual ctrl-q; echo $status
# CHECK: 1

# Bad options get fish's trailer.
bind --bogus; echo $status
# CHECK: 2
# CHECKERR: bind: --bogus: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_bind_errors.fish (line 61):{{ }}
# CHECKERR: bind --bogus; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help bind' for related documentation)
bind -M; echo $status
# CHECK: 2
# CHECKERR: bind: -M: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_bind_errors.fish (line 70):{{ }}
# CHECKERR: bind -M; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help bind' for related documentation)

# Nothing was bound by any of that.
bind --user
bind -h | string match -r '^bind - .*'
# CHECK: bind - handle fish key bindings
# Options may follow the keys (fish's getopt permutes); a sequence with no
# binding is named escaped, without quotes of its own.
bind ctrl-q --mode insert 'echo insert'
bind ctrl-q -M insert
# CHECK: bind -M insert ctrl-q 'echo insert'
bind '\n'
# CHECKERR: bind: No binding found for key sequence '\\n'
