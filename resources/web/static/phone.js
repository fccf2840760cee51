/* The phone page (PLT-16): join, the secret card, the player's choices, the round's public state and
   the connection status. It renders the latest view and sends requests; the console decides. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  const $ = (id) => document.getElementById(id);
  const SESSION = "gm.session";

  const S = {
    conn: null,
    token: null,
    joinHello: null,
    nickname: "",
    code: "",
    seat: null,
    view: null,
    receivedAt: 0,
    cardKey: "",
    cardOpen: false,
    seenSent: "",
    search: "",
    optimistic: new Map(),
    keys: {},
    sheet: null,
    screen: "none",
    deckAsked: "",
    account: false, // PLT-17: this seat is a player's with an account (from the welcome)
    accountMode: "", // PLT-17 join screen: "" a guest, "have" signs in, "new" creates the account
    triedPassword: false,
  };

  // --- small helpers ----------------------------------------------------------------------------
  const game = () => (S.view && S.view.game) || {};
  const me = () => game().me || {};
  const allowed = (type) => !!(S.view && (S.view.allowed || []).includes(type));
  const deckId = () => { const g = game(); return (g.deck && g.deck.id) || (g.options && g.options.deck) || null; };
  const deck = () => GM.deckNow(deckId());
  const present = (seat) => { const s = GM.seatOf(S.view, seat); return !s || s.present !== false; };

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
      case "view":
        S.view = msg.view || {};
        S.receivedAt = performance.now();
        if (S.view.you && S.view.you.seat != null) S.seat = S.view.you.seat;
        settleOptimistic();
        if (S.screen !== "game") show("game");
        render();
        break;
      case "error":
        S.optimistic.clear();
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
    if (code.length !== 5) { err.textContent = t("err_code_format"); $("code").focus(); return; }
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
  window.gmTimeLeft = () => (game().timer ? GM.timeLeft(game().timer, S.receivedAt) : null);

  function tickTimer() {
    const el = $("timer");
    const g = game();
    const showIt = S.screen === "game" && g.timer && ["dealt", "asking", "accusation"].includes(g.phase);
    el.hidden = !showIt;
    if (!showIt) return;
    const left = GM.timeLeft(g.timer, S.receivedAt);
    const paused = !g.timer.running;
    el.classList.toggle("paused", paused);
    el.classList.toggle("low", !paused && left <= 30000);
    $("timer-value").textContent = GM.formatMs(left);
    $("timer-note").textContent = paused && g.phase !== "dealt" ? t("timer_paused") : "";
  }

  // --- render -----------------------------------------------------------------------------------
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
    const m = me();
    document.body.dataset.phase = g.phase || "";
    document.body.dataset.seat = S.seat == null ? "" : String(S.seat);
    document.body.dataset.card = !m.card ? "none" : m.card.spy ? "spy" : "local";
    const mine = GM.seatOf(v, S.seat);
    GM.clear($("me"));
    if (mine) { // PLT-17: the badge stays whole; a long nickname is cut instead
      $("me").append(h("span", { class: "nm", text: t("you_are", { name: mine.nickname }) }),
        h("span", { class: "tag" + (S.account ? " acct" : ""), "data-testid": "account-badge",
          "data-account": S.account ? "yes" : "no", text: t(S.account ? "badge_account" : "badge_guest") }));
    }
    ensureDeck();
    const L = GM.lang;
    const dk = deck() ? "1" : S.deckAsked === "failed:" + deckId() ? "x" : "0";
    if (v.table && v.table.game && v.table.game !== "spy") {
      section("phase", "other" + L, () => h("div", { class: "panel", text: t("other_game") }));
      for (const id of ["card", "actions", "result", "info", "players", "scores"]) section(id, "", () => null);
      return;
    }
    section("phase", JSON.stringify([L, g.phase, g.round]), buildPhase);
    // the card: closed by default, closed again for every new card (SPY-07)
    const cardKey = JSON.stringify([g.round, m.card, m.status]);
    if (cardKey !== S.cardKey) { S.cardKey = cardKey; S.cardOpen = false; S.search = ""; }
    section("card", JSON.stringify([L, cardKey, S.cardOpen, dk, allowed("guess"), allowed("cross_out"), g.phase]), buildCard);
    applyCrossed();
    section("actions", JSON.stringify([L, g.phase, g.asker, g.accusation, g.suspect_vote, g.exposed, g.accusers, g.players,
      g.options, m.status, m.vote, m.suspect, m.asked_by, v.allowed, seatNames()]), buildActions);
    section("result", JSON.stringify([L, g.phase, g.result, dk, seatNames()]), () => (g.phase === "round_over" ? GM.resultBlock(v, deck()) : null));
    section("info", JSON.stringify([L, g.phase, g.chain, seatNames()]), buildInfo);
    section("players", JSON.stringify([L, g.phase, v.seats, g.players, g.observers, g.seen]), buildPlayers);
    // SPY-34: the room's scores once a round has been played
    section("scores", JSON.stringify([L, g.scores, g.leaders, (g.history || []).length, seatNames()]),
      () => ((g.history || []).length ? GM.scoresBlock(v, S.seat) : null));
    if (S.sheet && S.sheet.need && !allowed(S.sheet.need)) closeSheet();
    tickTimer();
  }

  const seatNames = () => (S.view.seats || []).map((s) => s.nickname);

  function ensureDeck() {
    const id = deckId();
    if (!id || GM.deckNow(id) || S.deckAsked === id) return;
    S.deckAsked = id;
    GM.loadDeck(id).then((d) => {
      if (!d) S.deckAsked = "failed:" + id;
      render();
      if (!d) setTimeout(() => { if (S.deckAsked === "failed:" + id) { S.deckAsked = ""; render(); } }, 11000);
    });
  }

  function buildPhase() {
    const g = game();
    return h("div", { class: "phase-banner" },
      g.round ? h("span", { class: "round", text: t("round_n", { n: g.round }) }) : null,
      h("h1", { "data-testid": "phase", text: g.phase ? t("ph_" + g.phase) : "" }));
  }

  // --- the secret card (SPY-07, SPY-14, SPY-15) ----------------------------------------------------
  function openCard() {
    const g = game();
    S.cardOpen = true;
    if (allowed("card_seen") && !(g.seen || []).includes(S.seat) && S.seenSent !== S.cardKey) {
      S.seenSent = S.cardKey;
      send("card_seen");
    }
    render();
  }
  function closeCard() {
    S.cardOpen = false;
    render();
  }

  function buildCard() {
    const g = game();
    const m = me();
    if (m.status === "observer") {
      return h("div", { class: "panel observer", "data-testid": "observer" },
        h("h2", { text: t("observer_title") }), h("p", { text: t("observer_text") }));
    }
    if (g.phase === "lobby" || g.phase === "round_over") return null;
    if (!m.card) return h("div", { class: "panel muted", text: t("card_none") });
    if (!S.cardOpen) {
      return h("button", { class: "card card-closed", "data-testid": "card-open", onclick: openCard },
        h("span", { class: "card-back", "aria-hidden": "true" }), h("span", { class: "card-cta", text: t("card_closed") }));
    }
    const hide = () => h("button", { class: "btn card-hide", "data-testid": "card-hide", text: t("card_hide"), onclick: closeCard });
    if (!m.card.spy) {
      const d = deck();
      return h("div", { class: "card card-open local", "data-testid": "card" },
        hide(),
        h("div", { class: "card-label", text: t("card_location") }),
        h("div", { class: "card-location", "data-testid": "card-location", text: GM.locName(d, m.card.location) }),
        h("div", { class: "card-label", text: t("card_role") }),
        h("div", { class: "card-role", "data-testid": "card-role", text: GM.roleName(d, m.card.location, m.card.role) }));
    }
    return h("div", { class: "card card-open spy", "data-testid": "card" },
      hide(),
      h("div", { class: "card-spy", "data-testid": "card-spy", text: t("card_spy") }),
      h("p", { class: "card-hint", text: t("card_spy_hint") }),
      allowed("guess") ? h("button", { class: "btn danger big", "data-testid": "guess", text: t("btn_guess"), onclick: pickGuess }) : null,
      crossList(),
      h("div", { class: "card-foot" }, hide()));
  }

  /** The spy's private cross-out list, alphabetical in the reader's language, with a search box. */
  function crossList() {
    const d = deck();
    const wrap = h("div", { class: "loclist", "data-testid": "crosslist" });
    if (!d) {
      wrap.append(h("p", { class: "muted", text: t(S.deckAsked.startsWith("failed:") ? "deck_error" : "deck_loading") }));
      return wrap;
    }
    const list = GM.sortedLocations(d);
    const ul = h("ul", { class: "locs" });
    const empty = h("p", { class: "muted no-match", text: t("no_match"), hidden: true });
    const count = h("p", { class: "count", "data-testid": "crossed-count" });
    const can = allowed("cross_out");
    for (const loc of list) {
      ul.append(h("li", null, h("button", {
        class: "loc", "data-loc": loc.id, "data-name": GM.fold(loc.name), disabled: !can, text: loc.name,
        onclick: () => toggleCross(loc.id),
      })));
    }
    const search = h("input", {
      class: "search", type: "search", placeholder: t("search_ph"), value: S.search, "data-testid": "search",
      autocomplete: "off", enterkeyhint: "search",
      oninput: () => { S.search = search.value; filter(ul, empty, S.search); },
    });
    wrap.append(h("div", { class: "loclist-head" }, h("h3", { text: t("locations_title") }), count),
      h("p", { class: "small muted", text: t("cross_hint") }), search, ul, empty);
    filter(ul, empty, S.search);
    return wrap;
  }

  function filter(ul, empty, query) {
    const q = GM.fold(query.trim());
    let shown = 0;
    for (const b of ul.querySelectorAll("button.loc")) {
      const hit = !q || b.dataset.name.includes(q);
      b.parentNode.hidden = !hit;
      if (hit) shown++;
    }
    empty.hidden = shown > 0;
  }

  function crossedNow(id) {
    if (S.optimistic.has(id)) return S.optimistic.get(id);
    return (me().crossed_out || []).includes(id);
  }
  function settleOptimistic() {
    const crossed = me().crossed_out || [];
    for (const [id, val] of S.optimistic) if (crossed.includes(id) === val) S.optimistic.delete(id);
  }
  function applyCrossed() {
    const buttons = document.querySelectorAll("#card .loclist button.loc");
    if (!buttons.length) return;
    let n = 0;
    for (const b of buttons) {
      const c = crossedNow(b.dataset.loc);
      b.classList.toggle("crossed", c);
      b.setAttribute("aria-pressed", c ? "true" : "false");
      if (c) n++;
    }
    const count = document.querySelector("#card [data-testid=crossed-count]");
    if (count) count.textContent = t("crossed_count", { n, m: buttons.length });
  }
  function toggleCross(id) {
    if (!allowed("cross_out")) return;
    const crossed = !crossedNow(id);
    S.optimistic.set(id, crossed);
    applyCrossed();
    if (!send("cross_out", { location: id, crossed })) { S.optimistic.delete(id); applyCrossed(); }
  }

  // --- actions by phase ---------------------------------------------------------------------------
  /** A button for a request type: enabled only when the view allows it; one tap until the next view. */
  function actBtn(type, text, onclick, cls) {
    return h("button", { class: "btn big " + (cls || ""), "data-act": type, disabled: !allowed(type), text, onclick });
  }
  const once = (fn) => (ev) => { ev.currentTarget.disabled = true; fn(); };

  function buildActions() {
    const g = game();
    const m = me();
    const v = S.view;
    const box = h("div", { class: "actions" });
    const phase = g.phase;
    if (phase === "lobby") {
      const o = g.options || {};
      box.append(h("div", { class: "panel" },
        h("p", { class: "lead", text: t("lobby_wait") }),
        h("ul", { class: "opts" },
          o.deck ? h("li", { text: t("opt_deck", { name: GM.deckName(o.deck, GM.deckNow(o.deck)) }) }) : null,
          o.minutes ? h("li", { text: t("opt_minutes", { n: o.minutes }) }) : null,
          o.two_spies ? h("li", { text: t("opt_two_spies") }) : null)));
      if (o.call_link) box.append(callLink(o.call_link));
      return box;
    }
    if (phase === "dealt") {
      box.append(h("p", { class: "panel lead", text: t("dealt_wait") }));
      if (g.options && g.options.call_link) box.append(callLink(g.options.call_link));
      return box;
    }
    if (phase === "round_over") {
      box.append(h("p", { class: "panel lead", text: t("next_wait") }));
      return box;
    }
    if (m.status !== "player") {
      if (phase === "asking" && g.asker != null) box.append(h("p", { class: "panel", text: t("asks", { name: GM.nick(v, g.asker) }) }));
      return box.children.length ? box : null;
    }
    if (phase === "asking") {
      // SPY-10, SPY-11: the asker names who answered; the turn passes to them
      if (g.asker === S.seat) {
        box.append(h("div", { class: "panel turn mine", "data-testid": "my-turn" },
          h("h2", { text: t("your_turn") }),
          h("p", { class: "small", text: t("your_turn_hint") }),
          actBtn("question_asked", t("btn_question_asked"), pickAnswerer, "primary")));
      } else if (g.asker != null) {
        box.append(h("div", { class: "panel turn", "data-testid": "turn" }, h("span", { class: "muted", text: t("asks_label") }),
          h("b", { class: "asker", text: GM.nick(v, g.asker) })));
      }
      // SPY-17: once per round
      box.append(actBtn("accuse", t("btn_accuse"), pickAccused, "warn"));
      if ((g.accusers || []).includes(S.seat)) box.append(h("p", { class: "small muted", text: t("accuse_used") }));
      return box;
    }
    if (phase === "accusation" && g.accusation) {
      const a = g.accusation;
      const panel = h("div", { class: "panel vote", "data-testid": "accusation" },
        h("h2", { text: t("accusation_line", { a: GM.nick(v, a.accuser), b: GM.nick(v, a.accused) }) }));
      if (a.accused === S.seat) panel.append(h("p", { class: "lead bad", text: t("you_accused") }));
      else if (a.accuser === S.seat) panel.append(h("p", { class: "lead", text: t("you_accuser") }));
      else {
        // SPY-18: everyone but the accused and the accuser votes yes or no
        panel.append(h("p", { class: "lead", text: t("vote_question", { name: GM.nick(v, a.accused) }) }));
        const yes = actBtn("vote", t("vote_yes"), once(() => send("vote", { yes: true })), "yes" + (m.vote === true ? " chosen" : ""));
        const no = actBtn("vote", t("vote_no"), once(() => send("vote", { yes: false })), "no" + (m.vote === false ? " chosen" : ""));
        yes.dataset.vote = "yes";
        no.dataset.vote = "no";
        panel.append(h("div", { class: "yesno" }, yes, no));
        if (m.vote != null) panel.append(h("p", { class: "chosen-note", "data-testid": "my-vote", text: t(m.vote ? "voted_yes" : "voted_no") }));
      }
      panel.append(h("p", { class: "progress", "data-testid": "vote-progress", text: t("votes_progress", { n: a.voted, m: a.eligible }) }),
        h("p", { class: "small muted", text: t("one_no") }));
      box.append(panel);
      return box;
    }
    if (phase === "suspect_vote") {
      // SPY-23: everyone names a suspect in secret, changeable until all voted
      const panel = h("div", { class: "panel suspects", "data-testid": "suspect-vote" },
        h("h2", { text: t("suspect_title") }), h("p", { class: "small", text: t("suspect_hint") }));
      const can = allowed("suspect");
      const grid = h("div", { class: "pick-grid" });
      for (const s of (g.players || []).filter((x) => x !== S.seat && present(x))) {
        grid.append(h("button", {
          class: "btn pick" + (m.suspect === s ? " chosen" : ""), "data-act": "suspect", "data-seat": s, disabled: !can,
          "aria-pressed": m.suspect === s ? "true" : "false", text: GM.nick(v, s), onclick: () => send("suspect", { target: s }),
        }));
      }
      panel.append(grid, h("p", { class: "chosen-note", "data-testid": "my-suspect",
        text: m.suspect != null ? t("your_suspect", { name: GM.nick(v, m.suspect) }) : t("no_suspect") }));
      if (g.suspect_vote) panel.append(h("p", { class: "progress", text: t("votes_progress", { n: g.suspect_vote.voted, m: g.suspect_vote.eligible }) }));
      box.append(panel);
      return box;
    }
    if (phase === "last_guess") {
      // SPY-25: the exposed spy's last chance
      if (g.exposed === S.seat) {
        box.append(h("div", { class: "panel bad-panel" }, h("h2", { text: t("exposed_you") }),
          actBtn("guess", t("btn_last_guess"), pickGuess, "danger")));
      } else {
        box.append(h("p", { class: "panel lead", text: t("exposed_other", { name: GM.nick(v, g.exposed) }) }));
      }
      return box;
    }
    return null;
  }

  function callLink(link) {
    const safe = /^https?:\/\//i.test(link);
    return h("div", { class: "panel call", "data-testid": "call" },
      h("h2", { text: t("call_title") }), h("p", { class: "small", text: t("call_hint") }),
      safe ? h("a", { class: "btn primary big", href: link, target: "_blank", rel: "noopener noreferrer", text: t("call_link") })
        : h("p", { class: "mono", text: link }));
  }

  function buildInfo() {
    const g = game();
    const chain = g.chain || [];
    if (!chain.length || !["asking", "accusation", "suspect_vote", "last_guess"].includes(g.phase)) return null;
    const ol = h("ol", { class: "chain", "data-testid": "chain" });
    for (const c of chain.slice(-8)) ol.append(h("li", { text: GM.nick(S.view, c.asker) + " → " + GM.nick(S.view, c.answerer) }));
    return h("details", { class: "panel", open: chain.length <= 8 ? true : null }, h("summary", { text: t("chain_title") }), ol);
  }

  function buildPlayers() {
    const v = S.view;
    const g = game();
    const seats = v.seats || [];
    const ul = h("ul", { class: "seats", "data-testid": "players" });
    const observers = new Set(g.observers || []);
    const seen = new Set(g.seen || []);
    const showSeen = g.phase === "dealt";
    for (const s of seats) {
      const tags = [];
      if (s.present === false) tags.push(t("seat_left"));
      else if (!s.connected) tags.push(t("seat_offline"));
      if (observers.has(s.seat)) tags.push(t("seat_observer"));
      ul.append(h("li", { class: (s.present === false ? "left " : "") + (s.seat === S.seat ? "mine" : ""), "data-seat": s.seat },
        h("span", { class: "dot " + (s.present === false ? "gone" : s.connected ? "on" : "off"), "aria-hidden": "true" }),
        h("span", { class: "name", text: s.nickname }),
        s.seat === S.seat ? h("span", { class: "tag", text: t("you_mark") }) : null,
        showSeen && seen.has(s.seat) ? h("span", { class: "seen", title: t("seat_seen"), text: "✓" }) : null,
        tags.length ? h("span", { class: "small muted", text: tags.join(", ") }) : null));
    }
    return h("div", { class: "panel" }, h("h3", { text: t("players_title") }), seats.length ? ul : h("p", { class: "muted", text: t("nobody_yet") }));
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

  function pickAnswerer() {
    const g = game();
    const m = me();
    const grid = h("div", { class: "pick-grid" });
    // SPY-11: not yourself, not the one who just asked you
    for (const s of (g.players || []).filter((x) => x !== S.seat && x !== m.asked_by && present(x))) {
      grid.append(h("button", { class: "btn pick", "data-seat": s, text: GM.nick(S.view, s),
        onclick: () => { send("question_asked", { answerer: s }); closeSheet(); } }));
    }
    const body = h("div", null, grid, m.asked_by != null ? h("p", { class: "small muted", text: t("no_return") }) : null);
    openSheet(t("pick_answerer"), body, "question_asked");
  }

  function pickAccused() {
    const g = game();
    const grid = h("div", { class: "pick-grid" });
    for (const s of (g.players || []).filter((x) => x !== S.seat && present(x))) {
      const name = GM.nick(S.view, s);
      grid.append(h("button", { class: "btn pick", "data-seat": s, text: name,
        onclick: () => {
          GM.clear($("sheet-body")).append(confirmIn(t("accuse_confirm", { name }), t("btn_accuse").replace(/…$/, ""),
            () => send("accuse", { target: s })));
        } }));
    }
    openSheet(t("pick_accused"), grid, "accuse");
  }

  /** "I know where we are!": pick a location, then confirm (SPY-22, SPY-25). */
  function pickGuess() {
    const d = deck();
    if (!d) { toast(t("deck_loading"), "info"); return; }
    const ul = h("ul", { class: "locs pick" });
    const empty = h("p", { class: "muted no-match", text: t("no_match"), hidden: true });
    for (const loc of GM.sortedLocations(d)) {
      ul.append(h("li", null, h("button", {
        class: "loc" + (crossedNow(loc.id) ? " crossed" : ""), "data-loc": loc.id, "data-name": GM.fold(loc.name), text: loc.name,
        onclick: () => {
          GM.clear($("sheet-body")).append(confirmIn(t("guess_confirm", { loc: loc.name }), t("guess_send"),
            () => send("guess", { location: loc.id })));
        },
      })));
    }
    const search = h("input", { class: "search", type: "search", placeholder: t("search_ph"), autocomplete: "off", "data-testid": "guess-search",
      oninput: () => filter(ul, empty, search.value) });
    openSheet(t("pick_location"), h("div", { class: "loclist" }, search, ul, empty), "guess");
  }

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
