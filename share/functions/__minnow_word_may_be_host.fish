# __minnow_word_may_be_host: a completion condition for scp and rsync, true
# when the word being typed could still become `[user@]host:` (it holds no
# colon or slash yet and is not an option).
function __minnow_word_may_be_host --description 'Test whether the word being typed could be a remote host'
    not string match -qr -- '^-|[:/]' (commandline -ct)
end
