# Completions for count: it takes any words, and no options.
