# fish_git_prompt [FORMAT]: the state of the git repository around the
# current directory, for a prompt: " (BRANCH)" by default, FORMAT's %s
# standing for the text. Prints nothing (status 1) outside a repository or
# without git.
#
# What is shown is set by the __fish_git_prompt_* variables (see
# `help fish_git_prompt`), and per repository by git's bash.* options. It
# costs one `git rev-parse` for the branch; the states that need the work
# tree (dirty, staged, untracked, informative counts) add one `git status`,
# which also reports the upstream; an upstream alone costs a `git rev-list`.
#
# The characters and colours are worked out once and kept in globals named
# ___fish_git_prompt_char_* and ___fish_git_prompt_color_* (and *_done),
# as fish keeps them; the handlers at the end forget them when the settings
# they come from change.

function fish_git_prompt --description 'Write the state of the git repository for a prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_git_prompt
        return 0
    end
    # Outside any repository (the usual case for a prompt) git is not run:
    # no folder from here up has a .git, or is a git folder itself (a bare
    # repository, or inside .git). The physical path, as git walks it; where
    # git is told where to look ($GIT_DIR), it is asked.
    if not set -q GIT_DIR
        set -l dir (builtin pwd -P)
        while not test -e $dir/.git
            and not begin
                test -f $dir/HEAD; and test -d $dir/objects; and test -d $dir/refs
            end
            test "$dir" = /
            and return 1
            set dir (path dirname -- $dir)
        end
    end
    command -sq git
    or return 1
    set -l info (command git rev-parse --git-dir --git-common-dir --is-inside-git-dir \
        --is-bare-repository --is-inside-work-tree HEAD 2>/dev/null)
    test -n "$info"
    or return 1
    set -l git_dir $info[1]
    set -l common_dir $info[2]
    set -l in_git_dir $info[3]
    set -l bare $info[4]
    set -l in_work_tree $info[5]
    # (rev-parse prints HEAD itself when there is no commit yet)
    set -l head $info[6]

    set -q __fish_git_prompt_status_order
    or set -g __fish_git_prompt_status_order stagedstate invalidstate dirtystate untrackedfiles stashstate
    if not set -q ___fish_git_prompt_init
        __minnow_git_prompt_chars
        __minnow_git_prompt_colors
        set -g ___fish_git_prompt_init
    end
    set -l informative_on (__minnow_git_prompt_true $__fish_git_prompt_show_informative_status; and echo 1)

    # The operation in progress and the branch.
    set -l where (__minnow_git_prompt_where $git_dir "$head")
    set -l operation $where[1]
    set -l branch $where[2]
    set -l detached $where[3]
    set -l bare_prefix
    if test "$in_git_dir" = true
        if test "$bare" = true
            set bare_prefix BARE:
        else
            set branch 'GIT_DIR!'
        end
    end

    # git's own options win over the variables.
    set -l informative
    set -l dirty
    set -l untracked
    set -l show_upstream $__fish_git_prompt_showupstream
    set -l svn_urls
    set -l svn_keys
    command git config -z --get-regexp '^(bash\.(showinformativestatus|showdirtystate|showuntrackedfiles|showupstream)|svn-remote\..*\.url)$' 2>/dev/null |
        while read -lz key value
            switch $key
                case bash.showinformativestatus
                    set informative $value
                case bash.showdirtystate
                    set dirty $value
                case bash.showuntrackedfiles
                    set untracked $value
                case bash.showupstream
                    set show_upstream $value
                case 'svn-remote.*'
                    set -a svn_urls $value
                    set -a svn_keys (string replace -r -- '\.url$' '' $key)
            end
        end
    if not set -q dirty[1]
        __minnow_git_prompt_true $__fish_git_prompt_showdirtystate
        and set dirty true
    end
    contains -- dirtystate $__fish_git_prompt_status_order
    or contains -- stagedstate $__fish_git_prompt_status_order
    or set dirty false
    if not set -q untracked[1]
        __minnow_git_prompt_true $__fish_git_prompt_showuntrackedfiles
        and set untracked true
    end
    contains -- untrackedfiles $__fish_git_prompt_status_order
    or set untracked false

    set -l dirtystate
    set -l stagedstate
    set -l invalidstate
    set -l untrackedfiles
    set -l stashstate
    set -l counts_text
    set -l upstream
    set -l sep "$___fish_git_prompt_color$___fish_git_prompt_char_stateseparator$___fish_git_prompt_color_done"

    if test "$in_work_tree" = true
        set -l want_upstream
        if set -q __fish_git_prompt_showupstream; or set -q informative_on[1]; or test -n "$show_upstream"
            set want_upstream 1
        end
        set -l untr -uno
        test "$untracked" = true
        and set untr -unormal
        # One `git status` gives the changes, and the upstream (--branch)
        # when it is wanted. Its first line is then "## BRANCH...UPSTREAM
        # [ahead N, behind M]".
        set -l lines
        set -l use_informative
        if test "$informative" = true
            or begin
                set -q informative_on[1]
                and test "$dirty" != false
            end
            set use_informative 1
        end
        set -l branch_opt
        set -q want_upstream[1]
        and set branch_opt --branch
        if set -q use_informative[1]; or test "$dirty" = true
            set lines (command git -c core.fsmonitor= status --porcelain $branch_opt $untr 2>/dev/null)
        else if test "$untracked" = true
            # untracked files alone: ls-files stops at the first one
            command git -c core.fsmonitor= ls-files --others --exclude-standard --directory \
                --no-empty-directory --error-unmatch -- :/ >/dev/null 2>&1
            and set untrackedfiles 1
        end

        set -l stash_count 0
        if __minnow_git_prompt_true $__fish_git_prompt_showstashstate; and test -r $common_dir/logs/refs/stash
            set stash_count (count <$common_dir/logs/refs/stash)
        end

        if set -q use_informative[1]
            set -l changes (string match -rv -- '^## ' $lines)
            set counts_text (__minnow_git_prompt_counts $stash_count $changes)
            test -n "$counts_text"
            and set counts_text "$sep$counts_text"
        else
            if test "$dirty" = true
                string match -qr -- '^.[ACDMRTU]' $lines
                and set dirtystate 1
                if test -n "$head"
                    string match -qr -- '^[ACDMRTU].' $lines
                    and set stagedstate 1
                else
                    set invalidstate 1
                end
                test "$untracked" = true
                and string match -qr -- '^\?\?' $lines
                and set untrackedfiles 1
            end
            if test $stash_count -gt 0
                if set -q informative_on[1]
                    set stashstate $stash_count
                else if test -s $common_dir/logs/refs/stash
                    set stashstate 1
                end
            end
        end

        if set -q want_upstream[1]
            set upstream (__minnow_git_prompt_upstream "$show_upstream" "$informative_on" \
                "$(string match -r -- '^## .*' $lines)" "$(string join \n -- $svn_urls)" "$(string join \n -- $svn_keys)")
        end
    end

    # The branch's colour (with colour hints).
    set -l branch_color $___fish_git_prompt_color_branch
    set -l branch_done $___fish_git_prompt_color_branch_done
    if __minnow_git_prompt_true $__fish_git_prompt_showcolorhints
        if test "$detached" = yes
            set branch_color $___fish_git_prompt_color_branch_detached
            set branch_done $___fish_git_prompt_color_branch_detached_done
        else if test -n "$dirtystate$untrackedfiles"; and set -q __fish_git_prompt_color_branch_dirty
            set branch_color (set_color $__fish_git_prompt_color_branch_dirty)
            set branch_done (set_color $__fish_git_prompt_color_branch_dirty_done)
        else if test -n "$stagedstate"; and set -q __fish_git_prompt_color_branch_staged
            set branch_color (set_color $__fish_git_prompt_color_branch_staged)
            set branch_done (set_color $__fish_git_prompt_color_branch_staged_done)
        end
    end

    # The flags, in the order asked for.
    set -l flags ''
    for state in $__fish_git_prompt_status_order
        set -l value
        switch $state
            case dirtystate
                set value $dirtystate
            case stagedstate
                set value $stagedstate
            case invalidstate
                set value $invalidstate
            case untrackedfiles
                set value $untrackedfiles
            case stashstate
                set value $stashstate
            case '*'
                continue
        end
        test -n "$value"
        or continue
        set -l color ___fish_git_prompt_color_$state
        set -l done ___fish_git_prompt_color_{$state}_done
        set -l char ___fish_git_prompt_char_$state
        set -l number
        set -q informative_on[1]
        and set number $value
        set flags "$flags$$color$$char$number$$done"
    end

    # Names from files may hold anything: no control characters get through.
    set branch (string replace -r -- '^refs/heads/' '' $branch | string replace -ra -- '[[:cntrl:]]' '')
    set operation (string replace -ra -- '[[:cntrl:]]' '' $operation)
    if string match -qr -- '^\d+$' "$__fish_git_prompt_shorten_branch_len"
        set -l ellipsis
        set -q __fish_git_prompt_shorten_branch_char_suffix
        and set ellipsis -c "$__fish_git_prompt_shorten_branch_char_suffix"
        set branch (string shorten -m $__fish_git_prompt_shorten_branch_len $ellipsis -- "$branch")
    end
    if test -n "$branch"
        set branch "$branch_color$branch$branch_done"
        if test -z "$dirtystate$untrackedfiles$stagedstate"
            and test -n "$___fish_git_prompt_char_cleanstate"
            and not set -q informative_on[1]
            set branch "$branch$___fish_git_prompt_color_cleanstate$___fish_git_prompt_char_cleanstate$___fish_git_prompt_color_cleanstate_done"
        end
    end
    test -n "$bare_prefix"
    and set bare_prefix "$___fish_git_prompt_color_bare$bare_prefix$___fish_git_prompt_color_bare_done"
    test -n "$operation"
    and set operation "$___fish_git_prompt_color_merging$operation$___fish_git_prompt_color_merging_done"
    test -n "$upstream"
    and set upstream "$___fish_git_prompt_color_upstream$upstream$___fish_git_prompt_color_upstream_done"
    test -n "$flags$bare_prefix$upstream"
    and set flags "$sep$flags"

    set -l format " (%s)"
    test -n "$argv[1]"
    and set format $argv[1]
    printf "%s$format%s" "$___fish_git_prompt_color_prefix" \
        "$___fish_git_prompt_color_prefix_done$bare_prefix$branch$flags$operation$upstream$counts_text$___fish_git_prompt_color_suffix" \
        "$___fish_git_prompt_color_suffix_done"
