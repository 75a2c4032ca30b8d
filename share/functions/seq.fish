# seq [FIRST [STEP]] LAST: the numbers from FIRST (1) to LAST by STEP (1),
# one a line. Only for a system without seq (or with GNU's as gseq); where
# there is one, there is no function and seq is the command.
if not command -sq seq
    if command -sq gseq
        function seq --description 'Print a sequence of numbers (GNU seq)'
            command gseq $argv
        end
    else
        function seq --description 'Print a sequence of numbers'
            __fish_fallback_seq $argv
        end
    end
end
