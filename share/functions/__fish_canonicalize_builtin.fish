# __fish_canonicalize_builtin NAME: the name a builtin's page goes by (the
# page of `[` is test, of `.` source, and so on); other names unchanged.
function __fish_canonicalize_builtin --argument-names cmd
    switch $cmd
        case '!'
            echo not
        case .
            echo source
        case :
            echo true
        case '['
            echo test
        case '{'
            echo begin
        case '*'
            printf %s $cmd
    end
end
