# ll [ARG...]: ls in the long format, sizes in K, M, G.
function ll --wraps ls --description 'List contents of directory using long format'
    ls -lh $argv
end
