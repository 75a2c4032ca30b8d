# __fish_protontricks_complete_appid: the Steam games protontricks knows, as
# APPID<tab>NAME.
function __fish_protontricks_complete_appid --description 'List Steam app ids for protontricks'
    set -l list (command protontricks -L 2>/dev/null; or command protontricks -l 2>/dev/null)
    string replace -rf -- '^(.*) \((\d+)\)$' '$2\t$1' $list
end
