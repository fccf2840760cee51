/* The public board for a TV or a projector (PLT-13): only the public view, large type. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  const $ = (id) => document.getElementById(id);
  const S = { conn: null, code: "", view: null, receivedAt: 0, keys: {}, langChosen: false };
  const game = () => (S.view && S.view.game) || {};
  const gameId = () => (S.view && S.view.table && S.view.table.game) || "";
  const ui = () => { const g = GM.games[gameId()]; return g && g.board; };

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

  // --- render -----------------------------------------------------------------------------------
  /** Rebuild #id with build() when `key` changed since the last time. */
  function section(id, key, build) {
    const el = $(id);
    if (S.keys[id] === key) return;
    S.keys[id] = key;
    GM.clear(el);
    const c = build();
    if (c) el.append(c);
  }

  function render() {
    renderStatus();
    if (!S.view) return;
    const v = S.view;
    const g = game();
    const id = gameId();
    document.body.dataset.phase = g.phase || "";
    document.body.dataset.game = id;
    $("game-name").textContent = id ? t("game_" + id) : "";
    $("code").textContent = (v.table && v.table.code) || S.code;
    document.title = (gameId() ? t("game_" + gameId()) + " — " : "") + t("page_title_board");
    const screens = GM.gameUi(id, () => { S.keys = {}; render(); });
    if (!screens) {
      const failed = GM.gameFailed(id);
      B.header("", "");
      section("stage", "loading" + GM.lang + failed, () => h("p", { class: "sub", text: t(failed ? "game_failed" : "game_loading") }));
      section("side", "", () => null);
      return;
    }
    screens.board.render(B);
    const url = v.table && v.table.url;
    const lobby = screens.board.lobby ? screens.board.lobby(g) : g.phase === "lobby";
    $("foot").textContent = url && !lobby ? t("board_late", { url, code: v.table.code }) : "";
    tick();
  }

  function clock(cls) {
    return h("div", { class: "clock " + (cls || ""), "data-testid": "clock" },
      h("span", { class: "clock-value" }), h("span", { class: "clock-note" }));
  }

  // The countdown this page shows, in ms (PLT-14: the board and every phone agree within 250 ms).
  window.gmTimeLeft = () => { const tm = shownTimer(); return tm ? GM.timeLeft(tm, S.receivedAt) : null; };
  /** The timer the board's clock counts down: the game's own choice (its ``timer(g)``) or game.timer. */
  function shownTimer() {
    const u = ui();
    return (u && u.timer ? u.timer(game()) : game().timer) || null;
  }

  function tick() {
    const el = document.querySelector("#stage .clock");
    if (!el) return;
    const g = game();
    const timer = shownTimer();
    if (!timer) { el.hidden = true; return; }
    el.hidden = false;
    const left = GM.timeLeft(timer, S.receivedAt);
    const paused = !timer.running;
    el.classList.toggle("paused", paused);
    const u = ui() || {};
    el.classList.toggle("low", !paused && left <= (u.lowMs != null ? u.lowMs : 30000) && left > 0);
    el.querySelector(".clock-value").textContent = GM.formatMs(left);
    el.querySelector(".clock-note").textContent = paused && (!u.pausedNote || u.pausedNote(g)) ? t("timer_paused") : "";
  }

  function progress(n, m) {
    const pct = m > 0 ? Math.round((100 * n) / m) : 0;
    return h("div", { class: "progress" }, h("div", { class: "bar" }, h("span", { style: "width:" + pct + "%" })),
      h("div", { class: "progress-text", text: n + " / " + m }));
  }

  /** The QR code from the console (/qr.svg), inlined so that it shows with or without an xmlns. */
  let qrCache = null;
  function qrBox(url) {
    const box = h("div", { class: "qr", role: "img", "aria-label": url, "data-testid": "qr" });
    const put = (svg) => { if (svg) box.append(svg.cloneNode(true)); };
    if (qrCache && qrCache.url === url) { put(qrCache.svg); return box; }
    fetch("/qr.svg", { cache: "no-cache" }).then((r) => (r.ok ? r.text() : "")).then((text) => {
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

  /** The lobby's invitation: the QR code, the link, the table code. */
  function joinBlock() {
    const v = S.view;
    const url = (v.table && v.table.url) || "";
    return h("div", { class: "join" },
      qrBox(url),
      h("div", { class: "join-text" },
        h("h1", { text: t("board_join_title") }),
        h("p", { text: t("board_scan") }),
        h("p", { class: "url", "data-testid": "join-url", text: url }),
        h("p", { class: "label", text: t("board_code") }),
        h("p", { class: "bigcode", text: (v.table && v.table.code) || S.code }),
        h("p", { class: "nick", text: t("board_nick") })));
  }

  /** What a game's board screens get (GM.registerGame(id, {board: {render(B)}})). */
  const B = {
    get view() { return S.view; },
    get game() { return game(); },
    get code() { return S.code; },
    get receivedAt() { return S.receivedAt; },
    section, clock, progress, qrBox, joinBlock,
    header(round, phase) { $("round").textContent = round || ""; $("phase").textContent = phase || ""; },
    nick: (seat) => GM.nick(S.view, seat),
    refresh() { S.keys = {}; render(); },
  };

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
    setInterval(tick, 100);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
