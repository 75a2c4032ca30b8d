# RUN: %minnow %s
# Every `help TOPIC` that an error message or one of our hints names in the
# C sources is a topic help knows, so following a hint never ends in "no
# such topic" (the manual's pages and sections are checked by doclinks).
set -l topics (command grep -rhoE '`help [a-z0-9_#/-]+`' ../../src | string replace -r '^`help (.*)`$' '$1' | command sort -u)
test (count $topics) -gt 20; and echo topics found
# CHECK: topics found
for t in $topics
    __minnow_help_topics --page $t >/dev/null; or echo "not a help topic: $t"
end
# The block keywords' hints name these too.
for t in conditions loops functions switch begin
    contains -- $t $topics; or echo "not named: $t"
end
