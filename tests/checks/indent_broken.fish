# RUN: %minnow_indent < data/indent/broken.in; %minnow_indent < data/indent/broken.in | %minnow_indent --check; echo "recheck $?"
# A broken script is formatted as far as the parser understood it; nothing is lost.
# Input: data/indent/broken.in. Expected output compared with Debian's fish_indent 3.6;
# where it differs, the lines below follow fish 4: from the start of the file
# to the last token it could not parse, the text between the tokens it did
# parse (the broken ones included) is copied as it is, so `end; echo` stays.

# CHECK: begin
# CHECK:     echo hi
# CHECK: else
# CHECK: echo bye
# CHECK: end; echo alpha "
# CHECK: recheck 0
