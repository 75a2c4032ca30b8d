# __fish_set_locale: when the shell inherited no locale variable at all (a
# console login under systemd, say), export the ones the system configures:
# locale.NAME=VALUE on the kernel command line, then the first value found
# for each in the user's and the system's locale.conf and the older files
# distributions use. LC_ALL is never set from them.
function __fish_set_locale
    set -l names (__fish_locale_vars)
    for name in $names
        set -q $name
        and return 0
    end
    if test -r /proc/cmdline
        for word in (string match -ra -- 'locale\.[^=]+=\S+' </proc/cmdline)
            set -l kv (string replace -- locale. '' $word | string split -m 1 =)
            contains -- $kv[1] $names
            and test $kv[1] != LC_ALL
            and set -gx $kv[1] (string trim -c '\'"' -- $kv[2])
        end
    end
    set -l config ~/.config
    set -q XDG_CONFIG_HOME[1]
    and set config $XDG_CONFIG_HOME
    for file in $config/locale.conf /etc/locale.conf /etc/env.d/02locale /etc/sysconfig/i18n /etc/default/locale
        test -r $file
        or continue
        while read -l line
            set -l kv (string split -m 1 = -- $line)
            set -q kv[2]
            and contains -- $kv[1] $names
            and test $kv[1] != LC_ALL
            and not set -q $kv[1]
            and set -gx $kv[1] (string trim -c '\'"' -- $kv[2])
        end <$file
    end
end
