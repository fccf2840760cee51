/* The phone page (PLT-16): join, the connection status, the header and the sheets; the game's own
   screens come from /static/<game>/game.js (GM.registerGame). It renders the latest view and sends
   requests; the console decides. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  const $ = (id) => document.getElementById(id);
  const SESSION = "gm.session";
  const SLOTS = ["phase", "result", "card", "actions", "info", "scores", "players"];

  const S = {
    conn: null,
    token: null,
    joinHello: null,
    nickname: "",
    code: "",
    seat: null,
    view: null,
    receivedAt: 0,
    keys: {},
    sheet: null,
    screen: "none",
    account: false, // PLT-17: this seat is a player's with an account (from the welcome)
    profile: null, // PLT-17: that account's profile, when the console sent it
    accountMode: "", // PLT-17 join screen: "" a guest, "have" signs in, "new" creates the account
    triedPassword: false,
    undone: null, // the table's last undo (view.table.undone) this page has drawn after
    // the secret card's state (P.secretCard, P.holdCard): which card (the game's key of what is on
    // it), opened by a tap, held by a press, and the card whose card_seen was sent
    card: { key: "", open: false, held: false, seenSent: "" },
  };

  // --- small helpers ----------------------------------------------------------------------------
  const game = () => (S.view && S.view.game) || {};
  const allowed = (type) => !!(S.view && (S.view.allowed || []).includes(type));
  const present = (seat) => { const s = GM.seatOf(S.view, seat); return !s || s.present !== false; };
  const gameId = () => (S.view && S.view.table && S.view.table.game) || "";
  const ui = () => { const g = GM.games[gameId()]; return g && g.phone; };

  function toast(text, kind) {
    const box = $("toasts");
    const el = h("div", { class: "toast " + (kind || "error"), role: "status", text });
    box.append(el);
    setTimeout(() => el.classList.add("gone"), 3200);
    setTimeout(() => el.remove(), 3800);
    while (box.children.length > 3) box.firstChild.remove();
  }

  function send(type, args) {
    const id = S.conn.request(type, args);
    if (!id) toast(t("st_offline"));
    return id;
  }

  function show(screen) {
    S.screen = screen;
    for (const id of ["join", "ended", "game"]) $(id).hidden = id !== screen;
    document.body.dataset.screen = screen;
  }

  // --- connection -------------------------------------------------------------------------------
  function hello() {
    if (S.token) return { type: "hello", protocol: 1, role: "player", token: S.token, lang: GM.lang };
    return S.joinHello;
  }

  function onStatus(status) {
    document.body.dataset.status = status;
    renderStatus();
    if (status === "replaced" || status === "kicked") showEnded(status);
  }

  function onHelloError(msg) {
    const code = msg.code;
    if (S.token && code !== "bad_token") {
      // a resume refused for a passing reason (rate_limited …): try again later
      toast(GM.errorText(code));
      S.conn.retry();
      return;
    }
    S.conn.stop("stopped");
    if (code === "bad_token") {
      S.token = null;
      GM.store.del(SESSION);
    }
    // PLT-17: a nickname with an account, joined without its password, is told what is missing
    const shown = code === "bad_password" && !S.triedPassword ? "need_password" : code;
    showJoin(S.code, S.nickname, shown);
    toast(GM.errorText(shown));
    if (code === "bad_password" || code === "password_too_short") {
      if (!S.accountMode) setAccountMode("have");
      $("pass").value = "";
      $("pass").focus();
    }
  }

  /** A first join that cannot reach the console gives up and says so; a seat keeps trying. */
  function onClosed(wasWelcomed) {
    if (wasWelcomed || S.token || S.screen !== "join") return true;
    $("join-btn").disabled = false;
    $("join-error").dataset.code = "";
    $("join-error").textContent = t("st_offline");
    return false;
  }

  /** PLT-04: the moderator took something back: whatever this page keeps of its own (the game's open
      card, a sheet, buttons greyed by a tap) goes, and every slot is drawn again from the view. */
  function resync() {
    closeSheet();
    S.keys = {};
    S.card = { key: "", open: false, held: false, seenSent: "" }; // closed; card_seen is said again if the view asks
    if (ui() && ui().onUndo) ui().onUndo(P);
  }

  function onMessage(msg) {
    switch (msg.type) {
      case "welcome": {
        S.token = msg.token || S.token;
        S.seat = msg.seat;
        S.code = (msg.table && msg.table.code) || S.code;
        S.account = msg.account === true;
        S.joinHello = null; // the password is not kept once the seat is ours
        $("pass").value = "";
        GM.store.set(SESSION, { token: S.token, code: S.code, seat: S.seat, nickname: S.nickname, account: S.account });
        $("join-btn").disabled = false;
        break;
      }
      case "view": {
        const undone = ((msg.view || {}).table || {}).undone || 0;
        S.view = msg.view || {};
        S.receivedAt = performance.now();
        if (S.undone !== null && undone !== S.undone) resync();
        S.undone = undone;
        if (S.view.you && S.view.you.seat != null) S.seat = S.view.you.seat;
        if (ui() && ui().onView) ui().onView(P);
        if (S.screen !== "game") show("game");
        render();
        break;
      }
      case "profile":
        S.profile = msg;
        render();
        break;
      case "error":
        if (ui() && ui().onError) ui().onError(P, msg);
        toast(GM.errorText(msg.code));
        delete S.keys.actions; // buttons disabled by the tap come back
        render();
        break;
      default:
        break;
    }
  }

  // --- join screen ------------------------------------------------------------------------------
  function showJoin(code, nick, errorCode) {
    show("join");
    closeSheet();
    if (code != null) $("code").value = code;
    if (nick != null) $("nick").value = nick;
    $("join-error").textContent = errorCode ? GM.errorText(errorCode) : "";
    $("join-error").dataset.code = errorCode || "";
    $("join-btn").disabled = false;
    renderJoinLangs();
    renderStatus();
  }

  function renderJoinLangs() {
    const box = GM.clear($("join-langs"));
    for (const l of GM.LANGS) {
      box.append(h("button", {
        type: "button", class: "lang-btn" + (l === GM.lang ? " on" : ""), "aria-pressed": l === GM.lang ? "true" : "false",
        "data-lang": l, text: window.GM_STRINGS[l].lang_name, onclick: () => GM.setLang(l),
      }));
    }
  }

  /** PLT-17: "I have an account" shows the password field, "create one" makes the account first;
      tapped again, back to a guest (no password). */
  function setAccountMode(mode) {
    S.accountMode = mode;
    for (const [id, m] of [["acct-have", "have"], ["acct-new", "new"]]) {
      $(id).classList.toggle("on", mode === m);
      $(id).setAttribute("aria-pressed", mode === m ? "true" : "false");
    }
    $("pass-box").hidden = !mode;
    if (!mode) $("pass").value = "";
    $("pass-label").dataset.i18n = mode === "new" ? "pass_label_new" : "pass_label";
    $("pass").dataset.i18nPh = mode === "new" ? "pass_ph_new" : "pass_ph";
    $("pass").autocomplete = mode === "new" ? "new-password" : "current-password";
    GM.applyStatic($("join"));
  }
  const toggleAccountMode = (mode) => () => {
    setAccountMode(S.accountMode === mode ? "" : mode);
    if (S.accountMode) $("pass").focus();
  };

  function onJoinSubmit(ev) {
    ev.preventDefault();
    const code = $("code").value.replace(/\D/g, "");
    const nick = $("nick").value.trim();
    const pass = S.accountMode ? $("pass").value : "";
    const creating = S.accountMode === "new";
    const err = $("join-error");
    err.dataset.code = "";
    if (code.length < 4) { err.textContent = t("err_code_format"); $("code").focus(); return; }
    if (!nick) { err.textContent = t("err_nick_empty"); $("nick").focus(); return; }
    if (creating && pass.length < 4) { err.textContent = t("err_password_too_short"); $("pass").focus(); return; }
    err.textContent = t("joining");
    S.code = code;
    S.nickname = nick;
    S.token = null;
    S.view = null;
    S.keys = {};
    S.joinHello = { type: "hello", protocol: 1, role: "player", code, nickname: nick, lang: GM.lang };
    if (pass) S.joinHello.password = pass;
    if (creating) S.joinHello.register = true;
    S.triedPassword = !!pass;
    $("join-btn").disabled = true;
    S.conn.stop("stopped");
    S.conn.start();
  }

  function showEnded(kind) {
    show("ended");
    closeSheet();
    const box = GM.clear($("ended"));
    box.dataset.kind = kind;
    box.append(
      h("div", { class: "ended-icon", text: kind === "replaced" ? "⇆" : "✕" }),
      h("h1", { text: t(kind + "_title") }),
      h("p", { text: t(kind + "_text") }),
      h("button", {
        class: "btn primary big", "data-testid": kind === "replaced" ? "take-back" : "join-again",
        text: t(kind === "replaced" ? "replaced_btn" : "join_again"),
        onclick: () => {
          if (kind === "replaced") {
            show("game");
            S.conn.start();
          } else {
            S.token = null;
            GM.store.del(SESSION);
            showJoin(S.code, S.nickname);
          }
        },
      }));
  }

  // --- the header: connection status, who I am, the countdown -------------------------------------
  function renderStatus() {
    const st = S.conn ? S.conn.status : "idle";
    const el = $("status");
    el.dataset.state = st;
    const key = { connecting: "st_connecting", connected: "st_connected", reconnecting: "st_reconnecting",
      replaced: "st_replaced", kicked: "st_kicked", stopped: "st_offline" }[st];
    el.hidden = !key || S.screen === "join";
    el.textContent = key ? t(key) : "";
  }

  // The countdown this page shows, in ms (PLT-14: the board and every phone agree within 250 ms).
  window.gmTimeLeft = () => { const tm = shownTimer(); return tm ? GM.timeLeft(tm, S.receivedAt) : null; };
  /** The timer the header counts down: the game's own choice (its ``timer(g)``) or game.timer. */
  function shownTimer() {
    const u = ui();
    return (u && u.timer ? u.timer(game()) : game().timer) || null;
  }

  /** The header's countdown; the game says when it shows (showTimer), when it is low (lowMs) and
      when a paused timer says so (pausedNote). */
  function tickTimer() {
    const el = $("timer");
    const g = game();
    const u = ui();
    const timer = shownTimer();
    const showIt = S.screen === "game" && !!timer && !!u && (!u.showTimer || u.showTimer(g));
    el.hidden = !showIt;
    if (!showIt) return;
    const left = GM.timeLeft(timer, S.receivedAt);
    const paused = !timer.running;
    el.classList.toggle("paused", paused);
    el.classList.toggle("low", !paused && left <= (u.lowMs != null ? u.lowMs : 30000));
    $("timer-value").textContent = GM.formatMs(left);
    $("timer-note").textContent = paused && (!u.pausedNote || u.pausedNote(g)) ? t("timer_paused") : "";
  }

  // --- render -----------------------------------------------------------------------------------
  /** Rebuild the slot `id` with build() when `key` changed since the last time (nothing when null). */
  function section(id, key, build) {
    if (S.keys[id] === key) return;
    S.keys[id] = key;
    const box = GM.clear($(id));
    const content = build();
    if (content) box.append(content);
    box.hidden = !content;
  }

  function render() {
    renderStatus();
    if (!S.view || S.screen !== "game") return;
    const v = S.view;
    const g = game();
    document.body.dataset.phase = g.phase || "";
    document.body.dataset.seat = S.seat == null ? "" : String(S.seat);
    document.body.dataset.game = gameId();
    const mine = GM.seatOf(v, S.seat);
    GM.clear($("me"));
    if (mine) { // PLT-17: the badge stays whole; a long nickname is cut instead
      $("me").append(h("span", { class: "nm", text: t("you_are", { name: mine.nickname }) }),
        h("span", { class: "tag" + (S.account ? " acct" : ""), "data-testid": "account-badge",
          "data-account": S.account ? "yes" : "no", text: t(S.account ? "badge_account" : "badge_guest") }));
    }
    const L = GM.lang;
    document.title = (gameId() ? t("game_" + gameId()) + " — " : "") + t("page_title_phone");
    const screens = GM.gameUi(gameId(), render);
    if (!screens) {
      const failed = GM.gameFailed(gameId());
      section("phase", "loading" + L + failed, () => h("div", { class: "panel muted", "data-testid": "game-loading",
        text: t(failed ? "game_failed" : "game_loading") }));
      for (const id of SLOTS.slice(1)) section(id, "", () => null);
      return;
    }
    screens.phone.render(P);
    section("profile", JSON.stringify([L, S.profile]), profileBlock);
    if (S.sheet && S.sheet.need && !allowed(S.sheet.need)) closeSheet();
    tickTimer();
  }

  /** The player's profile (an account's only, PLT-17): games, wins, losses, penalties, awards (QZ-25, QZ-26). */
  function profileBlock() {
    const p = S.profile;
    if (!p) return null;
    const awards = (p.awards || []).map((a) => h("li", { class: "award", "data-award": a, text: "🏆 " + t("award_" + a) }));
    return h("details", { class: "panel profile" },
      h("summary", { text: t("profile_title") }),
      h("p", { "data-testid": "profile-line", text: t("profile_line", { games: p.games, wins: p.wins, losses: p.losses, penalties: p.penalties }) }),
      awards.length ? h("ul", { class: "awards" }, awards) : null);
  }

  /** The seats of the table with their connection (a game may add its own marks per seat). */
  function playersBlock(marks) {
    const v = S.view;
    const seats = v.seats || [];
    const ul = h("ul", { class: "seats", "data-testid": "players" });
    for (const s of seats) {
      const extra = marks ? marks(s) || {} : {};
      const tags = [];
      if (s.present === false) tags.push(t("seat_left"));
      else if (!s.connected) tags.push(t("seat_offline"));
      for (const x of extra.tags || []) tags.push(x);
      ul.append(h("li", { class: (s.present === false ? "left " : "") + (s.seat === S.seat ? "mine" : ""), "data-seat": s.seat },
        h("span", { class: "dot " + (s.present === false ? "gone" : s.connected ? "on" : "off"), "aria-hidden": "true" }),
        h("span", { class: "name", text: s.nickname }),
        extra.after || null, // a game's mark of the seat (the quiz's token) sits by the name in every row
        s.seat === S.seat ? h("span", { class: "tag", text: t("you_mark") }) : null,
        tags.length ? h("span", { class: "small muted", text: tags.join(", ") }) : null));
    }
    return h("div", { class: "panel" }, h("h3", { text: t("players_title") }), seats.length ? ul : h("p", { class: "muted", text: t("nobody_yet") }));
  }

  /** A button for a request type: enabled only when the view allows it. */
  function actBtn(type, text, onclick, cls) {
    return h("button", { class: "btn big " + (cls || ""), "data-act": type, disabled: !allowed(type), text, onclick });
  }
  /** One tap until the next view: the button disables itself, then calls fn. */
  const once = (fn) => (ev) => { ev.currentTarget.disabled = true; fn(); };

  function callLink(link) {
    const safe = /^https?:\/\//i.test(link);
    return h("div", { class: "panel call", "data-testid": "call" },
      h("h2", { text: t("call_title") }), h("p", { class: "small", text: t("call_hint") }),
      safe ? h("a", { class: "btn primary big", href: link, target: "_blank", rel: "noopener noreferrer", text: t("call_link") })
        : h("p", { class: "mono", text: link }));
  }

  // --- pickers (bottom sheets) ---------------------------------------------------------------------
  function openSheet(title, body, need) {
    S.sheet = { need };
    $("sheet-title").textContent = title;
    GM.clear($("sheet-body")).append(body);
    $("sheet").hidden = false;
    document.body.classList.add("sheet-open");
  }
  function closeSheet() {
    S.sheet = null;
    $("sheet").hidden = true;
    GM.clear($("sheet-body"));
    document.body.classList.remove("sheet-open");
  }
  function confirmIn(text, confirmText, onConfirm) {
    return h("div", { class: "confirm" }, h("p", { class: "lead", text }),
      h("button", { class: "btn primary big", "data-testid": "confirm", text: confirmText,
        onclick: () => { onConfirm(); closeSheet(); } }));
  }


  // --- the widgets games share (their options: docs/game-screens.md, "Shared widgets") -----------
  /** The card the player holds now (a key of what is on it): a new one starts closed (SPY-07, MAF-04); true when new. */
  function cardIs(key) {
    if (key === S.card.key) return false;
    S.card.key = key;
    S.card.open = false;
    return true;
  }
  /** Close the card (a tapped one; a held one closes when let go). */
  function closeCard() {
    if (!S.card.open && !S.card.held) return;
    S.card.open = false;
    S.card.held = false;
    render();
  }
  /** The card read with a tap, hidden with a button; opened, it says card_seen once per card (SPY-07, MAF-04). */
  function secretCard(opts) {
    if (!S.card.open) {
      return h("button", { class: "card card-closed", "data-testid": "card-open", onclick: () => {
        S.card.open = true;
        if (allowed("card_seen") && S.card.seenSent !== S.card.key && !(opts.seen && opts.seen())) {
          S.card.seenSent = S.card.key;
          send("card_seen");
        }
        render();
      } }, h("span", { class: "card-back", "aria-hidden": "true" }), h("span", { class: "card-cta", text: opts.closedText }));
    }
    return opts.face(() => h("button", { class: "btn card-hide", "data-testid": "card-hide", text: opts.hideText, onclick: closeCard }));
  }
  /** Hold or let go of the held card (SUS-05); release() is called on any pointerup, key up, blur or hidden page. */
  function hold(on) {
    if (S.card.held === on) return;
    const focused = document.activeElement && document.activeElement.dataset && document.activeElement.dataset.testid === "card-hold";
    S.card.held = on;
    render();
    if (focused) { const el = document.querySelector("[data-testid=card-hold]"); if (el) el.focus(); } // drawn anew: the focus stays on it
  }
  const release = () => hold(false);
  /** The card pressed and held to be read (SUS-05): its back, or while held the nodes opts.face() gives. */
  function holdCard(opts) {
    const el = h("button", {
      type: "button", class: "hold-card" + (S.card.held ? " open" : ""), "data-testid": "card-hold", "aria-pressed": S.card.held ? "true" : "false",
      onpointerdown: (ev) => { ev.preventDefault(); hold(true); },
      onkeydown: (ev) => { if (ev.key === " " || ev.key === "Enter") { ev.preventDefault(); hold(true); } },
      oncontextmenu: (ev) => ev.preventDefault(),
    });
    if (!S.card.held) el.append(h("span", { class: "card-back", "aria-hidden": "true" }), h("span", { class: "card-cta", text: opts.holdText }));
    else for (const node of opts.face()) if (node) el.append(node);
    return el;
  }

  /** The phase's banner: its name and where the evening is (round, game…; null: no such line). */
  function phaseBanner(title, where, opts) {
    const o = opts || {};
    const line = where != null ? h("span", { class: "round", text: where }) : null;
    const name = h("h1", { "data-testid": "phase", text: title });
    return h("div", { class: "phase-banner" + (o.cls ? " " + o.cls : "") }, o.whereFirst ? [line, name] : [name, line], o.after || null);
  }

  /** A grid of choices, two a row where two fit; with opts.act enabled while the view allows it, with
      opts.chosen that one marked. */
  function pickGrid(items, opts) {
    const o = opts || {};
    const marks = Object.prototype.hasOwnProperty.call(o, "chosen");
    const box = h("div", { class: "pick-grid", "data-testid": o.testid });
    for (const it of items) {
      const on = marks && it.value === o.chosen;
      const tap = () => o.pick(it.value, it);
      box.append(h("button", {
        type: "button", class: "btn pick" + (on ? " chosen" : "") + (it.cls ? " " + it.cls : ""), "data-act": o.act,
        ["data-" + (o.attr || "seat")]: it.value, "aria-pressed": marks ? String(on) : null, disabled: o.act ? !allowed(o.act) : false,
        text: it.text, onclick: o.once ? once(tap) : tap,
      }, it.kids || null));
    }
    return box;
  }
  /** The seats as pickGrid items, named by their nicknames. */
  const seatItems = (seats) => seats.map((s) => ({ value: s, text: GM.nick(S.view, s) }));
  /** A player picked in the sheet, confirmed first when opts.confirm is given; then opts.choose(seat). */
  function pickSeat(title, need, seats, opts) {
    const grid = pickGrid(seatItems(seats), { pick: (seat, it) => {
      if (!opts.confirm) { opts.choose(seat); closeSheet(); return; }
      GM.clear($("sheet-body")).append(confirmIn(opts.confirm(it.text), opts.confirmText, () => opts.choose(seat)));
    } });
    openSheet(title, opts.note ? h("div", null, grid, opts.note) : grid, need);
  }
  /** The points table (SPY-34, SUS-45, the mafia's totals): best first, this phone's row marked, leaders crowned. */
  function scoresTable(rows, opts) {
    const leaders = opts.leaders ? new Set(opts.leaders) : null;
    const table = h("table", { class: "scores", "data-testid": opts.testid });
    for (const r of rows.slice().sort((a, b) => b.points - a.points || a.seat - b.seat)) {
      const lead = !!leaders && leaders.has(r.seat);
      table.append(h("tr", { class: (lead ? "leader " : "") + (r.seat === S.seat ? "mine" : "") },
        leaders ? h("td", { class: "crown", text: lead ? "★" : "" }) : null,
        h("td", { class: "name" }, GM.nick(S.view, r.seat), lead && opts.leaderTag ? h("span", { class: "tag", text: opts.leaderTag }) : null),
        h("td", { class: "pts", text: opts.points(r.points) })));
    }
    return h("div", { class: "scores-box" }, h("h3", { text: opts.title }), opts.note || null, table);
  }

  /** What a game's phone screens get (GM.registerGame(id, {phone: {render(P)}})). */
  const P = {
    get view() { return S.view; },
    get game() { return game(); },
    get me() { return game().me || {}; },
    get seat() { return S.seat; },
    get receivedAt() { return S.receivedAt; },
    get keys() { return S.keys; },
    get sheetOpen() { return !!S.sheet; },
    get profile() { return S.profile; },
    get cardShown() { return S.card.open || S.card.held; }, // the secret card is open or held
    allowed, send, section, present, toast, actBtn, once, callLink, playersBlock, openSheet, closeSheet, confirmIn,
    nick: (seat) => GM.nick(S.view, seat),
    setSheetBody: (body) => GM.clear($("sheet-body")).append(body),
    render,
    // the widgets games share
    phaseBanner, cardIs, closeCard, secretCard, holdCard, pickGrid, seatItems, pickSeat, scoresTable,
  };

  // --- start ------------------------------------------------------------------------------------
  function init() {
    GM.applyStatic();
    document.title = t("page_title_phone");
    $("langslot").append(GM.langSelect());
    $("join-form").addEventListener("submit", onJoinSubmit);
    $("acct-have").addEventListener("click", toggleAccountMode("have"));
    $("acct-new").addEventListener("click", toggleAccountMode("new"));
    $("code").addEventListener("input", () => { const c = $("code"); const d = c.value.replace(/\D/g, "").slice(0, 5); if (d !== c.value) c.value = d; });
    $("sheet-cancel").addEventListener("click", closeSheet);
    $("sheet").addEventListener("click", (ev) => { if (ev.target === $("sheet")) closeSheet(); });
    document.addEventListener("keydown", (ev) => { if (ev.key === "Escape" && S.sheet) closeSheet(); });
    // SUS-05: a held card hides when let go anywhere, when the page loses focus and when it is hidden
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    window.addEventListener("keyup", (ev) => { if (ev.key === " " || ev.key === "Enter") release(); });
    window.addEventListener("blur", release);
    document.addEventListener("visibilitychange", () => { if (document.hidden) release(); });
    $("leave").addEventListener("click", () => {
      if (!window.confirm(t("other_table_confirm"))) return;
      S.conn.stop("stopped");
      S.token = null;
      S.view = null;
      GM.store.del(SESSION);
      showJoin("", S.nickname);
    });
    GM.onLang(() => {
      document.title = t("page_title_phone");
      renderJoinLangs();
      closeSheet();
      S.keys = {};
      S.card.held = false;
      if (ui() && ui().onLang) ui().onLang(P);
      const err = $("join-error");
      if (err.dataset.code) err.textContent = GM.errorText(err.dataset.code);
      else if (err.textContent) err.textContent = "";
      if (S.screen === "ended") showEnded($("ended").dataset.kind);
      render();
    });
    S.conn = new GM.Connection({ hello, onMessage, onStatus, onHelloError, onClosed });

    const q = new URLSearchParams(location.search);
    const qcode = (q.get("code") || "").replace(/\D/g, "").slice(0, 5);
    const qtoken = (q.get("token") || "").replace(/[^A-Za-z0-9_-]/g, "").slice(0, 100);
    let sess = GM.store.get(SESSION);
    if (qtoken) {
      // PLT-09: a seat link from the moderator gives this phone that seat back
      sess = { token: qtoken, code: qcode, seat: null, nickname: "" };
      GM.store.set(SESSION, sess);
      history.replaceState(null, "", location.pathname + (qcode ? "?code=" + qcode : ""));
    }
    if (sess && sess.token && (!qcode || qcode === sess.code)) {
      // PLT-09: resume the seat with its token after a reload, sleep or lost Wi-Fi
      S.token = sess.token;
      S.code = sess.code || "";
      S.seat = sess.seat;
      S.nickname = sess.nickname || "";
      S.account = sess.account === true;
      show("game");
      S.conn.start();
    } else {
      if (sess) S.nickname = sess.nickname || "";
      showJoin(qcode, S.nickname);
      if (!qcode) $("code").focus(); else $("nick").focus();
    }
    setInterval(tickTimer, 100); // PLT-14: within a quarter second of the board
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
