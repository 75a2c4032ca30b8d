# __fish_complete_mysql CMD: completions of the databases for a MySQL client
# CMD (mysql, mariadb, mysqldump...): after -D/--database and as arguments.
# The databases are asked of the server with the connection options on the
# command line.
function __fish_complete_mysql --description 'Define completions of MySQL databases' --argument-names cmd
    complete -c $cmd -s D -l database -x -a '(__fish_complete_mysql_databases)' -d 'Database to use'
    complete -c $cmd -a '(__fish_complete_mysql_databases)'
end

function __fish_complete_mysql_databases --description 'List the MySQL databases'
    __fish_mysql_query 'show databases'
end

# __fish_mysql_query QUERY: QUERY's answer, with the user, host, port,
# socket and password given on the command line.
function __fish_mysql_query --argument-names query
    argparse -u 'u/user=' 'P/port=' 'h/host=' 'p/password=?' 'S/socket=' -- (commandline -px) 2>/dev/null
    set -l client mysql
    for flag in u P h S
        set -l var _flag_$flag
        set -q $var[1]
        and set -a client -$flag $$var
    end
    test -n "$_flag_p"
    and set -a client -p$_flag_p
    echo $query | command $client 2>/dev/null
end
