# __fish_complete_docutils_html CMD: the options of Docutils's HTML writers
# (rst2html, rst2html5, rst2s5, rstpep2html), as completions of CMD; the
# HTML 5 writer's table styles and its XML declaration when CMD names it.
function __fish_complete_docutils_html --description 'Define the completions of the Docutils HTML writers' --argument-names cmd
    set -l html5 (string match -q -- 'rst2html5*' $cmd; and echo 1)
    set -l styles borderless
    test -n "$html5"
    and set styles borderless booktabs align-left align-center align-right colwidths-auto
    __minnow_complete_table $cmd -- \
        '--template|Template file|' \
        '--stylesheet|Style sheets to link to (URLs)|' \
        '--stylesheet-path|Style sheet files|' \
        '--embed-stylesheet|Embed the style sheets|' \
        '--link-stylesheet|Link to the style sheets|' \
        '--stylesheet-dirs|Folders to look for style sheets in|' \
        '--initial-header-level|Level of the first section heading|1 2 3 4 5 6' \
        '--footnote-references|Footnote references as|superscript brackets' \
        '--attribution|Style of quote attributions|dash parens none' \
        '--compact-lists|Lists without space between items|' \
        '--no-compact-lists|Lists with space between items|' \
        '--compact-field-lists|Field lists without space between items|' \
        '--no-compact-field-lists|Field lists with space between items|' \
        "--table-style|Style of tables|$styles" \
        '--math-output|How maths is written|MathML HTML MathJax LaTeX' \
        '--no-xml-declaration|No XML declaration|' \
        '--cloak-email-addresses|Hide e-mail addresses from harvesters|'
    if test -n "$html5"
        complete -c $cmd -l xml-declaration -d 'Start with an XML declaration'
    else
        complete -c $cmd -l field-name-limit -d 'Longest field name before it gets a row of its own'
        complete -c $cmd -l option-limit -d 'Longest option list before it gets a row of its own'
    end
end
