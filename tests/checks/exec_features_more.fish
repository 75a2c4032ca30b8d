# RUN: %minnow --features=remove-percent-self %s
# remove-percent-self: %self stays a word. Specs are comma-separated, blanks
# around names ignored; a version names the flags it brought; fixed flags
# never change.
echo %self
# CHECK: %self
set -l minnow (status fish-path)
$minnow --features ' no-qmark-noglob , remove-percent-self' -c 'status test-feature qmark-noglob; echo qmark $status; status test-feature remove-percent-self; echo percent $status'
# CHECK: qmark 1
# CHECK: percent 0
$minnow --features 4.0 -c 'status features | string match -r "^(?:remove-percent-self|test-require-arg|mark-prompt) +\S+"'
# CHECK: remove-percent-self     on
# CHECK: test-require-arg        on
# CHECK: mark-prompt             on
$minnow --features no-ignore-terminfo,no-stderr-nocaret -c 'status test-feature ignore-terminfo; echo terminfo $status; status test-feature stderr-nocaret; echo caret $status'
# CHECK: terminfo 0
# CHECK: caret 0
# the last --features counts, as in fish
$minnow --features remove-percent-self --features no-qmark-noglob -c 'status test-feature remove-percent-self; echo percent $status'
# CHECK: percent 1
