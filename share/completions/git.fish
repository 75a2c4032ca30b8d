# share/completions/git.fish - completions for git.
#
# The line is read once per edit (__minnow_git_parse caches it on the text
# of the line): the global options before the subcommand, the subcommand,
# and what it means when it is one of the user's aliases. Every rule of a
# subcommand uses the same condition string, `__minnow_git_using NAME`, so
# a completion runs each condition once. Lists come from one git process
# each: refs from one `for-each-ref` (piped through awk to sort out local,
# remote and tag names and the remote branches `checkout` would create),
# changed files from one `status --porcelain=v2`.
#
# fish's own helpers are kept as names (__fish_git_using_command,
# __fish_git_needs_command) for users' rules that call them.

# The subcommands described below; any other word is looked up as an alias.
set -g __minnow_git_known add am annotate apply archive bisect blame branch bugreport bundle \
    cat-file check-attr check-ignore check-mailmap check-ref-format checkout checkout-index \
    cherry cherry-pick citool clean clone column commit commit-graph commit-tree config \
    count-objects credential daemon describe diff diff-files diff-index diff-tree difftool \
    fast-export fast-import fetch filter-branch for-each-ref format-patch fsck gc \
    get-tar-commit-id grep gui hash-object help init instaweb interpret-trailers log \
    ls-files ls-remote ls-tree maintenance merge merge-base merge-file merge-tree mergetool \
    mktag mktree mv name-rev notes pack-refs prune pull push range-diff read-tree rebase \
    reflog remote repack replace request-pull rerere reset restore rev-list rev-parse revert \
    rm send-email shortlog show show-branch show-ref sparse-checkout stash status \
    stripspace submodule switch symbolic-ref tag update-index update-ref var verify-commit \
    verify-pack verify-tag version whatchanged worktree write-tree

# The aliases of the repository (and the user) where the completions load,
# as name, value pairs.
set -g __minnow_git_loaded_aliases (command git config -z --get-regexp '^alias\.' 2>/dev/null | string split0 | string split -m 1 \n)

# Conditions begin with the same test, inline so that a condition is a
# single function call: is the cache for this line?
function __minnow_git_parse --description 'Read the git command line (cached per line)'
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; and return 0
    set -g __minnow_git_key "$PWD $(commandline -pc)"
    set -l toks (commandline -xpc)
    # Drop git and what comes before it (sudo, time, command): up to the
    # first word that is git or a path to it, else the first word (a
    # function that wraps git).
    set -l i (contains -i -- git (string replace -r -- '.*/' '' $toks))
    set -q i[1]; or set i 1
    set -e toks[1..$i]
    set -l globals
    set -l word
    while set -q toks[1]
        set -l t $toks[1]
        set -e toks[1]
        switch $t
            case -C --git-dir --work-tree
                set -q toks[1]; or break
                set -a globals $t (string replace -r -- '^~(?=/|$)' $HOME $toks[1])
                set -e toks[1]
            case -c --namespace --config-env
                set -q toks[1]; or break
                set -a globals $t $toks[1]
                set -e toks[1]
            case '--git-dir=*' '--work-tree=*' '--namespace=*' '--config-env=*' --bare \
                --no-replace-objects --literal-pathspecs --glob-pathspecs --noglob-pathspecs \
                --icase-pathspecs --no-optional-locks
                set -a globals $t
            case '-*'
                # -p, --no-pager, --exec-path=...: nothing the lists depend on
            case '*'
                set word $t
                break
        end
    end
    # An alias stands for its first word, with the rest of it put in front
    # of the words typed after it; aliases may name aliases.
    set -l cmd $word
    set -l rest $toks
    for i in 1 2 3 4 5
        test -n "$cmd"; or break
        contains -- $cmd $__minnow_git_known; and break
        set -l exp (command git $globals config --get "alias.$cmd" 2>/dev/null)
        set exp "$exp"
        # As in fish, the aliases there were when the completions loaded are
        # remembered for the session.
        if test -z "$exp"
            set -l at (contains -i -- "alias.$cmd" $__minnow_git_loaded_aliases)
            and set exp $__minnow_git_loaded_aliases[(math $at + 1)]
        end
        if test -z "$exp"; or string match -q -- '!*' $exp
            set cmd ''
            break
        end
        set -l w (string split -n ' ' -- $exp)
        set cmd $w[1]
        set rest $w[2..-1] $rest
    end
    # The words after the subcommand that are not options, up to --.
    set -l words
    set -l dashdash 0
    for w in $rest
        if test "$w" = --
            set dashdash 1
            break
        end
        string match -q -- '-*' $w; or set -a words $w
    end
    set -g __minnow_git_globals $globals
    set -g __minnow_git_word $word
    set -g __minnow_git_cmd $cmd
    set -g __minnow_git_rest $rest
    set -g __minnow_git_words $words
    set -g __minnow_git_dashdash $dashdash
    return 0
end

function __minnow_git --description 'Run git with the global options of the line'
    __minnow_git_parse
    command git $__minnow_git_globals $argv 2>/dev/null
end

function __minnow_git_needs_sub --description 'Succeed while no git subcommand is on the line'
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; or __minnow_git_parse
    test -z "$__minnow_git_word"
end

function __minnow_git_using --description 'Succeed when the git subcommand (or what the alias stands for) is one of the arguments'
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; or __minnow_git_parse
    contains -- "$__minnow_git_cmd" $argv
end

function __minnow_git_action --description 'Succeed when git CMD is followed by one of the ACTIONS' -a cmd
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; or __minnow_git_parse
    test "$__minnow_git_cmd" = "$cmd"; and set -q __minnow_git_words[1]
    and contains -- $__minnow_git_words[1] $argv[2..-1]
end

function __minnow_git_no_action --description 'Succeed when git CMD has no action word yet' -a cmd
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; or __minnow_git_parse
    test "$__minnow_git_cmd" = "$cmd"; and not set -q __minnow_git_words[1]
end

function __minnow_git_nwords --description 'Succeed when git CMD is followed by N words' -a cmd n
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; or __minnow_git_parse
    test "$__minnow_git_cmd" = "$cmd"; and test (count $__minnow_git_words) -eq $n
end

function __minnow_git_dashdash --description 'Succeed when -- follows one of the git CMDS'
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; or __minnow_git_parse
    test $__minnow_git_dashdash = 1; and contains -- "$__minnow_git_cmd" $argv
end

function __minnow_git_no_dashdash --description 'Succeed when one of the git CMDS is not yet followed by --'
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; or __minnow_git_parse
    test $__minnow_git_dashdash = 0; and contains -- "$__minnow_git_cmd" $argv
end

function __minnow_git_seen --description 'Succeed when one of the options is on the line after the subcommand'
    __minnow_git_parse
    for w in $__minnow_git_rest
        test "$w" = --; and return 1
        contains -- (string replace -r -- '=.*' '' $w) $argv; and return 0
        if string match -qr -- '^-[^-]' $w
            for o in (string match -r -- '^-.$' $argv)
                string match -q -- "*$(string sub -s 2 -- $o)*" (string sub -s 2 -- $w); and return 0
            end
        end
    end
    return 1
end

function __minnow_git_diff_options --description 'Succeed when the git subcommand takes diff options'
    __minnow_git_using diff show log whatchanged range-diff format-patch difftool
    or __minnow_git_action stash show
end

# --- lists ---------------------------------------------------------------

function __minnow_git_subcommands --description 'Print the git subcommands with descriptions'
    printf '%s\n' \
        add\t'Add file contents to the staging area' \
        am\t'Apply patches from a mailbox' \
        annotate\t'Annotate lines with commit information' \
        apply\t'Apply a patch to files or the index' \
        archive\t'Make an archive of a tree' \
        bisect\t'Find the commit that introduced a bug' \
        blame\t'Show which commit last changed each line' \
        branch\t'List, create or delete branches' \
        bugreport\t'Gather information for a bug report' \
        bundle\t'Move objects and refs by archive' \
        cat-file\t'Show the content or type of objects' \
        check-attr\t'Show gitattributes of paths' \
        check-ignore\t'Tell why a path is ignored' \
        check-mailmap\t'Show canonical names and addresses' \
        check-ref-format\t'Check that a ref name is well formed' \
        checkout\t'Switch branches or restore files' \
        checkout-index\t'Copy files from the index to the work tree' \
        cherry\t'Find commits not yet applied upstream' \
        cherry-pick\t'Apply the changes of existing commits' \
        citool\t'Graphical commit tool' \
        clean\t'Remove untracked files' \
        clone\t'Copy a repository into a new directory' \
        column\t'Display data in columns' \
        commit\t'Record changes to the repository' \
        commit-graph\t'Write and verify commit-graph files' \
        commit-tree\t'Make a commit object' \
        config\t'Get and set options' \
        count-objects\t'Count loose objects and their disk use' \
        credential\t'Get and store credentials' \
        daemon\t'Serve repositories over the git protocol' \
        describe\t'Name a commit after the nearest tag' \
        diff\t'Show changes between commits, index and work tree' \
        diff-files\t'Compare the work tree with the index' \
        diff-index\t'Compare a tree with the work tree or index' \
        diff-tree\t'Compare two trees' \
        difftool\t'Show changes with a diff tool' \
        fast-export\t'Export the repository as a stream' \
        fast-import\t'Import a stream into the repository' \
        fetch\t'Download objects and refs from a remote' \
        filter-branch\t'Rewrite branches' \
        for-each-ref\t'Print information on each ref' \
        format-patch\t'Prepare patches for e-mail' \
        fsck\t'Check the object database' \
        gc\t'Clean up and optimize the repository' \
        get-tar-commit-id\t'Extract the commit id from an archive' \
        grep\t'Print lines matching a pattern' \
        gui\t'Graphical interface to git' \
        hash-object\t'Compute an object id, optionally store the blob' \
        help\t'Show help on git' \
        init\t'Create an empty repository' \
        instaweb\t'Browse the repository in gitweb' \
        interpret-trailers\t'Add or parse commit message trailers' \
        log\t'Show commit logs' \
        ls-files\t'List files of the index and work tree' \
        ls-remote\t'List refs of a remote repository' \
        ls-tree\t'List the contents of a tree' \
        maintenance\t'Run tasks that keep the repository fast' \
        merge\t'Join histories together' \
        merge-base\t'Find a common ancestor for a merge' \
        merge-file\t'Three-way merge of one file' \
        merge-tree\t'Merge without touching index or work tree' \
        mergetool\t'Resolve merge conflicts with a tool' \
        mktag\t'Make a tag object' \
        mktree\t'Make a tree object from ls-tree text' \
        mv\t'Move or rename a file, directory or symlink' \
        name-rev\t'Name revisions symbolically' \
        notes\t'Add or inspect object notes' \
        pack-refs\t'Pack refs into one file' \
        prune\t'Remove unreachable objects' \
        pull\t'Fetch from and integrate a remote' \
        push\t'Update remote refs' \
        range-diff\t'Compare two commit ranges' \
        read-tree\t'Read a tree into the index' \
        rebase\t'Reapply commits on another base' \
        reflog\t'Manage reflog entries' \
        remote\t'Manage tracked repositories' \
        repack\t'Pack loose objects' \
        replace\t'Manage refs that replace objects' \
        request-pull\t'Summarize changes for a pull request' \
        rerere\t'Reuse recorded conflict resolutions' \
        reset\t'Set HEAD, index or work tree to a state' \
        restore\t'Restore work tree or index files' \
        rev-list\t'List commit objects' \
        rev-parse\t'Pick out and massage revision arguments' \
        revert\t'Revert existing commits' \
        rm\t'Remove files from the work tree and index' \
        send-email\t'Send patches by e-mail' \
        shortlog\t'Summarize git log output' \
        show\t'Show objects: commits, tags, trees, blobs' \
        show-branch\t'Show branches and their commits' \
        show-ref\t'List refs of the local repository' \
        sparse-checkout\t'Check out only some of the files' \
        stash\t'Put changes away and get them back' \
        status\t'Show the work tree status' \
        stripspace\t'Remove needless whitespace' \
        submodule\t'Manage submodules' \
        switch\t'Switch branches' \
        symbolic-ref\t'Read or change symbolic refs' \
        tag\t'Create, list, delete or verify tags' \
        update-index\t'Register work tree files in the index' \
        update-ref\t'Change the object a ref names' \
        var\t'Show a git logical variable' \
        verify-commit\t'Check the signature of commits' \
        verify-pack\t'Check packed archive files' \
        verify-tag\t'Check the signature of tags' \
        version\t'Show the version of git' \
        whatchanged\t'Show logs with the changes of each commit' \
        worktree\t'Manage several work trees' \
        write-tree\t'Make a tree object from the index'
