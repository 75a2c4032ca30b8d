# __fish_print_svn_rev: the revision (or range, 12:15) of the Subversion
# working copy, from svnversion, digits and colons only.
function __fish_print_svn_rev --description 'Print the Subversion revision'
    printf '%s' (command svnversion 2>/dev/null | string replace -ra -- '[^0-9:]' '')
end
