# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: error_deep_in_longer_script.fish (line 19): The 'and' command can not be used in a pipeline
# CHECKERR: echo "counter is $counter" | string replace counter total | and cat
# CHECKERR:                                                             ^~^
# CHECKERR: warning: Error while reading file error_deep_in_longer_script.fish
# CHECKERR:
function setup
    set -g counter 0
end

function bump
    set counter (math $counter + 1)
end

setup
bump
bump
echo "counter is $counter" | string replace counter total | and cat
