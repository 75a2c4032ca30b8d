# name: Default
# The prompt the shell starts with: user@host, the directory, the statuses
# of a failed job, then > (# for root). It is the fish_prompt function of
# the functions folder.
source $__fish_data_dir/functions/fish_prompt.fish
