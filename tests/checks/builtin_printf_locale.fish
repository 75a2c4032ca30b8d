# RUN: %minnow %s
# REQUIRES: test -f /usr/share/i18n/locales/de_DE
# printf writes floats with the decimal point of the numeric locale that
# $LC_ALL, $LC_NUMERIC or $LANG names, and reads them written either way,
# as fish 4 does; math and test keep the '.'. (The locale is built here,
# found through LOCPATH: the system need not have it.)
set -l loc (command mktemp -d)
localedef -i de_DE -f UTF-8 $loc/de_DE.UTF-8 2>/dev/null
set -l minnow (status fish-path)
env -u LC_ALL LOCPATH=$loc $minnow -c '
set -x LC_NUMERIC de_DE.UTF-8
printf "%e\n" 3,45 4.56
printf "%.2f %g %5.1f|\n" 1.5 2.25 -0.25
test 42.5 -gt 37.2; and echo test ok
math 1.5 + 1
set -e LC_NUMERIC
printf "%.1f\n" 2.5
set -x LANG de_DE.UTF-8
printf "%.1f\n" 2.5
set -x LC_ALL C
printf "%.1f\n" 2.5
printf "%e\n" 3,45'
# CHECK: 3,450000e+00
# CHECK: 4,560000e+00
# CHECK: 1,50 2,25  -0,2|
# CHECK: test ok
# CHECK: 2.5
# CHECK: 2.5
# CHECK: 2,5
# CHECK: 2.5
# CHECK: 3.000000e+00
# CHECKERR: 3,45: value not completely converted (can't convert ',45')
command rm -rf $loc
