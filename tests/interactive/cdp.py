#!/usr/bin/env python3
"""tests/interactive/cdp.py BROWSER URL SCRIPT - loads URL in headless
Chromium, runs the JavaScript in the file SCRIPT there (an expression; a
promise is awaited) and prints its value; status 1 when it threw. Driven
through Chromium's DevTools protocol over --remote-debugging-pipe (JSON
messages ended by NUL on fds 3 and 4), so it needs nothing but Python."""
import json, os, subprocess, sys, tempfile
browser, url, script = sys.argv[1], sys.argv[2], sys.argv[3]
r1, w1 = os.pipe()   # we write, chromium reads on fd 3
r2, w2 = os.pipe()   # chromium writes on fd 4, we read
prof = tempfile.mkdtemp()
def child():
    os.dup2(r1, 3); os.dup2(w2, 4)
proc = subprocess.Popen([browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                         "--user-data-dir=" + prof, "--remote-debugging-pipe", "about:blank"],
                        pass_fds=(3, 4), preexec_fn=child, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(r1); os.close(w2)
out = os.fdopen(w1, "wb"); inp = os.fdopen(r2, "rb")
buf = b""; next_id = 0
def call(method, params=None, session=None):
    global buf, next_id
    next_id += 1
    msg = {"id": next_id, "method": method, "params": params or {}}
    if session: msg["sessionId"] = session
    out.write(json.dumps(msg).encode() + b"\0"); out.flush()
    while True:
        while b"\0" not in buf:
            chunk = os.read(inp.fileno(), 65536)
            if not chunk: raise SystemExit("chromium closed the pipe")
            buf += chunk
        raw, buf = buf.split(b"\0", 1)
        m = json.loads(raw)
        if m.get("id") == next_id:
            if "error" in m: raise SystemExit(method + ": " + json.dumps(m["error"]))
            return m["result"]
t = call("Target.createTarget", {"url": url})["targetId"]
s = call("Target.attachToTarget", {"targetId": t, "flatten": True})["sessionId"]
# the page loaded first (the target starts on about:blank)
import time
for _ in range(200):
    v = call("Runtime.evaluate", {"expression": "location.href + ' ' + document.readyState",
                                  "returnByValue": True}, s)["result"].get("value", "")
    if v.startswith(url) and v.endswith(" complete"):
        break
    time.sleep(0.05)
r = call("Runtime.evaluate", {"expression": open(script).read(), "awaitPromise": True, "returnByValue": True}, s)
if "exceptionDetails" in r:
    print("error:", json.dumps(r["exceptionDetails"])[:2000]); code = 1
else:
    print(r["result"].get("value")); code = 0
try: call("Browser.close")
except SystemExit: pass
proc.wait(timeout=10)
sys.exit(code)