end

# True for the values that mean yes: 1, yes, true.
function __minnow_git_prompt_true
    contains -- "$argv[1]" 1 yes true
end

# __minnow_git_prompt_where GIT_DIR HEAD: three lines: the operation in
# progress ("|REBASE-i 2/5", "|MERGING", or empty), the branch (or a
# description of a detached HEAD, in parentheses), and yes or no for detached.
function __minnow_git_prompt_where --argument-names git_dir head
    set -l operation
    set -l branch
    set -l step
    set -l total
    if test -d $git_dir/rebase-merge
        read branch <$git_dir/rebase-merge/head-name 2>/dev/null
        read step <$git_dir/rebase-merge/msgnum 2>/dev/null
        read total <$git_dir/rebase-merge/end 2>/dev/null
        set operation '|REBASE-m'
        test -f $git_dir/rebase-merge/interactive
        and set operation '|REBASE-i'
    else if test -d $git_dir/rebase-apply
        read step <$git_dir/rebase-apply/next 2>/dev/null
        read total <$git_dir/rebase-apply/last 2>/dev/null
        if test -f $git_dir/rebase-apply/rebasing
            read branch <$git_dir/rebase-apply/head-name 2>/dev/null
            set operation '|REBASE'
        else if test -f $git_dir/rebase-apply/applying
            set operation '|AM'
        else
            set operation '|AM/REBASE'
        end
    else if test -f $git_dir/MERGE_HEAD
        set operation '|MERGING'
    else if test -f $git_dir/CHERRY_PICK_HEAD
        set operation '|CHERRY-PICKING'
    else if test -f $git_dir/REVERT_HEAD
        set operation '|REVERTING'
    else if test -f $git_dir/BISECT_LOG
        set operation '|BISECTING'
    end
    test -n "$step" -a -n "$total"
    and set operation "$operation $step/$total"

    set -l detached no
    if test -z "$branch"
        if not set branch (command git symbolic-ref HEAD 2>/dev/null)
            set detached yes
            set -l describe
            switch "$__fish_git_prompt_describe_style"
                case contains
                    set describe --contains
                case branch
                    set describe --contains --all
                case describe
                    set describe
                case '*'
                    set describe --tags --exact-match
            end
            if not set branch (command git describe $describe HEAD 2>/dev/null)
                set branch unknown
                test -n "$head"
                and set branch (string sub -l 8 -- $head)
            end
            set branch "($branch)"
        end
    end
    printf '%s\n' "$operation" "$branch" $detached