end

function __minnow_git_aliases --description 'Print the aliases with what they stand for'
    # (a value of several lines is described by its first one)
    __minnow_git config --get-regexp '^alias\.' | string replace -rf -- '^alias\.(\S+) (.*)$' '$1'\t'Alias: $2'
end

function __minnow_git_extra_commands --description 'Print git-NAME programs on $PATH'
    set -l found $PATH/git-*
    for name in (string replace -r -- '^.*/git-' '' $found)
        contains -- $name $__minnow_git_known cvsserver receive-pack shell upload-archive upload-pack
        or printf '%s\t%s\n' $name "Command git-$name"
    end
end

# A git-NAME program on $PATH is run as `git NAME`, and completes as
# `git-NAME` does: the words after NAME go to its completions.
function __minnow_git_custom --description 'Succeed when the git subcommand is a git-NAME program'
    test "$PWD $(commandline -pc)" = "$__minnow_git_key"; or __minnow_git_parse
    # (a word that is neither a subcommand nor an alias leaves no command)
    test -n "$__minnow_git_word" -a -z "$__minnow_git_cmd"
    and command -sq -- git-$__minnow_git_word
end

function __minnow_git_custom_complete --description 'Complete the words of a git-NAME program'
    __minnow_git_parse
    complete -C "git-$__minnow_git_word $(string join ' ' -- (string escape -- $__minnow_git_rest)) $(commandline -ct)"
end

# Refs with their kind. Words: heads remotes tags (those refs), dwim (the
# names of remote branches that exist on one remote only and not locally:
# checkout and switch make a local branch for them), pseudo (HEAD and the
# other heads that exist, from the git dir).
function __minnow_git_refs --description 'Print refs: heads remotes tags dwim pseudo'
    set -l where
    if contains -- heads $argv; or contains -- dwim $argv
        set -a where refs/heads/
    end
    contains -- tags $argv; and set -a where refs/tags/
    if contains -- remotes $argv; or contains -- dwim $argv
        set -a where refs/remotes/
    end
    begin
        # line 1: the git dir, when the pseudo heads are wanted
        if contains -- pseudo $argv
            __minnow_git_dir; or echo
        else
            echo
        end
        set -q where[1]; and __minnow_git for-each-ref --format='%(refname)' $where
    end | command awk -v want="$argv" '
        BEGIN { n = split(want, w, " "); for (i = 1; i <= n; i++) k[w[i]] = 1 }
        NR == 1 { dir = $0; next }
        /^refs\/heads\// { b = substr($0, 12); mine[b] = 1; if (k["heads"]) print b "\tLocal Branch"; next }
        /^refs\/tags\// { print substr($0, 11) "\tTag"; next }
        /^refs\/remotes\// {
            r = substr($0, 14)
            if (k["remotes"]) print r "\tRemote Branch"
            i = index(r, "/")
            if (i) { b = substr(r, i + 1); if (b != "HEAD") seen[b]++ }
        }
        END {
            if (k["dwim"]) for (b in seen) if (seen[b] == 1 && !(b in mine)) print b "\tRemote Branch (tracked locally)"
            if (dir != "") {
                print "HEAD\tHead"
                n = split("FETCH_HEAD ORIG_HEAD MERGE_HEAD CHERRY_PICK_HEAD REVERT_HEAD", h, " ")
                for (i = 1; i <= n; i++) {
                    f = dir "/" h[i]
                    if ((getline line < f) > 0) print h[i] "\tHead"
                    close(f)
                }
            }
        }'
end

function __minnow_git_dir --description 'Print the git dir of the line'
    # Found without running git when the line and the environment name no
    # other repository: the nearest .git above the current directory.
    if set -q __minnow_git_globals[1]; or set -q GIT_DIR
        __minnow_git rev-parse --absolute-git-dir
        return
    end
    set -l d $PWD
    while test -n "$d"
        if test -d $d/.git
            echo $d/.git
            return 0
        else if test -f $d/.git
            # a linked work tree or a submodule: "gitdir: PATH"
            read -l line <$d/.git
            set -l dir (string replace -- 'gitdir: ' '' $line)
            string match -q -- '/*' $dir; or set dir $d/$dir
            echo $dir
            return 0
        end
        set d (string replace -r -- '/[^/]*$' '' $d)
    end
    return 1
end

function __minnow_git_commits --description 'Print recent commits with their subjects (git log options may be given)'
    __minnow_git log --no-show-signature --format='%h%x09%s' --max-count=50 $argv
end

function __minnow_git_hash_commits --description 'Print recent commits of all branches when the word looks like a hash'
    string match -qr '^[0-9a-fA-F]{4,}$' -- (commandline -ct); or return
    __minnow_git_commits --all
end

# Files git knows about by their state. Words: unstaged (changed or deleted
# in the work tree), untracked, staged, unmerged. Paths are relative to the
# current directory.
function __minnow_git_files --description 'Print files: unstaged untracked staged unmerged'
    set -l u -uno
    contains -- untracked $argv; and set u -uall
    set -l lines (__minnow_git -c core.quotePath=false -c status.relativePaths=true status --porcelain=v2 $u --ignore-submodules=all)
    set -q lines[1]; or return
    # 1 XY sub mH mI mW hH hI path / 2 XY sub mH mI mW hH hI score path<tab>orig
    set -l out
    if contains -- unstaged $argv
        set -a out (string replace -rf -- '^(?:1 .[MT] (?:\S+ ){6}|2 .[MT] (?:\S+ ){7})([^\t]*).*$' '$1'\t'Modified file' $lines)
        set -a out (string replace -rf -- '^(?:1 .D (?:\S+ ){6}|2 .D (?:\S+ ){7})([^\t]*).*$' '$1'\t'Deleted file' $lines)
    end
    if contains -- unmerged $argv
        set -a out (string replace -rf -- '^u \S+ (?:\S+ ){8}(.*)$' '$1'\t'Unmerged file' $lines)
    end
    if contains -- untracked $argv
        set -a out (string replace -rf -- '^\? (.*)$' '$1'\t'Untracked file' $lines)
    end
    if contains -- staged $argv
        set -a out (string replace -rf -- '^1 [MT]. (?:\S+ ){6}(.*)$' '$1'\t'Staged modified file' $lines)
        set -a out (string replace -rf -- '^1 A. (?:\S+ ){6}(.*)$' '$1'\t'Added file' $lines)
        set -a out (string replace -rf -- '^1 D. (?:\S+ ){6}(.*)$' '$1'\t'Staged deleted file' $lines)
        set -a out (string replace -rf -- '^2 R. (?:\S+ ){7}([^\t]*).*$' '$1'\t'Renamed file' $lines)
        set -a out (string replace -rf -- '^2 C. (?:\S+ ){7}([^\t]*).*$' '$1'\t'Copied file' $lines)
    end
    # Names with quotes, backslashes or control characters come quoted.
    set -l plain (string match -v -- '"*' $out)
    for l in (string match -- '"*' $out)
        set -l parts (string split -m 1 -r -- \t $l)
        set -a plain (printf '%s\t%s\n' (string unescape -- $parts[1]) $parts[2])
    end
    # A word that starts with a colon is a path from the top of the work
    # tree, written :/:PATH.
    if string match -q -- ':*' (commandline -ct)
        set -l top (__minnow_git rev-parse --show-toplevel)
        or return
        for l in $plain
            set -l parts (string split -m 1 -r -- \t $l)
            set -l full (path resolve -- $parts[1])
            string match -q -- "$top/*" $full
            and printf ':/:%s\t%s\n' (string replace -- "$top/" '' $full) $parts[2]
        end
        return
    end
    string join \n -- $plain
end

function __minnow_git_remotes --description 'Print the remotes with their URLs'
    __minnow_git config --get-regexp '^remote\..*\.url$' | string replace -rf -- '^remote\.(.*)\.url (.*)$' '$1'\t'$2'
end

function __minnow_git_remote_branches --description 'Print the branches of the remote named on the line'
    set -l remotes (__minnow_git remote)
    for w in $__minnow_git_words
        if contains -- $w $remotes
            __minnow_git for-each-ref --format='%(refname:lstrip=3)'\t'Branch of '$w "refs/remotes/$w/" | string match -v -- HEAD\t'*'
            return
        end
    end
end

function __minnow_git_stashes --description 'Print the stash entries'
    __minnow_git stash list --format='%gd%x09%gs'
end

function __minnow_git_worktrees --description 'Print the work trees but the current one'
    __minnow_git worktree list --porcelain | string replace -rf -- '^worktree (.*)$' '$1'\t'Worktree'
end

function __minnow_git_submodules --description 'Print the submodule paths'
    __minnow_git submodule status | string replace -rf -- '^.\S+ (\S+).*$' '$1'\t'Submodule'
end

function __minnow_git_config_keys --description 'Print config keys: those set, with values, then all known ones'
    __minnow_git config --list | string replace -- = \t
    __minnow_git help --config | string match -r -- '^[a-zA-Z][^ ]*\.[^ ]*$'
end

function __minnow_git_rev_files --description 'Complete REV:PATH with the files of REV'
    set -l tok (commandline -ct)
    set -l rev (string replace -r -- ':.*' '' $tok)
    set -l dir (string replace -r -- '^[^:]*:((?:.*/)?).*$' '$1' $tok)
    __minnow_git ls-tree "$rev:$dir" | string replace -r -- '^\S+ (\S+) \S+\t(.*)$' '$1 $2' \
        | string replace -r -- '^tree (.*)$' "$rev:$dir\$1/" | string replace -r -- '^\S+ (.*)$' "$rev:$dir\$1"
end

function __minnow_git_token_is_rev_path --description 'Succeed when the word being completed is REV:PATH'
    string match -qr -- '^[^-:][^:]*:' (commandline -ct)
end

function __minnow_git_help_topics --description 'Print the concept guides of git help'
    printf '%s\n' \
        attributes\t'Guide: attributes of paths' cli\t'Guide: command-line conventions' \
        core-tutorial\t'Guide: git core tutorial' credentials\t'Guide: passing credentials' \
        cvs-migration\t'Guide: git for CVS users' diffcore\t'Guide: tweaking diff output' \
        everyday\t'Guide: a useful minimum of commands' faq\t'Guide: frequently asked questions' \
        glossary\t'Guide: the git glossary' hooks\t'Guide: hooks' ignore\t'Guide: ignoring files' \
        mailmap\t'Guide: mapping author names' modules\t'Guide: defining submodules' \
        namespaces\t'Guide: namespaces' remote-helpers\t'Guide: remote helper programs' \
        repository-layout\t'Guide: the repository layout' revisions\t'Guide: naming revisions' \
        submodules\t'Guide: mounting one repository in another' tutorial\t'Guide: a tutorial' \
        tutorial-2\t'Guide: a tutorial, part two' workflows\t'Guide: recommended workflows'
