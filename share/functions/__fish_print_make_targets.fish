# __fish_print_make_targets [DIR [FILE]]: the targets of the makefile FILE
# (relative to DIR; by default the GNUmakefile, makefile or Makefile of DIR,
# as make picks it), one a line, from the files it includes too.
#
# The makefile is read, not run: `make -pRrq` would list every object file
# make could build and would run the $(shell ...) calls of the makefile on
# every Tab. So targets are the names before a `:` at the start of a line,
# less special targets (.PHONY), pattern rules (%.o), variable assignments and
# the bodies of `define`. A $(VAR) or ${VAR} in a name is replaced by VAR's
# value when the makefile sets it plainly (VAR = value, VAR := value); a name
# still holding a `$` is left out.
function __fish_print_make_targets --description 'List the targets of a makefile' --argument-names dir file
    test -n "$dir"
    or set dir .
    # with its slash ("/" stays "/")
    set dir (string trim -r -c / -- $dir)/
    set -l queue
    if test -n "$file"
        if string match -q -- '/*' $file
            set queue $file
        else
            set queue $dir$file
        end
    else
        for name in GNUmakefile makefile Makefile
            if test -f $dir$name
                set queue $dir$name
                break
            end
        end
    end

    set -l lines
    set -q queue[1]
    or return 0
    for mk in (__minnow_included_files (string trim -r -c / -- $dir) '^\s*-?s?include\s+(.*?)\s*$' $queue)
        # Continuation lines joined, `define` bodies and recipes dropped.
        set -l raw (string collect <$mk)
        set -q raw[1]
        or continue
        set -l text (string replace -ra -- '\\\\\n' ' ' $raw | string collect)
        set -a lines (string replace -ra -- '(?ms)^define\b.*?^endef\b[^\n]*' '' $text |
            string match -rv -- '^\t|^\s*(?:#|$)')
    end
    set -q lines[1]
    or return 0

    # NAME[ NAME...]: or ::, not :=, ::= or a NAME = value with a colon after
    set -l parts (string match -rv -- '^\s*-?s?include\s' $lines |
        string replace -rf -- '^\s*([^\s:=#-][^:=#]*?)\s*::?(?![:=]).*$' '$1')
    set -q parts[1]
    or return 0
    set -l plain (string match -v -- '*$*' $parts)
    set -q plain[1]
    and string split -n ' ' -- $plain | string match -rv -- '^\.|%'
    # $(VAR) or ${VAR}: a variable set plainly in the makefile
    for part in (string match -- '*$*' $parts)
        for ref in (string match -ra -- '\$[({][^)}]+[)}]' $part)
            set -l var (string sub -s 3 -e -1 -- $ref)
            set -l value (string replace -rf -- '^\s*(?:override\s+|export\s+)?'(string escape --style=regex -- $var)'\s*[:?]?:?=\s*(.*?)\s*$' '$1' $lines)[-1]
            set part (string replace -a -- $ref "$value" $part)
        end
        string match -q -- '*$*' $part
        or string split -n ' ' -- $part | string match -rv -- '^\.|%'
    end
    return 0
end
