# __fish_anypython: the name of a Python interpreter on $PATH (python3 first),
# for completions that run Python; status 1 without one.
function __fish_anypython --description 'Print the name of an installed Python'
    for py in python3 python
        if command -sq $py
            echo $py
            return 0
        end
    end
    return 1
end
