#!/bin/sh
# tests/checks/data/indent/cli.sh - drives minnow_indent's options for indent_cli.fish.
# Usage: sh cli.sh PATH_TO_MINNOW_INDENT   (works in a fresh temporary directory)
I=$1
dir=$(mktemp -d "${TMPDIR:-/tmp}/indent_cli.XXXXXX") || exit 1
cd "$dir" || exit 1
printf 'if true\necho a\nend\n' >messy.fish
printf 'if true\n    echo a\nend\n' >tidy.fish

"$I" tidy.fish messy.fish; echo "print: $?"
"$I" --check tidy.fish; echo "check tidy: $?"
"$I" --check messy.fish; echo "check messy: $?"
"$I" -c tidy.fish messy.fish; echo "check both: $?"
printf 'echo  x\n' | "$I" -c; echo "check stdin: $?"
printf 'echo x\n' | "$I" -c; echo "check stdin tidy: $?"

"$I" -w messy.fish; echo "write: $?"
cat messy.fish
"$I" --check messy.fish; echo "check after write: $?"
"$I" --write messy.fish tidy.fish; echo "write again: $?"
ls
"$I" -w; echo "write without file: $?"

"$I" no-such-file.fish; echo "missing: $?"
"$I" --check no-such-file.fish tidy.fish; echo "check missing: $?"
"$I" --bogus 2>/dev/null; echo "bogus: $?"
"$I" --version; echo "version: $?"
"$I" -v
"$I" --help | head -n 1
printf 'echo hi >out\n' | "$I" --dump-parse-tree
printf '' | "$I" | od -An -c
cd / && rm -rf "$dir"
