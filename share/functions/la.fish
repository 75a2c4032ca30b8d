# la [ARG...]: ls in the long format with the hidden files (but . and ..),
# sizes in K, M, G.
function la --wraps ls --description 'List contents of directory, including hidden files in directory using long format'
    ls -lAh $argv
end
