# fish_vcs_prompt [FORMAT]: the prompt of the version control system that
# the current directory is under: jj, then git, then Mercurial, then Darcs
# (the first that answers wins). The Subversion and Fossil prompts are slow,
# so they are left out; call fish_svn_prompt or fish_fossil_prompt from your
# own prompt to have them.
function fish_vcs_prompt --description 'Write the version control state for a prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_vcs_prompt
        return 0
    end
    fish_jj_prompt $argv
    or fish_git_prompt $argv
    or fish_hg_prompt $argv
    or fish_darcs_prompt $argv
end