end

# For rules written for fish's git completion.
function __fish_git_needs_command
    __minnow_git_needs_sub; and return 0
    echo $__minnow_git_cmd
    return 1
end

function __fish_git_using_command
    __minnow_git_using $argv
end

# The lists of fish's git completion under fish's names, which the completion
# files of other git tools (gitk, tig, pre-commit) call once they have loaded
# this file with `complete -C 'git '`.
function __fish_git --description 'Run git with the global options of the line'
    __minnow_git $argv
end

function __fish_git_refs --description 'Print the branches, tags and heads'
    __minnow_git_refs heads remotes tags pseudo
end

function __fish_git_branches --description 'Print the local and remote branches'
    __minnow_git_refs heads remotes
end

function __fish_git_local_branches --description 'Print the local branches'
    __minnow_git_refs heads
end

function __fish_git_remote_branches --description 'Print the remote branches'
    __minnow_git_refs remotes
end

function __fish_git_tags --description 'Print the tags'
    __minnow_git_refs tags
end

function __fish_git_heads --description 'Print HEAD and the other heads there are (FETCH_HEAD...)'
    __minnow_git_refs pseudo
end

function __fish_git_remotes --description 'Print the remotes with their URLs'
    __minnow_git_remotes
end

function __fish_git_commits --description 'Print commits of all branches with their subjects'
    __minnow_git_commits --all
end

function __fish_git_recent_commits --description 'Print recent commits with their subjects'
    __minnow_git_commits $argv
end

# A word already holding A.. or A... is completed with the refs after it.
function __fish_git_ranges --description 'Print refs, or the ranges A..REF (A...REF) that the word begins'
    set -l range (string match -r -- '^.*?\.\.\.?' (commandline -ct))
    or set range ''
    set -l refs (__fish_git_refs)
    set -q refs[1]
    and printf '%s\n' $range$refs
end

# --- git itself ------------------------------------------------------------

set -l g complete -c git -n __minnow_git_needs_sub
$g -f -a '(__minnow_git_subcommands; __minnow_git_aliases; __minnow_git_extra_commands)'
complete -c git -f -n __minnow_git_custom -a '(__minnow_git_custom_complete)'
$g -s C -x -a '(__fish_complete_directories)' -d 'Run as if started in this directory'
$g -s c -x -a '(__minnow_git config --name-only --list | string replace -r -- \'$\' =)' -d 'Set a config option for this command (KEY=VALUE)'
$g -l config-env -x -d 'Set a config option from an environment variable'
$g -s v -l version -d 'Print the version of git'
$g -s h -l help -d 'Show the help of git'
$g -l exec-path -d 'Print or set where git keeps its programs'
$g -l html-path -d 'Print where the HTML manual is'
$g -l man-path -d 'Print where the manual pages are'
$g -l info-path -d 'Print where the info pages are'
$g -s p -l paginate -d 'Pipe the output into a pager'
$g -s P -l no-pager -d 'Do not pipe the output into a pager'
$g -l git-dir -r -d 'Path of the repository'
$g -l work-tree -r -d 'Path of the work tree'
$g -l namespace -x -d 'Git namespace'
$g -l bare -d 'Treat the repository as bare'
$g -l no-replace-objects -d 'Do not use replacement refs'
$g -l literal-pathspecs -d 'Take pathspecs literally'
$g -l glob-pathspecs -d 'Take pathspecs as globs'
$g -l noglob-pathspecs -d 'Take pathspecs literally, not as globs'
$g -l icase-pathspecs -d 'Match pathspecs ignoring case'
$g -l no-optional-locks -d 'Skip operations that need optional locks'
$g -l list-cmds -x -a 'main others alias nohelpers config parseopt' -d 'List commands by group'

# Options shared by several subcommands.
set -l c complete -c git -n __minnow_git_diff_options
$c -s p -s u -l patch -d 'Show the patch'
$c -s s -l no-patch -d 'Show no patch'
$c -s U -l unified -x -d 'Lines of context around changes'
$c -l raw -d 'Show the raw diff format'
$c -l stat -d 'Show a diffstat'
$c -l numstat -d 'Show added and deleted line counts'
$c -l shortstat -d 'Show only the totals of the diffstat'
$c -l dirstat -d 'Show how much each directory changed'
$c -l summary -d 'Show created, renamed and mode-changed files'
$c -l name-only -d 'Show only the names of changed files'
$c -l name-status -d 'Show names and kinds of changes'
$c -l submodule -f -a 'short log diff' -d 'How submodule changes are shown'
$c -l color -f -a 'always never auto' -d 'Colour the output'
$c -l no-color -d 'Do not colour the output'
$c -l color-moved -f -a 'no default plain blocks zebra dimmed-zebra' -d 'Colour moved lines differently'
$c -l word-diff -f -a 'color plain porcelain none' -d 'Show changed words'
$c -l word-diff-regex -x -d 'What a word is, for --word-diff'
$c -l color-words -d 'Show changed words in colour'
$c -l no-renames -d 'Do not detect renames'
$c -l check -d 'Warn about whitespace errors and conflict markers'
$c -l full-index -d 'Show full object names in index lines'
$c -l binary -d 'Show binary diffs that git apply can use'
$c -l abbrev -d 'Shorten object names'
$c -s B -l break-rewrites -d 'Split complete rewrites into delete and create'
$c -s M -l find-renames -d 'Detect renames'
$c -s C -l find-copies -d 'Detect copies as well as renames'
$c -l find-copies-harder -d 'Look for copies among unchanged files too'
$c -s D -l irreversible-delete -d 'Leave out the old content of deleted files'
$c -s R -d 'Swap the two sides'
$c -l relative -d 'Show paths relative to the current directory'
$c -s a -l text -d 'Treat all files as text'
$c -l ignore-cr-at-eol -d 'Ignore carriage returns at line ends'
$c -l ignore-space-at-eol -d 'Ignore whitespace changes at line ends'
$c -s b -l ignore-space-change -d 'Ignore changes in the amount of whitespace'
$c -s w -l ignore-all-space -d 'Ignore whitespace'
$c -l ignore-blank-lines -d 'Ignore changes of blank lines'
$c -s W -l function-context -d 'Show whole functions as context'
$c -l ext-diff -d 'Allow an external diff helper'
$c -l no-ext-diff -d 'Do not use external diff helpers'
$c -l textconv -d 'Run text conversion filters on binary files'
$c -l no-textconv -d 'Do not run text conversion filters'
$c -l ignore-submodules -f -a 'none untracked dirty all' -d 'Ignore changes to submodules'
$c -l src-prefix -x -d 'Prefix of source paths instead of a/'
$c -l dst-prefix -x -d 'Prefix of destination paths instead of b/'
$c -l no-prefix -d 'Show no source or destination prefix'
$c -l minimal -d 'Spend extra time to find the smallest diff'
$c -l patience -d 'Use the patience diff algorithm'
$c -l histogram -d 'Use the histogram diff algorithm'
$c -l anchored -x -d 'Use the anchored diff algorithm on this text'
$c -l diff-algorithm -x -a 'default myers minimal patience histogram' -d 'Diff algorithm'
$c -l diff-filter -x -a 'A C D M R T U X B' -d 'Show only changes of these kinds (ACDMRTUXB)'
$c -s S -x -d 'Look for changes of the count of this string'
$c -s G -x -d 'Look for changed lines matching this regex'
$c -l pickaxe-all -d 'Show all changes of a commit -S or -G found'
$c -l pickaxe-regex -d 'Take the string of -S as a regex'
$c -s O -r -d 'Order the files as this file says'
$c -l output -r -d 'Write to this file'
$c -s z -d 'Separate with NUL bytes'

set -l c complete -c git -n '__minnow_git_using log show whatchanged shortlog rev-list'
$c -l oneline -d 'One line a commit: short hash and subject'
$c -l pretty -l format -x -a 'oneline short medium full fuller reference email raw format:' -d 'Format of commits'
$c -l abbrev-commit -d 'Shorten commit hashes'
$c -l no-abbrev-commit -d 'Show full commit hashes'
$c -l encoding -x -d 'Encoding of the output'
$c -l expand-tabs -d 'Expand tabs in messages'
$c -l notes -d 'Show notes'
$c -l no-notes -d 'Do not show notes'
$c -l show-signature -d 'Check the signatures of commits'
$c -l date -x -a 'relative local iso iso-strict rfc short raw human unix default format:' -d 'Format of dates'
$c -l relative-date -d 'Show dates relative to now'
$c -l decorate -f -a 'short full auto no' -d 'Show the refs of commits'
$c -l no-decorate -d 'Do not show refs'
$c -l source -d 'Show the ref each commit was reached by'
$c -l use-mailmap -l mailmap -d 'Map names with the mailmap'

# --- add ------------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using add'
$c -f -a '(__minnow_git_files unstaged untracked unmerged)'
$c -s n -l dry-run -d 'Only show what would be added'
$c -s v -l verbose -d 'List the files added'
$c -s f -l force -d 'Add ignored files too'
$c -s i -l interactive -d 'Pick changes interactively'
$c -s p -l patch -d 'Pick hunks interactively'
$c -s e -l edit -d 'Edit the diff to add'
$c -s u -l update -d 'Stage changes of tracked files only'
$c -s A -l all -d 'Stage all changes, new files too'
$c -l no-all -l ignore-removal -d 'Do not stage removed files'
$c -s N -l intent-to-add -d 'Record only that the path will be added'
$c -l refresh -d 'Only refresh the stat information of the index'
$c -l ignore-errors -d 'Skip files that cannot be added'
$c -l ignore-missing -d 'With --dry-run, check missing files too'
$c -l renormalize -d 'Apply clean filters to tracked files again'
$c -l sparse -d 'Allow paths outside the sparse checkout'
$c -l chmod -x -a '+x -x' -d 'Set or clear the executable bit'
$c -l pathspec-from-file -r -d 'Read the paths from this file'
$c -l pathspec-file-nul -d 'Paths in the file are separated by NUL'

