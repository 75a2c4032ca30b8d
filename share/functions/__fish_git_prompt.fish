# __fish_git_prompt: the old name of fish_git_prompt.
function __fish_git_prompt --description 'Deprecated: use fish_git_prompt'
    fish_git_prompt $argv
end
