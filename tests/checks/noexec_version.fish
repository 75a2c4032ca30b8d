# RUN: %minnow -v
# RUN: %minnow --version
# CHECK: minnow, version {{[0-9]+\.[0-9]+\.[0-9]+}}
