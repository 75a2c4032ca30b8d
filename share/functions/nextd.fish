# nextd [-l] [N]: N steps (1 by default) forward through the directory history.
function nextd --description 'Move forward in the directory history'
    __fish_dirhist_walk nextd $argv
end
