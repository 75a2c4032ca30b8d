# RUN: %minnow_indent < data/indent/broken.in; %minnow_indent < data/indent/broken.in | %minnow_indent --check; echo "recheck $?"
# A broken script is formatted as far as the parser understood it; nothing is lost.
# Input: data/indent/broken.in. Expected output compared with Debian's fish_indent 3.6;
# where it differs, the lines below follow fish 4 (see the notes).

# CHECK: begin
# CHECK:     echo hi
# CHECK: else
# CHECK: echo bye
# CHECK: end
# CHECK: echo alpha "
# CHECK: recheck 0
