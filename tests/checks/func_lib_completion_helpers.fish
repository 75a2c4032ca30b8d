# RUN: %minnow %s
# The helpers completions call for other programs, with stand-ins that print
# what the real programs print.
set -g tmp (mktemp -d)
mkdir $tmp/bin
set -gx PATH $tmp/bin $PATH
function stub --argument-names name body
    printf '#!/bin/sh\n%s\n' $body >$tmp/bin/$name
    chmod +x $tmp/bin/$name
end
# A stand-in commandline for the helpers that read the word being typed.
function commandline
    switch "$argv"
        case -ct -tc -t
            printf '%s\n' $__word
        case '*'
            printf '%s\n' $__line
    end
end

# Package managers: the first one there answers.
stub pacman 'case "$1" in -Q) printf "bash 5.2-1\nfish 4.0-1\n";; -Sl) echo "extra vim 9.1 [installed]";; esac'
__fish_print_pacman_packages -i
# CHECK: bash	5.2-1
# CHECK: fish	4.0-1
__fish_print_pacman_packages -r extra
# CHECK: extra/vim	Package
stub xbps-query 'printf "ii bash-5.2_1 The GNU shell\nii fish-shell-4.0_1 Friendly\n"'
__fish_print_xbps_packages -i
# CHECK: bash
# CHECK: fish-shell
stub pkg 'echo "$2" | sed "s/%n-%v/curl-8.1/"'
__fish_print_pkg_packages
# CHECK: curl-8.1
stub opkg 'echo "busybox - 1.36.1-1"'
__fish_print_opkg_packages -i
# CHECK: busybox	1.36.1-1
rm $tmp/bin/pacman
__fish_print_pacman_packages; echo $status
# CHECK: 1

# gpg: keys, user ids, algorithms.
stub gpg 'if [ "$1" = --version ]; then printf "gpg (GnuPG) 2.2.40\nSupported algorithms:\nPubkey: RSA, ELG\nCipher: AES, AES192,\n        AES256\nHash: SHA1, SHA256\n"; else printf "pub:u:3072:1:AAAA1111BBBB2222:1:::::::\nuid:u::::1::X::Ann Example <ann@example.com>::::\nsub:u:3072:1:CCCC:1::::\npub:u:255:22:DDDD3333EEEE4444:1:::::::\nuid:u::::1::Y::Bob\\\\x3a the second <bob@example.com>::::\n"; fi'
__fish_complete_gpg_key_id gpg
# CHECK: AAAA1111BBBB2222	Ann Example <ann@example.com>
# CHECK: DDDD3333EEEE4444	Bob: the second <bob@example.com>
__fish_complete_gpg_user_id gpg
# CHECK: Ann Example	ann@example.com
# CHECK: Bob: the second	bob@example.com
__fish_print_gpg_algo gpg Cipher
# CHECK: AES
# CHECK: AES192
# CHECK: AES256
__fish_complete_gpg gpg
complete -C 'gpg --digest-algo S'
# CHECK: SHA1	Digest to use
# CHECK: SHA256	Digest to use
complete -C 'gpg --recipient A'
# CHECK: Ann Example	ann@example.com

# Printing.
stub lpstat 'printf "printer office is idle.  enabled since x\nprinter lab disabled since y\n"'
__fish_print_lpr_printers
# CHECK: office	is idle.  enabled since x
# CHECK: lab	disabled since y
stub lpoptions 'printf "PageSize/Media Size: *A4 Letter\nDuplex/2-Sided: *None DuplexNoTumble\n"'
set -g __word -o
__fish_complete_lpr_option
# CHECK: PageSize=	Media Size
# CHECK: Duplex=	2-Sided
set -g __word PageSize=
__fish_complete_lpr_option
# CHECK: PageSize=A4	Default Media Size
# CHECK: PageSize=Letter	Media Size
__fish_print_lpr_options
# CHECK: PageSize	Media Size
# CHECK: Duplex	2-Sided
__fish_complete_lpr lpr
complete -C 'lpr -' | string match -r -- '^-[EUm]\t.*'
# CHECK: -E	Encrypt the connection to the server
# CHECK: -m	Send an e-mail when the job is done
# CHECK: -U	Use another user name

# mount options: a list, what is typed stays in front.
set -g __word -oro,no
__fish_complete_mount_opts | string match -- 'ro,noexec*'
# CHECK: ro,noexec	Programs may not run

# ZFS.
stub zpool 'if [ "$1" = get ]; then echo enabled; else printf "tank\tmain pool\nbackup\t-\n"; fi'
__fish_complete_zfs_pools
# CHECK: tank	main pool
# CHECK: backup
__fish_is_zfs_feature_enabled feature@lz4_compress; and echo feature on
# CHECK: feature on
__fish_complete_zfs_rw_properties | string match -r '^compression\t.*'
# CHECK: compression	Compression (on, off, lzjb, gzip, gzip-[1-9], zle, lz4, zstd, zstd-[1-19], zstd-fast)
stub zfs 'if [ "$4" = snapshot ]; then echo tank/home@monday; else printf "tank\ntank/home\n"; fi'
set -g __word tank/home@
__fish_print_zfs_snapshots
# CHECK: tank
# CHECK: tank/home
# CHECK: tank/home@monday

# VirtualBox, X windows, Windows.
stub VBoxManage 'printf "\"Dev box\" {1111-2222}\n"'
__fish_print_VBox_vms
# CHECK: Dev box	Virtual machine
# CHECK: 1111-2222	Dev box virtual machine
__fish_print_VBox_vms nouuids
# CHECK: Dev box	Virtual machine
stub xwininfo 'printf "  Root window\n     0x1200003 \"Terminal\": (\"xterm\" \"XTerm\")  484x316+0+0\n     0x1200004 (has no name): ()  1x1+0+0\n"'
__fish_print_xwindows
# CHECK: 0x1200003	Terminal ("xterm" "XTerm")
set -g __word /T:
__fish_cmd__complete_args | head -n 2
# CHECK: /T:0	Black
# CHECK: /T:1	Blue

