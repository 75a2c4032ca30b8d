# RUN: %minnow %s
# The platform helpers completions and plugins call: the kernel's name once a
# session, and the Cygwin/MSYS2 questions answered no on any other system.
__fish_uname
# CHECK: Linux
set -q __fish_uname; and echo cached $__fish_uname
# CHECK: cached Linux
__fish_is_cygwin; or echo not cygwin
# CHECK: not cygwin
__fish_cygwin_noacl /; or echo acl
# CHECK: acl
# A faked kernel name is believed: the cache is what later calls read.
set -g __fish_uname MSYS_NT-10.0
__fish_is_cygwin; and echo msys counts
# CHECK: msys counts
set -g __fish_uname CYGWIN_NT-10.0
__fish_is_cygwin; and echo cygwin counts
# CHECK: cygwin counts
set -g __fish_uname Darwin
__fish_is_cygwin; or echo darwin does not
# CHECK: darwin does not