end

# __minnow_git_prompt_counts STASH LINE...: the informative status from the
# lines of `git status --porcelain`: each state that is not zero, in
# $__fish_git_prompt_status_order, as its character and count (no count
# when __fish_git_prompt_hide_STATE is set); the clean character when all
# are zero.
function __minnow_git_prompt_counts
    set -l stashstate $argv[1]
    set -l lines $argv[2..]
    set -l invalidstate (string match -r -- '^UU' $lines | count)
    set -l stagedstate (string match -r -- '^[ACDMRT].' $lines | count)
    set -l dirtystate (string match -r -- '^.[ACDMRT]' $lines | count)
    set -l untrackedfiles (string match -r -- '^\?\?' $lines | count)
    if test "$invalidstate$stagedstate$dirtystate$untrackedfiles$stashstate" = 00000
        test -n "$___fish_git_prompt_char_cleanstate"
        and echo "$___fish_git_prompt_color_cleanstate$___fish_git_prompt_char_cleanstate$___fish_git_prompt_color_cleanstate_done"
        return 0
    end
    set -l out ''
    for state in $__fish_git_prompt_status_order
        contains -- $state invalidstate stagedstate dirtystate untrackedfiles stashstate
        or continue
        test $$state != 0
        or continue
        set -l color ___fish_git_prompt_color_$state
        set -l done ___fish_git_prompt_color_{$state}_done
        set -l char ___fish_git_prompt_char_$state
        set -l number $$state
        set -q __fish_git_prompt_hide_$state
        and set number
        set out "$out$$color$$char$number$$done"
    end
    echo $out