# --- commit ---------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using commit'
$c -f -a '(__minnow_git_files unstaged staged)'
$c -s a -l all -d 'Stage all changes of tracked files first'
$c -s m -l message -x -d 'The commit message'
$c -s F -l file -r -d 'Take the message from a file'
$c -s C -l reuse-message -x -a '(__minnow_git_commits --all)' -d 'Reuse the message of a commit'
$c -s c -l reedit-message -x -a '(__minnow_git_commits --all)' -d 'Reuse and edit the message of a commit'
$c -l fixup -x -a '(__minnow_git_commits)' -d 'Make a fixup commit for a commit'
$c -l squash -x -a '(__minnow_git_commits)' -d 'Make a squash commit for a commit'
$c -l amend -d 'Replace the last commit'
$c -l no-edit -d 'Keep the message as it is'
$c -s e -l edit -d 'Edit the message'
$c -s t -l template -r -d 'Start the message from this file'
$c -l author -x -d 'Set the author (Name <email>)'
$c -l date -x -d 'Set the author date'
$c -l reset-author -d 'Make the committer the author'
$c -s s -l signoff -d 'Add a Signed-off-by trailer'
$c -l no-signoff -d 'Add no Signed-off-by trailer'
$c -l trailer -x -d 'Add a trailer (token: value)'
$c -s S -l gpg-sign -d 'Sign the commit'
$c -l no-gpg-sign -d 'Do not sign the commit'
$c -s n -l no-verify -d 'Skip the pre-commit and commit-msg hooks'
$c -l verify -d 'Run the pre-commit and commit-msg hooks'
$c -l allow-empty -d 'Allow a commit that changes nothing'
$c -l allow-empty-message -d 'Allow an empty message'
$c -l cleanup -x -a 'strip whitespace verbatim scissors default' -d 'How the message is cleaned up'
$c -s i -l include -d 'Stage the given paths as well'
$c -s o -l only -d 'Commit only the given paths'
$c -s p -l patch -d 'Pick hunks to commit interactively'
$c -l interactive -d 'Pick files to commit interactively'
$c -s u -l untracked-files -f -a 'no normal all' -d 'How untracked files are shown'
$c -s v -l verbose -d 'Show the diff in the message template'
$c -s q -l quiet -d 'Print no summary'
$c -l dry-run -d 'Show what would be committed'
$c -l status -d 'Put the status in the message template'
$c -l no-status -d 'Leave the status out of the template'
$c -l short -d 'With --dry-run, short status'
$c -l branch -d 'With --dry-run, show branch information'
$c -l porcelain -d 'With --dry-run, status for scripts'
$c -l long -d 'With --dry-run, long status'
$c -s z -l null -d 'With --dry-run, separate with NUL'
$c -l no-post-rewrite -d 'Skip the post-rewrite hook'
$c -l pathspec-from-file -r -d 'Read the paths from this file'
$c -l pathspec-file-nul -d 'Paths in the file are separated by NUL'

# --- checkout, switch, restore ----------------------------------------------
complete -c git -n '__minnow_git_no_dashdash checkout' -f -a '(__minnow_git_refs heads remotes tags dwim pseudo; __minnow_git_hash_commits)'
complete -c git -n '__minnow_git_using checkout' -f -a '(__minnow_git_files unstaged)'
complete -c git -n '__minnow_git_dashdash checkout' -F
complete -c git -n '__minnow_git_using switch' -n 'not __minnow_git_seen -d --detach' -f -a '(__minnow_git_refs heads dwim)'
complete -c git -n '__minnow_git_using switch' -n '__minnow_git_seen -d --detach' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
complete -c git -n '__minnow_git_using restore' -n 'not __minnow_git_seen -S --staged' -f -a '(__minnow_git_files unstaged)'
complete -c git -n '__minnow_git_using restore' -n '__minnow_git_seen -S --staged' -f -a '(__minnow_git_files staged)'

set -l c complete -c git -n '__minnow_git_using checkout switch restore'
$c -s m -l merge -d 'Merge local changes, or recreate conflicts'
$c -l conflict -x -a 'merge diff3 zdiff3' -d 'Style of conflict markers'
$c -s q -l quiet -d 'Report no progress'
$c -l progress -d 'Report progress'
$c -l no-progress -d 'Report no progress'
$c -l recurse-submodules -d 'Update submodules too'
$c -l no-recurse-submodules -d 'Leave submodules alone'

set -l c complete -c git -n '__minnow_git_using checkout switch'
$c -l orphan -x -d 'Start a branch with no history'
$c -s t -l track -d 'Set the upstream of the new branch'
$c -l no-track -d 'Set no upstream'
$c -l guess -d 'Make a branch for a remote one of that name'
$c -l no-guess -d 'Do not guess remote branches'
$c -s f -l force -d 'Throw away local changes'
$c -l ignore-other-worktrees -d 'Take a branch used by another work tree'

set -l c complete -c git -n '__minnow_git_using checkout restore'
$c -s 2 -l ours -d 'Take our version of unmerged files'
$c -s 3 -l theirs -d 'Take their version of unmerged files'
$c -s p -l patch -d 'Pick hunks interactively'
$c -l overlay -d 'Never remove files'
$c -l no-overlay -d 'Remove files not in the source'
$c -l ignore-skip-worktree-bits -d 'Ignore the sparse checkout patterns'

set -l c complete -c git -n '__minnow_git_using checkout'
$c -s b -x -d 'Create a branch and switch to it'
$c -s B -x -d 'Create or reset a branch and switch to it'
$c -s l -d 'Create a reflog for the new branch'
$c -s d -l detach -d 'Check out a commit, detached from branches'
$c -l overwrite-ignore -d 'Overwrite ignored files'

set -l c complete -c git -n '__minnow_git_using switch'
$c -s c -l create -x -d 'Create a branch and switch to it'
$c -s C -l force-create -x -d 'Create or reset a branch and switch to it'
$c -s d -l detach -d 'Switch to a commit, detached from branches'
$c -l discard-changes -d 'Throw away local changes'

set -l c complete -c git -n '__minnow_git_using restore'
$c -s s -l source -x -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)' -d 'Take the files from this commit'
$c -s S -l staged -d 'Restore the index'
$c -s W -l worktree -d 'Restore the work tree (the default)'
$c -l ignore-unmerged -d 'Skip unmerged files'

# --- branch ---------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using branch'
complete -c git -n '__minnow_git_using branch' -n 'not __minnow_git_seen -r --remotes' -f -a '(__minnow_git_refs heads)'
complete -c git -n '__minnow_git_using branch' -n '__minnow_git_seen -r --remotes -a --all' -f -a '(__minnow_git_refs remotes)'
$c -s d -l delete -d 'Delete a fully merged branch'
$c -s D -d 'Delete a branch, merged or not'
$c -s m -l move -d 'Rename a branch'
$c -s M -d 'Rename a branch, replacing an existing one'
$c -s c -l copy -d 'Copy a branch'
$c -s C -d 'Copy a branch, replacing an existing one'
$c -s l -l list -d 'List branches (matching patterns)'
$c -s a -l all -d 'List local and remote branches'
$c -s r -l remotes -d 'Act on remote-tracking branches'
$c -s v -l verbose -d 'Show hash and subject (twice: upstream too)'
$c -s q -l quiet -d 'Print fewer messages'
$c -s f -l force -d 'Force creation, rename or deletion'
$c -s t -l track -d 'Set the upstream of the new branch'
$c -l no-track -d 'Set no upstream'
$c -s u -l set-upstream-to -x -a '(__minnow_git_refs remotes heads)' -d 'Set the upstream of a branch'
$c -l unset-upstream -d 'Remove the upstream of a branch'
$c -l show-current -d 'Print the current branch'
$c -l edit-description -d 'Edit the description of a branch'
$c -l create-reflog -d 'Create the reflog of the branch'
$c -l contains -x -a '(__minnow_git_refs heads remotes tags; __minnow_git_hash_commits)' -d 'List branches that contain a commit'
$c -l no-contains -x -a '(__minnow_git_refs heads remotes tags; __minnow_git_hash_commits)' -d 'List branches that do not contain a commit'
$c -l merged -x -a '(__minnow_git_refs heads remotes tags)' -d 'List branches merged into a commit'
$c -l no-merged -x -a '(__minnow_git_refs heads remotes tags)' -d 'List branches not merged into a commit'
$c -l points-at -x -a '(__minnow_git_refs heads remotes tags)' -d 'List branches pointing at an object'
$c -l sort -x -a 'refname -refname committerdate -committerdate authordate -authordate objectname' -d 'Sort by this field'
$c -l format -x -d 'Output format'
$c -l color -f -a 'always never auto' -d 'Colour the output'
$c -l no-color -d 'Do not colour the output'
$c -l column -f -a 'always never auto column row plain dense nodense' -d 'List in columns'
$c -l no-column -d 'Do not list in columns'
$c -l abbrev -x -d 'Digits of object names'
$c -s i -l ignore-case -d 'Sort and filter ignoring case'
$c -l recurse-submodules -d 'Act on submodules too'

# --- merge, pull ----------------------------------------------------------
complete -c git -n '__minnow_git_using merge' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
set -l c complete -c git -n '__minnow_git_using merge pull'
$c -l commit -d 'Commit the merge result'
$c -l no-commit -d 'Stop before committing'
$c -s e -l edit -d 'Edit the merge message'
$c -l no-edit -d 'Keep the merge message'
$c -l ff -d 'Fast-forward when possible'
$c -l no-ff -d 'Always make a merge commit'
$c -l ff-only -d 'Only fast-forward'
$c -l squash -d 'Squash into the work tree, do not commit'
$c -l no-squash -d 'Make a real merge'
$c -s s -l strategy -x -a 'ort recursive resolve octopus ours subtree' -d 'Merge strategy'
$c -s X -l strategy-option -x -a 'ours theirs patience diff-algorithm= ignore-space-change ignore-all-space renormalize no-renames find-renames subtree' -d 'Option of the merge strategy'
$c -l log -d 'Put one-line descriptions of merged commits in the message'
$c -l no-log -d 'Leave the list of merged commits out'
$c -l stat -d 'Show a diffstat at the end'
$c -s n -l no-stat -d 'Show no diffstat'
$c -l signoff -d 'Add a Signed-off-by trailer'
$c -l no-signoff -d 'Add no Signed-off-by trailer'
$c -s S -l gpg-sign -d 'Sign the merge commit'
$c -l no-gpg-sign -d 'Do not sign the merge commit'
$c -l verify-signatures -d 'Check that merged commits are signed'
$c -l no-verify-signatures -d 'Do not check signatures'
$c -l verify -d 'Run the pre-merge-commit and commit-msg hooks'
$c -l no-verify -d 'Skip the pre-merge-commit and commit-msg hooks'
$c -l autostash -d 'Stash changes before and pop them after'
$c -l no-autostash -d 'Do not stash changes'
$c -l allow-unrelated-histories -d 'Merge histories with no common ancestor'
$c -l cleanup -x -a 'strip whitespace verbatim scissors default' -d 'How the message is cleaned up'
set -l c complete -c git -n '__minnow_git_using merge'
$c -s m -l message -x -d 'The merge message'
$c -s F -l file -r -d 'Take the message from a file'
$c -l into-name -x -d 'Name of the target branch in the message'
$c -l rerere-autoupdate -d 'Stage the results of reused resolutions'
$c -l overwrite-ignore -d 'Overwrite ignored files'
$c -l abort -d 'Give up the merge in progress'
$c -l quit -d 'Forget the merge in progress, keep the files'
$c -l continue -d 'Conclude the merge in progress'
$c -s q -l quiet -d 'Print less'
$c -s v -l verbose -d 'Print more'
$c -l progress -d 'Report progress'
$c -l no-progress -d 'Report no progress'
complete -c git -n '__minnow_git_using pull' -s r -l rebase -f -a 'false true merges interactive' -d 'Rebase instead of merging'
complete -c git -n '__minnow_git_using pull' -l no-rebase -d 'Merge, do not rebase'

