# Shared by the complete_lib_*.fish checks: our completions and functions
# only, a fresh temporary folder as the current one ($tmp; `finish` removes
# it), and stand-ins on $PATH for the commands the machine lacks, since
# completions load only for commands that exist.
set -g fish_complete_path (builtin realpath ../../share/completions)
set -g fish_function_path (builtin realpath ../../share/functions)
set -g tmp (command mktemp -d)
builtin cd $tmp

function stand_ins --description 'Put empty scripts on $PATH for the commands missing'
    command mkdir -p $tmp/bin
    for cmd in $argv
        command -sq $cmd
        and continue
        printf '#!/bin/sh\n' >$tmp/bin/$cmd
        command chmod +x $tmp/bin/$cmd
    end
    contains -- $tmp/bin $PATH
    or set -gx PATH $PATH $tmp/bin
end

function finish --description 'Remove the temporary folder'
    builtin cd /
    command rm -rf $tmp
end