end

# __minnow_git_prompt_upstream SHOW INFORMATIVE BRANCHLINE SVN-URLS SVN-KEYS:
# how HEAD stands against its upstream. SHOW is the words of
# $__fish_git_prompt_showupstream (or bash.showupstream); BRANCHLINE the "## "
# line of `git status --branch`, which has the counts already (without it,
# and for an SVN upstream, git rev-list counts); the SVN remotes' URLs and
# configuration keys come one a line.
function __minnow_git_prompt_upstream
    set -l show (string split ' ' -- $argv[1])
    set -l informative $argv[2]
    set -l branch_line $argv[3]
    set -l svn_urls (string split -n \n -- $argv[4])
    set -l svn_keys (string split -n \n -- $argv[5])

    set -l mode git
    set -q svn_urls[1]
    and set mode svn+git
    set -l verbose
    set -l name
    for word in $show
        switch $word
            case git svn
                set mode $word
                set informative
            case verbose
                set verbose 1
                set informative
            case informative
                set informative 1
            case name
                set name 1
            case none
                return 0
        end
    end

    set -l upstream '@{upstream}'
    set -l count
    if string match -q -- 'svn*' $mode
        set -l svn_upstream (__minnow_git_prompt_svn_upstream "$argv[4]" "$argv[5]")
        if set -q svn_upstream[1]
            set upstream $svn_upstream
        else if test $mode = svn
            set upstream ''
        end
    end
    if test "$upstream" = '@{upstream}'; and test -n "$branch_line"
        # "## main...origin/main [ahead 2, behind 1]", "## main" (none),
        # "## main...origin/main [gone]"
        if string match -qr -- '^## \S+\.\.\.\S+( \[(ahead|behind) .*)?$' $branch_line
            set -l ahead (string match -r -- 'ahead (\d+)' $branch_line)[2]
            set -l behind (string match -r -- 'behind (\d+)' $branch_line)[2]
            set count (math "0$behind") (math "0$ahead")
            set count "$count"
        end
    else if test -n "$upstream"
        set count (command git rev-list --count --left-right $upstream...HEAD 2>/dev/null | string replace \t ' ')
    end

    set -l behind (string split -f 1 ' ' -- $count)
    set -l ahead (string split -f 2 ' ' -- $count)
    set -l prefix $___fish_git_prompt_char_upstream_prefix
    set -l c_ahead $___fish_git_prompt_char_upstream_ahead
    set -l c_behind $___fish_git_prompt_char_upstream_behind
    set -l c_diverged $___fish_git_prompt_char_upstream_diverged
    set -l c_equal $___fish_git_prompt_char_upstream_equal
    if set -q verbose[1]
        # a space before it unless the prefix was set, even to nothing
        set -q __fish_git_prompt_char_upstream_prefix
        or set prefix ' '
        switch "$count"
            case ''
            case '0 0'
                echo "$prefix$c_equal"
            case '0 *'
                echo "$prefix$c_ahead$ahead"
            case '* 0'
                echo "$prefix$c_behind$behind"
            case '*'
                echo "$prefix$c_diverged$ahead-$behind"
        end
        if test -n "$count" -a -n "$name"
            echo ' '(command git rev-parse --abbrev-ref $upstream 2>/dev/null)
        end
    else if test -n "$informative"
        switch "$count"
            case '' '0 0'
            case '0 *'
                echo "$prefix$c_ahead$ahead"
            case '* 0'
                echo "$prefix$c_behind$behind"
            case '*'
                echo "$prefix$c_ahead$ahead$c_behind$behind"
        end
    else
        switch "$count"
            case ''
            case '0 0'
                echo "$prefix$c_equal"
            case '0 *'
                echo "$prefix$c_ahead"
            case '* 0'
                echo "$prefix$c_behind"
            case '*'
                echo "$prefix$c_diverged"
        end
    end
