# RUN: %minnow %s
# command -v/-s/--search, -q and -a look names up on PATH.
set -l d (mktemp -d)
mkdir $d/a $d/b $d/b/tool2
echo 'exit 0' > $d/a/tool
echo 'exit 0' > $d/b/tool
echo 'exit 0' > $d/b/noexec
chmod +x $d/a/tool $d/b/tool
set -l oldpath $PATH
set PATH $d/a $d/b
# Prints paths under $d as D/...
function rel --inherit-variable d
    for p in $argv
        switch $p
            case $d/a/tool
                echo D/a/tool
            case $d/b/tool
                echo D/b/tool
            case '*'
                echo other $p
        end
    end
end
rel (command -v tool)
echo status $status
command -v nosuch; echo status $status
command -v noexec tool2; echo status $status
rel (command -s nosuch tool)
rel (command --search tool)
command -q tool; echo query $status
command -q nosuch tool; echo query $status
command --query nosuch; echo query $status
rel (command -a tool)
rel (command -sa tool)
command -a nosuch; echo all $status
rel (command -v $d/a/tool)
command -v $d/b/noexec; echo status $status
command -v; echo none $status
command >/dev/null 2>&1; echo bare $status
command -h | read -l first; echo $first
set PATH $oldpath
rm -r $d
# CHECK: D/a/tool
# CHECK: status 0
# CHECK: status 127
# CHECK: status 127
# CHECK: D/a/tool
# CHECK: D/a/tool
# CHECK: query 0
# CHECK: query 0
# CHECK: query 127
# CHECK: D/a/tool
# CHECK: D/b/tool
# CHECK: D/a/tool
# CHECK: D/b/tool
# CHECK: all 127
# CHECK: D/a/tool
# CHECK: status 127
# CHECK: none 127
# CHECK: bare 2
# CHECK: command - run a program
