# Completions for :: none. It takes no argument of its own, and like fish we
# offer files after it as after any command with no rules.
