# RUN: %minnow %s
# An error range that runs to the end of its line is underlined up to there.
function test
end
# CHECKERR: lang_caret_clip.fish (line 3): function: test: cannot use reserved keyword as function name
# CHECKERR: function test
# CHECKERR: ^~~~~~~~~~~~^
