# The default look: every colour variable the editor, the pager and the
# prompt read gets a value here, as a global, unless it is set already (in
# any scope: the user's universal or config.fish value wins). Called once
# when an interactive session starts, after the configuration is read.
# Only the terminal's own 16 colours are used, so the user's terminal theme
# decides the exact shades.
function __minnow_default_colors --description 'Set the colour variables that are not set yet'
    for pair in \
        'fish_color_normal normal' \
        'fish_color_command blue' \
        'fish_color_keyword blue' \
        'fish_color_param cyan' \
        'fish_color_option cyan' \
        'fish_color_quote yellow' \
        'fish_color_redirection cyan --bold' \
        'fish_color_end green' \
        'fish_color_error brred' \
        'fish_color_comment red' \
        'fish_color_escape brcyan' \
        'fish_color_operator brcyan' \
        'fish_color_autosuggestion brblack' \
        'fish_color_valid_path --underline' \
        'fish_color_match --background=brblue' \
        'fish_color_cancel --reverse' \
        'fish_color_search_match white --background=brblack --bold' \
        'fish_color_selection white --background=brblack --bold' \
        'fish_color_history_current --bold' \
        'fish_color_cwd green' \
        'fish_color_cwd_root red' \
        'fish_color_user brgreen' \
        'fish_color_host normal' \
        'fish_color_host_remote yellow' \
        'fish_color_status red' \
        'fish_pager_color_prefix normal --bold --underline' \
        'fish_pager_color_completion normal' \
        'fish_pager_color_description yellow --italics' \
        'fish_pager_color_progress brwhite --background=cyan --bold' \
        'fish_pager_color_selected_background --reverse'
        set -l words (string split ' ' -- $pair)
        set -q $words[1]
        or set -g $words
    end
end
