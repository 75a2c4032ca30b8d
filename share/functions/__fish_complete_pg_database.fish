# __fish_complete_pg_database: the PostgreSQL databases psql can list.
function __fish_complete_pg_database --description 'List PostgreSQL databases'
    command psql -AtqwlXF \t 2>/dev/null | string match -r -- '^[^\t]+\t.*' | string split -f 1 \t
end
