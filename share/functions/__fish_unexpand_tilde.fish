# __fish_unexpand_tilde PATH...: each PATH with the home directory at its
# start written as ~.
function __fish_unexpand_tilde --description 'Write $HOME as ~'
    string replace -r -- '^'(string escape --style=regex -- ~)'($|/)' '~$1' $argv
end
