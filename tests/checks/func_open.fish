# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# open: files and URLs go to the applications a fake XDG tree chooses (its
# own MIME database, desktop files and mimeapps.list), whose Exec lines run
# a script that records its arguments. fish's open only hands its arguments
# to xdg-open (and is not even defined where a command `open` exists), so
# these checks are minnow's own: there is nothing in fish to compare with.
set -g d (mktemp -d)
set -g du (string escape --style=url -- $d)
set -g log $d/log

# A PATH with just what the test needs: no xdg-open unless we make one.
mkdir -p $d/bin $d/data/mime $d/data/applications $d/usr/applications $d/config $d/etc $d/files/sub
for c in sh cat sort sed sleep rm chmod seq head printf
    ln -s (command -s $c) $d/bin/$c
end
set -gx PATH $d/bin
set -gx XDG_DATA_HOME $d/data
set -gx XDG_DATA_DIRS $d/usr
set -gx XDG_CONFIG_HOME $d/config
set -gx XDG_CONFIG_DIRS $d/etc
set -e XDG_CURRENT_DESKTOP

# rec NAME ARGS...: one line in the log, "NAME [arg] [arg]...", in one write
echo '#!/bin/sh' >$d/bin/rec
echo 'line=$1; shift; for a in "$@"; do line="$line [$a]"; done' >>$d/bin/rec
echo "printf '%s\n' \"\$line\" >>$log" >>$d/bin/rec
# show NAME ARGS...: the same on stdout (for applications run in the terminal)
echo '#!/bin/sh' >$d/bin/show
echo 'line=$1; shift; for a in "$@"; do line="$line [$a]"; done; printf "%s\n" "$line"' >>$d/bin/show
chmod +x $d/bin/rec $d/bin/show

# The MIME database: names, one magic pattern, a subclass.
begin
    echo '50:text/plain:*.txt'
    echo '50:text/html:*.html'
    echo '50:image/png:*.png'
    echo '50:text/x-csrc:*.c:cs'
    echo '50:application/x-foo:*.foo'
end >$d/data/mime/globs2
echo 'text/x-csrc text/plain' >$d/data/mime/subclasses
echo 'text/x-c text/x-csrc' >$d/data/mime/aliases
command printf 'MIME-Magic\0\n[50:image/x-fake]\n>0=\0\4FAKE\n' >$d/data/mime/magic

# app FOLDER ID TYPES EXEC [MORE KEYS...]
function app
    begin
        echo '[Desktop Entry]'
        echo Type=Application
        echo Name=(string replace .desktop '' -- $argv[2])
        echo MimeType=$argv[3]
        echo Exec=$argv[4]
        for k in $argv[5..]
            echo $k
        end
    end >$argv[1]/$argv[2]
end
set -l apps $d/data/applications
app $apps editor.desktop 'text/plain;' "rec editor %f"
app $apps browser.desktop 'text/html;x-scheme-handler/https;' "rec browser --new-window %u"
app $apps gallery.desktop 'image/png;image/x-fake;' "rec gallery %F"
app $apps files.desktop 'inode/directory;' "rec files %i --title %c --from %k %U" Icon=folder
app $apps mail.desktop 'x-scheme-handler/mailto;' "show mail %u" Terminal=true
app $apps vi.desktop 'text/plain;' "show vi %F" Terminal=true
app $d/usr/applications old.desktop 'text/html;' "rec old-browser %u"
echo '[Default Applications]' >$d/config/mimeapps.list
echo 'text/html=browser.desktop;' >>$d/config/mimeapps.list
echo 'text/plain=editor.desktop' >>$d/config/mimeapps.list
echo '[Default Applications]' >$d/usr/applications/mimeapps.list
echo 'text/html=old.desktop' >>$d/usr/applications/mimeapps.list

echo 'hello' >$d/files/notes.txt
echo 'int main;' >$d/files/main.c
echo '<p>hi</p>' >$d/files/'my page.html'
echo 'FAKE picture' >$d/files/picture
echo 'x' >$d/files/a.png
echo 'y' >$d/files/b.png
command printf '\1\2\0\3' >$d/files/data.bin
echo 'foo' >$d/files/x.foo

# Waits until the log has n lines, then prints it sorted with $d as D and
# empties it (detached applications write it in their own time).
function logged --argument-names n
    for i in (seq 200)
        set -l lines (cat $log 2>/dev/null)
        test (count $lines) -ge $n; and break
        sleep 0.02
    end
    sort $log | sed -e "s|$du|D|g" -e "s|$d|D|g"
    rm -f $log
