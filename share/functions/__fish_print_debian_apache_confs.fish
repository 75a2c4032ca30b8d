# __fish_print_debian_apache_confs: the Apache configuration snippets Debian's
# a2enconf/a2disconf know (/etc/apache2/conf-available).
function __fish_print_debian_apache_confs --description 'Print the Apache configuration snippets'
    path basename -E -- (path filter -f -- /etc/apache2/conf-available/*.conf)
end
