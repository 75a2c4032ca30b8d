# RUN: %minnow %s
# Wildcard results come in fish's order also where names differ only in case
# or leading zeros (fish 3.6 printed this line for these files), and in a
# big folder (sorted by keys there).
set -l d (command mktemp -d)
cd $d
touch a A b B f01 f1 f001 f10 f9 'x 1' x1 é É z Z _ .h 10 9 0 00
echo *
# CHECK: 0 00 9 10 _ A a B b f001 f01 f1 f9 f10 x 1 x1 Z z É é
mkdir big
for i in (seq 0 1999)
    echo >big/n$i.txt
end
set -l all big/*
count $all
# CHECK: 2000
echo $all[1..3] $all[-1]
# CHECK: big/n0.txt big/n1.txt big/n2.txt big/n1999.txt
echo big/*99.txt
# CHECK: big/n99.txt big/n199.txt big/n299.txt big/n399.txt big/n499.txt big/n599.txt big/n699.txt big/n799.txt big/n899.txt big/n999.txt big/n1099.txt big/n1199.txt big/n1299.txt big/n1399.txt big/n1499.txt big/n1599.txt big/n1699.txt big/n1799.txt big/n1899.txt big/n1999.txt
cd /
command rm -rf $d
