# __fish_print_apt_packages [-i | --installed]: Debian packages whose name
# starts with the word being typed, one a line: those apt can install, or with
# --installed those installed, described by their one-line summaries. Status 1
# without apt (or dpkg). Nothing for a word starting with a dash.
#
# apt's binary cache answers in milliseconds; where it was deleted (container
# images do), the list apt-cache makes without it (seconds) is cached, see
# __minnow_cached, until `apt update` changes the package lists.
function __fish_print_apt_packages --description 'List Debian packages'
    argparse -n __fish_print_packages i/installed -- $argv
    or return 2
    set -l word "$(commandline -ct 2>/dev/null)"
    string match -q -- '-*' $word
    and return 0
    set -l pattern '^'(string escape --style=regex -- $word)

    if set -q _flag_installed
        command -sq dpkg-query
        or return 1
        command dpkg-query -W -f '${db:Status-Abbrev}${Package}\t${binary:Summary}\n' 2>/dev/null |
            string replace -rf -- '^.i.?\s*(\S+\t.*)$' '$1' | string match -r -- $pattern'.*'
        return 0
    end

    command -sq apt-cache
    or return 1
    # (the word does not start with a dash: no -- needed)
    if not command apt-cache --no-generate pkgnames $word 2>/dev/null
        __minnow_cached apt_packages --stale-after=/var/lib/apt/lists --stale-after=/var/lib/dpkg/status \
            -- apt-cache pkgnames 2>/dev/null | string match -r -- $pattern'.*'
    end
    return 0
end
