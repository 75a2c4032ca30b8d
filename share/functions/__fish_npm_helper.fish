# Helpers of the npm, yarn and pnpm completions, which source this file:
# package names (from all-the-package-names, when installed), the scripts
# and dependencies of the nearest package.json.

# __npm_helper_installed INSTALL-COMMAND: true when all-the-package-names is
# there; otherwise says once how to get it (INSTALL-COMMAND).
function __npm_helper_installed
    command -q all-the-package-names
    and return 0
    if not set -qg __fish_npm_pkg_info_shown
        set -g __fish_npm_pkg_info_shown 1
        echo \n"fish: Run `$argv[1] all-the-package-names` to gain intelligent package completion" >&2
        commandline -f repaint
    end
    return 1
end

# __npm_filtered_list_packages INSTALL-COMMAND: the package names that start
# with the word being typed (nothing for an empty word: the list is huge).
function __npm_filtered_list_packages
    __npm_helper_installed $argv[1]
    or return
    set -l word (commandline -ct)
    test -n "$word"
    or return
    for file in {$HOME/.config/yarn/global,$HOME/.npm-global/lib,/usr/local/lib,/usr/lib}/node_modules/all-the-package-names/names.json
        test -f $file
        or continue
        # the file is sorted: look finds the lines by binary search
        command look "  \"$word" $file | string replace -rf -- '^  "(.*?)".*' '$1'
        return
    end
end

# __npm_find_package_json: the package.json of this folder or the nearest
# one above it. Status 1 without one.
function __npm_find_package_json
    for dir in (__fish_parent_directories (pwd -P))
        if test -f $dir/package.json
            echo $dir/package.json
            return 0
        end
    end
    return 1
end

# __npm_installed_global_packages: the packages installed globally.
function __npm_installed_global_packages
    set -l prefix (command npm prefix -g 2>/dev/null)
    path basename -- $prefix/lib/node_modules/* | string match -v -- 'npm'
end

# __npm_installed_local_packages: the dependencies of the nearest
# package.json (all kinds).
function __npm_installed_local_packages
    set -l file (__npm_find_package_json)
    or return
    if command -q jq
        command jq -r '.dependencies, .devDependencies, .optionalDependencies, .peerDependencies | keys? | .[]?' $file 2>/dev/null
    else
        __minnow_json_keys $file dependencies devDependencies optionalDependencies peerDependencies
    end
end

# __fish_npm_helper_scripts / __fish_parse_package_json: the scripts of
# the nearest package.json, with their commands.
function __fish_npm_helper_scripts
    set -l file (__npm_find_package_json)
    or return
    if command -q jq
        command jq -r '.scripts | to_entries? | .[]? | "\(.key)\t\(.value)"' $file 2>/dev/null
    else
        __minnow_json_keys --values $file scripts
    end
end

# __minnow_json_keys [--values] FILE SECTION...: the keys of the objects
# SECTION at the top of a package.json (with their string values), read
# without a JSON parser: a line per key, as npm writes the file.
function __minnow_json_keys
    set -l values false
    if test "$argv[1]" = --values
        set values true
        set -e argv[1]
    end
    set -l file $argv[1]
    set -l sections $argv[2..]
    set -l inside false
    for line in (command cat $file)
        if string match -qr -- '^\s*"(?:'(string join '|' -- $sections)')"\s*:\s*\{' $line
            set inside true
        else if $inside; and string match -qr -- '^\s*\}' $line
            set inside false
        else if $inside
            set -l kv (string match -r -- '^\s*"((?:[^"\\\\]|\\\\.)*)"\s*:\s*"((?:[^"\\\\]|\\\\.)*)"' $line)
            set -q kv[2]
            or continue
            if $values
                printf '%s\t%s\n' $kv[2] $kv[3]
            else
                echo $kv[2]
            end
        end
    end
end

# The names fish 3 gave two of these, which the npm and yarn completions
# written for it (still shipped by distributions) call.
function __yarn_installed_packages
    __npm_installed_local_packages
end

function __yarn_filtered_list_packages
    __npm_filtered_list_packages $argv
end

# __fish_npm_helper: nothing; it names this file, which completions source
# (`functions -q __fish_npm_helper` loads the helpers above).
function __fish_npm_helper --description 'Load the npm completion helpers'
end
