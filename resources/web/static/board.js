/* The public board for a TV or a projector (PLT-13): only the public view, large type. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  const $ = (id) => document.getElementById(id);
  const S = { conn: null, code: "", view: null, receivedAt: 0, keys: {}, langChosen: false, deckAsked: "" };
  const game = () => (S.view && S.view.game) || {};
  const deckId = () => { const g = game(); return (g.deck && g.deck.id) || (g.options && g.options.deck) || null; };
  const deck = () => GM.deckNow(deckId());

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
  function section(el, key, build) {
    if (S.keys[el.id] === key) return;
    S.keys[el.id] = key;
    GM.clear(el);
    const c = build();
    if (c) el.append(c);
  }

  function ensureDeck() {
    const id = deckId();
    if (!id || GM.deckNow(id) || S.deckAsked === id) return;
    S.deckAsked = id;
    GM.loadDeck(id).then((d) => {
      if (!d) setTimeout(() => { S.deckAsked = ""; }, 11000);
      S.keys = {};
      render();
    });
  }

  function render() {
    renderStatus();
    if (!S.view) return;
    const v = S.view;
    const g = game();
    ensureDeck();
    document.body.dataset.phase = g.phase || "";
    $("round").textContent = g.round ? t("round_n", { n: g.round }) : "";
    $("phase").textContent = g.phase ? t("ph_" + g.phase) : "";
    $("code").textContent = (v.table && v.table.code) || S.code;
    const L = GM.lang;
    const names = (v.seats || []).map((s) => s.nickname);
    const dk = deck() ? 1 : 0;
    section($("stage"), JSON.stringify([L, g.phase, g.round, g.asker, g.chain, g.accusation, g.suspect_vote, g.exposed, g.result,
      g.history, g.seen, g.players, g.options, v.table, names, dk]), buildStage);
    section($("side"), JSON.stringify([L, g.phase, v.seats, g.players, g.observers, g.seen, g.scores, g.leaders, g.asker, g.accusation, (g.history || []).length]), buildSide);
    const url = v.table && v.table.url;
    $("foot").textContent = url && g.phase !== "lobby" ? t("board_late", { url, code: v.table.code }) : "";
    tick();
  }

  function clock(cls) {
    return h("div", { class: "clock " + (cls || ""), "data-testid": "clock" },
      h("span", { class: "clock-value" }), h("span", { class: "clock-note" }));
  }

  // The countdown this page shows, in ms (PLT-14: the board and every phone agree within 250 ms).
  window.gmTimeLeft = () => (game().timer ? GM.timeLeft(game().timer, S.receivedAt) : null);

  function tick() {
    const el = document.querySelector("#stage .clock");
    if (!el) return;
    const g = game();
    if (!g.timer) { el.hidden = true; return; }
    el.hidden = false;
    const left = GM.timeLeft(g.timer, S.receivedAt);
    const paused = !g.timer.running;
    el.classList.toggle("paused", paused);
    el.classList.toggle("low", !paused && left <= 30000 && left > 0);
    el.querySelector(".clock-value").textContent = GM.formatMs(left);
    el.querySelector(".clock-note").textContent = paused && g.phase !== "dealt" ? t("timer_paused") : "";
  }

  function progress(n, m) {
    const pct = m > 0 ? Math.round((100 * n) / m) : 0;
    return h("div", { class: "progress" }, h("div", { class: "bar" }, h("span", { style: "width:" + pct + "%" })),
      h("div", { class: "progress-text", text: n + " / " + m }));
  }

  function buildStage() {
    const v = S.view;
    const g = game();
    const box = h("div", { class: "stage-inner phase-" + (g.phase || "none") });
    switch (g.phase) {
      case "lobby": {
        const url = (v.table && v.table.url) || "";
        const o = g.options || {};
        box.append(h("div", { class: "join" },
          qrBox(url),
          h("div", { class: "join-text" },
            h("h1", { text: t("board_join_title") }),
            h("p", { text: t("board_scan") }),
            h("p", { class: "url", "data-testid": "join-url", text: url }),
            h("p", { class: "label", text: t("board_code") }),
            h("p", { class: "bigcode", text: (v.table && v.table.code) || S.code }),
            h("p", { class: "nick", text: t("board_nick") }))),
          h("ul", { class: "opts" },
            o.deck ? h("li", { text: t("opt_deck", { name: GM.deckName(o.deck, GM.deckNow(o.deck)) }) }) : null,
            o.minutes ? h("li", { text: t("opt_minutes", { n: o.minutes }) }) : null,
            o.two_spies ? h("li", { text: t("opt_two_spies") }) : null));
        break;
      }
      case "dealt": {
        const players = g.players || [];
        const seen = (g.seen || []).filter((s) => players.includes(s)).length;
        box.append(h("h1", { class: "headline", text: t("board_dealt") }),
          h("p", { class: "sub", text: t("board_seen", { n: seen, m: players.length }) }), progress(seen, players.length), clock("mid"));
        break;
      }
      case "asking": {
        box.append(clock("huge"));
        if (g.asker != null) {
          box.append(h("div", { class: "asker" }, h("span", { class: "label", text: t("asks_label") }),
            h("span", { class: "asker-name", "data-testid": "asker", text: GM.nick(v, g.asker) })));
        }
        box.append(chain());
        break;
      }
      case "accusation": {
        const a = g.accusation || {};
        // SPY-20: how many voted, never who
        box.append(h("h1", { class: "headline", text: t("accusation_line", { a: GM.nick(v, a.accuser), b: GM.nick(v, a.accused) }) }),
          h("p", { class: "sub", "data-testid": "vote-progress", text: t("votes_progress", { n: a.voted || 0, m: a.eligible || 0 }) }),
          progress(a.voted || 0, a.eligible || 0), h("p", { class: "hint", text: t("board_accuse_hint") }), clock("mid"));
        break;
      }
      case "suspect_vote": {
        const sv = g.suspect_vote || { voted: 0, eligible: 0 };
        box.append(h("h1", { class: "headline", text: t("ph_suspect_vote") }), h("p", { class: "sub", text: t("board_suspect") }),
          h("p", { class: "sub", "data-testid": "vote-progress", text: t("votes_progress", { n: sv.voted, m: sv.eligible }) }),
          progress(sv.voted, sv.eligible));
        break;
      }
      case "last_guess":
        box.append(h("h1", { class: "headline bad", text: t("board_last_guess", { name: GM.nick(v, g.exposed) }) }));
        break;
      case "round_over": {
        const res = GM.resultBlock(v, deck());
        if (res) box.append(res);
        const hist = (g.history || []).slice(0, -1).slice(-5);
        if (hist.length) {
          const ul = h("ul", { class: "history" });
          for (const r of hist.reverse()) {
            ul.append(h("li", null, h("b", { text: t("round_n", { n: r.round }) }), " — " + t("out_" + r.outcome) +
              (r.location ? " · " + GM.locName(deck(), r.location) : "")));
          }
          box.append(h("h3", { text: t("history_title") }), ul);
        }
        break;
      }
      default:
        if (v.table && v.table.game && v.table.game !== "spy") box.append(h("p", { class: "sub", text: t("other_game") }));
    }
    return box;
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

  function chain() {
    const c = (game().chain || []).slice(-5);
    if (!c.length) return null;
    return h("div", { class: "chain" }, h("span", { class: "label", text: t("chain_title") }),
      h("ol", null, c.map((x) => h("li", { text: GM.nick(S.view, x.asker) + " → " + GM.nick(S.view, x.answerer) }))));
  }

  function buildSide() {
    const v = S.view;
    const g = game();
    const played = (g.history || []).length > 0;
    const points = new Map(played ? (g.scores || []).map((s) => [s.seat, s.points]) : []);
    const leaders = new Set(g.leaders || []);
    const observers = new Set(g.observers || []);
    const seen = new Set(g.seen || []);
    const seats = v.seats || [];
    const ul = h("ul", { class: "seats", "data-testid": "seats" });
    for (const s of seats) {
      const tags = [];
      if (s.present === false) tags.push(t("seat_left"));
      else if (!s.connected) tags.push(t("seat_offline"));
      if (observers.has(s.seat)) tags.push(t("seat_observer"));
      const lead = leaders.has(s.seat);
      ul.append(h("li", { class: (s.present === false ? "left " : "") + (lead ? "leader " : "") + (g.asker === s.seat && g.phase === "asking" ? "asking" : ""),
        "data-seat": s.seat },
        h("span", { class: "dot " + (s.present === false ? "gone" : s.connected ? "on" : "off") }),
        h("span", { class: "name" }, s.nickname, lead ? h("span", { class: "star", title: t("leader"), text: " ★" }) : null,
          tags.length ? h("small", { text: tags.join(", ") }) : null),
        g.phase === "dealt" && seen.has(s.seat) ? h("span", { class: "seen", title: t("seat_seen"), text: "✓" }) : null,
        points.has(s.seat) ? h("span", { class: "pts", text: String(points.get(s.seat)) }) : null));
    }
    const box = h("div", null, h("h2", { text: t("players_title") }), seats.length ? ul : h("p", { class: "muted", text: t("nobody_yet") }));
    if (leaders.size && played) {
      const top = points.get([...leaders][0]);
      box.append(h("p", { class: "leader-line", "data-testid": "leader" }, "★ " + t("leader") + ": ",
        h("b", { text: GM.nickList(v, [...leaders]) }), " — " + t("points", { n: top })));
    }
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
      if (code.length !== 5) { $("code-error").dataset.code = ""; $("code-error").textContent = t("err_code_format"); return; }
      const u = new URL(location.href);
      u.searchParams.set("code", code);
      history.replaceState(null, "", u.toString());
      connect(code);
    });
    const code = (q.get("code") || "").replace(/\D/g, "").slice(0, 5);
    if (code.length === 5) connect(code);
    else askCode();
    setInterval(tick, 100);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
