# __minnow_complete_exported_vars [SUFFIX]: the names of the exported
# variables, each followed by SUFFIX (env offers NAME=) and described by its
# value.
function __minnow_complete_exported_vars --description 'Complete exported variable names' --argument-names suffix
    for name in (set --names --export)
        printf '%s%s\t%s\n' $name "$suffix" (string join ' ' -- $$name | string sub -l 64)
    end
end
