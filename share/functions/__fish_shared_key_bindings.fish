# __fish_shared_key_bindings [BIND-OPTIONS]: the preset keys emacs and vi
# modes share (history, completion, the clipboard, word motions, Alt-h and
# friends), in the mode -M names. The keys that insert text (self-insert,
# enter, space expanding abbreviations) come too unless a mode other than
# insert is named.
function __fish_shared_key_bindings --description 'Bindings shared between emacs and vi mode'
    if contains -- -h $argv; or contains -- --help $argv
        echo "Sorry but this function doesn't support -h or --help" >&2
        return 1
    end
    __minnow_preset_bindings shared $argv
end
