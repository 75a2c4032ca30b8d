#!/bin/sh
# tests/doclinks.sh - the link checker of the HTML manual (make docs).
#
#   tests/doclinks.sh HTMLDIR [PAGE[#FRAGMENT] ...]
#
# Reads every page under HTMLDIR and fails (status 1, one line per problem)
# when a link between pages leads to no file, a #fragment to no id of its
# page, or a page cannot be reached by links from index.html. Links with a
# scheme (https:, mailto:) are not followed. The extra arguments are more
# links to check, relative to HTMLDIR (help's topics). On success it prints
# one line: "doclinks: ok (N links, M pages)".
set -eu

dir=${1:?usage: tests/doclinks.sh HTMLDIR [PAGE#FRAGMENT ...]}
shift
cd "$dir"
[ -f index.html ] || { echo "doclinks: no index.html in $dir" >&2; exit 1; }

# Records, tab-separated: F file | I file id | L file href | X href
tab=$(printf '\t')
{
    find . -type f | sed "s|^\./||; s|^|F$tab|"
    grep -roH --include='*.html' 'id="[^"]*"' . | sed "s|^\./\([^:]*\):id=\"\(.*\)\"\$|I$tab\1$tab\2|"
    grep -roH --include='*.html' 'href="[^"]*"' . | sed "s|^\./\([^:]*\):href=\"\(.*\)\"\$|L$tab\1$tab\2|"
    for x in "$@"; do printf 'X\t%s\n' "$x"; done
} | awk -F'\t' '
    # The path of rel seen from the folder base, without . and .. parts.
    function resolve(base, rel,    path, n, parts, out, i, m, s) {
        path = base == "" ? rel : base "/" rel
        n = split(path, parts, "/")
        m = 0
        for (i = 1; i <= n; i++) {
            if (parts[i] == "." || parts[i] == "") continue
            if (parts[i] == "..") {
                if (m == 0) return "(outside the manual)/" rel
                m--
                continue
            }
            out[++m] = parts[i]
        }
        s = ""
        for (i = 1; i <= m; i++) s = s (i > 1 ? "/" : "") out[i]
        return s
    }
    function dirname(f) { return f ~ /\// ? substr(f, 1, match(f, /\/[^\/]*$/) - 1) : "" }
    # Checks one link from page from; returns the page it leads to, or "".
    function check(from, href,    path, frag, k, target) {
        if (href ~ /^[A-Za-z][A-Za-z0-9+.-]*:/ || href ~ /^\/\//) return ""
        nlinks++
        path = href
        frag = ""
        if ((k = index(href, "#")) > 0) {
            path = substr(href, 1, k - 1)
            frag = substr(href, k + 1)
        }
        target = path == "" ? from : resolve(dirname(from), path)
        if (!(target in files)) {
            printf "doclinks: %s: %s leads to no file\n", from, href
            bad++
            return ""
        }
        if (frag != "" && !((target SUBSEP frag) in ids)) {
            printf "doclinks: %s: %s: %s has no id \"%s\"\n", from, href, target, frag
            bad++
        }
        return target
    }
    $1 == "F" { files[$2] = 1; if ($2 ~ /\.html$/) pages[$2] = 1 }
    $1 == "I" { ids[$2 SUBSEP $3] = 1 }
    $1 == "L" { nl++; lfrom[nl] = $2; lhref[nl] = $3 }
    $1 == "X" { nx++; xhref[nx] = $2 }
    END {
        for (i = 1; i <= nl; i++) {
            t = check(lfrom[i], lhref[i])
            if (t ~ /\.html$/ && t != lfrom[i]) edge[lfrom[i], ++nedge[lfrom[i]]] = t
        }
        for (i = 1; i <= nx; i++) check("index.html", xhref[i])
        # Every page is reachable from index.html.
        queue[1] = "index.html"
        reached["index.html"] = 1
        for (head = 1; head <= length(queue); head++) {
            p = queue[head]
            for (k = 1; k <= nedge[p]; k++) {
                t = edge[p, k]
                if (!(t in reached)) {
                    reached[t] = 1
                    queue[length(queue) + 1] = t
                }
            }
        }
        npages = 0
        for (p in pages) {
            npages++
            if (!(p in reached)) {
                printf "doclinks: %s: no link from index.html leads here\n", p
                bad++
            }
        }
        if (bad) exit 1
        printf "doclinks: ok (%d links, %d pages)\n", nlinks, npages
    }
'