end

# __minnow_git_prompt_svn_upstream URLS KEYS: the git-svn upstream of HEAD
# (URLS and KEYS one a line), from the git-svn-id line of the last commit
# that came from SVN and the svn-remote's fetch configuration; nothing when
# there is none.
function __minnow_git_prompt_svn_upstream
    set -l urls (string split -n \n -- $argv[1])
    set -l keys (string split -n \n -- $argv[2])
    set -l pattern (string join '|' -- (string escape --style=regex -- $urls))
    set -l id (command git log --first-parent -1 -E --grep="^git-svn-id: ($pattern)" 2>/dev/null |
        string match -r -- '^\s*git-svn-id: (\S+)')[2]
    if not set -q id[1]
        return 0
    end
    set id (string replace -r -- '@.*' '' $id)
    for i in (seq (count $urls))
        set -l path (string replace -- $urls[$i] '' $id)
        test "$path" != "$id"
        or continue
        if test -z "$path"
            if set -q GIT_SVN_ID[1]
                echo $GIT_SVN_ID
            else
                echo git-svn
            end
            return 0
        end
        set -l upstream (string replace -- /branches '' $path | string replace -a -- / '')
        set -l fetch (command git config $keys[$i].fetch 2>/dev/null)
        if test -n "$fetch"
            set -l parts (string split -m 1 : -- $fetch)
            set upstream (string replace -r -- "/$parts[1]\$" '' $parts[2])/$upstream
        end
        echo $upstream
        return 0
    end
end

# The characters: the variable's value when set, else the default (the
# informative one with informative status or characters).
function __minnow_git_prompt_chars
    set -l fancy 0
    if __minnow_git_prompt_true $__fish_git_prompt_show_informative_status
        or __minnow_git_prompt_true $__fish_git_prompt_use_informative_chars
        set fancy 1
    end
    set -l clean ''
    __minnow_git_prompt_true $__fish_git_prompt_show_informative_status
    and set clean '✔'
    for spec in "cleanstate $clean $clean" 'dirtystate * ✚' 'invalidstate # ✖' 'stagedstate + ●' \
        'stashstate $ ⚑' 'stateseparator _ |' 'untrackedfiles % …' 'upstream_ahead > ↑' \
        'upstream_behind < ↓' 'upstream_diverged <> ↓↑' 'upstream_equal = =' 'upstream_prefix'
        set -l words (string split ' ' -- $spec) '' ''
        set -l name __fish_git_prompt_char_$words[1]
        set -q _$name
        and continue
        set -l char $words[(math 2 + $fancy)]
        test "$words[1]" = stateseparator -a $fancy = 0
        and set char ' '
        if set -q $name
            set -g _$name $$name
        else
            set -g _$name $char
        end
    end
end

# The colours, as set_color sequences: from the variable, or the default.
function __minnow_git_prompt_colors
    __minnow_git_prompt_color __fish_git_prompt_color '' ''
    for part in prefix suffix bare merging cleanstate invalidstate upstream
        __minnow_git_prompt_color __fish_git_prompt_color_$part
    end
    if __minnow_git_prompt_true $__fish_git_prompt_showcolorhints
        __minnow_git_prompt_color __fish_git_prompt_color_flags (set_color --bold blue)
        __minnow_git_prompt_color __fish_git_prompt_color_branch (set_color green)
        __minnow_git_prompt_color __fish_git_prompt_color_dirtystate (set_color red)
        __minnow_git_prompt_color __fish_git_prompt_color_stagedstate (set_color green)
    else
        __minnow_git_prompt_color __fish_git_prompt_color_flags
        __minnow_git_prompt_color __fish_git_prompt_color_branch
        __minnow_git_prompt_color __fish_git_prompt_color_dirtystate $___fish_git_prompt_color_flags $___fish_git_prompt_color_flags_done
        __minnow_git_prompt_color __fish_git_prompt_color_stagedstate $___fish_git_prompt_color_flags $___fish_git_prompt_color_flags_done
    end
    __minnow_git_prompt_color __fish_git_prompt_color_branch_detached (set_color red)
    __minnow_git_prompt_color __fish_git_prompt_color_stashstate $___fish_git_prompt_color_flags $___fish_git_prompt_color_flags_done
    __minnow_git_prompt_color __fish_git_prompt_color_untrackedfiles $___fish_git_prompt_color_flags $___fish_git_prompt_color_flags_done
