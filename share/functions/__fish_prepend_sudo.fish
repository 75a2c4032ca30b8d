# __fish_prepend_sudo: the old name of `fish_commandline_prepend sudo`.
function __fish_prepend_sudo --description 'Deprecated: prepend sudo to the command line (use fish_commandline_prepend)'
    fish_commandline_prepend sudo
end