# --- rebase ---------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using rebase'
$c -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
$c -s i -l interactive -d 'Edit the list of commits first'
$c -l onto -x -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)' -d 'Put the commits on top of this one'
$c -l keep-base -d 'Keep the base the branch started from'
$c -l root -d 'Rebase every commit down to the root'
$c -l continue -d 'Go on after resolving a conflict'
$c -l skip -d 'Leave out the current commit and go on'
$c -l abort -d 'Give up and go back to the original branch'
$c -l quit -d 'Give up but leave HEAD where it is'
$c -l edit-todo -d 'Edit the list of commits left'
$c -l show-current-patch -d 'Show the patch being applied'
$c -s m -l merge -d 'Rebase with merge strategies'
$c -l apply -d 'Rebase with git am'
$c -s s -l strategy -x -a 'ort recursive resolve octopus ours subtree' -d 'Merge strategy'
$c -s X -l strategy-option -x -a 'ours theirs patience diff-algorithm= ignore-space-change ignore-all-space renormalize no-renames find-renames subtree' -d 'Option of the merge strategy'
$c -s r -l rebase-merges -d 'Keep merge commits'
$c -l no-rebase-merges -d 'Flatten merge commits'
$c -l autosquash -d 'Move fixup! and squash! commits into place'
$c -l no-autosquash -d 'Leave fixup! and squash! commits in order'
$c -l autostash -d 'Stash changes before and pop them after'
$c -l no-autostash -d 'Do not stash changes'
$c -l update-refs -d 'Move branches that point into the rebased commits'
$c -l no-update-refs -d 'Leave other branches alone'
$c -s x -l exec -x -d 'Run a command after each commit'
$c -l empty -x -a 'drop keep ask' -d 'What to do with commits that become empty'
$c -l fork-point -d 'Find the fork point from the reflog'
$c -l no-fork-point -d 'Take the upstream as the base'
$c -l reapply-cherry-picks -d 'Keep commits already upstream'
$c -l no-reapply-cherry-picks -d 'Drop commits already upstream'
$c -l reschedule-failed-exec -d 'Run a failed exec again'
$c -l committer-date-is-author-date -d 'Take the author date as committer date'
$c -l reset-author-date -d 'Take the current time as author date'
$c -l ignore-date -d 'Take the current time as author date'
$c -l ignore-whitespace -d 'Ignore whitespace differences'
$c -l whitespace -x -a 'nowarn warn fix error error-all' -d 'How whitespace errors are treated'
$c -l signoff -d 'Add a Signed-off-by trailer to each commit'
$c -s S -l gpg-sign -d 'Sign the commits'
$c -l no-gpg-sign -d 'Do not sign the commits'
$c -s f -l force-rebase -l no-ff -d 'Replay every commit, even unchanged ones'
$c -l no-verify -d 'Skip the pre-rebase hook'
$c -l verify -d 'Run the pre-rebase hook'
$c -l rerere-autoupdate -d 'Stage the results of reused resolutions'
$c -s C -x -d 'Lines of context that must match'
$c -s q -l quiet -d 'Print less'
$c -s v -l verbose -d 'Print more'
$c -l stat -d 'Show what changed upstream'
$c -s n -l no-stat -d 'Show no diffstat'

# --- log ------------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using log whatchanged'
complete -c git -n '__minnow_git_no_dashdash log whatchanged' -a '(__fish_git_ranges; __minnow_git_hash_commits)'
$c -s n -l max-count -x -d 'Show at most this many commits'
$c -l skip -x -d 'Skip this many commits first'
$c -l since -l after -x -d 'Commits newer than this date'
$c -l until -l before -x -d 'Commits older than this date'
$c -l author -x -d 'Commits by a matching author'
$c -l committer -x -d 'Commits by a matching committer'
$c -l grep -x -d 'Commits whose message matches'
$c -l all-match -d 'Commits matching all --grep patterns'
$c -l invert-grep -d 'Commits whose message does not match'
$c -s i -l regexp-ignore-case -d 'Match patterns ignoring case'
$c -s E -l extended-regexp -d 'Patterns are extended regexes'
$c -s F -l fixed-strings -d 'Patterns are fixed strings'
$c -s P -l perl-regexp -d 'Patterns are Perl regexes'
$c -s L -x -d 'Trace a line range or function of a file'
$c -l follow -d 'Follow renames of a single file'
$c -l graph -d 'Draw the history as a graph'
$c -l all -d 'Start from every ref'
$c -l branches -d 'Start from every branch'
$c -l tags -d 'Start from every tag'
$c -l remotes -d 'Start from every remote branch'
$c -l first-parent -d 'Follow only the first parent of merges'
$c -l merges -d 'Show only merge commits'
$c -l no-merges -d 'Show no merge commits'
$c -l reverse -d 'Show the oldest first'
$c -l topo-order -d 'No parent before all its children'
$c -l date-order -d 'Order by commit date, parents after children'
$c -l author-date-order -d 'Order by author date, parents after children'
$c -l left-right -d 'Mark the side of a symmetric difference'
$c -l cherry-pick -d 'Leave out equivalent commits of both sides'
$c -l cherry -d 'Like --right-only --cherry-mark --no-merges'
$c -l full-history -d 'Do not simplify history'
$c -l simplify-by-decoration -d 'Show only commits with refs'
$c -l ancestry-path -d 'Show only commits on the path between two'
$c -l no-walk -d 'Show the given commits only'
$c -l walk-reflogs -s g -d 'Walk the reflog instead of parents'
$c -l log-size -d 'Show the size of each message'
$c -l stdin -d 'Read more revisions from standard input'
$c -s q -l quiet -d 'Show no diff'
$c -l clear-decorations -d 'Forget the decoration filters'
$c -l decorate-refs -x -d 'Decorate with refs matching a pattern'
$c -l decorate-refs-exclude -x -d 'Do not decorate with refs matching a pattern'
$c -l full-diff -d 'Show the whole diff of matching commits'
$c -s m -d 'Show diffs of merge commits'
$c -l diff-merges -x -a 'off none on first-parent 1 separate m combined c dense-combined cc remerge r' -d 'How merge commits are shown'
complete -c git -n '__minnow_git_dashdash log whatchanged' -F

# --- diff -----------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using diff'
complete -c git -n '__minnow_git_no_dashdash diff' -n 'not __minnow_git_seen --cached --staged' -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits; __minnow_git_files unstaged unmerged)'
complete -c git -n '__minnow_git_no_dashdash diff' -n '__minnow_git_seen --cached --staged' -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits; __minnow_git_files staged)'
$c -l cached -l staged -d 'Compare the index with a commit'
$c -l merge-base -d 'Compare with the merge base'
$c -l no-index -d 'Compare two paths outside a repository'
$c -l exit-code -d 'Exit with 1 when there are changes'
$c -l quiet -d 'Print nothing, only the status'
$c -l ours -s 2 -d 'Compare with our side of a merge'
$c -l theirs -s 3 -d 'Compare with their side of a merge'
$c -l base -s 1 -d 'Compare with the base of a merge'
$c -s 0 -d 'Leave out diffs of unmerged entries'
complete -c git -n '__minnow_git_dashdash diff' -F

# --- show -----------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using show'
complete -c git -n '__minnow_git_no_dashdash show' -n 'not __minnow_git_token_is_rev_path' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_commits --all)'
complete -c git -n '__minnow_git_using show' -n __minnow_git_token_is_rev_path -f -a '(__minnow_git_rev_files)'
$c -s q -l quiet -d 'Show no diff'
$c -s m -d 'Show diffs of merge commits'
$c -l diff-merges -x -a 'off none on first-parent 1 separate m combined c dense-combined cc remerge r' -d 'How merge commits are shown'
complete -c git -n '__minnow_git_dashdash show' -F

# --- status ---------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using status'
$c -s s -l short -d 'Short format'
$c -s b -l branch -d 'Show the branch, also in short format'
$c -l show-stash -d 'Show how many entries are stashed'
$c -l porcelain -f -a 'v1 v2' -d 'Format for scripts'
$c -l long -d 'Long format (the default)'
$c -s v -l verbose -d 'Show the staged diff too (twice: unstaged too)'
$c -s u -l untracked-files -f -a 'no normal all' -d 'How untracked files are shown'
$c -l ignored -f -a 'traditional no matching' -d 'Show ignored files'
$c -l ignore-submodules -f -a 'none untracked dirty all' -d 'Ignore changes to submodules'
$c -s z -l null -d 'Separate entries with NUL'
$c -l column -f -a 'always never auto column row plain dense nodense' -d 'Show untracked files in columns'
$c -l no-column -d 'Do not show columns'
$c -l ahead-behind -d 'Count commits ahead and behind the upstream'
$c -l no-ahead-behind -d 'Do not count commits ahead and behind'
$c -l renames -d 'Detect renames'
$c -l no-renames -d 'Do not detect renames'
$c -s M -l find-renames -d 'Detect renames, with a similarity threshold'

# --- push, pull, fetch ----------------------------------------------------
set -l c complete -c git -n '__minnow_git_using push'
complete -c git -n '__minnow_git_nwords push 0' -f -a '(__minnow_git_remotes)'
complete -c git -n 'not __minnow_git_nwords push 0' -n '__minnow_git_using push' -f -a '(__minnow_git_refs heads tags)'
$c -l all -l branches -d 'Push every branch'
$c -l mirror -d 'Push every ref, deleting what is gone'
$c -l tags -d 'Push every tag too'
$c -l follow-tags -d 'Push annotated tags of pushed commits'
$c -s d -l delete -d 'Delete the remote refs'
$c -s n -l dry-run -d 'Do everything but send'
$c -s f -l force -d 'Overwrite remote refs that are not ancestors'
$c -l force-with-lease -d 'Force only when the remote ref is as expected'
$c -l no-force-with-lease -d 'Cancel --force-with-lease'
$c -l force-if-includes -d 'Force only when the remote ref was integrated'
$c -s u -l set-upstream -d 'Make the remote branch the upstream'
$c -l prune -d 'Delete remote branches with no local one'
$c -l atomic -d 'Update all refs or none'
$c -l no-atomic -d 'Update the refs one by one'
$c -s o -l push-option -x -d 'Send an option to the server'
$c -l signed -f -a 'true false if-asked' -d 'Sign the push'
$c -l no-signed -d 'Do not sign the push'
$c -l porcelain -d 'Output for scripts'
$c -l recurse-submodules -f -a 'check on-demand only no' -d 'Push submodules first'
$c -l no-recurse-submodules -d 'Leave submodules alone'
$c -l verify -d 'Run the pre-push hook'
$c -l no-verify -d 'Skip the pre-push hook'
$c -l thin -d 'Send a thin pack'
$c -l no-thin -d 'Send a full pack'
$c -l repo -x -a '(__minnow_git_remotes)' -d 'The remote to push to'
$c -l receive-pack -l exec -r -d 'Path of git-receive-pack on the remote'
$c -s q -l quiet -d 'Print less'
$c -s v -l verbose -d 'Print more'
$c -l progress -d 'Report progress'
$c -s 4 -l ipv4 -d 'Use IPv4 only'
$c -s 6 -l ipv6 -d 'Use IPv6 only'

