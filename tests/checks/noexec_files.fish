# RUN: %minnow -n %s; echo "status $?"
# RUN: %minnow -n ./%s; echo "status $?"
# A valid script: nothing printed, status 0, whatever the path looks like.
# CHECK: status 0
function greet -a name
    echo "hello $name" | string upper >&2
end
for i in (seq 3)
    greet $i; or break
end
