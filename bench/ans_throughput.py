#!/usr/bin/env python3
"""bench/ans_throughput.py - what the $ans relay (src/proc/relay.c) costs.

Usage: ans_throughput.py MINNOW FILE [RUNS]

Starts `MINNOW -i` on a pseudo-terminal of its own (80x24, env -i but PATH,
HOME, TERM=xterm-256color, LANG=C.UTF-8) once with minnow_ans=off (the
shell directly on the terminal) and once with minnow_ans=on (through the
relay), and reads everything it writes as fast as it can, as a fast
terminal would. For each it prints:
  output   `cat FILE` at the prompt: from Enter to the end of the output,
           the best of RUNS (default 3), in MB/s
  keys     60 keys typed one at a time, each once the redraw of the one
           before settled (no byte for 5 ms): the median time from the key
           to the last byte of its redraw (the 5 ms not counted)
and the ratios on/off (the goal: output at least 0.8x)."""
import os, pty, select, sys, time, tempfile

def run(minnow, path, mode, runs):
    home = tempfile.mkdtemp(prefix="ans-bench-")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
           "TERM": "xterm-256color", "LANG": "C.UTF-8", "minnow_ans": mode}
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(home)
        os.execve(minnow, [minnow, "-i", "-N", "--no-config"], env)
    def settle(quiet):
        """reads until quiet seconds pass with no byte; returns the time of the last byte"""
        last = time.monotonic()
        while True:
            r, _, _ = select.select([fd], [], [], quiet)
            if not r:
                return last
            try:
                data = os.read(fd, 1 << 16)
            except OSError:
                return last
            if not data:
                return last
            last = time.monotonic()
    settle(0.3)
    size = os.path.getsize(path)
    best = None
    for i in range(runs):
        mark = b"DONE%dXYZ" % i
        os.write(fd, b"cat %s; echo (string upper done)%dXYZ\r" % (path.encode(), i))
        t0 = time.monotonic()
        tail = b""
        while True:
            seen = tail + os.read(fd, 1 << 16)
            if mark in seen:
                break
            tail = seen[-64:]
        took = time.monotonic() - t0
        best = took if best is None or took < best else best
        settle(0.1)
    keys = []
    for c in b"echo the quick brown fox jumped over the lazy dogs and again":
        t0 = time.monotonic()
        os.write(fd, bytes([c]))
        keys.append(settle(0.005) - t0)
    os.write(fd, b"\x15exit\r")
    settle(0.2)
    os.waitpid(pid, 0)
    keys.sort()
    return size / best / 1e6, keys[len(keys) // 2] * 1000

def main():
    minnow, path = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    res = {m: run(minnow, path, m, runs) for m in ("off", "on")}
    size = os.path.getsize(path) / 1e6
    print("%-5s %14s %12s" % ("relay", "cat %.0f MB" % size, "key median"))
    for m in ("off", "on"):
        print("%-5s %9.0f MB/s %9.3f ms" % (m, res[m][0], res[m][1]))
    print("on/off: output %.2fx, key %.2fx" % (res["on"][0] / res["off"][0], res["on"][1] / res["off"][1]))

main()
