# __fish_vcs_prompt: the old name of fish_vcs_prompt.
function __fish_vcs_prompt --description 'Deprecated: use fish_vcs_prompt'
    fish_vcs_prompt $argv
end