end

# __minnow_git_prompt_color NAME [DEFAULT [DEFAULT_DONE]]: _NAME and
# _NAME_done, unless kept already: from $NAME when it is set, else the
# defaults (the base colour when none is given; a reset after a default).
function __minnow_git_prompt_color --argument-names name
    set -q _$name
    and return
    set -l color
    set -l done
    if test -n "$$name"
        set color (set_color $$name)
        set done (set_color --reset)
    else
        switch (count $argv)
            case 1
                set color $___fish_git_prompt_color
                set done $___fish_git_prompt_color_done
            case 2
                set color $argv[2]
                set done (set_color --reset)
            case '*'
                set color $argv[2]
                set done $argv[3]
        end
    end
    set -g _$name "$color"
    set -g _{$name}_done "$done"
end

# Forget the characters when informative status is turned on or off.
function __fish_git_prompt_reset --on-variable __fish_git_prompt_show_informative_status \
    --on-variable __fish_git_prompt_use_informative_chars --description 'Reset the git prompt characters'
    set -e ___fish_git_prompt_char_{cleanstate,dirtystate,invalidstate,stagedstate,stashstate,stateseparator,untrackedfiles,upstream_ahead,upstream_behind}
    set -e ___fish_git_prompt_init
end

# Forget a colour when its variable changes (all of them for the base
# colours and the colour hints).
function __fish_git_prompt_reset_color --description 'Reset the git prompt colours' \
    --on-variable __fish_git_prompt_color --on-variable __fish_git_prompt_color_prefix \
    --on-variable __fish_git_prompt_color_suffix --on-variable __fish_git_prompt_color_bare \
    --on-variable __fish_git_prompt_color_merging --on-variable __fish_git_prompt_color_cleanstate \
    --on-variable __fish_git_prompt_color_invalidstate --on-variable __fish_git_prompt_color_upstream \
    --on-variable __fish_git_prompt_color_flags --on-variable __fish_git_prompt_color_branch \
    --on-variable __fish_git_prompt_color_dirtystate --on-variable __fish_git_prompt_color_stagedstate \
    --on-variable __fish_git_prompt_color_branch_detached --on-variable __fish_git_prompt_color_stashstate \
    --on-variable __fish_git_prompt_color_untrackedfiles --on-variable __fish_git_prompt_showcolorhints
    set -l var $argv[3]
    set -e _$var _{$var}_done
    set -e ___fish_git_prompt_init
    if contains -- $var __fish_git_prompt_color __fish_git_prompt_color_flags __fish_git_prompt_showcolorhints
        set -e ___fish_git_prompt_color_{prefix,suffix,bare,merging,branch,dirtystate,stagedstate,invalidstate,stashstate,untrackedfiles,upstream,flags}{,_done}
    end
end

# Forget a character when its variable changes.
function __fish_git_prompt_reset_char --description 'Reset a git prompt character' \
    --on-variable __fish_git_prompt_char_cleanstate --on-variable __fish_git_prompt_char_dirtystate \
    --on-variable __fish_git_prompt_char_invalidstate --on-variable __fish_git_prompt_char_stagedstate \
    --on-variable __fish_git_prompt_char_stashstate --on-variable __fish_git_prompt_char_stateseparator \
    --on-variable __fish_git_prompt_char_untrackedfiles --on-variable __fish_git_prompt_char_upstream_ahead \
    --on-variable __fish_git_prompt_char_upstream_behind --on-variable __fish_git_prompt_char_upstream_diverged \
    --on-variable __fish_git_prompt_char_upstream_equal --on-variable __fish_git_prompt_char_upstream_prefix
    set -e ___fish_git_prompt_init
    set -e _$argv[3]
end
