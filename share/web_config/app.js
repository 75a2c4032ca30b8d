// fish_config's page: reads the shell's state from api/NAME (see
// src/builtins/webconfig.c) and shows it, one tab at a time.
"use strict";

async function api(name, arg) {
  const url = "api/" + name + (arg === undefined ? "" : "?arg=" + encodeURIComponent(arg));
  const reply = await fetch(url, { cache: "no-store" });
  if (!reply.ok) throw new Error(url + ": " + reply.status);
  return (await reply.json()).lines;
}

// A change: POST api/NAME with the value in the body; the reply's lines.
async function change(name, arg) {
  const reply = await fetch("api/" + name, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "arg=" + encodeURIComponent(arg),
  });
  if (!reply.ok) throw new Error(name + ": " + reply.status);
  return (await reply.json()).lines;
}

function say(text) {
  const note = document.getElementById("note");
  note.textContent = text;
  note.hidden = false;
  clearTimeout(say.timer);
  say.timer = setTimeout(() => { note.hidden = true; }, 4000);
}

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

function fill(list, items, make) {
  list.replaceChildren(...items.map(make));
}

// Marks li as the one chosen in its list.
function select(li) {
  for (const x of li.parentNode.children) x.classList.toggle("selected", x === li);
}

function filterInput(input, list) {
  input.addEventListener("input", () => {
    const q = input.value.toLowerCase();
    for (const li of list.children) li.hidden = q && !li.textContent.toLowerCase().includes(q);
  });
}

// ---- text with terminal colours (SGR escapes) as spans ----

const BASIC = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
               "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"];

function color256(n) {
  if (n < 16) return BASIC[n];
  if (n >= 232) { const v = 8 + 10 * (n - 232); return `rgb(${v},${v},${v})`; }
  n -= 16;
  const c = (x) => (x ? 55 + 40 * x : 0);
  return `rgb(${c(Math.floor(n / 36))},${c(Math.floor(n / 6) % 6)},${c(n % 6)})`;
}

