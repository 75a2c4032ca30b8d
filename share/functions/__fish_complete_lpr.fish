# __fish_complete_lpr CMD: the options CUPS's printing commands share (lp,
# lpr, lpq, lprm, cancel, lpstat, lpoptions, ...), each given to the
# commands that take it.
function __fish_complete_lpr --description 'Complete the common options of the lpr commands' --argument-names cmd
    complete -c $cmd -s E -d 'Encrypt the connection to the server'
    complete -c $cmd -s U -x -a '(__fish_complete_users)' -d 'Use another user name'
    if contains -- $cmd lpr lpq lprm
        complete -c $cmd -s P -x -a '(__fish_print_lpr_printers)' -d 'The printer or class'
    end
    if contains -- $cmd lpq cancel
        complete -c $cmd -s a -d 'All printers'
    end
    if contains -- $cmd lpq cancel lpmove lpstat lprm lpoptions lp reject accept cupsaccept cupsreject cupsenable cupsdisable
        complete -c $cmd -s h -x -a '(__fish_print_hostnames)' -d 'Use another server'
    end
    if contains -- $cmd lp lpr
        complete -c $cmd -s m -d 'Send an e-mail when the job is done'
        complete -c $cmd -s o -x -a landscape -d 'Landscape'
        complete -c $cmd -s o -x -a 'media=a4 media=letter media=legal' -d 'Paper size'
        complete -c $cmd -s o -x -a page-ranges= -d 'Pages to print'
        complete -c $cmd -s o -x -a orientation-requested= -d 'Orientation (4: landscape)'
        complete -c $cmd -s o -x -a 'sides=one-sided sides=two-sided-long-edge sides=two-sided-short-edge' -d 'One or two sided'
        complete -c $cmd -s o -x -a fit-to-page -d 'Scale to fit the page'
        complete -c $cmd -s o -x -a 'number-up=2 number-up=4 number-up=6 number-up=9' -d 'Pages on each sheet'
        complete -c $cmd -s o -x -a scaling= -d 'Scale images to this percentage of the page'
        complete -c $cmd -s o -x -a 'cpi= lpi=' -d 'Characters or lines per inch'
        complete -c $cmd -s o -x -a 'page-bottom= page-left= page-right= page-top=' -d 'Margins of text files'
        # (last, so the printer's own options come after the common ones)
        complete -c $cmd -s o -x -a '(__fish_complete_lpr_option)' -d 'Job option'
    end
end
