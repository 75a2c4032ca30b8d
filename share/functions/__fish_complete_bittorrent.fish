# __fish_complete_bittorrent CMD: the options of the original BitTorrent
# client's commands (btdownloadcurses, btdownloadheadless, ...) for CMD.
function __fish_complete_bittorrent --description 'Define the completions of a BitTorrent command' --argument-names cmd
    __minnow_complete_table $cmd -x -- \
        '--max_uploads|Most uploads at once|' \
        '--keepalive_interval|Seconds between keepalives|' \
        '--download_slice_size|Bytes per request|' \
        '--request_backlog|Requests per pipe|' \
        '--max_message_length|Longest message prefix|' \
        '--ip|Address to give the tracker|(__fish_print_addresses)' \
        '--minport|Lowest port to listen on|' \
        '--maxport|Highest port to listen on|' \
        '--url|URL of the torrent file|' \
        '--timeout|Seconds before an idle socket is closed|' \
        '--timeout_check_interval|Seconds between timeout checks|' \
        '--max_slice_length|Longest slice sent|' \
        '--max_rate_period|Longest time to estimate rates over|' \
        '--bind|Local address to bind to|(__fish_print_addresses --all)' \
        '--display_interval|Seconds between screen updates|' \
        '--rerequest_interval|Seconds between asking for more peers|' \
        '--min_peers|Fewest peers before asking for more|' \
        '--http_timeout|Seconds before an HTTP request times out|' \
        '--max_initiate|Peers at which to stop making connections|' \
        '--max_allow_in|Most connections accepted|' \
        '--check_hashes|Whether to check the hashes on disk|' \
        '--max_upload_rate|Most kB/s to upload|' \
        '--snub_time|Seconds without data before a peer is choked|' \
        '--spew|Whether to print diagnostics|' \
        '--rarest_first_cutoff|Downloads before rarest-first is used|' \
        '--min_uploads|Uploads to fill with optimistic unchokes|' \
        '--report_hash_failiures|Whether to report hash failures|'
    complete -c $cmd -l responsefile -r -d 'File for the server response'
    complete -c $cmd -l saveas -r -d 'File to save to'
end
