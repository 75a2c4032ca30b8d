# __fish_make_completion_signals: fills the global list $__kill_signals with
# the signals of this system as "NUMBER NAME" (1 HUP, 2 INT, ...), from
# `kill -L` (procps and util-linux) or else `kill -l NUMBER`; without a kill
# program, the numbering of Linux on x86 and ARM. Once per shell.
function __fish_make_completion_signals --description 'List the signals in $__kill_signals'
    set -q __kill_signals[1]
    and return 0
    set -g __kill_signals
    set -l table
    command -sq kill
    and set table (command kill -L 2>/dev/null)
    if set -q table[1]
        # "  1 HUP      2 INT ..." (procps) or " 1) SIGHUP	 2) SIGINT" (bash's)
        set __kill_signals (string match -ar -- '\d+\)?\s+(?:SIG)?[A-Z][A-Z0-9+-]*' $table |
            string replace -r -- '^(\d+)\)?\s+(?:SIG)?' '$1 ')
    else if command -sq kill
        for number in (command seq 31)
            set -l name (command kill -l $number 2>/dev/null | string upper | string replace -r -- '^SIG' '')
            and set -a __kill_signals "$number $name"
        end
    end
    if not set -q __kill_signals[1]
        set -l names HUP INT QUIT ILL TRAP ABRT BUS FPE KILL USR1 SEGV USR2 PIPE ALRM TERM STKFLT \
            CHLD CONT STOP TSTP TTIN TTOU URG XCPU XFSZ VTALRM PROF WINCH POLL PWR SYS
        set -l number 0
        for name in $names
            set number (math $number + 1)
            set -a __kill_signals "$number $name"
        end
    end
end
