# RUN: %minnow %s
# As fish 4.8, `bind` names in a comment the file each run of bindings was
# made in; fish 4.3's --color=WHEN colours a listing as code (a pipe, as here,
# gets none unless asked). `type` takes --color too.
set -l dir (mktemp -d)
printf 'bind ctrl-x,ctrl-a "echo hi"\nbind ctrl-y "echo y"\n' >$dir/keys.fish
source $dir/keys.fish
bind ctrl-z 'echo z'
bind --user | string replace $dir DIR
# CHECK: # Defined in DIR/keys.fish:
# CHECK: bind ctrl-x,ctrl-a 'echo hi'
# CHECK: bind ctrl-y 'echo y'
# CHECK: # Defined in {{.*}}builtin_bind_listing_files.fish:
# CHECK: bind ctrl-z 'echo z'

# one binding asked for: no comment
bind ctrl-y
# CHECK: bind ctrl-y 'echo y'

# made again, a binding keeps its place and takes the new file
bind ctrl-y 'echo yy'
bind --user | string replace $dir DIR
# CHECK: # Defined in DIR/keys.fish:
# CHECK: bind ctrl-x,ctrl-a 'echo hi'
# CHECK: # Defined in {{.*}}builtin_bind_listing_files.fish:
# CHECK: bind ctrl-y 'echo yy'
# CHECK: bind ctrl-z 'echo z'

# coloured when asked
set -g fish_color_command green
set -g fish_color_comment red
bind --color=always --user | string escape
# CHECK: \e\[31m#\ Defined\ in\ {{.*}}keys.fish:\e\[39m
# CHECK: \e\[32mbind\e\[39m{{.*}}
# CHECK: \e\[31m#\ Defined\ in\ {{.*}}builtin_bind_listing_files.fish:\e\[39m
# CHECK: \e\[32mbind\e\[39m{{.*}}
# CHECK: \e\[32mbind\e\[39m{{.*}}
bind --color=never --user | count
# CHECK: 5
bind --color=sometimes
echo $status
# CHECKERR: bind: Invalid value for '--color' option: 'sometimes'. Expected 'always', 'never', or 'auto'
# CHECK: 2

function f
    echo hi
end
type --color=always f | string escape
# CHECK: 'f is a function with definition'
# CHECK: \e\[31m#\ Defined\ in\ {{.*}}\e\[39m
# CHECK: \e\[32mfunction\e\[39m\ f
# CHECK: \ \ \ \ \e\[32mecho\e\[39m\ hi
# CHECK: \e\[32mend\e\[39m
type --color=never f | count
# CHECK: 5
type --color=x f
echo $status
# CHECKERR: type: Invalid value for '--color' option: 'x'. Expected 'always', 'never', or 'auto'
# CHECK: 2
rm -r $dir