function drawAnsi(pre, text) {
  const parts = [];
  let st = {};
  const re = /\x1b\[([0-9;:]*)m|\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\(B/g;
  let last = 0, m;
  const flush = (upto) => {
    if (upto <= last) return;
    const span = el("span", text.slice(last, upto));
    if (st.fg) span.style.color = st.fg;
    if (st.bg) span.style.background = st.bg;
    if (st.bold) span.style.fontWeight = "bold";
    if (st.italic) span.style.fontStyle = "italic";
    if (st.underline) span.style.textDecoration = "underline";
    parts.push(span);
  };
  while ((m = re.exec(text))) {
    flush(m.index);
    last = re.lastIndex;
    if (m[1] === undefined) continue;
    const codes = m[1] === "" ? [0] : m[1].split(/[;:]/).map(Number);
    for (let i = 0; i < codes.length; i++) {
      const c = codes[i];
      if (c === 0) st = {};
      else if (c === 1) st.bold = true;
      else if (c === 3) st.italic = true;
      else if (c === 4) st.underline = true;
      else if (c === 22) st.bold = false;
      else if (c === 23) st.italic = false;
      else if (c === 24) st.underline = false;
      else if (c >= 30 && c <= 37) st.fg = BASIC[c - 30];
      else if (c >= 90 && c <= 97) st.fg = BASIC[c - 82];
      else if (c >= 40 && c <= 47) st.bg = BASIC[c - 40];
      else if (c >= 100 && c <= 107) st.bg = BASIC[c - 92];
      else if (c === 39) st.fg = null;
      else if (c === 49) st.bg = null;
      else if ((c === 38 || c === 48) && codes[i + 1] === 5) {
        st[c === 38 ? "fg" : "bg"] = color256(codes[i + 2]); i += 2;
      } else if ((c === 38 || c === 48) && codes[i + 1] === 2) {
        st[c === 38 ? "fg" : "bg"] = `rgb(${codes[i + 2]},${codes[i + 3]},${codes[i + 4]})`; i += 4;
      }
    }
  }
  flush(text.length);
  pre.replaceChildren(...parts);
}

// ---- colours: a theme's lines drawn as the terminal would ----

const NAMED = {
  black: "#000000", red: "#cd0000", green: "#00cd00", yellow: "#cdcd00", blue: "#0000ee",
  magenta: "#cd00cd", cyan: "#00cdcd", white: "#e5e5e5", brblack: "#7f7f7f", brred: "#ff0000",
  brgreen: "#00ff00", bryellow: "#ffff00", brblue: "#5c5cff", brmagenta: "#ff00ff",
  brcyan: "#00ffff", brwhite: "#ffffff", normal: "",
};

function cssColor(word) {
  if (word in NAMED) return NAMED[word];
  const hex = word.replace(/^#/, "");
  if (/^[0-9a-f]{6}$/i.test(hex)) return "#" + hex;
  if (/^[0-9a-f]{3}$/i.test(hex)) return "#" + hex.split("").map((c) => c + c).join("");
  return null;
}

// The style of one colour variable's value (fish's set_color arguments).
function styleOf(value) {
  const s = {};
  const words = (value || "").split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === "--bold" || w === "-o") s.fontWeight = "bold";
    else if (w === "--italics" || w === "-i") s.fontStyle = "italic";
    else if (w === "--underline" || w === "-u" || w.startsWith("--underline=")) s.textDecoration = "underline";
    else if (w === "--reverse" || w === "-r") s.reverse = true;
    else if (w.startsWith("--background=")) s.background = cssColor(w.slice(13));
    else if (w === "-b" || w === "--background") s.background = cssColor(words[++i] || "");
    else if (!w.startsWith("-") && !s.color) s.color = cssColor(w);
  }
  return s;
}

// The variables of a theme: its first section (or no section) wins.
function parseTheme(lines) {
  const vars = {};
  let section = null, seen = false;
  for (const line of lines) {
    const m = line.match(/^\s*\[(\w+)\]\s*$/);
    if (m) { if (seen) break; section = m[1]; continue; }
    const v = line.match(/^\s*(fish_(?:pager_)?color_\w+)\s*(.*)$/);
    if (v) { vars[v[1]] = v[2]; seen = true; }
  }
  return vars;
}

const SAMPLE = [
  ["comment", "# a sample command line\n"],
  ["cwd", "~/projects"], ["normal", " > "],
  ["command", "echo"], ["normal", " "], ["quote", "'hello'"], ["normal", " "],
  ["redirection", "> greeting.txt"], ["end", ";"], ["normal", " "],
  ["command", "and"], ["normal", " "], ["command", "ls"], ["normal", " "],
  ["param", "--color"], ["normal", " "], ["operator", "~/docs"], ["normal", " "],
  ["end", "|"], ["normal", " "], ["error", "lss"], ["autosuggestion", " -la"], ["normal", "\n"],
];

function drawPreview(pre, vars) {
  pre.replaceChildren(...SAMPLE.map(([role, text]) => {
    const span = el("span", text);
    const st = styleOf(vars["fish_color_" + role] ?? vars.fish_color_normal);
    if (st.color) span.style.color = st.color;
    if (st.background) span.style.background = st.background;
    if (st.fontWeight) span.style.fontWeight = st.fontWeight;
    if (st.fontStyle) span.style.fontStyle = st.fontStyle;
    if (st.textDecoration) span.style.textDecoration = st.textDecoration;
    if (st.reverse) { span.style.background = st.color || "#c5c8c6"; span.style.color = "#1d1f21"; }
    return span;
  }));
}

// Each click asks the shell; only the answer to the last one is shown.
let themeShown = 0, promptShown = 0;

async function showTheme(name, li) {
  select(li);
  const ticket = ++themeShown;
  const lines = await api("theme", name);
  if (ticket !== themeShown) return;
  document.getElementById("theme-name").textContent = name;
  document.getElementById("theme-use").onclick = async () => {
    await change("theme-save", name);
    say("Theme " + name + " is now your colours (universal variables).");
  };
  document.getElementById("theme-file").onclick = async () => {
    const file = prompt("Save your current colours as the theme named:", "mine");
    if (!file) return;
    if (!/^[\w-]+$/.test(file)) return say("A theme's name is letters, digits, - and _.");
    await change("theme-file", file);
    say("Saved as " + file + ".theme in your themes folder.");
  };
  document.getElementById("theme-text").textContent = lines.join("\n");
  drawPreview(document.getElementById("theme-preview"), parseTheme(lines));
}

const loaders = {
  async colors() {
    const names = await api("themes");
    const list = document.getElementById("theme-list");
    fill(list, names, (n) => {
      const li = el("li", n);
      li.addEventListener("click", () => showTheme(n, li));
      return li;
    });
    if (list.firstChild) showTheme(names[0], list.firstChild);
  },
  async prompt() {
    const list = document.getElementById("prompt-list");
    fill(list, await api("prompts"), (n) => {
      const li = el("li", n);
      li.addEventListener("click", async () => {
        select(li);
        const ticket = ++promptShown;
        const shown = (await api("prompt", n)).join("\n");
        if (ticket !== promptShown) return;
        document.getElementById("prompt-name").textContent = n;
        drawAnsi(document.getElementById("prompt-preview"), shown);
        document.getElementById("prompt-use").onclick = async () => {
          await change("prompt-save", n);
          say("Prompt " + n + " is saved as your fish_prompt.");
        };
      });
      return li;
    });
    if (list.firstChild) list.firstChild.click();
  },
  async functions() {
    const list = document.getElementById("function-list");
    fill(list, await api("functions"), (n) => {
      const li = el("li", n);
      li.addEventListener("click", async () => {
        select(li);
        document.getElementById("function-source").textContent = (await api("function", n)).join("\n");
      });
      return li;
    });
    filterInput(document.getElementById("function-filter"), list);
  },
  async variables() {
    const rows = document.getElementById("variable-rows");
    fill(rows, await api("variables"), (line) => {
      const [scope, name, value] = line.split("\t");
      const tr = el("tr");
      tr.append(el("td", scope), el("td", name), el("td", value ?? ""));
      return tr;
    });
    filterInput(document.getElementById("variable-filter"), rows);
  },
  async history() {
    const input = document.getElementById("history-search");
    const list = document.getElementById("history-list");
    const search = async () => fill(list, await api("history", input.value), (e) => {
      const li = el("li", e);
      const del = el("button", "delete", "delete");
      del.addEventListener("click", async () => {
        await change("history-delete", e);
        li.remove();
        say("Deleted from the history.");
      });
      li.append(del);
      return li;
    });
    input.addEventListener("input", search);
    await search();
  },
  async bindings() {
    const list = document.getElementById("binding-list");
    // `bind` names the file of each run of bindings in a comment: a heading
    fill(list, await api("bindings"), (b) => (b.startsWith("# ") ? el("li", b.slice(2), "from") : el("li", b)));
    filterInput(document.getElementById("binding-filter"), list);
  },
  async abbreviations() {
    const list = document.getElementById("abbreviation-list");
    const load = async () => fill(list, await api("abbreviations"), (a) => {
      const li = el("li", a);
      const name = a.match(/ -- (\S+) /)?.[1];
      if (name) {
        const del = el("button", "erase", "delete");
        del.addEventListener("click", async () => {
          const out = await change("abbr-erase", name.replace(/^'(.*)'$/, "$1"));
          if (out.length) say(out.join(" ")); else { li.remove(); say("Erased " + name + "."); }
        });
        li.append(del);
      }
      return li;
    });
    // the first listing in place before the form works: one that came after
    // an addition's listing would put the list of before it back
    await load();
    document.getElementById("abbreviation-form").onsubmit = async (ev) => {
      ev.preventDefault();
      const word = document.getElementById("abbreviation-word").value.trim();
      const expansion = document.getElementById("abbreviation-expansion").value.trim();
      if (!word || !expansion) return;
      const out = await change("abbr-add", word + " " + expansion);
      if (out.length) say(out.join(" "));
      else say("Added " + word + ": new shells have it too.");
      await load();
    };
  },
};

const loaded = new Set();
async function open(tab) {
  for (const b of document.querySelectorAll("#tabs button")) b.classList.toggle("active", b.dataset.tab === tab);
  for (const s of document.querySelectorAll(".tab")) s.classList.toggle("active", s.id === tab);
  if (loaded.has(tab)) return;
  loaded.add(tab);
  try {
    await loaders[tab]();
  } catch (err) {
    document.getElementById(tab).prepend(el("p", "Could not read this from the shell: " + err.message, "error"));
  }
}

// Closing the page stops the server (a reload asks again at once, so it stays).
addEventListener("pagehide", () => navigator.sendBeacon("api/closing", "arg=1"));

// The tab in the address (#functions) opens first, so a tab can be bookmarked.
for (const b of document.querySelectorAll("#tabs button"))
  b.addEventListener("click", () => { history.replaceState(null, "", "#" + b.dataset.tab); open(b.dataset.tab); });
open(location.hash.slice(1) in loaders ? location.hash.slice(1) : "colors");
