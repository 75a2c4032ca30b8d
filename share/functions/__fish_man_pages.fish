# __fish_man_pages: every manual page the man-db index knows, one a line as
# "NAME<TAB>SECTION: SUMMARY", from `apropos .`. That takes a fifth of a second
# or more, so the list is cached (see __minnow_cached) and made again when an
# index is newer or $MANPATH changed. Without apropos the page files themselves
# are listed, without summaries.
function __fish_man_pages --description 'List the manual pages with their sections and summaries'
    # The indexes man-db keeps: the system's, and one in each $MANPATH folder.
    set -l indexes /var/cache/man/index.db
    for dir in (string split -n : -- "$MANPATH")
        set -a indexes $dir/index.db
    end
    __minnow_cached man_pages --key "MANPATH=$MANPATH" --stale-after=$indexes -- __fish_man_pages_uncached
end

function __fish_man_pages_uncached
    if command -sq apropos
        # man-db:  "name (1)            - summary"
        # BSD:     "name, alias(1) - summary"
        LC_ALL=C command apropos . 2>/dev/null |
            string replace -rf -- '^(\S+)\s+\(([^)]+)\)\s+- (.*)$|^([^(\s,]+)(?:,\s*[^(]*)?\(([^)]+)\)\s+- (.*)$' '$1$4\t$2$5: $3$6'
        and return 0
    end
    # The page files: man1/ls.1.gz is ls in section 1.
    set -l found 1
    for dir in (command manpath 2>/dev/null | string split -n :)
        for file in $dir/man*/*
            string replace -rf -- '.*/man[^/]*/([^/]+)\.([^./]+)(?:\.[a-z0-9]+)?$' '$1\t$2' $file
            and set found 0
        end
    end
    return $found
end
