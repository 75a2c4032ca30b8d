# __fish_complete_pg_user: the PostgreSQL users.
function __fish_complete_pg_user --description 'List PostgreSQL users'
    command psql -AtqwXc 'select usename from pg_user' template1 2>/dev/null
end
