# Completions for math: the functions and constants of expressions.
complete -c math -f -a '
abs\t"Absolute value" acos\t"Arc cosine" acosh\t"Inverse hyperbolic cosine"
asin\t"Arc sine" asinh\t"Inverse hyperbolic sine" atan\t"Arc tangent"
atan2\t"Arc tangent of y/x" atanh\t"Inverse hyperbolic tangent"
bitand\t"Bitwise and" bitor\t"Bitwise or" bitxor\t"Bitwise exclusive or"
ceil\t"Round up" clz\t"Leading zero bits" cos\t"Cosine" cosh\t"Hyperbolic cosine"
exp\t"Power of e" fac\t"Factorial" floor\t"Round down" ln\t"Natural logarithm"
log\t"Logarithm to base 10" log10\t"Logarithm to base 10" log2\t"Logarithm to base 2"
max\t"Largest argument" min\t"Smallest argument" ncr\t"Combinations" npr\t"Permutations"
pow\t"Power" round\t"Round to nearest" sin\t"Sine" sinh\t"Hyperbolic sine"
sqrt\t"Square root" tan\t"Tangent" tanh\t"Hyperbolic tangent"
e\t"The number e" pi\t"Pi" tau\t"Two pi"'
complete -c math -s s -l scale -x -a '0 1 2 3 4 5 6 max' -d 'Digits after the point'
complete -c math -s m -l scale-mode -x -a 'truncate round floor ceiling' -d 'How to round to the scale'
complete -c math -s b -l base -x -a 'hex octal 16 8' -d 'Base of the result'
complete -c math -s h -l help -d 'Show the manual page'
