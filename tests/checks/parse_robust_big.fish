# RUN: sh data/robust.sh '%minnow' big
# A 10 MB valid script (120,000 if blocks with pipes, substitutions and
# redirections) is accepted, in well under the test's time limit; -n keeps one
# top-level job at a time, so memory stays flat.

# CHECK: big.fish: status 0
# CHECK: big.fish: 10 MB or more
