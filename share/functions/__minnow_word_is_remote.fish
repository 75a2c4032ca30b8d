# __minnow_word_is_remote: a completion condition for scp and rsync, true when
# the word being typed is a remote path (`[user@]host:path`, a colon before
# any slash), where local files make no sense.
function __minnow_word_is_remote --description 'Test whether the word being typed is a remote path'
    string match -qr -- '^[^-/][^/]*:' (commandline -ct)
end
