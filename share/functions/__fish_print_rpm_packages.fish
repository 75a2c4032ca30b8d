# __fish_print_rpm_packages: RPM packages, as NAME<tab>Package, from yum's
# completion helper or rpm (slow, so cached). Status 1 without either.
function __fish_print_rpm_packages --description 'List RPM packages'
    argparse i/installed -- $argv
    or return 1
    if test -x /usr/share/yum-cli/completion-helper.py
        __fish_cached -t 21600 -k yum-completion-helper -- '/usr/share/yum-cli/completion-helper.py list all -d 0 -C | sed "s/\\..*/\\tPackage/"'
    else if command -q rpm
        __fish_cached -t 250 -- "rpm -qa | sed -e 's/-[^-]*-[^-]*\$/\\tPackage/'"
    else
        return 1
    end
end
