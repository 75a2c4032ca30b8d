# The generic events that functions handle (`function --on-event`), for
# `emit` and `function --on-event`.
function __minnow_complete_events --description 'Print the generic events that have handlers'
    functions --handlers-type generic 2>/dev/null | string match -v -- 'Event generic' \
        | string replace -rf -- '^(\S+) (\S+)$' '$1'\t'Event handled by $2'
end