# Desktop files and MIME types from the XDG folders.
mkdir -p $tmp/data/applications
printf '[MIME Cache]\ntext/plain=gedit.desktop;\n' >$tmp/data/applications/mimeinfo.cache
XDG_DATA_HOME=$tmp/data XDG_DATA_DIRS=$tmp/none __fish_print_xdg_applications_directories | string replace $tmp TMP
XDG_DATA_HOME=$tmp/data XDG_DATA_DIRS=$tmp/none __fish_print_xdg_mimetypes
# CHECK: TMP/data/applications
# CHECK: text/plain	gedit.desktop;

# A program that prints its own completions, cached until it changes.
stub tool 'echo "complete -c tool -l from-cache -d Cached"; echo ran >>'$tmp'/ran'
set -gx XDG_CACHE_HOME $tmp/cache
__fish_cache_sourced_completions tool
__fish_cache_sourced_completions tool
complete -C 'tool --from'
count <$tmp/ran
# CHECK: --from-cache	Cached
# CHECK: 1
__fish_cache_sourced_completions no-such-tool-here; echo $status
# CHECK: 127

# argcomplete: the program sees the line (and writes to descriptor 8;
# here to its output).
stub pyprog 'echo "$COMP_LINE|$_ARGCOMPLETE"'
set -g __line 'pyprog --fo'
__fish_argcomplete_complete pyprog
# CHECK: pyprog --fo|1

# clang completes options itself.
stub clang 'echo "$1" >'$tmp'/asked; printf "c++11 \nc++14 \n"'
set -g __word -std=c
set -g __line clang
__fish_complete_clang
cat $tmp/asked
# CHECK: -std=c++11	{{}}
# CHECK: -std=c++14	{{}}
# CHECK: --autocomplete=-std=,c

# The helpers that register a tool's options under the name it runs by.
__fish_complete_sudo my-sudo
complete -C 'my-sudo -u root ech' | string match 'echo*'
# CHECK: echo	{{.*}}
__fish_complete_pgrep my-pkill
complete -C 'my-pkill -n' 
# CHECK: -n	Only the newest matching process
__fish_complete_bittorrent my-bt
complete -C 'my-bt --max_up'
# CHECK: --max_uploads	Most uploads at once
# CHECK: --max_upload_rate	Most kB/s to upload
__fish_complete_docutils my-rst2html
complete -C 'my-rst2html --syntax-highlight '
# CHECK: long	How code is highlighted
# CHECK: none	How code is highlighted
# CHECK: short	How code is highlighted
# The reader's and the writers' options come from their own helpers, which a
# front end's completion file calls after __fish_complete_docutils.
complete -C 'my-rst2html --no-doc-t'
__fish_complete_docutils_standalone_reader my-rst2html
complete -C 'my-rst2html --no-doc-t'
# CHECK: --no-doc-title	Do not take the first section title as the document title
__fish_complete_docutils_html my-rst2html
complete -C 'my-rst2html --table-style '
# CHECK: borderless	Style of tables
complete -C 'my-rst2html --option-l'
# CHECK: --option-limit	Longest option list before it gets a row of its own
__fish_complete_docutils_html rst2html5
complete -C 'rst2html5 --table-style b'
# CHECK: booktabs	Style of tables
# CHECK: borderless	Style of tables
complete -C 'rst2html5 --option-l'
__fish_complete_docutils_latex my-rst2xetex
complete -C 'my-rst2xetex --use-latex-t'
# CHECK: --use-latex-toc	LaTeX makes the table of contents
complete -C 'my-rst2xetex --font-' | string match -e -- --font
__fish_complete_docutils_latex rst2latex
complete -C 'rst2latex --font-encoding O'
# CHECK: OT1	LaTeX font encoding
stub ssh 'case "$2" in cipher) printf "aes128-ctr\naes256-ctr\n";; mac) printf "hmac-sha1\numac-64@openssh.com\n";; esac'
__fish_ssh_macs
# CHECK: hmac-sha1
# CHECK: umac-64@openssh.com
__fish_complete_ssh my-ssh
set -g __word -caes128-ctr,
complete -C 'my-ssh -caes128-ctr,'
# CHECK: -caes128-ctr,aes128-ctr	Ciphers, in order of preference
# CHECK: -caes128-ctr,aes256-ctr	Ciphers, in order of preference
set -g __word aes2
complete -C 'my-ssh -c aes2'
# CHECK: aes256-ctr	Ciphers, in order of preference
__fish_complete_netcat my-nc nc.openbsd
complete -C 'my-nc -X '
# CHECK: 4	Proxy protocol
# CHECK: 5	Proxy protocol
# CHECK: connect	Proxy protocol
__fish_complete_magick my-convert
complete -C 'my-convert -flo'
# CHECK: -flop	Mirror left to right
__fish_complete_wireshark tshark
complete -C 'tshark -t ud'
# CHECK: ud	UTC date and time
# CHECK: udoy	UTC date (day of year) and time
stub magick 'printf "Red   srgb(255,0,0)   SVG X11\n"'
__fish_complete_magick_options color
# CHECK: Red	srgb(255,0,0) SVG X11

__fish_cursor_konsole line | string escape
# CHECK: \e\]50\;CursorShape=1\cg
functions -e commandline
rm -rf $tmp
