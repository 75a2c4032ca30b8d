# __fish_is_git_repository: true inside the work tree of a git repository.
function __fish_is_git_repository --description 'Check if the current directory is a git repository'
    command git rev-parse --is-inside-work-tree >/dev/null 2>&1
end
