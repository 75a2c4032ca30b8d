# Function names: those defined and those the function path would load.
# Hidden ones (starting with _) only when the word starts with _.
function __minnow_complete_functions --description 'Print function names'
    set -l names (functions -an)
    for dir in $fish_function_path
        set -l files $dir/*.fish
        set -a names (string replace -r -- '^.*/(.*)\.fish$' '$1' $files)
    end
    string match -q -- '_*' (commandline -ct); or set names (string match -v -- '_*' $names)
    set -q names[1]; and printf '%s\tFunction\n' $names
end
