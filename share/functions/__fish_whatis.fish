# __fish_whatis COMMAND [FALLBACK]: the one-line summary of COMMAND's manual
# page (from whatis), or FALLBACK; status 1 with neither.
function __fish_whatis --description 'Print the summary of a manual page' --argument-names cmd fallback
    set -l summary
    command -sq whatis
    and set summary (command whatis -- $cmd 2>/dev/null | string replace -rf -- '^.*? - ' '')
    if set -q summary[1]
        printf '%s\n' $summary[1]
    else if test -n "$fallback"
        printf '%s\n' $fallback
    else
        return 1
    end
end
