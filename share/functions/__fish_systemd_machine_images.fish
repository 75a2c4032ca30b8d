# __fish_systemd_machine_images: the images machinectl knows (not .host).
function __fish_systemd_machine_images --description 'List systemd machine images'
    SYSTEMD_COLORS=0 command machinectl --no-legend --no-pager list-images 2>/dev/null | string split -f 1 ' ' | string match -v -- ''
end