set -l c complete -c git -n '__minnow_git_using pull fetch'
complete -c git -n '__minnow_git_nwords pull 0' -f -a '(__minnow_git_remotes)'
complete -c git -n '__minnow_git_nwords fetch 0' -f -a '(__minnow_git_remotes)'
complete -c git -n 'not __minnow_git_nwords pull 0' -n '__minnow_git_using pull' -f -a '(__minnow_git_remote_branches)'
complete -c git -n 'not __minnow_git_nwords fetch 0' -n '__minnow_git_using fetch' -f -a '(__minnow_git_remote_branches)'
$c -l all -d 'Fetch from every remote'
$c -s a -l append -d 'Add to FETCH_HEAD instead of replacing it'
$c -l atomic -d 'Update all local refs or none'
$c -l depth -x -d 'Fetch only this many commits'
$c -l deepen -x -d 'Fetch this many more commits of a shallow clone'
$c -l shallow-since -x -d 'Fetch only commits after this date'
$c -l shallow-exclude -x -d 'Fetch no commits reachable from this ref'
$c -l unshallow -d 'Make a shallow clone complete'
$c -l update-shallow -d 'Accept refs that update .git/shallow'
$c -l negotiation-tip -x -a '(__minnow_git_refs heads remotes tags)' -d 'Tell the server only about this commit'
$c -l dry-run -d 'Show what would be done'
$c -s f -l force -d 'Overwrite local refs that are not ancestors'
$c -s k -l keep -d 'Keep the downloaded pack'
$c -s p -l prune -d 'Delete remote branches gone from the remote'
$c -l no-prune -d 'Do not prune'
$c -s t -l tags -d 'Fetch every tag'
$c -l no-tags -d 'Fetch no tags'
$c -l refmap -x -d 'Refspec that maps fetched refs'
$c -l recurse-submodules -f -a 'yes on-demand no' -d 'Fetch submodules too'
$c -l no-recurse-submodules -d 'Leave submodules alone'
$c -s j -l jobs -x -d 'Fetch this many things in parallel'
$c -l set-upstream -d 'Make the fetched branch the upstream'
$c -l upload-pack -r -d 'Path of git-upload-pack on the remote'
$c -s q -l quiet -d 'Print less'
$c -s v -l verbose -d 'Print more'
$c -l progress -d 'Report progress'
$c -s o -l server-option -x -d 'Send an option to the server'
$c -l show-forced-updates -d 'Check whether branches were force-updated'
$c -l no-show-forced-updates -d 'Do not check for forced updates'
$c -s 4 -l ipv4 -d 'Use IPv4 only'
$c -s 6 -l ipv6 -d 'Use IPv6 only'
set -l c complete -c git -n '__minnow_git_using fetch'
$c -s m -l multiple -d 'Fetch from several remotes'
$c -s P -l prune-tags -d 'Delete local tags gone from the remote'
$c -l prefetch -d 'Fetch into refs/prefetch/'
$c -l refetch -d 'Fetch everything again'
$c -l write-fetch-head -d 'Write FETCH_HEAD'
$c -l no-write-fetch-head -d 'Do not write FETCH_HEAD'
$c -s u -l update-head-ok -d 'Allow updating the ref of HEAD'
$c -l filter -x -d 'Object filter for a partial clone'
$c -l stdin -d 'Read refspecs from standard input'
$c -l negotiate-only -d 'Only find the commits in common with the server'
$c -l auto-maintenance -l auto-gc -d 'Run maintenance afterwards'
$c -l no-auto-maintenance -l no-auto-gc -d 'Run no maintenance afterwards'
$c -l write-commit-graph -d 'Write the commit graph afterwards'
# --- remote ---------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using remote'
complete -c git -n '__minnow_git_no_action remote' -f -a '
add\t"Add a remote"
rename\t"Rename a remote"
remove\t"Remove a remote"
rm\t"Remove a remote"
set-head\t"Set the default branch of a remote"
set-branches\t"Set the branches a remote tracks"
get-url\t"Print the URLs of a remote"
set-url\t"Change the URLs of a remote"
show\t"Show information on a remote"
prune\t"Delete stale remote-tracking branches"
update\t"Fetch remotes"'
complete -c git -n '__minnow_git_action remote rename remove rm set-head set-branches get-url set-url show prune update' -f -a '(__minnow_git_remotes)'
complete -c git -n '__minnow_git_no_action remote' -s v -l verbose -d 'Show the URLs too'
set -l c complete -c git -n '__minnow_git_action remote add'
$c -s t -x -d 'Track only this branch'
$c -s m -x -d 'Point the remote HEAD at this branch'
$c -s f -d 'Fetch right away'
$c -l tags -d 'Fetch every tag'
$c -l no-tags -d 'Fetch no tags'
$c -l mirror -f -a 'fetch push' -d 'Make a mirror'
set -l c complete -c git -n '__minnow_git_action remote set-head'
$c -s a -l auto -d 'Ask the remote for its HEAD'
$c -s d -l delete -d 'Delete the remote HEAD'
complete -c git -n '__minnow_git_action remote set-branches' -l add -d 'Add to the tracked branches'
complete -c git -n '__minnow_git_action remote get-url' -l push -d 'Print push URLs'
complete -c git -n '__minnow_git_action remote get-url' -l all -d 'Print every URL'
complete -c git -n '__minnow_git_action remote set-url' -l push -d 'Change push URLs'
complete -c git -n '__minnow_git_action remote set-url' -l add -d 'Add a URL'
complete -c git -n '__minnow_git_action remote set-url' -l delete -d 'Delete the URLs matching a regex'
complete -c git -n '__minnow_git_action remote show' -s n -d 'Do not ask the remote'
complete -c git -n '__minnow_git_action remote prune' -s n -l dry-run -d 'Only show what would be pruned'
complete -c git -n '__minnow_git_action remote update' -s p -l prune -d 'Prune while fetching'
complete -c git -n '__minnow_git_action remote rename' -l progress -d 'Report progress'
complete -c git -n '__minnow_git_action remote rename' -l no-progress -d 'Report no progress'

# --- tag ------------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using tag'
$c -f
complete -c git -n '__minnow_git_using tag' -n '__minnow_git_seen -d --delete -v --verify -f --force' -f -a '(__minnow_git_refs tags)'
complete -c git -n '__minnow_git_nwords tag 1' -n 'not __minnow_git_seen -d --delete -v --verify -l --list' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
$c -s a -l annotate -d 'Make an annotated tag'
$c -s s -l sign -d 'Make a signed tag'
$c -l no-sign -d 'Do not sign the tag'
$c -s u -l local-user -x -d 'Sign with this key'
$c -s f -l force -d 'Replace an existing tag'
$c -s d -l delete -d 'Delete tags'
$c -s v -l verify -d 'Check the signature of tags'
$c -s l -l list -d 'List tags (matching patterns)'
$c -s n -d 'Print this many lines of each message'
$c -s m -l message -x -d 'The tag message'
$c -s F -l file -r -d 'Take the message from a file'
$c -s e -l edit -d 'Edit the message'
$c -l trailer -x -d 'Add a trailer (token: value)'
$c -l cleanup -x -a 'strip whitespace verbatim' -d 'How the message is cleaned up'
$c -l create-reflog -d 'Create a reflog for the tag'
$c -l sort -x -a 'refname -refname creatordate -creatordate version:refname -version:refname' -d 'Sort by this field'
$c -l contains -x -a '(__minnow_git_refs heads remotes tags; __minnow_git_hash_commits)' -d 'List tags that contain a commit'
$c -l no-contains -x -a '(__minnow_git_refs heads remotes tags; __minnow_git_hash_commits)' -d 'List tags that do not contain a commit'
$c -l merged -x -a '(__minnow_git_refs heads remotes tags)' -d 'List tags merged into a commit'
$c -l no-merged -x -a '(__minnow_git_refs heads remotes tags)' -d 'List tags not merged into a commit'
$c -l points-at -x -a '(__minnow_git_refs heads remotes tags)' -d 'List tags of an object'
$c -l format -x -d 'Output format'
$c -l color -f -a 'always never auto' -d 'Colour the output'
$c -l column -f -a 'always never auto column row plain dense nodense' -d 'List in columns'
$c -l no-column -d 'Do not list in columns'
$c -s i -l ignore-case -d 'Sort and filter ignoring case'

# --- stash ----------------------------------------------------------------
complete -c git -n '__minnow_git_no_action stash' -f -a '
push\t"Stash the changes"
save\t"Stash the changes (old form)"
list\t"List the stash entries"
show\t"Show the changes of an entry"
pop\t"Apply an entry and drop it"
apply\t"Apply an entry"
drop\t"Drop an entry"
branch\t"Make a branch from an entry"
clear\t"Drop every entry"
create\t"Make an entry without storing it"
store\t"Store an entry made by create"'
complete -c git -n '__minnow_git_action stash show pop apply drop branch' -f -a '(__minnow_git_stashes)'
set -l c complete -c git -n '__minnow_git_action stash push save'
complete -c git -n '__minnow_git_action stash push' -f -a '(__minnow_git_files unstaged staged untracked)'
$c -s p -l patch -d 'Pick hunks interactively'
$c -s S -l staged -d 'Stash only the staged changes'
$c -s k -l keep-index -d 'Keep the staged changes in place'
$c -l no-keep-index -d 'Stash the staged changes too'
$c -s u -l include-untracked -d 'Stash untracked files too'
$c -l no-include-untracked -d 'Leave untracked files'
$c -s a -l all -d 'Stash untracked and ignored files too'
$c -s q -l quiet -d 'Print nothing'
$c -s m -l message -x -d 'Describe the entry'
$c -l pathspec-from-file -r -d 'Read the paths from this file'
$c -l pathspec-file-nul -d 'Paths in the file are separated by NUL'
complete -c git -n '__minnow_git_action stash pop apply' -l index -d 'Restore the index too'
complete -c git -n '__minnow_git_action stash pop apply drop' -s q -l quiet -d 'Print nothing'
complete -c git -n '__minnow_git_action stash show' -s u -l include-untracked -d 'Show untracked files too'
complete -c git -n '__minnow_git_action stash show' -l only-untracked -d 'Show only untracked files'

# --- reset ----------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using reset'
complete -c git -n '__minnow_git_no_dashdash reset' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
$c -f -a '(__minnow_git_files staged)'
$c -l soft -d 'Move HEAD only'
$c -l mixed -d 'Move HEAD and reset the index (the default)'
$c -l hard -d 'Move HEAD, reset index and work tree'
$c -l merge -d 'Reset, keeping unstaged changes'
$c -l keep -d 'Reset, keeping local changes of untouched files'
$c -s p -l patch -d 'Pick hunks to unstage interactively'
$c -s q -l quiet -d 'Report only errors'
$c -l no-refresh -d 'Do not refresh the index afterwards'
$c -s N -l intent-to-add -d 'Mark removed paths as to be added'
$c -l recurse-submodules -d 'Reset submodules too'
$c -l no-recurse-submodules -d 'Leave submodules alone'
$c -l pathspec-from-file -r -d 'Read the paths from this file'
$c -l pathspec-file-nul -d 'Paths in the file are separated by NUL'

