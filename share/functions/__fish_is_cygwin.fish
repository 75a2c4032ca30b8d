# Whether this is Cygwin or MSYS2 (their kernels name themselves CYGWIN_NT-...,
# MSYS_NT-..., MINGW64_NT-... or MINGW32_NT-...). False on Linux and the BSDs.
function __fish_is_cygwin
    switch (__fish_uname)
        case 'CYGWIN*' 'MSYS*' 'MINGW64*' 'MINGW32*'
            return 0
    end
    return 1
end
