# RUN: %minnow %s
# complete -C --escape gives each candidate as the line would take it, with
# backslashes (never quotes, which the editor uses for a unique candidate
# that ends its token).
function cq; echo $argv; end
complete -c cq --no-files -a '(commandline)'
complete --escape -C'cq one two '
# CHECK: cq\ one\ two\ {{$}}
complete -C'cq one two '
# CHECK: cq one two {{$}}