# --- clone, init ------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using clone'
$c -s l -l local -d 'Clone a local repository by hard links'
$c -l no-hardlinks -d 'Copy files instead of hard-linking them'
$c -s s -l shared -d 'Share objects with the source repository'
$c -l reference -r -d 'Borrow objects from this repository'
$c -l reference-if-able -r -d 'Borrow objects when the repository exists'
$c -l dissociate -d 'Copy the borrowed objects at the end'
$c -s q -l quiet -d 'Print less'
$c -s v -l verbose -d 'Print more'
$c -l progress -d 'Report progress'
$c -s n -l no-checkout -d 'Check out no files'
$c -l bare -d 'Make a bare repository'
$c -l mirror -d 'Make a bare mirror of every ref'
$c -s o -l origin -x -d 'Name of the remote instead of origin'
$c -s b -l branch -x -d 'Check out this branch'
$c -s u -l upload-pack -r -d 'Path of git-upload-pack on the remote'
$c -l template -r -d 'Directory of templates'
$c -s c -l config -x -d 'Set a config option of the new repository'
$c -l depth -x -d 'Make a shallow clone of this many commits'
$c -l shallow-since -x -d 'Make a shallow clone of commits after a date'
$c -l shallow-exclude -x -d 'Make a shallow clone without commits of a ref'
$c -l single-branch -d 'Clone only one branch'
$c -l no-single-branch -d 'Clone every branch'
$c -l tags -d 'Clone tags'
$c -l no-tags -d 'Clone no tags'
$c -l recurse-submodules -l recursive -d 'Clone submodules too'
$c -l shallow-submodules -d 'Make shallow submodule clones'
$c -l no-shallow-submodules -d 'Make full submodule clones'
$c -l remote-submodules -d 'Update submodules to their remote branches'
$c -l no-remote-submodules -d 'Check out the recorded submodule commits'
$c -s j -l jobs -x -d 'Fetch this many submodules at once'
$c -l separate-git-dir -r -d 'Put the git dir here'
$c -l filter -x -d 'Object filter for a partial clone'
$c -l also-filter-submodules -d 'Filter submodules too'
$c -l sparse -d 'Start with a sparse checkout of the top directory'
$c -l reject-shallow -d 'Refuse to clone a shallow repository'
$c -l no-reject-shallow -d 'Allow cloning a shallow repository'
$c -l server-option -x -d 'Send an option to the server'
$c -l bundle-uri -x -d 'Fetch a bundle from this URI first'
$c -s 4 -l ipv4 -d 'Use IPv4 only'
$c -s 6 -l ipv6 -d 'Use IPv6 only'

set -l c complete -c git -n '__minnow_git_using init'
$c -s q -l quiet -d 'Print only errors'
$c -l bare -d 'Make a bare repository'
$c -s b -l initial-branch -x -d 'Name of the first branch'
$c -l template -r -d 'Directory of templates'
$c -l separate-git-dir -r -d 'Put the git dir here'
$c -l object-format -x -a 'sha1 sha256' -d 'Hash algorithm'
$c -l shared -f -a 'false true umask group all world everybody' -d 'Share the repository with a group'

# --- cherry-pick, revert ------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using cherry-pick revert'
$c -f -a '(__minnow_git_refs heads remotes tags; __minnow_git_commits --all)'
$c -l continue -d 'Go on after resolving a conflict'
$c -l skip -d 'Skip the current commit'
$c -l abort -d 'Give up and go back'
$c -l quit -d 'Forget the operation in progress'
$c -s e -l edit -d 'Edit the message'
$c -l no-edit -d 'Keep the message'
$c -s n -l no-commit -d 'Apply the changes without committing'
$c -s m -l mainline -x -d 'Parent number of the mainline of a merge'
$c -s s -l signoff -d 'Add a Signed-off-by trailer'
$c -s S -l gpg-sign -d 'Sign the commits'
$c -l no-gpg-sign -d 'Do not sign the commits'
$c -l strategy -x -a 'ort recursive resolve octopus ours subtree' -d 'Merge strategy'
$c -s X -l strategy-option -x -d 'Option of the merge strategy'
$c -l rerere-autoupdate -d 'Stage the results of reused resolutions'
$c -l no-rerere-autoupdate -d 'Do not stage reused resolutions'
$c -l cleanup -x -a 'strip whitespace verbatim scissors default' -d 'How the message is cleaned up'
set -l c complete -c git -n '__minnow_git_using cherry-pick'
$c -s x -d 'Note the original commit in the message'
$c -l ff -d 'Fast-forward when possible'
$c -l allow-empty -d 'Keep commits that are empty'
$c -l allow-empty-message -d 'Allow commits with an empty message'
$c -l keep-redundant-commits -d 'Keep commits that become empty'
complete -c git -n '__minnow_git_using revert' -l reference -d 'Refer to the commit in the reference format'

# --- bisect ---------------------------------------------------------------
complete -c git -n '__minnow_git_no_action bisect' -f -a '
start\t"Start a search"
bad\t"Mark a commit as bad"
good\t"Mark a commit as good"
new\t"Mark a commit as new"
old\t"Mark a commit as old"
terms\t"Show the terms in use"
skip\t"Skip a commit"
reset\t"End the search"
visualize\t"Show the commits left"
view\t"Show the commits left"
replay\t"Replay a log of the search"
log\t"Show the log of the search"
run\t"Run a script to test each commit"
help\t"Show the usage"'
complete -c git -n '__minnow_git_action bisect start bad good new old skip reset' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
complete -c git -n '__minnow_git_action bisect start' -l term-new -l term-bad -x -d 'Word for the new state'
complete -c git -n '__minnow_git_action bisect start' -l term-old -l term-good -x -d 'Word for the old state'
complete -c git -n '__minnow_git_action bisect start' -l no-checkout -d 'Do not check out, only move BISECT_HEAD'
complete -c git -n '__minnow_git_action bisect start' -l first-parent -d 'Follow only the first parent of merges'
complete -c git -n '__minnow_git_action bisect terms' -l term-good -l term-old -d 'Print the word for the old state'
complete -c git -n '__minnow_git_action bisect terms' -l term-bad -l term-new -d 'Print the word for the new state'

# --- config ---------------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using config'
complete -c git -n '__minnow_git_nwords config 0' -n 'not __minnow_git_seen -l --list -e --edit' -f -a '(__minnow_git_config_keys)'
$c -l global -d 'Use the global file of the user'
$c -l system -d 'Use the system file'
$c -l local -d 'Use the file of the repository'
$c -l worktree -d 'Use the file of the work tree'
$c -s f -l file -r -d 'Use this file'
$c -l blob -x -d 'Read a blob'
$c -l get -d 'Print the value of a key'
$c -l get-all -d 'Print every value of a key'
$c -l get-regexp -d 'Print the keys matching a regex, with values'
$c -l get-urlmatch -d 'Print the value for a URL'
$c -l replace-all -d 'Replace every value of a key'
$c -l add -d 'Add a value'
$c -l unset -d 'Remove a key'
$c -l unset-all -d 'Remove every value of a key'
$c -l rename-section -d 'Rename a section'
$c -l remove-section -d 'Remove a section'
$c -s l -l list -d 'List every key with its value'
$c -l fixed-value -d 'Compare values as strings, not regexes'
$c -s e -l edit -d 'Edit the file'
$c -l get-color -d 'Print a colour setting as an escape sequence'
$c -l get-colorbool -d 'Tell whether colour is on'
$c -s t -l type -x -a 'bool int bool-or-int path expiry-date color' -d 'Type of the value'
$c -l no-type -d 'Forget the --type'
$c -l bool -d 'The value is true or false'
$c -l int -d 'The value is a number'
$c -l bool-or-int -d 'The value is a bool or a number'
$c -l bool-or-str -d 'The value is a bool or a string'
$c -l path -d 'The value is a path'
$c -l expiry-date -d 'The value is an expiry date'
$c -s z -l null -d 'End values with NUL'
$c -l name-only -d 'Print only the keys'
$c -l show-origin -d 'Show where each value comes from'
$c -l show-scope -d 'Show the scope of each value'
$c -l includes -d 'Follow include directives'
$c -l no-includes -d 'Ignore include directives'
$c -l default -x -d 'Value to print when the key is missing'

# --- worktree -------------------------------------------------------------
complete -c git -n '__minnow_git_no_action worktree' -f -a '
add\t"Make a new work tree"
list\t"List the work trees"
lock\t"Keep a work tree from being pruned"
move\t"Move a work tree"
prune\t"Forget work trees that are gone"
remove\t"Remove a work tree"
repair\t"Repair work tree links"
unlock\t"Allow a work tree to be pruned"'
complete -c git -n '__minnow_git_action worktree lock unlock move remove repair' -f -a '(__minnow_git_worktrees)'
complete -c git -n '__minnow_git_action worktree add' -n 'not __minnow_git_nwords worktree 1' -f -a '(__minnow_git_refs heads remotes tags dwim)'
set -l c complete -c git -n '__minnow_git_action worktree add'
$c -s b -x -d 'Create this branch in the new work tree'
$c -s B -x -d 'Create or reset this branch in the new work tree'
$c -s d -l detach -d 'Detach HEAD in the new work tree'
$c -s f -l force -d 'Add even when the branch is checked out elsewhere'
$c -l checkout -d 'Check out files (the default)'
$c -l no-checkout -d 'Check out no files'
$c -l lock -d 'Lock the new work tree'
$c -l reason -x -d 'Why it is locked'
$c -l orphan -d 'Start an empty branch'
$c -l track -d 'Set the upstream of the new branch'
$c -l no-track -d 'Set no upstream'
$c -l guess-remote -d 'Base the branch on a remote one of that name'
$c -l no-guess-remote -d 'Do not guess remote branches'
$c -s q -l quiet -d 'Print less'
complete -c git -n '__minnow_git_action worktree list' -l porcelain -d 'Output for scripts'
complete -c git -n '__minnow_git_action worktree list' -s v -l verbose -d 'Print more'
complete -c git -n '__minnow_git_action worktree list prune' -l expire -x -d 'Only those older than this'
complete -c git -n '__minnow_git_action worktree list' -s z -d 'Separate with NUL'
complete -c git -n '__minnow_git_action worktree lock' -l reason -x -d 'Why it is locked'
complete -c git -n '__minnow_git_action worktree prune' -s n -l dry-run -d 'Only show what would be pruned'
complete -c git -n '__minnow_git_action worktree prune' -s v -l verbose -d 'Report what is pruned'
complete -c git -n '__minnow_git_action worktree move remove' -s f -l force -d 'Even when dirty or locked'

# --- submodule ------------------------------------------------------------
complete -c git -n '__minnow_git_no_action submodule' -f -a '
add\t"Add a submodule"
status\t"Show the state of submodules"
init\t"Register submodules in .git/config"
deinit\t"Unregister submodules"
update\t"Check out the recorded commits of submodules"
set-branch\t"Set the branch a submodule follows"
set-url\t"Set the URL of a submodule"
summary\t"Show commits that changed between revisions"
foreach\t"Run a command in each submodule"
sync\t"Copy submodule URLs to .git/config"
absorbgitdirs\t"Move submodule git dirs into the superproject"'
complete -c git -n '__minnow_git_action submodule status init deinit update set-branch set-url summary sync absorbgitdirs' -f -a '(__minnow_git_submodules)'
complete -c git -n '__minnow_git_using submodule' -s q -l quiet -d 'Print only errors'
set -l c complete -c git -n '__minnow_git_action submodule add'
$c -s b -l branch -x -d 'Branch the submodule follows'
$c -s f -l force -d 'Add even an ignored path'
$c -l name -x -d 'Name of the submodule'
$c -l reference -r -d 'Borrow objects from this repository'
$c -l depth -x -d 'Make a shallow clone'
set -l c complete -c git -n '__minnow_git_action submodule update'
$c -l init -d 'Initialize submodules first'
$c -l remote -d 'Update to the remote branch'
$c -s N -l no-fetch -d 'Do not fetch'
$c -l checkout -d 'Check out the commit, detached'
$c -l rebase -d 'Rebase the current branch onto the commit'
$c -l merge -d 'Merge the commit into the current branch'
$c -l recursive -d 'Update nested submodules too'
$c -l depth -x -d 'Make shallow clones'
$c -s f -l force -d 'Throw away local changes'
$c -s j -l jobs -x -d 'Clone this many submodules at once'
$c -l single-branch -d 'Clone only one branch'
$c -l recommend-shallow -d 'Follow the shallow recommendation of .gitmodules'
$c -l reference -r -d 'Borrow objects from this repository'
$c -l filter -x -d 'Object filter for partial clones'
complete -c git -n '__minnow_git_action submodule status foreach sync' -l recursive -d 'Nested submodules too'
complete -c git -n '__minnow_git_action submodule status summary' -l cached -d 'Use the commits recorded in the index'
complete -c git -n '__minnow_git_action submodule deinit' -s f -l force -d 'Even with local changes'
complete -c git -n '__minnow_git_action submodule deinit' -l all -d 'Every submodule'
complete -c git -n '__minnow_git_action submodule set-branch' -s b -l branch -x -d 'The branch to follow'
complete -c git -n '__minnow_git_action submodule set-branch' -s d -l default -d 'Follow the default branch'
complete -c git -n '__minnow_git_action submodule summary' -l files -d 'Compare with the work tree'
complete -c git -n '__minnow_git_action submodule summary' -s n -l summary-limit -x -d 'Show at most this many commits'

