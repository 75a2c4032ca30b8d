# RUN: %minnow %s
# abbr --add's options: --position, --regex, --function, --set-cursor, and
# their errors, where fish 3.6 and fish 4 agree.

abbr --add grape --position anywhere juice; echo $status
abbr --add pear --position command juice; echo $status
abbr -a L -p anywhere '| less'
abbr -a -- -C --position anywhere --color
abbr --show
# CHECK: 0
# CHECK: 0
# CHECK: abbr -a --position anywhere -- grape juice
# CHECK: abbr -a -- pear juice
# CHECK: abbr -a --position anywhere -- L '| less'
# CHECK: abbr -a -- -C '--position anywhere --color'

abbr --add bogus --position nowhere stuff; echo $status
abbr --add bogus --position anywhere --position command stuff; echo $status
abbr -q grape -p command; echo $status
# CHECKERR: abbr: Invalid position 'nowhere'
# CHECKERR: Position must be one of: command, anywhere{{\.?}}
# CHECKERR: abbr: Cannot specify multiple positions
# CHECKERR: abbr: --position option requires --add
# CHECK: 2
# CHECK: 2
# CHECK: 2

# --regex: the name is only a name; the pattern is shown quoted
abbr -e -- (abbr --list)
abbr --add nonregex_name foo
abbr --add regex_name --regex 'A[0-9]B' bar
abbr -a txt -r '.+[.]txt' --position command vim
abbr --regex '' -a empty x
abbr --show
# CHECK: abbr -a -- nonregex_name foo
# CHECK: abbr -a --regex 'A[0-9]B' -- regex_name bar
# CHECK: abbr -a --regex '.+[.]txt' -- txt vim
# CHECK: abbr -a --regex '' -- empty x
abbr -q regex_name; echo $status
abbr -q A1B; echo $status
# CHECK: 0
# CHECK: 1

# a pattern that does not compile: PCRE2's words and a caret under the spot
abbr -a x --regex 'a(b' y; echo $status
abbr -a x --regex '[z-a]' y
abbr -a x --regex 'é(' y
abbr -a x --regex '(*UTF).*' y
abbr -a x -r a -r b y; echo $status
# CHECKERR: abbr: Regular expression compile error: missing closing parenthesis
# CHECKERR: abbr: a(b
# CHECKERR: abbr:   ^
# CHECKERR: abbr: Regular expression compile error: range out of order in character class
# CHECKERR: abbr: [z-a]
# CHECKERR: abbr:   ^
# CHECKERR: abbr: Regular expression compile error: missing closing parenthesis
# CHECKERR: abbr: é(
# CHECKERR: abbr:  ^
# CHECKERR: abbr: Regular expression compile error: using UTF is disabled by the application
# CHECKERR: abbr: (*UTF).*
# CHECKERR: abbr:      ^
# CHECKERR: abbr: Cannot specify multiple regex patterns
# CHECK: 2
# CHECK: 2

# --function: the expansion is a function's name, and no words may follow
abbr -e -- (abbr --list)
abbr --add !! --position anywhere --function replace_history
abbr -a vim_edit_texts --position command --regex ".+[.]txt" --function vim_edit
abbr -a fn -f myfunc
abbr --show
# CHECK: abbr -a --position anywhere --function replace_history -- !!
# CHECK: abbr -a --regex '.+[.]txt' --function vim_edit -- vim_edit_texts
# CHECK: abbr -a --function myfunc -- fn
abbr -a x -f foo extra; echo $status
abbr --add peach --function invalid/function/name; echo $status
abbr --add peach --function 'no space allowed'; echo $status
abbr --add peach --function -dash; echo $status
abbr --query banana --function foo; echo $status
# CHECKERR: abbr: too many arguments
# CHECKERR: abbr: Invalid function name: invalid/function/name
# CHECKERR: abbr: Invalid function name: no space allowed
# CHECKERR: abbr: Invalid function name: -dash
# CHECKERR: abbr: --function option requires --add
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2

abbr --query banana --function; echo $status
# CHECKERR: abbr: --function: option requires an argument
# CHECKERR:
# CHECKERR: builtin_abbr_options.fish (line 91):{{ }}
# CHECKERR: abbr --query banana --function; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help abbr' for related documentation)
# CHECK: 2

# --set-cursor: '%' unless a marker is attached with '='
abbr -e -- (abbr --list)
abbr --add foo --set-cursor 'foo % bar'
abbr -a L --position anywhere --set-cursor=! "! | less"
abbr --show
# CHECK: abbr -a --set-cursor='%' -- foo 'foo % bar'
# CHECK: abbr -a --position anywhere --set-cursor=! -- L '! | less'
abbr --set-cursor=x --set-cursor=y -a x y; echo $status
abbr -a --set-cursor= x y; echo $status
abbr -e --set-cursor x; echo $status
abbr -l --regex x; echo $status
# CHECKERR: abbr: Cannot specify multiple set-cursor options
# CHECKERR: abbr: --set-cursor argument cannot be empty
# CHECKERR: abbr: --set-cursor option requires --add
# CHECKERR: abbr: --regex option requires --add
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2

# long options may be shortened; -list and -l work as fish's getopt allows
abbr --pos anywhere --add shortened x
abbr -list
abbr -l | tail -n 1
# CHECK: foo
# CHECK: L
# CHECK: shortened
# CHECK: shortened
