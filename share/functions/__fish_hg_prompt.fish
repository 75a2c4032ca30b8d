# __fish_hg_prompt: the old name of fish_hg_prompt.
function __fish_hg_prompt --description 'Deprecated: use fish_hg_prompt'
    fish_hg_prompt $argv
end
