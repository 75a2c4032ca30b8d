# Completions for echo.
complete -c echo -s n -d 'No newline at the end'
complete -c echo -s s -d 'No spaces between the arguments'
complete -c echo -s e -d 'Interpret backslash sequences'
complete -c echo -s E -d 'Do not interpret backslash sequences'
