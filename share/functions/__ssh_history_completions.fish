# __ssh_history_completions: the user@host words of the last hundred ssh
# commands in the history.
function __ssh_history_completions --description 'Print user@host from the ssh history'
    history --prefix ssh --max=100 | string replace -rf -- '.* ([A-Za-z0-9._:-]+@[A-Za-z0-9._:-]*[A-Za-z0-9._-]).*' '$1'
end
