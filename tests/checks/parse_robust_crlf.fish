# RUN: sh data/robust.sh '%minnow' crlf
# CRLF line endings: the CR is a blank before the newline, so a Windows-edited
# script parses as it would with LF endings; an error line keeps its CR.

# CHECK: crlf.fish: status 0
# CHECK: crlf-open.fish: status 127
# CHECK: crlf-open.fish (line 1): Missing end to balance this begin
# CHECK: crlf-end.fish: status 127
# CHECK: crlf-end.fish (line 2): 'end' outside of a block
# CHECK: end{{.}}
# CHECK: ^~^
