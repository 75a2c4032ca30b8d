# __fish_print_debian_apache_mods: the Apache modules Debian's
# a2enmod/a2dismod know (/etc/apache2/mods-available).
function __fish_print_debian_apache_mods --description 'Print the Apache modules'
    path basename -E -- (path filter -f -- /etc/apache2/mods-available/*.load)
end
