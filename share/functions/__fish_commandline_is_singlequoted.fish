# __fish_commandline_is_singlequoted: true when the word at the cursor has a
# single quote still open. (Kept for old copies of fish_clipboard_paste.)
function __fish_commandline_is_singlequoted --description 'Test whether the current token has an open single quote'
    string match -q -- 'single*' (__fish_tokenizer_state -- (commandline -ct | string collect))
end
