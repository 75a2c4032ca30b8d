# prevd [-l] [N]: N steps (1 by default) back through the directory history.
function prevd --description 'Move back in the directory history'
    __fish_dirhist_walk prevd $argv
end
