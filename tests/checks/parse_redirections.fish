# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Every redirection operator, with and without explicit fd numbers.
# Note: `<?` (try-input) is fish 3.8+/4 syntax; fish 3.6 also accepts the line at
# parse time (it reads it as `<` followed by the target `?`), so -n passes on both.

echo a > /dev/null
echo a >/dev/null
echo a 1> /dev/null
echo a >> /tmp/minnow-parse-test
echo a 1>> /tmp/minnow-parse-test
echo a 2> /dev/null
echo a 2>/dev/null
echo a 2>> /dev/null
echo a 9> /dev/null
echo a 10> /dev/null
cat < /dev/null
cat 0< /dev/null
cat 3< /dev/null
echo a >&2
echo a 1>&2
echo a 2>&1
echo a 3>&1
echo a >&-
echo a 2>&-
cat <&0
cat <&-
cat 0<&-
cat 3<&0
echo a &> /dev/null
echo a &>> /dev/null
echo a >? /tmp/minnow-noclobber
echo a 2>? /tmp/minnow-noclobber
echo a >>? /tmp/minnow-noclobber
echo a &>? /tmp/minnow-noclobber
cat <? /nonexistent/minnow
echo a >/dev/null 2>&1
echo a 2>&1 >/dev/null
echo a > /dev/null < /dev/null 2> /dev/null
echo a>/dev/null
echo a 2>&1 | cat
echo a 2>| cat
echo a 3>| cat
echo a >| cat
echo a &| cat
echo a > "/dev/null"
echo a > '/dev/null'
echo a > /dev/$argv[1]null
echo a > (echo /dev/null)
echo a > ~/minnow-parse-test
set -l target /dev/null
echo a > $target
