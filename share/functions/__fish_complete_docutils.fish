# __fish_complete_docutils CMD: the options every Docutils front end (rst2html,
# rst2latex, rst2man, ...) takes, as completions of CMD: the general ones and
# those of the reStructuredText parser; reStructuredText files as arguments.
# A front end's completion file adds its reader's and writer's options with
# __fish_complete_docutils_standalone_reader, _html and _latex.
function __fish_complete_docutils --description 'Define the completions of a Docutils front end' --argument-names cmd
    complete -c $cmd -k -x -a '(__fish_complete_suffix .rst .txt)'
    set -l levels 'info warning error severe none 1 2 3 4 5'
    __minnow_complete_table $cmd -- \
        '--title|Title of the document|' \
        '-g --generator|Credit Docutils at the end|' \
        '--no-generator|No credit to Docutils|' \
        '-d --date|Date at the end|' \
        '-t --time|Time and date at the end|' \
        '--no-datestamp|No date at the end|' \
        '-s --source-link|Link to the source|' \
        '--source-url|URL of the source link|' \
        '--no-source-link|No source link|' \
        '--toc-entry-backlinks|Section titles link to their table of contents entries|' \
        '--toc-top-backlinks|Section titles link to the table of contents|' \
        '--no-toc-backlinks|No links back to the table of contents|' \
        '--footnote-backlinks|Footnotes link to their references|' \
        '--no-footnote-backlinks|No links back from footnotes|' \
        '--section-numbering|Number the sections|' \
        '--no-section-numbering|Do not number the sections|' \
        '--strip-comments|Drop comments|' \
        '--leave-comments|Keep comments|' \
        '--strip-elements-with-class|Drop the elements of a class|' \
        '--strip-class|Drop a class from the elements|' \
        "-r --report|Report messages from this level|$levels" \
        '-v --verbose|Report every message|' \
        '-q --quiet|Report no message|' \
        "--halt|Stop at messages of this level|$levels" \
        '--strict|Stop at the slightest problem|' \
        "--exit-status|Fail on messages of this level|$levels" \
        '--debug|Debugging output|' \
        '--no-debug|No debugging output|' \
        '--warnings|Write messages to this file|' \
        '--traceback|Python tracebacks on errors|' \
        '--no-traceback|No Python tracebacks|' \
        '-i --input-encoding|Encoding of the input|' \
        '--input-encoding-error-handler|What to do with encoding errors in the input|strict ignore replace' \
        '-o --output-encoding|Encoding of the output|' \
        '--output-encoding-error-handler|What to do with encoding errors in the output|strict ignore replace xmlcharrefreplace backslashreplace' \
        '-e --error-encoding|Encoding of the messages|' \
        '-l --language|Language of the document|' \
        '--record-dependencies|Write the files read to this file|' \
        '--config|Read settings from this file|' \
        '-V --version|Show the version|' \
        '-h --help|Show help|' \
        '--error-encoding-error-handler|What to do with encoding errors in the messages|strict ignore replace backslashreplace' \
        '--pep-references|Link PEP references|' \
        '--pep-base-url|Where PEP references point|' \
        '--pep-file-url-template|File part of the URL of a PEP|' \
        '--rfc-references|Link RFC references|' \
        '--rfc-base-url|Where RFC references point|' \
        '--tab-width|Width of a tab|' \
        '--trim-footnote-reference-space|Remove spaces before footnote references|' \
        '--leave-footnote-reference-space|Keep spaces before footnote references|' \
        '--no-file-insertion|Disallow including files|' \
        '--file-insertion-enabled|Allow including files|' \
        '--no-raw|Disallow the raw directive|' \
        '--raw-enabled|Allow the raw directive|' \
        '--syntax-highlight|How code is highlighted|long short none' \
        '--smart-quotes|Typographic quotes|yes no alt' \
        '--smartquotes-locales|Quote characters of a language|' \
        '--word-level-inline-markup|Inline markup only around whole words|' \
        '--character-level-inline-markup|Inline markup inside words too|'
end
