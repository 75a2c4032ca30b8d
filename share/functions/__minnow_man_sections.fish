# __minnow_man_sections: the sections of the manual, each described.
function __minnow_man_sections --description 'List the sections of the manual'
    printf '%s\n' 1\t'User commands' 2\t'System calls' 3\t'Library calls' 4\t'Special files and devices' \
        5\t'File formats and conventions' 6\tGames 7\t'Overviews and conventions' \
        8\t'Administration commands' 9\t'Kernel routines' n\tNew l\tLocal
end
