# __fish_print_service_names: the names of the services of the system, one a
# line, as `service` takes them: systemd's services without the .service
# suffix, or the scripts of /etc/init.d.
function __fish_print_service_names --description 'List the services of the system'
    if test -d /run/systemd/system
        __fish_systemctl_services | string replace -r -- '\.service$' ''
    else if test -d /etc/init.d
        for script in /etc/init.d/*
            string replace -- /etc/init.d/ '' $script
        end
    end
end
