# prompt_pwd [-d N] [-D N] [PATH...]: a directory as prompts show it, $HOME as
# ~ and every component but the last few cut to a few characters
# (/usr/share/doc -> /u/s/doc). Runs at every prompt, so it stays lean: a
# couple of string calls per path, no external command.
function prompt_pwd --description 'Print the current directory, shortened to fit the prompt'
    argparse -n prompt_pwd h/help d/dir-length= D/full-length-dirs= -- $argv
    or return
    if set -q _flag_help
        __fish_print_help prompt_pwd
        return 0
    end

    # How many characters each shortened component keeps (0: no shortening),
    # and how many trailing components stay whole.
    set -l keep 1
    set -q fish_prompt_pwd_dir_length[1]
    and set keep $fish_prompt_pwd_dir_length
    set -q _flag_dir_length[1]
    and set keep $_flag_dir_length
    set -l whole 1
    set -q fish_prompt_pwd_full_dirs[1]
    and set whole $fish_prompt_pwd_full_dirs
    set -q _flag_full_length_dirs[1]
    and set whole $_flag_full_length_dirs

    set -q argv[1]
    or set argv $PWD
    set -l home_re '^'(string escape --style=regex -- ~)'(/|$)'
    for dir in $argv
        # Control characters go: a directory name must not drive the terminal.
        set dir (string replace -ra -- '[[:cntrl:]]' '' $dir | string replace -r -- $home_re '~$1')
        if test "$keep" -eq 0
            echo -- $dir
        else if test "$whole" -gt 0
            # The last $whole components stay as they are; in the rest, each
            # component followed by a slash keeps its first $keep characters
            # (a leading dot does not count).
            set -l parts (string split -r -m (math $whole - 1) / -- $dir)
            string join / -- (string replace -ar -- '(\.?[^/]{'$keep'})[^/]*/' '$1/' $parts[1]) $parts[2..]
        else
            string replace -ar -- '(\.?[^/]{'$keep'})[^/]*' '$1' $dir
        end
    end
end
