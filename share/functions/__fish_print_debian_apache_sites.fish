# __fish_print_debian_apache_sites: the Apache sites Debian's
# a2ensite/a2dissite know (/etc/apache2/sites-available).
function __fish_print_debian_apache_sites --description 'Print the Apache sites'
    path basename -E -- (path filter -f -- /etc/apache2/sites-available/*.conf)
end
