# Completions for fish_greeting: it takes nothing.
complete -c fish_greeting -f
