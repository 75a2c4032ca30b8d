# Completions for fish_clipboard_paste: it takes nothing.
complete -c fish_clipboard_paste -f
