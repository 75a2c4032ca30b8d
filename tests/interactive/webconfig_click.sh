#!/usr/bin/env bash
# tests/interactive/webconfig_click.sh - fish_config's page used as a person
# uses it, in headless Chromium: switch tabs, pick a theme and use it, pick
# a prompt and use it, add an abbreviation; then the shell has the theme's
# colours (universal variables, shown at once in the shell that served the
# page), the prompt saved in its functions folder and the abbreviation. Skipped (77) without Chromium or
# Python (the page is driven through Chromium's DevTools pipe, cdp.py).
. "$(dirname "$0")/lib.sh"

need_chromium webconfig_click
command -v python3 >/dev/null || { echo "webconfig_click: skipped: no python3 here"; exit 77; }
cdp=$(cd "$(dirname "$0")" && pwd)/cdp.py

pin_prompt </dev/null
serve_page 'BROWSER=true fish_config'
cat >"$HOME/clicks.js" <<'JS'
(async () => {
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));
  const until = async (what, f) => {
    for (let i = 0; i < 200; i++) { const v = f(); if (v) return v; await wait(50); }
    throw new Error("never: " + what);
  };
  const item = (list, name) => [...document.querySelectorAll(list + " li")].find((l) => l.textContent === name);
  document.querySelector("[data-tab=functions]").click();
  await until("the functions", () => item("#function-list", "fish_prompt"));
  document.querySelector("[data-tab=colors]").click();
  (await until("the theme nord", () => item("#theme-list", "nord"))).click();
  await until("nord shown", () => document.getElementById("theme-name").textContent === "nord");
  document.getElementById("theme-use").click();
  await until("the theme used", () => document.getElementById("note").textContent.includes("nord"));
  document.querySelector("[data-tab=prompt]").click();
  (await until("the prompt arrow", () => item("#prompt-list", "arrow"))).click();
  await until("arrow shown", () => document.getElementById("prompt-name").textContent === "arrow" &&
                                   document.querySelector("#prompt-preview span"));
  document.getElementById("prompt-use").click();
  await until("the prompt used", () => document.getElementById("note").textContent.includes("arrow"));
  document.querySelector("[data-tab=abbreviations]").click();
  await until("the form", () => document.getElementById("abbreviation-form").onsubmit);
  document.getElementById("abbreviation-word").value = "gst";
  document.getElementById("abbreviation-expansion").value = "git status";
  document.getElementById("abbreviation-form").requestSubmit();
  await until("the abbreviation", () => [...document.querySelectorAll("#abbreviation-list li")]
    .some((l) => l.textContent.includes("gst 'git status'")));
  return "done";
})()
JS
got=$(timeout 90 python3 "$cdp" "$browser" "$url" "$HOME/clicks.js" 2>&1)
[[ $got == done ]] || fail "in the browser: $got"
keys Enter
wait_for "Shutting down."
keys -l 'echo cmd=$fish_color_command'; keys Enter
wait_for "cmd=81a1c1"
grep -q 'function fish_prompt' "$HOME/.config/minnow/functions/fish_prompt.fish" || fail "no fish_prompt.fish"
keys -l 'abbr --show | string match "*gst*"'; keys Enter
wait_for "abbr -a -- gst 'git status'"
keys -l 'exit 0'; keys Enter
wait_for "exited 0"