end

# %f: one run per file, with absolute paths
cd $d/files
open notes.txt ../files/main.c
echo status $status
logged 2
# CHECK: status 0
# CHECK: editor [D/files/main.c]
# CHECK: editor [D/files/notes.txt]

# %u: a file:// URL, percent-encoded; the user's default beats the system's
open 'my page.html'
logged 1
# CHECK: browser [--new-window] [file://D/files/my%20page.html]

# %F: every file at once (the one named by its magic too)
open a.png picture b.png
logged 1
# CHECK: gallery [D/files/a.png] [D/files/picture] [D/files/b.png]

# %U, %i, %c and %k: a folder
open sub .
logged 1
# CHECK: files [--icon] [folder] [--title] [files] [--from] [D/data/applications/files.desktop] [file://D/files/sub] [file://D/files]

# URLs go to their scheme's handler; file: URLs are files
open https://example.org/a?b=c file://$d/files/notes.txt
logged 2
# CHECK: browser [--new-window] [https://example.org/a?b=c]
# CHECK: editor [D/files/notes.txt]

# Terminal=true: run here, in the foreground, before open returns
open mailto:someone@example.org
echo after
# CHECK: mail [mailto:someone@example.org]
# CHECK: after

# A default for the type itself, then for its parents: C source is text.
begin
    echo '[Default Applications]'
    echo 'text/html=browser.desktop;'
    echo 'text/plain=vi.desktop;editor.desktop'
end >$d/config/mimeapps.list
open main.c notes.txt | sed "s|$d|D|g"
# CHECK: vi [D/files/main.c] [D/files/notes.txt]

# What the builtin says of types and defaults
__minnow_open --mime-type notes.txt main.c picture data.bin sub https://x mailto:y | sed "s|$d|D|g"
# CHECK: text/plain
# CHECK: text/x-csrc
# CHECK: image/x-fake
# CHECK: application/octet-stream
# CHECK: inode/directory
# CHECK: x-scheme-handler/https
# CHECK: x-scheme-handler/mailto
__minnow_open --default text/x-c image/png application/x-foo
echo status $status
# CHECK: vi.desktop
# CHECK: gallery.desktop
# CHECK:
# CHECK: status 1

# Nothing knows these: each is reported, the others still open.
open data.bin x.foo nosuch.txt foo:bar notes.txt
echo status $status
# CHECKERR: open: cannot open 'nosuch.txt': No such file or directory
# CHECKERR: open: no application knows how to open 'data.bin' (application/octet-stream)
# CHECKERR: open: choose one with: xdg-mime default APPLICATION.desktop application/octet-stream
# CHECKERR: open: no application knows how to open 'x.foo' (application/x-foo)
# CHECKERR: open: choose one with: xdg-mime default APPLICATION.desktop application/x-foo
# CHECKERR: open: no application knows how to open 'foo:bar' (x-scheme-handler/foo)
# CHECKERR: open: choose one with: xdg-mime default APPLICATION.desktop x-scheme-handler/foo
# CHECK: vi [{{.*}}/files/notes.txt]
# CHECK: status 1

# ... unless xdg-open is installed: it gets them as they were given.
echo '#!/bin/sh' >$d/bin/xdg-open
echo 'exec rec xdg-open "$@"' >>$d/bin/xdg-open
chmod +x $d/bin/xdg-open
open x.foo foo:bar
echo status $status
logged 2
# CHECK: status 0
# CHECK: xdg-open [foo:bar]
# CHECK: xdg-open [x.foo]

# An application whose program is missing is not installed: the next one is.
app $apps viewer2.desktop 'image/png;' "no-such-program %f"
echo '[Default Applications]' >$d/config/mimeapps.list
echo 'image/png=viewer2.desktop;gallery.desktop' >>$d/config/mimeapps.list
open a.png
logged 1
# CHECK: gallery [D/files/a.png]

# Usage
open
echo status $status
# CHECKERR: open: Expected at least 1 args, got only 0
# CHECK: status 1
open -x
echo status $status
# CHECKERR: open: -x: unknown option
# CHECK: status 2
open -h | head -n 1
# CHECK: open - open file in its default application
type -t open
# CHECK: function

cd /
rm -rf $d
