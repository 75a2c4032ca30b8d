# __minnow_tar want KIND | letters | members | archives
#
# What the tar command being typed needs at the cursor, for its completions.
# The line is read as GNU tar reads it: an old-style first argument (`tar
# xzf ARCHIVE`) whose letters take their arguments from the words after it
# in order, option clusters (-xzf ARCHIVE, -fARCHIVE), --file=ARCHIVE and
# --file ARCHIVE, and the operation (-x --extract --get, -t --list, -d
# --diff --compare, --delete, -c, -r, -u, -A).
#
#   want KIND   status 0 when the cursor wants KIND: letters (the old-style
#               first argument), archive (the argument of f), directory (of
#               C), members (names in the archive: extracting, listing,
#               comparing or deleting with a readable archive), files
#   letters     the old-style first argument one letter further, described
#   members     the names in the archive, from `tar -tf`
#   archives    files for an archive, tar archives first
function __minnow_tar --description 'Complete the parts of a tar command line'
    set -l words (commandline -xpc)
    set -l current (commandline -ct)
    # option letters that take an argument, in clusters and old style
    set -l with_arg b C f F g H I K L N T V X
    set -l mode
    set -l archive
    set -l pending
    set -l rest 0
    set -l i 1
    for word in $words[2..]
        set i (math $i + 1)
        if set -q pending[1]
            test "$pending[1]" = f
            and set archive $word
            set -e pending[1]
            continue
        end
        test $rest = 1
        and continue
        set -l letters
        switch $word
            case --
                set rest 1
            case '--file=*'
                set archive (string replace -- --file= '' $word)
            case --file
                set pending f
            case --directory --files-from --exclude-from --listed-incremental --tape-length --blocking-factor \
                --starting-file --newer --after-date --label --format --use-compress-program --info-script \
                --new-volume-script --exclude --owner --group --mode --mtime --transform --xform --to-command \
                --suffix --strip-components --record-size --volno-file --rsh-command --rmt-command
                set pending other
            case --extract --get
                set mode x
            case --list
                set mode t
            case --diff --compare
                set mode d
            case --delete
                set mode delete
            case --create --append --update --catenate --concatenate
                set mode c
            case '--*'
            case -
            case '-*'
                set letters (string sub -s 2 -- $word | string split '')
            case '*'
                # the old-style first argument
                test $i = 2
                and set letters (string split '' -- $word)
        end
        set -l at 0
        for letter in $letters
            set at (math $at + 1)
            switch $letter
                case x t d
                    set mode $letter
                case c r u A
                    set mode c
            end
            contains -- $letter $with_arg
            or continue
            if string match -q -- '-*' $word; and set -q letters[(math $at + 1)]
                # -fARCHIVE: the rest of the cluster is the argument
                test $letter = f
                and set archive (string sub -s (math $at + 2) -- $word)
                break
            end
            set -a pending $letter
            # in a cluster only the last letter may take the next word
            string match -q -- '-*' $word
            and break
        end
    end

    switch "$argv[1]"
        case want
            set -l want files
            if test $i = 1; and not string match -q -- '-*' $current
                set want letters
            else if set -q pending[1]
                switch $pending[1]
                    case f
                        set want archive
                    case C
                        set want directory
                    case '*'
                        set want other
                end
            else if contains -- "$mode" x t d delete; and test -n "$archive"
                set archive (string replace -r -- '^~(?=/|$)' $HOME $archive)
                test -f "$archive" -a -r "$archive"
                and set want members
            end
            test "$want" = "$argv[2]"
        case letters
            set -l descs c\tCreate x\tExtract t\tList r\tAppend u\tUpdate d\tCompare A\tConcatenate \
                f\t'Archive file (next word)' v\tVerbose z\tgzip j\tbzip2 J\txz a\t'Compress by suffix' \
                p\t'Keep permissions' k\t'Keep existing files' h\t'Follow symlinks' \
                C\t'Change directory (next word)' O\t'Extract to stdout' P\t'Keep leading /' \
                m\t'Do not restore times' S\tSparse W\tVerify w\t'Ask for each file' \
                T\t'Names from file (next word)' X\t'Exclude patterns from file (next word)'
            if test -z "$current"
                # a new first argument starts with the operation
                string match -r -- '^[cxtrudA]\t.*' $descs
                return 0
            end
            # letters not typed yet; only one operation
            for desc in $descs
                set -l letter (string sub -l 1 -- $desc)
                string match -q -- "*$letter*" $current
                and continue
                string match -qr -- '[cxtrudA]' $letter
                and string match -qr -- '[cxtrudA]' $current
                and continue
                printf '%s%s\n' $current $desc
            end
        case members
            set archive (string replace -r -- '^~(?=/|$)' $HOME $archive)
            test -f "$archive" -a -r "$archive"
            or return 0
            command tar --force-local -tf $archive 2>/dev/null | string replace -r -- '$' \t'In the archive'
        case archives
            __fish_complete_suffix .tar .tar.gz .tgz .taz .tar.Z .taZ .tar.bz2 .tbz .tbz2 .tz2 .tar.xz .txz .tar.lz .tar.lzma .tlz .tar.lzo .tar.zst .tzst
    end
end
