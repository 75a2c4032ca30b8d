# __minnow_quote_state STATE TEXT: where TEXT leaves a token that was in
# STATE before it (normal, single, double; '' is normal): "single" or
# "double" inside an unclosed quote, "escaped" after a trailing backslash,
# else "normal".
function __minnow_quote_state
    set -l open
    switch "$argv[1]"
        case single
            set open "'"
        case double
            set open '"'
    end
    # Strip what is complete (plain characters, escapes, closed quotes); what
    # remains starts at the quote or backslash left open, if any.
    set -l rest (string replace -r -- '^(?s)(?:[^\'"\\\\]|\\\\.|\'(?:[^\'\\\\]|\\\\.)*\'|"(?:[^"\\\\]|\\\\.)*")*' '' "$open$argv[2]" | string collect)
    switch (string sub -l 1 -- "$rest")
        case "'"
            echo single
        case '"'
            echo double
        case ''
            echo normal
        case '*'
            echo escaped # a lone backslash at the end
    end
end
