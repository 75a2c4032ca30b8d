# __fish_complete_blockdevice: block devices (/dev/sda1...) for the word
# being typed, described as such, and the folders on the way to them.
function __fish_complete_blockdevice --description 'Complete block devices'
    set -l word (commandline -ct)
    test -z "$word"
    and set word /dev/
    for path in $word*
        if test -b $path
            printf '%s\tBlock device\n' $path
        else if test -d $path
            printf '%s/\n' $path
        end
    end
end
