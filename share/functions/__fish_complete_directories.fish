# __fish_complete_directories [WORD [DESCRIPTION]]: the directories that
# complete WORD (by default the word being typed, less an `--option=` in
# front), each with DESCRIPTION ("Directory" unless given). The completion
# engine does the matching, so `~`, quotes and fuzzy matches work as for files.
function __fish_complete_directories --description 'Complete directories' --argument-names word desc
    set -q desc[1]
    or set desc Directory
    if not set -q word[1]
        set word (commandline -ct | string replace -r -- '^-[^=]*=' '')
    end
    # The command '' has no completions of its own: what comes back are files.
    set -l dirs (complete -C "'' $word" | string replace -rf -- '^([^\t]*/)(\t.*)?$' '$1')
    set -q dirs[1]
    and printf '%s\n' $dirs\t$desc
    return 0
end
