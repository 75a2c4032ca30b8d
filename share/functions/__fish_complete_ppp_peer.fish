# __fish_complete_ppp_peer: the PPP peers (providers) configured in
# /etc/ppp/peers, for pon and poff.
function __fish_complete_ppp_peer --description 'Complete the peer names of pon and poff'
    path basename -- (path filter -f -- /etc/ppp/peers/*)
end
