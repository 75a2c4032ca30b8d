# __fish_complete_docutils_latex CMD: the options of Docutils's LaTeX writers
# (rst2latex, rst2xetex), as completions of CMD; the font encodings only for
# rst2latex, as XeTeX has none to choose.
function __fish_complete_docutils_latex --description 'Define the completions of the Docutils LaTeX writers' --argument-names cmd
    __minnow_complete_table $cmd -- \
        '--documentclass|LaTeX document class|' \
        '--documentoptions|Options of the document class|' \
        '--footnote-references|Footnote references as|superscript brackets' \
        '--use-latex-citations|Citations with \cite|' \
        '--figure-citations|Citations as figure floats|' \
        '--attribution|Style of quote attributions|dash parens none' \
        '--stylesheet|LaTeX packages or style sheets to use|' \
        '--stylesheet-path|LaTeX packages or style sheet files|' \
        '--link-stylesheet|Link to the style sheets|' \
        '--embed-stylesheet|Embed the style sheets|' \
        '--stylesheet-dirs|Folders to look for style sheets in|' \
        '--latex-preamble|Extra LaTeX code for the preamble|' \
        '--template|Template file|' \
        '--use-latex-toc|LaTeX makes the table of contents|' \
        '--use-docutils-toc|Docutils makes the table of contents|' \
        '--use-part-section|Parts above the sections|' \
        '--use-docutils-docinfo|Docutils document information|' \
        '--use-latex-docinfo|LaTeX document information|' \
        '--topic-abstract|The abstract as a topic|' \
        '--use-latex-abstract|The abstract with LaTeX'\''s abstract environment|' \
        '--hyperlink-color|Colour of links (0 for none)|' \
        '--hyperref-options|Options of the hyperref package|' \
        '--compound-enumerators|Enumerators with their parents'\'' numbers|' \
        '--no-compound-enumerators|Enumerators alone|' \
        '--section-prefix-for-enumerators|Enumerators with the section number|' \
        '--no-section-prefix-for-enumerators|Enumerators without the section number|' \
        '--section-enumerator-separator|Separator between section numbers|' \
        '--literal-block-env|Environment of literal blocks|' \
        '--use-verbatim-when-possible|Literal blocks as verbatim when they can be|' \
        '--table-style|Style of tables|standard booktabs borderless' \
        '--graphicx-option|Option of the graphicx package|dvips pdftex auto' \
        '--reference-label|Label command of references|' \
        '--use-bibtex|BibTeX style and databases|' \
        '--docutils-footnotes|Docutils makes the footnotes|'
    string match -q -- 'rst2latex*' $cmd
    and complete -c $cmd -l font-encoding -x -a 'T1 OT1 LGR,T1' -d 'LaTeX font encoding'
end
