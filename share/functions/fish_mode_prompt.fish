# The mode indicator written before the prompt (see `help fish_mode_prompt`).
function fish_mode_prompt --description 'Displays the current mode'
    # To change or hide it, define your own fish_mode_prompt (an empty one hides it).
    fish_default_mode_prompt
end
