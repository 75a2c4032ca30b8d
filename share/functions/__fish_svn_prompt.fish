# __fish_svn_prompt: the old name of fish_svn_prompt.
function __fish_svn_prompt --description 'Deprecated: use fish_svn_prompt'
    fish_svn_prompt $argv
end
