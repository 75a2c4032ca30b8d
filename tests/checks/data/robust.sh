#!/bin/sh
# tests/checks/data/robust.sh - input generators and a runner for parse_robust_*.fish.
#
# Usage (from tests/checks): sh data/robust.sh 'MINNOW' CASE...
#
# MINNOW is the shell command (it may carry a wrapper such as valgrind, so it is
# split on blanks). Each CASE writes one or more scripts into a scratch folder
# under $TMPDIR and checks each with `check NAME`, which prints
#
#     NAME: status N          minnow -n's exit status
#     FIRST LINE OF STDERR    only when there is an error
#
# and also runs `minnow --print-ast` (the other entry point, parse_source) on the
# same file, printing a line only when its status or first error line differs.
# Inputs are generated with sh, printf and awk only (no fish, no python); the
# pseudo-random ones use a small linear congruential generator written out in
# awk, so every machine and every awk gets the same bytes.

M=$1
shift
T=${TMPDIR:-/tmp}/robust.$$
mkdir -p "$T" || exit 1
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1

# awk in the C locale: %c then writes one byte, whatever the awk.
cawk() { LC_ALL=C awk "$@"; }

# check NAME: checks the file NAME (in the scratch folder). With NO_AST=1 it
# skips --print-ast; with SAME_STATUS_ONLY=1 --print-ast need only agree on the
# status (parse_check and parse_source may name different first errors today).
check() {
    name=$1
    $M -n "$name" >out 2>err
    st=$?
    echo "$name: status $st"
    [ -s out ] && echo "$name: unexpected stdout: $(head -c 200 out)"
    head -n 1 err
    [ "${NO_AST-}" = 1 ] && return 0
    $M --print-ast "$name" >/dev/null 2>err2
    st2=$?
    [ "${SAME_STATUS_ONLY-}" = 1 ] && cp err err2
    if [ "$st2" != "$st" ] || [ "$(head -n 1 err)" != "$(head -n 1 err2)" ]; then
        echo "$name: --print-ast disagrees: status $st2: $(head -n 1 err2)"
    fi
}

# repeat N TEXT: TEXT N times, no newline.
repeat() { cawk -v n="$1" -v s="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'; }

# lcg_bytes SEED COUNT LOW: COUNT pseudo-random bytes in LOW..255.
lcg_bytes() {
    cawk -v x="$1" -v n="$2" -v lo="$3" 'BEGIN {
        for (i = 0; i < n; i++) { x = (x * 75 + 74) % 65537; printf "%c", lo + x % (256 - lo) }
    }'
}

case_garbage() {
    for seed in 1 2 3 4 5 6 7 8; do
        lcg_bytes "$seed" 65536 1 >"garbage-$seed.fish"
        SAME_STATUS_ONLY=1 check "garbage-$seed.fish"
    done
}

# 150 scripts of 24 random fish tokens each (plain words weighted up, so that
# some parse): every one is accepted or rejected with status 127, and -n and
# --print-ast agree on which.
case_soup() {
    cawk 'BEGIN {
        np = split("echo echo a b c ; NL NL $x", plain, " ")
        ns = split("begin end if else while for in function switch case and or not ! " \
                   "time command builtin break return set x=1 $x[1] $ $? ${x} ( ) $( \" \" " \
                   "'"'"' '"'"' { } , [ ] [1..2] \\ * ** ? ~ # -- & && || | &| 2>&1 > >> < " \
                   "2> é FF", special, " ")
        x = 4242
        for (f = 0; f < 150; f++) {
            file = "soup-" f ".fish"
            for (i = 0; i < 24; i++) {
                x = (x * 75 + 74) % 65537
                if (x % 10 < 7) t = plain[1 + int(x / 10) % np]; else t = special[1 + int(x / 10) % ns]
                if (t == "NL") t = "\n"; else if (t == "FF") t = sprintf("%c", 255)
                x = (x * 75 + 74) % 65537
                printf "%s%s", t, (x % 4 == 0 ? "" : " ") > file
            }
            printf "\n" > file
            close(file)
        }
    }'
    valid=0 invalid=0
    for f in soup-*.fish; do
        $M -n "$f" >/dev/null 2>&1
        st=$?
        $M --print-ast "$f" >/dev/null 2>&1
        st2=$?
        case $st in
            0) valid=$((valid + 1)) ;;
            127) invalid=$((invalid + 1)) ;;
            *) echo "$f: status $st" ;;
        esac
        [ "$st" = "$st2" ] || echo "$f: -n says $st, --print-ast says $st2"
    done
    echo "soup: $valid valid, $invalid invalid"
}

