# __fish_complete_docutils_standalone_reader CMD: the options of Docutils's
# standalone reader (the reader of every front end but rstpep2html), as
# completions of CMD.
function __fish_complete_docutils_standalone_reader --description 'Define the completions of the Docutils standalone reader' --argument-names cmd
    __minnow_complete_table $cmd -- \
        '--no-doc-title|Do not take the first section title as the document title|' \
        '--no-doc-info|Do not take the first field list as document information|' \
        '--section-subtitles|Take a lone subsection title as its section subtitle|' \
        '--no-section-subtitles|No section subtitles|'
end