# --- blame, grep ----------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using blame'
$c -s L -x -d 'Only this line range or function'
$c -s l -d 'Show long commit hashes'
$c -s t -d 'Show raw timestamps'
$c -s b -d 'Show blank hashes for boundary commits'
$c -l root -d 'Do not treat root commits as boundaries'
$c -l show-stats -d 'Show work statistics'
$c -s f -l show-name -d 'Show the file name of the commit'
$c -s n -l show-number -d 'Show the line number in the commit'
$c -s s -d 'Leave out author and time'
$c -s e -l show-email -d 'Show author e-mails'
$c -s w -d 'Ignore whitespace'
$c -s p -l porcelain -d 'Output for scripts'
$c -l line-porcelain -d 'Output for scripts, commit information on every line'
$c -l incremental -d 'Output for scripts, as found'
$c -s c -d 'Output like git annotate'
$c -l encoding -x -d 'Encoding of author names and summaries'
$c -l contents -r -d 'Blame the contents of this file'
$c -l date -x -a 'relative local iso iso-strict rfc short raw human unix default format:' -d 'Format of dates'
$c -l progress -d 'Report progress'
$c -l no-progress -d 'Report no progress'
$c -s M -d 'Find lines moved within a file'
$c -s C -d 'Find lines moved or copied from other files'
$c -l ignore-rev -x -a '(__minnow_git_commits)' -d 'Pretend this commit changed nothing'
$c -l ignore-revs-file -r -d 'Ignore the commits listed in this file'
$c -l color-lines -d 'Colour repeated commit information'
$c -l color-by-age -d 'Colour lines by age'
$c -l minimal -d 'Spend extra time to find the best match'
$c -s S -r -d 'Take revisions from this file'
$c -l abbrev -x -d 'Digits of commit hashes'

set -l c complete -c git -n '__minnow_git_using grep'
$c -l cached -d 'Search the index'
$c -l no-index -d 'Search files not managed by git'
$c -l untracked -d 'Search untracked files too'
$c -l no-exclude-standard -d 'Search ignored files too'
$c -l exclude-standard -d 'Skip ignored files'
$c -l recurse-submodules -d 'Search submodules too'
$c -s a -l text -d 'Search binary files as text'
$c -s I -d 'Skip binary files'
$c -l textconv -d 'Run text conversion filters'
$c -l no-textconv -d 'Do not run text conversion filters'
$c -s i -l ignore-case -d 'Ignore case'
$c -s w -l word-regexp -d 'Match whole words'
$c -s v -l invert-match -d 'Select lines that do not match'
$c -s E -l extended-regexp -d 'Extended regex'
$c -s G -l basic-regexp -d 'Basic regex (the default)'
$c -s F -l fixed-strings -d 'Fixed strings'
$c -s P -l perl-regexp -d 'Perl regex'
$c -l max-depth -x -d 'Descend at most this deep'
$c -s r -l recursive -d 'Descend into directories'
$c -l no-recursive -d 'Do not descend into directories'
$c -s n -l line-number -d 'Show line numbers'
$c -l column -d 'Show the column of the first match'
$c -s h -d 'Do not show file names'
$c -s H -d 'Show file names'
$c -l full-name -d 'Show paths from the top of the repository'
$c -s l -l files-with-matches -l name-only -d 'Show only names of matching files'
$c -s L -l files-without-match -d 'Show only names of files without a match'
$c -s z -l null -d 'End file names with NUL'
$c -s o -l only-matching -d 'Show only the matching parts'
$c -s c -l count -d 'Show how many lines match'
$c -l color -f -a 'always never auto' -d 'Colour the matches'
$c -l no-color -d 'Do not colour the matches'
$c -l break -d 'Blank line between files'
$c -l heading -d 'File name above its matches'
$c -s p -l show-function -d 'Show the function of each match'
$c -s W -l function-context -d 'Show the whole function of each match'
$c -s A -l after-context -x -d 'Lines of context after'
$c -s B -l before-context -x -d 'Lines of context before'
$c -s C -l context -x -d 'Lines of context around'
$c -s m -l max-count -x -d 'At most this many matches a file'
$c -l threads -x -d 'Worker threads'
$c -s f -r -d 'Read patterns from this file'
$c -s e -x -d 'The pattern'
$c -l and -d 'Both patterns must match'
$c -l or -d 'Either pattern may match'
$c -l not -d 'The next pattern must not match'
$c -l all-match -d 'Files must match every pattern'
$c -s q -l quiet -d 'Print nothing, only the status'
$c -s O -l open-files-in-pager -d 'Open the matching files in a pager'

# --- mv, rm, clean --------------------------------------------------------
set -l c complete -c git -n '__minnow_git_using mv'
$c -s f -l force -d 'Move even when the target exists'
$c -s k -d 'Skip moves that would fail'
$c -s n -l dry-run -d 'Only show what would be moved'
$c -s v -l verbose -d 'Report what is moved'
$c -l sparse -d 'Allow paths outside the sparse checkout'

set -l c complete -c git -n '__minnow_git_using rm'
$c -s f -l force -d 'Remove even with changes'
$c -s n -l dry-run -d 'Only show what would be removed'
$c -s r -d 'Remove directories recursively'
$c -l cached -d 'Remove from the index only, keep the files'
$c -l ignore-unmatch -d 'Succeed even when nothing matches'
$c -s q -l quiet -d 'Do not list what is removed'
$c -l sparse -d 'Allow paths outside the sparse checkout'
$c -l pathspec-from-file -r -d 'Read the paths from this file'
$c -l pathspec-file-nul -d 'Paths in the file are separated by NUL'

set -l c complete -c git -n '__minnow_git_using clean'
$c -f -a '(__minnow_git_files untracked)'
$c -s d -d 'Remove untracked directories too'
$c -s f -l force -d 'Really remove'
$c -s i -l interactive -d 'Ask what to remove'
$c -s n -l dry-run -d 'Only show what would be removed'
$c -s q -l quiet -d 'Report only errors'
$c -s e -l exclude -x -d 'Keep files matching this pattern'
$c -s x -d 'Remove ignored files too'
$c -s X -d 'Remove only ignored files'

# --- a few more -----------------------------------------------------------
complete -c git -n '__minnow_git_using help' -f -a '(__minnow_git_subcommands; __minnow_git_help_topics)'
complete -c git -n '__minnow_git_using help' -s a -l all -d 'List every command'
complete -c git -n '__minnow_git_using help' -s g -l guides -d 'List the concept guides'
complete -c git -n '__minnow_git_using help' -s c -l config -d 'List every config key'
complete -c git -n '__minnow_git_using help' -s m -l man -d 'Show the manual page'
complete -c git -n '__minnow_git_using help' -s w -l web -d 'Show the web page'
complete -c git -n '__minnow_git_using help' -s i -l info -d 'Show the info page'
complete -c git -n '__minnow_git_using show-branch' -f -a '(__minnow_git_refs heads remotes tags)'
complete -c git -n '__minnow_git_using describe' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
complete -c git -n '__minnow_git_using describe' -l tags -d 'Use lightweight tags too'
complete -c git -n '__minnow_git_using describe' -l all -d 'Use any ref'
complete -c git -n '__minnow_git_using describe' -l always -d 'Fall back to the short hash'
complete -c git -n '__minnow_git_using describe' -l dirty -d 'Mark a dirty work tree'
complete -c git -n '__minnow_git_using format-patch' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
complete -c git -n '__minnow_git_using format-patch' -s o -l output-directory -r -d 'Write the patches here'
complete -c git -n '__minnow_git_using format-patch' -l cover-letter -d 'Add a cover letter'
complete -c git -n '__minnow_git_using format-patch' -l stdout -d 'Print the patches'
complete -c git -n '__minnow_git_using range-diff cherry merge-base' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
complete -c git -n '__minnow_git_using reflog' -f -a 'show\t"Show the log of a ref" expire\t"Prune old entries" delete\t"Delete entries" exists\t"Tell whether a ref has a reflog"'
complete -c git -n '__minnow_git_using ls-remote' -f -a '(__minnow_git_remotes)'
complete -c git -n '__minnow_git_using ls-tree' -f -a '(__minnow_git_refs heads remotes tags pseudo; __minnow_git_hash_commits)'
complete -c git -n '__minnow_git_using rev-parse rev-list' -f -a '(__minnow_git_refs heads remotes tags pseudo)'
complete -c git -n '__minnow_git_using update-ref symbolic-ref' -f -a '(__minnow_git_refs heads remotes tags pseudo)'
complete -c git -n '__minnow_git_using difftool' -a '(__minnow_git_refs heads remotes tags; __minnow_git_files unstaged)'
complete -c git -n '__minnow_git_using difftool' -s t -l tool -x -d 'Diff tool to use'
complete -c git -n '__minnow_git_using difftool' -s d -l dir-diff -d 'Compare whole directories'
complete -c git -n '__minnow_git_using difftool' -s y -l no-prompt -d 'Do not ask before each file'
complete -c git -n '__minnow_git_using mergetool' -f -a '(__minnow_git_files unmerged)'
complete -c git -n '__minnow_git_using mergetool' -s t -l tool -x -d 'Merge tool to use'
complete -c git -n '__minnow_git_using mergetool' -s y -l no-prompt -d 'Do not ask before each file'
complete -c git -n '__minnow_git_using sparse-checkout' -f -a 'init\t"Turn sparse checkout on" list\t"List the patterns" set\t"Set the patterns" add\t"Add patterns" reapply\t"Apply the patterns again" disable\t"Turn sparse checkout off"'
complete -c git -n '__minnow_git_using notes' -f -a 'list add copy append edit show merge remove prune get-ref'
complete -c git -n '__minnow_git_using maintenance' -f -a 'run\t"Run tasks" start\t"Start background maintenance" stop\t"Stop background maintenance" register\t"Add this repository" unregister\t"Remove this repository"'
complete -c git -n '__minnow_git_using gc' -l aggressive -d 'Optimize harder'
complete -c git -n '__minnow_git_using gc' -l auto -d 'Only when needed'
complete -c git -n '__minnow_git_using gc' -l prune -d 'Prune loose objects older than a date'
complete -c git -n '__minnow_git_using gc' -s q -l quiet -d 'Print nothing'
complete -c git -n '__minnow_git_using shortlog' -s n -l numbered -d 'Sort by number of commits'
complete -c git -n '__minnow_git_using shortlog' -s s -l summary -d 'Only counts'
complete -c git -n '__minnow_git_using shortlog' -s e -l email -d 'Show e-mail addresses'
complete -c git -n '__minnow_git_using shortlog' -f -a '(__minnow_git_refs heads remotes tags)'