case_nul() {
    printf 'echo a\000b\necho c\n' >nul-word.fish
    check nul-word.fish
    printf 'echo "a\000b"\n' >nul-quote.fish
    check nul-quote.fish
    printf '\000' >nul-only.fish
    check nul-only.fish
    printf 'begin\n    echo a\000\nend\n' >nul-block.fish
    check nul-block.fish
    lcg_bytes 7 65536 0 >nul-garbage.fish
    NO_AST=1 check nul-garbage.fish 2>&1 | sed -n 1p
}

case_utf8() {
    # Latin-1 é, stray continuation bytes, an overlong /, a UTF-16 surrogate,
    # a truncated 4-byte sequence, bytes never valid in UTF-8.
    printf 'echo caf\351 \200\277 \300\257 \355\240\200 \360\237\230 \376\377\n' >utf8-words.fish
    check utf8-words.fish
    printf '# comment \351\377 \303\n    # \355\240\200\necho ok # tail \376\n' >utf8-comments.fish
    check utf8-comments.fish
    printf 'set caf\351 1\necho "\377$caf\351" \047\376\047 caf\351\\n\n' >utf8-quoted.fish
    check utf8-quoted.fish
    # An error on a line with invalid bytes before and after the caret.
    printf 'echo ok\necho \377\376 ) caf\351\n' >utf8-error.fish
    check utf8-error.fish
    $M -n utf8-error.fish 2>&1 | sed -n 2,3p
    # ... and with the bad byte under the caret.
    printf 'echo \303\251\303 (\351\n' >utf8-caret.fish
    check utf8-caret.fish
    $M -n utf8-caret.fish 2>&1 | sed -n 2,3p
}

case_crlf() {
    printf 'if true\r\n    echo a\r\nelse\r\n    echo b # c\r\nend\r\nfunction f\r\n    switch $argv\r\n        case x\r\n            echo "q\r\n"\r\n    end\r\nend\r\nfor i in 1 2\r\n    echo $i | cat\r\nend\r\n' >crlf.fish
    check crlf.fish
    printf 'begin\r\n    echo a\r\n' >crlf-open.fish
    check crlf-open.fish
    printf 'echo a\r\nend\r\n' >crlf-end.fish
    check crlf-end.fish
    $M -n crlf-end.fish 2>&1 | sed -n 2,3p
}

case_big() {
    # About 10 MB: 120,000 short blocks.
    cawk 'BEGIN { for (i = 0; i < 120000; i++) {
        print "if test $x -gt " i " # number " i
        print "    echo \"line $i\" (string upper x) | string join , >/dev/null"
        print "end"
    } }' >big.fish
    NO_AST=1 check big.fish
    wc -c <big.fish | cawk '{ print ($1 >= 10000000 ? "big.fish: 10 MB or more" : "big.fish: too small: " $1) }'
}

case_long() {
    # A 1 MB word, a 1 MB line of pipes, and a 1 MB word with an error at its end.
    { printf 'echo '; repeat 16384 abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_-; echo; } >word.fish
    check word.fish
    { printf 'a'; repeat 262144 ' | b'; echo; } >pipes.fish
    check pipes.fish
    { printf 'echo '; repeat 1048576 x; echo ' )'; } >word-error.fish
    check word-error.fish
    { printf 'echo "'; repeat 1048576 '$x'; echo; } >word-open-quote.fish
    check word-open-quote.fish
}

case_deep() {
    n=10000
    { repeat $n 'begin
'; repeat $n 'end
'; } >begin.fish
    check begin.fish
    { repeat 200 'begin
'; repeat 200 'end
'; } >begin-200.fish
    check begin-200.fish
    { printf 'echo '; repeat $n '{a,'; printf b; repeat $n '}'; echo; } >braces.fish
    check braces.fish
    { printf 'echo $x'; repeat $n '['; printf 1; repeat $n ']'; echo; } >slices.fish
    check slices.fish
    { repeat 100000 'not '; echo true; } >nots.fish
    check nots.fish
    { printf 'echo '; repeat $n '('; echo; } >parens-open.fish
    check parens-open.fish
    { repeat $n 'if true
'; } >ifs-open.fish
    check ifs-open.fish
    { repeat $n '{ '; repeat $n '} '; echo; } >brace-blocks.fish
    check brace-blocks.fish
}

case_deep_cmdsub() {
    n=10000
    { printf 'echo '; repeat $n '('; printf echo; repeat $n ')'; echo; } >parens.fish
    check parens.fish
    { printf 'echo '; repeat $n '(echo '; printf x; repeat $n ')'; echo; } >cmdsubs.fish
    check cmdsubs.fish
    { printf 'echo '; repeat $n '"$(echo '; printf x; repeat $n ')"'; echo; } >dq-cmdsubs.fish
    check dq-cmdsubs.fish
    { printf 'echo '; repeat $n '"$('; printf echo; repeat $n ')"'; echo; } >dq-parens.fish
    check dq-parens.fish
}

for c in "$@"; do
    "case_$c"
done
