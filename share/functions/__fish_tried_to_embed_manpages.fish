# __fish_tried_to_embed_manpages: true when this shell was built with its
# manual pages inside the binary (`status build-info` lists embed-manpages).
function __fish_tried_to_embed_manpages
    status build-info | string match -rq -- '(^|\s)embed-manpages(\s|$)'
end
