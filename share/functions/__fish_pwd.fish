# __fish_pwd: the current directory, with Cygwin's /cygdrive/X written as a
# drive letter (X:).
function __fish_pwd --description 'Print the current directory'
    string replace -r -- '^/cygdrive/(.)?' '\U$1:' $PWD
end
