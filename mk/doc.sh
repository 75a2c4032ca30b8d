#!/bin/sh
# mk/doc.sh - render one page of the manual; `make docs` calls it per page.
#
#   mk/doc.sh html doc/PAGE.md OUT.html  a web page: our header with the topic
#                                        pages that exist, lowdown's body (headings
#                                        get ids, so #fragments work), links to
#                                        PAGE.md made PAGE.html
#   mk/doc.sh man  doc/PAGE.md OUT.1     a man page, section 1: doc/cmds/NAME.md
#                                        gives NAME(1), doc/minnow.md minnow(1),
#                                        another topic page minnow-NAME(1)
#   mk/doc.sh text doc/PAGE.md OUT.txt   plain text, 80 columns, for `help TOPIC`
#                                        in a terminal
#
# Run from the source tree. $LOWDOWN names the renderer (Debian's lowdown),
# $DOC_VERSION the version printed in the footers.
#
# What the pages may use: CommonMark with tables and fenced blocks; links
# between pages are relative (`[set](cmds/set.md)`, `[quoting](language.md#quoting)`);
# a heading's id is its text in lower case, spaces made dashes, other
# punctuation dropped ("Exit status" -> exit-status), or the one given as
# `## Title {#id}`.
set -eu

mode=${1:?usage: mk/doc.sh html|man|text SOURCE OUTPUT}
src=${2:?source}
out=${3:?output}
LOWDOWN=${LOWDOWN:-lowdown}
version=${DOC_VERSION:-}
if ! command -v "$LOWDOWN" >/dev/null 2>&1; then
    echo "mk/doc.sh: $LOWDOWN is missing (make deps installs it)" >&2
    exit 1
fi

rel=${src#doc/}          # cmds/set.md, language.md
page=${rel%.md}          # cmds/set, language
name=${page##*/}         # set, language
title=$(sed -n '1s/^# //p' "$src")
[ -n "$title" ] || title=$name
tmp=$out.tmp

html_escape() {
    printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'
}

# The header's links: the topic pages, in reading order, where they exist.
nav() {
    root=$1
    printf '<header class="site"><nav>\n'
    printf '<a class="home" href="%sindex.html">minnow</a>\n' "$root"
    for entry in tutorial:Tutorial language:Language interactive:Interactive \
        index#commands:Commands bash:"For bash users" faq:FAQ; do
        target=${entry%%:*} label=${entry#*:}
        file=${target%%#*}
        [ -f "doc/$file.md" ] || continue
        frag=
        case $target in *'#'*) frag=#${target#*#} ;; esac
        current=
        [ "$file" = "$page" ] && [ -z "$frag" ] && current=' aria-current="page"'
        printf '<a href="%s%s.html%s"%s>%s</a>\n' "$root" "$file" "$frag" "$current" "$label"
    done
    printf '</nav></header>\n'
}

case $mode in
html)
    case $rel in */*) root=../ ;; *) root= ;; esac
    {
        printf '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        printf '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        printf '<title>%s</title>\n' "$(html_escape "$title")"
        printf '<link rel="stylesheet" href="%sstyle.css">\n</head>\n<body>\n' "$root"
        nav "$root"
        printf '<main>\n'
        # Relative links to a page's Markdown become links to its HTML.
        "$LOWDOWN" -thtml "$src" |
            sed -e 's/href="\([^":#]*\)\.md"/href="\1.html"/g' \
                -e 's/href="\([^":#]*\)\.md#/href="\1.html#/g'
        printf '</main>\n<footer>minnow %s manual &middot; <a href="%sindex.html">contents</a></footer>\n' \
            "$version" "$root"
        printf '</body>\n</html>\n'
    } >"$tmp"
    ;;
man)
    case $rel in
    cmds/*) man=$name ;;
    minnow.md) man=minnow ;;
    *) man=minnow-$name ;;
    esac
    # The title line becomes the NAME section ("NAME - summary"); each heading
    # moves up a level, so the page's sections are the man page's, in capitals.
    awk -v man="$man" '
        NR == 1 && /^# / {
            line = substr($0, 3)
            if (index(line, " - ") == 0) line = man " - " line
            print "# NAME\n\n" line
            next
        }
        /^```/ { block = !block }
        !block && /^##+ / {
            sub(/^#/, "")
            if ($0 ~ /^# /) $0 = "# " toupper(substr($0, 3))
        }
        { print }
    ' "$src" | "$LOWDOWN" -s -tman --nroff-nolinks -M title="$man" -M section=1 \
        -M source="minnow $version" -M volume="minnow manual" >"$tmp"
    ;;
text)
    "$LOWDOWN" -tterm --term-no-ansi --term-nolinks --term-columns=80 "$src" >"$tmp"
    ;;
*)
    echo "mk/doc.sh: unknown mode $mode" >&2
    exit 2
    ;;
esac
mv "$tmp" "$out"
