# __fish_paginate: Alt-p. Sends the output of the command line to the pager
# ($PAGER, else less) by appending " &| PAGER"; again takes it away.
function __fish_paginate --description 'Paginate the current command using the users default pager'
    set -l pager less
    if set -q PAGER[1]; and test -n "$PAGER"
        echo $PAGER | read -at pager
    end
    fish_commandline_append " &| $pager"
end
