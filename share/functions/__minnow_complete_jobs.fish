# Jobs for fg, bg, disown and wait: %N job numbers and process ids, each
# described by its command.
function __minnow_complete_jobs --description 'Print job numbers and process ids'
    jobs 2>/dev/null | string replace -rf -- '^(\d+)\t\S+\t\S+\t(\S+)\t(.*)$' '%$1'\t'$3 ($2)'
    jobs -p 2>/dev/null | string match -r -- '^\d+$' | while read -l pid
        printf '%s\tProcess of a job\n' $pid
    end
end
