/* The public board for a TV or a projector (PLT-13): only the public view, large type. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  const $ = (id) => document.getElementById(id);
  const S = { conn: null, code: "", view: null, receivedAt: 0, keys: {}, langChosen: false };
  const gameId = () => (S.view && S.view.table && S.view.table.game) || "";

  // --- connection -------------------------------------------------------------------------------
  function connect(code) {
    S.code = code;
    $("ask-code").hidden = true;
    $("main").hidden = false;
    $("code").textContent = code;
    S.conn.stop("stopped");
    S.conn.start();
  }

  function askCode(errorCode) {
    $("main").hidden = true;
    $("ask-code").hidden = false;
    $("foot").textContent = "";
    const err = $("code-error");
    err.dataset.code = errorCode || "";
    err.textContent = errorCode ? GM.errorText(errorCode) : "";
    $("code-input").value = S.code || "";
    $("code-input").focus();
  }

  function onHelloError(msg) {
    S.conn.stop("stopped");
    askCode(msg.code);
  }

  function onMessage(msg) {
    if (msg.type === "view") {
      S.view = msg.view || {};
      S.receivedAt = performance.now();
      const tl = S.view.table && S.view.table.lang;
      if (!S.langChosen && tl && tl !== GM.lang) GM.setLang(tl, false); // the table's language by default
      render();
    }
  }

  function renderStatus() {
    const st = S.conn ? S.conn.status : "idle";
    const el = $("status");
    el.dataset.state = st;
    const key = { connecting: "st_connecting", connected: "st_connected", reconnecting: "st_reconnecting", stopped: "st_offline" }[st];
    el.textContent = key ? t(key) : "";
    el.title = el.textContent;
  }

  // --- render: the scene (rules/core/board.py) --------------------------------------------------
  // The board draws what the table's scene says (view.board), in the board's language; it knows no
  // game. The projector window draws the same scene (gm_console/board_window.py).
  const pick = (text) => (text == null ? "" : typeof text === "string" ? text : (text[GM.lang] || text.en || ""));
  const beats = new Map(); // beat key -> when this page first showed it (performance.now())

  function render() {
    renderStatus();
    if (!S.view) return;
    const v = S.view;
    const scene = v.board || fallbackScene(v);
    const id = gameId();
    document.body.dataset.phase = v.phase || (v.game && v.game.phase) || "";
    document.body.dataset.game = id;
    document.body.dataset.moment = scene.moment || "";
    $("game-name").textContent = pick(scene.game);
    $("round").textContent = pick(scene.round);
    $("phase").textContent = pick(scene.phase);
    $("code").textContent = (v.table && v.table.code) || S.code;
    document.title = (pick(scene.game) ? pick(scene.game) + " — " : "") + t("page_title_board");
    const url = v.table && v.table.url;  // the late-join line first: it takes height from the stage
    const lobby = (scene.main || []).some((b) => b.kind === "join");
    $("foot").textContent = url && !lobby ? t("board_late", { url, code: v.table.code }) : "";
    const beat = currentBeat(scene);
    const main = beat ? beat.main : scene.main;
    const key = JSON.stringify([GM.lang, main, beat ? null : scene.side, beat ? beat.key : "", $("foot").textContent]);
    if (S.keys.scene !== key) {
      S.keys.scene = key;
      S.clocks = [];
      fill($("stage"), main, beat ? "stage-inner beat" : "stage-inner moment-" + (scene.moment || "none"));
      const side = beat ? null : scene.side;
      $("main").classList.toggle("no-side", !side);
      GM.clear($("side"));
      $("side").hidden = !side;
      if (side) {
        if (pick(side.title)) $("side").append(h("h2", { text: pick(side.title) }));
        for (const b of side.blocks || []) $("side").append(block(b));
      }
      fit($("stage"));
      fit($("side"));
    }
    if (scene.cue && scene.moment !== S.lastMoment && S.lastMoment !== undefined) playCue(scene.cue);
    S.lastMoment = scene.moment;
    tick();
  }

  /** A game without a scene: the way in and the phase. */
  function fallbackScene(v) {
    const phase = v.phase || (v.game && v.game.phase) || "";
    return { game: t("game_" + gameId()), round: "", phase, moment: phase,
      main: [{ kind: "join", id: "join", caption: t("board_join_title"), code: (v.table && v.table.code) || S.code,
        url: (v.table && v.table.url) || "", people: "" }], side: null, beat: null };
  }

  /** The beat to show now: one whose key this page saw less than hold_ms ago (or sees now). */
  function currentBeat(scene) {
    const b = scene.beat;
    if (!b || !b.key) return null;
    const now = performance.now();
    if (!beats.has(b.key)) {
      beats.set(b.key, now);
      if (beats.size > 64) beats.delete(beats.keys().next().value);
      setTimeout(() => { S.keys.scene = ""; render(); }, (b.hold_ms || 0) + 20);
    }
    return now - beats.get(b.key) < (b.hold_ms || 0) ? b : null;
  }

  function fill(el, blocks, cls) {
    GM.clear(el);
    const box = h("div", { class: cls });
    for (const b of blocks || []) box.append(block(b));
    el.append(box);
  }

  function tone(b) { return b.tone ? " tone-" + b.tone : ""; }

  function block(b) {
    const el = draw(b);
    if (b.id) el.dataset.testid = b.id;
    el.dataset.kind = b.kind;
    if (b.hide_after_ms != null) {
      const due = S.receivedAt + b.hide_after_ms;
      const left = due - performance.now();
      if (left <= 0) el.hidden = true;
      else setTimeout(() => { el.hidden = true; fit($("stage")); fit($("side")); }, left);
    }
    return el;
  }

  function draw(b) {
    switch (b.kind) {
      case "text": {
        // QZ-31: a text with line breaks (a question's poem, list, duplet parts) keeps them
        const value = pick(b.text);
        const lines = String(value || "").includes("\n") ? " t-lines" : "";
        return h("div", { class: "t t-" + (b.size || "body") + tone(b) + lines, text: value });
      }
      case "picture": {  // QZ-31: a handout's picture, served while the view names it
        const img = h("img", { class: "picture", src: String(b.src || "").replace(/^\//, ""), alt: "" });  // relative: under a proxy's path too
        img.dataset.testid = "picture";
        return img;
      }
      case "clock": {
        const el = h("div", { class: "clock " + (b.size || "huge") }, h("span", { class: "clock-value" }), h("span", { class: "clock-note" }));
        el.dataset.testid = "clock";
        S.clocks.push({ el, b });
        return el;
      }
      case "progress": {
        const pct = b.m > 0 ? Math.round((100 * b.n) / b.m) : 0;
        return h("div", { class: "progress" }, h("div", { class: "bar" }, h("span", { style: "width:" + pct + "%" })),
          h("div", { class: "progress-text", text: b.n + " / " + b.m }));
      }
      case "list":
        return h("div", { class: "list" + tone(b) }, pick(b.title) ? h("h3", { text: pick(b.title) }) : null,
          h("ul", { class: b.flow ? "flow" : "" }, (b.items || []).map((x) => h("li", { text: pick(x) }))));
      case "table": {
        const num = new Set(b.numeric || []);
        const dim = new Set(b.dim || []);
        const dots = (b.rows || []).some((r) => r.dot);
        const rows = (b.rows || []).map((r) => {
          const cells = (r.cells || []).map((c, i) => h("td", { class: (num.has(i) ? "num" : "") + (dim.has(i) ? " dim" : ""), text: pick(c) }));
          if (dots) cells.unshift(h("td", { class: "mark" }, r.dot ? h("span", { class: "dot " + r.dot }) : null));
          const tr = h("tr", { class: r.tone ? "tone-" + r.tone : "" }, cells);
          if (r.id) tr.dataset.testid = r.id;
          return tr;
        });
        return h("div", { class: "tbl" }, pick(b.title) ? h("h3", { text: pick(b.title) }) : null, h("table", null, h("tbody", null, rows)));
      }
      case "join":
        return h("div", { class: "join" }, b.url ? qrBox(b.url) : null,
          h("div", { class: "join-text" },
            h("h1", { text: pick(b.caption) }),
            b.url ? h("p", { text: t("board_scan") }) : null,
            b.url ? h("p", { class: "url", "data-testid": "join-url", text: b.url }) : null,
            h("p", { class: "label", text: t("board_code") }),
            h("p", { class: "bigcode", text: b.code || S.code }),
            b.call ? h("p", { class: "call", text: pick(b.call) }) : null,
            h("p", { class: "nick", text: t("board_nick") }),
            pick(b.people) ? h("p", { class: "people", "data-testid": "people", text: pick(b.people) }) : null));
      case "wheel": return wheel(b);
      case "black_box": return blackBox(b);
      case "seats": return seats(b);
      default: return h("div");
    }
  }

  /** The roulette (QZ-08): Zero (the black box, green) at the top, the envelopes 1–15 clockwise;
      played sectors greyed and struck through; the top spins onto where the table landed. */
  function wheel(b) {
    const n = b.sectors || 16;
    const step = 360 / n;
    const played = new Set(b.played || []);
    const NS = "http://www.w3.org/2000/svg";
    const el = (tag, attrs) => { const e = document.createElementNS(NS, tag); for (const k in attrs) e.setAttribute(k, attrs[k]); return e; };
    const svg = el("svg", { viewBox: "-110 -110 220 220", class: "wheel" });
    svg.append(el("circle", { r: "106", class: "rim" }));
    const xy = (deg, r) => [r * Math.sin((deg * Math.PI) / 180), -r * Math.cos((deg * Math.PI) / 180)];
    for (let sector = 0; sector < n; sector++) {
      const [x0, y0] = xy(sector * step - step / 2, 100);
      const [x1, y1] = xy(sector * step + step / 2, 100);
      const isPlayed = played.has(sector) && sector !== b.landed;
      const cls = "sector " + (isPlayed ? "played" : sector === 0 ? "zero" : sector % 2 ? "odd" : "even") + (sector === b.landed ? " landed" : "");
      const p = el("path", { d: `M0 0 L${x0} ${y0} A100 100 0 0 1 ${x1} ${y1} Z`, class: cls });
      p.dataset.sector = String(sector);
      svg.append(p);
      const [tx, ty] = xy(sector * step, 78);
      const label = el("text", { x: String(tx), y: String(ty), class: "sector-n" + (isPlayed ? " played" : "") });
      label.textContent = String(sector);
      svg.append(label);
    }
    // the top: where it points now, then (a new landing) four turns onto its sector
    const target = b.landed == null ? 0 : b.landed * step;
    const from = S.wheelAngle == null ? target : S.wheelAngle;
    const spin = b.spinning && b.landed != null && S.wheelLanded !== b.landed;
    const end = spin ? from - (from % 360) + 4 * 360 + target : target;
    const top = el("g", { class: "top", style: `transform: rotate(${spin ? from : end}deg)` });
    top.append(el("path", { d: "M0 -66 L6 0 L0 16 L-6 0 Z", class: "needle" }), el("circle", { r: "9", class: "hub" }));
    svg.append(top);
    S.wheelAngle = end % 360;
    S.wheelLanded = b.landed;
    const box = h("div", { class: "wheel-box" }, svg);
    box.dataset.spinning = spin ? "1" : "0";
    if (spin) {
      requestAnimationFrame(() => requestAnimationFrame(() => {
        top.style.transition = "transform 4.2s cubic-bezier(.15,.6,.25,1)";
        top.style.transform = `rotate(${end}deg)`;
        top.addEventListener("transitionend", () => { box.dataset.spinning = "0"; }, { once: true });
      }));
    }
    return box;
  }

  /** The black box brought in to music (QZ-09): closed until the verdict, then its lid thrown back. */
  function blackBox(b) {
    const box = h("div", { class: "black-box-art" });
    box.innerHTML = '<svg viewBox="0 0 200 140"><rect x="30" y="60" width="140" height="70" fill="#050607" stroke="#c9a227" stroke-width="3"/>' +
      (b.opened ? '<path d="M30 60 L45 14 L155 14 L170 60" fill="#050607" stroke="#c9a227" stroke-width="3"/>'
        : '<rect x="24" y="44" width="152" height="18" fill="#050607" stroke="#c9a227" stroke-width="3"/>') + "</svg>";
    box.dataset.opened = b.opened ? "1" : "0";
    return box;
  }

  function seats(b) {
    const list = b.seats || [];
    const max = b.max_fouls || 4;
    return h("div", { class: "seat-grid", style: "--cols:" + Math.max(1, Math.ceil(list.length / 2)) },
      list.map((s) => {
        const dots = h("span", { class: "fouls", "data-fouls": String(s.fouls || 0) });
        for (let i = 0; i < max; i++) dots.append(h("i", { class: i < (s.fouls || 0) ? "on" : "" }));
        const tile = h("div", { class: "seat st-" + (s.state || "in") },
          h("span", { class: "place", text: String(s.place) }),
          h("span", { class: "name" + (s.tone ? " tone-" + s.tone : ""), text: s.name || "" }),
          s.note ? h("span", { class: "note", text: pick(s.note) }) : null, dots);
        tile.dataset.place = String(s.place);
        return tile;
      }));
  }

  /** Shrink a column's type until what it shows fits it, in height and in width (18 rows at
      1280×720, the longest names: nothing clipped). */
  function fit(el) {
    el.style.fontSize = "";
    let scale = 1;
    const over = () => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth;  // no pixel past the side
    while (over() && scale > 0.3) {
      scale -= 0.06;
      el.style.fontSize = scale + "em";
    }
  }
  window.addEventListener("resize", () => { fit($("stage")); fit($("side")); });

  // The countdown this page shows, in ms (PLT-14: the board and every phone agree within 250 ms).
  window.gmTimeLeft = () => { const c = (S.clocks || []).find((x) => x.b.timer); return c ? GM.timeLeft(c.b.timer, S.receivedAt) : null; };

  function tick() {
    for (const { el, b } of S.clocks || []) {
      const timer = b.timer;
      if (!timer) { el.hidden = true; continue; }
      el.hidden = false;
      const left = GM.timeLeft(timer, S.receivedAt);
      const paused = !timer.running;
      el.classList.toggle("paused", paused);
      const low = !paused && left <= (b.low_ms != null ? b.low_ms : 30000) && left > 0;
      el.classList.toggle("low", low);
      el.classList.toggle("zero", left <= 0);
      el.querySelector(".clock-value").textContent = GM.formatMs(left);
      el.querySelector(".clock-note").textContent = paused && left > 0 && b.paused_note !== false ? t("timer_paused") : "";
      clockCue(timer.running && left <= 0 ? "time_up" : low ? "warning" : "");
    }
    if (!(S.clocks || []).some((c) => c.b.timer)) clockCue("");
  }

  // --- sounds: the same cues as the projector (gm_resources/sounds) ---------------------------------
  // A browser plays sound only after the page was touched once: until then a button asks for it.
  const sounds = { enabled: false, audio: new Map(), clock: undefined };
  function clockCue(cue) {
    if (sounds.clock !== undefined && cue && cue !== sounds.clock) playCue(cue);
    sounds.clock = cue;
  }
  function playCue(name) {
    window.gmCues = (window.gmCues || []).concat([name]); // what a viewer would have heard (tests)
    if (!sounds.enabled) return;
    let a = sounds.audio.get(name);
    if (!a) { a = new Audio("sounds/" + encodeURIComponent(name) + ".wav"); sounds.audio.set(name, a); }
    a.currentTime = 0;
    a.play().catch(() => { sounds.enabled = false; $("sound").hidden = false; });
  }
  function enableSound() {
    sounds.enabled = true;
    $("sound").hidden = true;
    GM.store.set("gm.board.sound", "1");
    const a = new Audio("sounds/chime.wav");
    a.volume = 0.3;
    a.play().catch(() => { sounds.enabled = false; $("sound").hidden = false; });
  }

  /** The QR code from the console (/qr.svg), inlined so that it shows with or without an xmlns. */
  let qrCache = null;
  function qrBox(url) {
    const box = h("div", { class: "qr", role: "img", "aria-label": url, "data-testid": "qr" });
    const put = (svg) => { if (svg) box.append(svg.cloneNode(true)); };
    if (qrCache && qrCache.url === url) { put(qrCache.svg); return box; }
    fetch("qr.svg", { cache: "no-cache" }).then((r) => (r.ok ? r.text() : "")).then((text) => {
      const doc = new DOMParser().parseFromString(text, "text/html");
      const svg = doc.querySelector("svg");
      if (!svg) return;
      svg.querySelectorAll("script, foreignObject").forEach((e) => e.remove());
      if (!svg.getAttribute("viewBox") && svg.getAttribute("width")) {
        svg.setAttribute("viewBox", "0 0 " + parseFloat(svg.getAttribute("width")) + " " + parseFloat(svg.getAttribute("height") || svg.getAttribute("width")));
      }
      svg.removeAttribute("width");
      svg.removeAttribute("height");
      qrCache = { url, svg: document.importNode(svg, true) };
      put(qrCache.svg);
    }).catch(() => {});
    return box;
  }

  // --- start ------------------------------------------------------------------------------------
  function init() {
    const q = new URLSearchParams(location.search);
    const ql = (q.get("lang") || "").toLowerCase();
    const stored = GM.store.get("gm.board.lang");
    if (GM.LANGS.includes(ql)) { GM.setLang(ql, false); S.langChosen = true; } else if (GM.LANGS.includes(stored)) { GM.setLang(stored, false); S.langChosen = true; }
    GM.applyStatic();
    document.title = t("page_title_board");
    $("langslot").append(GM.langSelect((l) => {
      S.langChosen = true;
      GM.store.set("gm.board.lang", l);
      GM.setLang(l, false);
      const u = new URL(location.href);
      u.searchParams.set("lang", l);
      history.replaceState(null, "", u.toString());
    }));
    GM.onLang(() => {
      document.title = t("page_title_board");
      S.keys = {};
      const err = $("code-error");
      if (err.dataset.code) err.textContent = GM.errorText(err.dataset.code);
      render();
    });
    S.conn = new GM.Connection({
      hello: () => ({ type: "hello", protocol: 1, role: "board", code: S.code, lang: GM.lang }),
      onMessage, onHelloError,
      onStatus: (st) => {
        renderStatus();
        // a new table or game on the console sends everyone away: the board simply comes back
        if (st === "kicked" || st === "replaced") setTimeout(() => S.conn.start(), 1000);
      },
    });
    $("code-form").addEventListener("submit", (ev) => {
      ev.preventDefault();
      const code = $("code-input").value.replace(/\D/g, "");
      if (code.length < 4) { $("code-error").dataset.code = ""; $("code-error").textContent = t("err_code_format"); return; }
      const u = new URL(location.href);
      u.searchParams.set("code", code);
      history.replaceState(null, "", u.toString());
      connect(code);
    });
    const code = (q.get("code") || "").replace(/\D/g, "").slice(0, 5);
    if (code.length >= 4) connect(code);
    else askCode();
    $("sound").addEventListener("click", enableSound);
    $("sound").textContent = t("board_sound");
    GM.onLang(() => { $("sound").textContent = t("board_sound"); });
    setInterval(tick, 100);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
