# __fish_config_interactive: fish's one-time set-up of an interactive
# session, which its config.fish runs before the first prompt. minnow does
# that set-up itself when it starts (greeting, key bindings, colours), so
# this only goes away, as fish's does after running; it is here for
# configurations that call it.
function __fish_config_interactive --description 'Initializations that should be performed when entering interactive mode'
    functions -e __fish_config_interactive
end
