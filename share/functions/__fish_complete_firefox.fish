# __fish_complete_firefox CMD: Firefox's options for CMD (firefox,
# firefox-esr, ...), profiles from ~/.mozilla/firefox/profiles.ini.
function __fish_complete_firefox --description 'Define the completions of Firefox' --argument-names cmd
    __minnow_complete_table $cmd -- \
        '-h --help|Show help|' \
        '-v --version|Show the version|' \
        '--full-version|Show the version and build ids|' \
        '--ProfileManager|Start with the profile manager|' \
        '--migration|Start with the migration wizard|' \
        '--no-remote|Neither send nor accept remote commands|' \
        '--new-instance|Start a new instance, not a window of a running one|' \
        '--safe-mode|Disable extensions and themes for this session|' \
        '--allow-downgrade|Allow an older Firefox to use a profile|' \
        '--headless|Run without a window|' \
        '--jsdebugger|Open the browser toolbox|' \
        '--wait-for-jsdebugger|Wait for the JavaScript debugger|' \
        '--start-debugger-server|Start the devtools server|' \
        '--browser|Open a browser window|' \
        '--preferences|Open the settings|' \
        '--screenshot|Save a screenshot of the page|' \
        '--setDefaultBrowser|Make Firefox the default browser|' \
        '--first-startup|Do what a first start after installing does|' \
        '--kiosk|Start in kiosk mode|' \
        '--disable-pinch|Disable pinch gestures|' \
        '--jsconsole|Open the browser console|' \
        '--devtools|Open the developer tools|' \
        '--marionette|Enable the remote control server|' \
        '--sync|Make X calls synchronous|' \
        '--g-fatal-warnings|Make every warning fatal|'
    complete -c $cmd -s P -x -a '(string replace -rf -- "^Name=(.*)" \'$1\' <?~/.mozilla/firefox/profiles.ini)' -d 'Start with this profile'
    complete -c $cmd -l profile -r -d 'Start with the profile in this folder'
    complete -c $cmd -l display -x -d 'X display to use'
    complete -c $cmd -l new-window -x -d 'Open URL in a new window'
    complete -c $cmd -l new-tab -x -d 'Open URL in a new tab'
    complete -c $cmd -l private-window -x -d 'Open URL in a new private window'
    complete -c $cmd -l search -x -d 'Search with the default search engine'
    complete -c $cmd -l window-size -x -d 'Width (and height) of a screenshot'
    complete -c $cmd -l MOZ_LOG -x -d 'Log these modules (as $MOZ_LOG)'
    complete -c $cmd -l MOZ_LOG_FILE -r -d 'Log to this file (as $MOZ_LOG_FILE)'
    complete -c $cmd -l remote-debugging-port -x -d 'Start the remote agent on this port'
    complete -c $cmd -l remote-allow-hosts -x -d 'Host headers the remote agent accepts'
    complete -c $cmd -l remote-allow-origins -x -d 'Origin headers the remote agent accepts'
end
