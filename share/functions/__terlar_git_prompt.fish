# __terlar_git_prompt: fish_git_prompt in the style of the terlar sample
# prompt: "|BRANCH⚡FLAGS" with colour hints, dirty and untracked files
# shown, and its own characters, for whichever of these settings is not
# set already.
function __terlar_git_prompt --description 'Write the git prompt in the terlar style'
    for setting in 'showdirtystate 1' 'showuntrackedfiles 1' 'showcolorhints 1' \
        'color_untrackedfiles yellow' 'char_untrackedfiles ?' \
        'color_invalidstate red' 'char_invalidstate !' \
        'color_dirtystate blue' 'char_dirtystate *' 'char_stagedstate ✚' \
        'color_cleanstate green' 'char_cleanstate ✓' 'color_stagedstate yellow' \
        'color_branch_dirty red' 'color_branch_staged yellow' 'color_branch green' \
        'char_stateseparator ⚡'
        set -l words (string split ' ' -- $setting)
        set -q __fish_git_prompt_$words[1]
        or set -g __fish_git_prompt_$words[1] $words[2]
    end
    fish_git_prompt '|%s'
end
