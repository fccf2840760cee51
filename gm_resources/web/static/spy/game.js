/* The spy game's screens (SPY-01..SPY-39): the decks' names, the phone (the secret card, the spy's
   cross-out list, the question chain, accusations, votes, guesses) and the board. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  const humanize = GM.humanize;

  // --- decks ------------------------------------------------------------------------------------
  const decks = {};
  function fetchDeckFile(id) {
    return fetch("content/spy/" + encodeURIComponent(id) + ".json", { cache: "no-cache" }).then((r) => {
      if (!r.ok) throw new Error("deck " + id + ": " + r.status);
      return r.json();
    });
  }
  function loadDeckChain(id, depth) {
    return fetchDeckFile(id).then((doc) => {
      const own = Array.isArray(doc.locations) ? doc.locations : [];
      if (doc.extends && depth < 4) {
        return loadDeckChain(doc.extends, depth + 1).then((base) => ({
          id: doc.id || id, name: doc.name || {}, locations: base.locations.concat(own),
        }));
      }
      return { id: doc.id || id, name: doc.name || {}, locations: own };
    });
  }
  /** The deck with its locations (a deck that extends another is concatenated to it); cached. */
  GM.loadDeck = function (id) {
    if (!id) return Promise.resolve(null);
    const hit = decks[id];
    if (hit && (hit.deck || Date.now() - hit.at < 10000)) return hit.promise;
    const entry = { at: Date.now(), deck: null };
    entry.promise = loadDeckChain(id, 0).then((deck) => {
      deck.byId = {};
      for (const loc of deck.locations) {
        const roles = {};
        for (const r of loc.roles || []) roles[r.id] = r;
        deck.byId[loc.id] = { loc, roles };
      }
      entry.deck = deck;
      return deck;
    }).catch(() => null);
    decks[id] = entry;
    return entry.promise;
  };
  GM.deckNow = (id) => (decks[id] && decks[id].deck) || null;

    GM.locName = function (deck, locId) {
    const e = deck && deck.byId && deck.byId[locId];
    return e ? GM.localName(e.loc.name, humanize(locId)) : humanize(locId);
  };
  GM.roleName = function (deck, locId, roleId) {
    const e = deck && deck.byId && deck.byId[locId];
    const r = e && e.roles[roleId];
    return r ? GM.localName(r.name, humanize(roleId)) : humanize(roleId);
  };
  GM.deckName = function (deckId, deck) {
    if (deck && deck.name && (deck.name[GM.lang] || deck.name.en)) return GM.localName(deck.name, deckId);
    const key = "deck_" + deckId;
    const s = GM.t(key);
    return s === key ? humanize(deckId) : s;
  };
  /** Locations sorted in the reader's language (localeCompare with that locale, SPY-15). */
  GM.sortedLocations = function (deck) {
    if (!deck) return [];
    const list = deck.locations.map((l) => ({ id: l.id, name: GM.localName(l.name, humanize(l.id)) }));
    list.sort((a, b) => a.name.localeCompare(b.name, GM.lang, { sensitivity: "base" }));
    return list;
  };
  /** The round's result (outcome, location, spies, votes, suspects, guess, points): phone and board. */
  GM.resultBlock = function (view, deck) {
    const h = GM.h;
    const g = view.game || {};
    const r = g.result;
    if (!r) return null;
    const spies = r.spies || [];
    const win = r.winner === "spies" ? GM.t("win_spies", { n: spies.length })
      : r.winner === "locals" ? GM.t("win_locals") : GM.t("win_none");
    const box = h("div", { class: "result", "data-testid": "result", "data-outcome": r.outcome || "" });
    const head = h("div", { class: "result-head" },
      h("div", { class: "result-outcome", text: GM.t("out_" + r.outcome) }),
      h("div", { class: "result-winner win-" + (r.winner || "none"), text: win }));
    const facts = h("dl", { class: "result-facts" });
    if (r.location) facts.append(h("dt", { text: GM.t("res_location") }), h("dd", { class: "result-location", "data-testid": "result-location", text: GM.locName(deck, r.location) }));
    if (spies.length) facts.append(h("dt", { text: GM.t("res_spies", { n: spies.length }) }), h("dd", { class: "result-spies", "data-testid": "result-spies", text: GM.nickList(view, spies) }));
    if (r.guess) {
      facts.append(h("dt", { text: GM.t("res_guess") }),
        h("dd", null, GM.locName(deck, r.guess.location) + " — ",
          h("b", { class: r.guess.right ? "good" : "bad", text: GM.t(r.guess.right ? "guess_right" : "guess_wrong") })));
    }
    head.append(facts);
    const details = h("div", { class: "result-details" });
    const part = (title, list) => h("div", { class: "result-part" }, h("h3", { text: title }), list);
    if (r.accusations && r.accusations.length) {
      const ul = h("ul", { class: "result-list" });
      for (const a of r.accusations) {
        const votes = (a.votes || []).map((v) => GM.nick(view, v.seat) + ": " + GM.t(v.yes ? "vote_yes" : "vote_no")).join(", ");
        ul.append(h("li", { "data-testid": "result-accusation" },
          h("span", { text: GM.t("accusation_line", { a: GM.nick(view, a.accuser), b: GM.nick(view, a.accused) }) }), " — ",
          h("b", { class: a.passed ? "good" : "bad", text: GM.t(a.passed ? "acc_passed" : "acc_failed") }),
          votes ? h("div", { class: "small", "data-testid": "result-votes", text: votes }) : null));
      }
      details.append(part(GM.t("res_accusations"), ul));
    }
    if (r.suspects && r.suspects.length) {
      const ul = h("ul", { class: "result-list" });
      for (const s of r.suspects) ul.append(h("li", { text: GM.nick(view, s.seat) + " → " + GM.nick(view, s.target) }));
      details.append(part(GM.t("res_suspects"), ul));
    }
    // every seat of the round: role (or spy) and the points it got
    const spySet = new Set(spies);
    const roles = new Map((r.roles || []).map((x) => [x.seat, x.role]));
    const pts = new Map((r.points || []).map((x) => [x.seat, x.points]));
    const seats = [...new Set([...roles.keys(), ...spies, ...pts.keys()])].sort((a, b) => a - b);
    if (seats.length) {
      const ul = h("ul", { class: "result-list roles", "data-testid": "result-points" });
      for (const seat of seats) {
        const role = spySet.has(seat) ? GM.t("role_spy") : roles.has(seat) ? GM.roleName(deck, r.location, roles.get(seat)) : "";
        const p = pts.get(seat) || 0;
        ul.append(h("li", { class: spySet.has(seat) ? "is-spy" : "", "data-seat": seat }, h("b", { text: GM.nick(view, seat) }),
          role ? " — " + role : "", p ? h("span", { class: "plus", text: " " + (p > 0 ? "+" : "") + p }) : null));
      }
      details.append(part(GM.t("res_roles"), ul));
    }
    box.append(head, details);
    return box;
  };

  // --- the phone ----------------------------------------------------------------------------------
  let P = null; // the page's API (phone.js), set on every render
  const S = {
    search: "",
    optimistic: new Map(),
    deckAsked: "",
    get view() { return P.view; },
    get seat() { return P.seat; },
  };
  const game = () => P.game;
  const me = () => P.me;
  const allowed = (type) => P.allowed(type);
  const send = (type, args) => P.send(type, args);
  const render = () => P.render();
  const toast = (text, kind) => P.toast(text, kind);
  const present = (seat) => P.present(seat);
  const actBtn = (type, text, onclick, cls) => P.actBtn(type, text, onclick, cls);
  const once = (fn) => P.once(fn);
  const callLink = (link) => P.callLink(link);
  const deckId = () => { const g = game(); return (g.deck && g.deck.id) || (g.options && g.options.deck) || null; };
  const deck = () => GM.deckNow(deckId());
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

  function renderPhone(api) {
    P = api;
    const v = S.view;
    const g = game();
    const m = me();
    const section = P.section;
    document.body.dataset.card = !m.card ? "none" : m.card.spy ? "spy" : "local";
    ensureDeck();
    const L = GM.lang;
    const dk = deck() ? "1" : S.deckAsked === "failed:" + deckId() ? "x" : "0";
    section("phase", JSON.stringify([L, g.phase, g.round]), buildPhase);
    // the card: closed by default, closed again for every new card (SPY-07)
    const cardKey = JSON.stringify([g.round, m.card, m.status]);
    if (P.cardIs(cardKey)) S.search = "";
    section("card", JSON.stringify([L, cardKey, P.cardShown, dk, allowed("guess"), allowed("cross_out"), g.phase]), buildCard);
    applyCrossed();
    section("actions", JSON.stringify([L, g.phase, g.asker, g.accusation, g.suspect_vote, g.exposed, g.accusers, g.players,
      g.options, m.status, m.vote, m.suspect, m.asked_by, v.allowed, seatNames()]), buildActions);
    section("result", JSON.stringify([L, g.phase, g.result, dk, seatNames()]), () => (g.phase === "round_over" ? GM.resultBlock(v, deck()) : null));
    section("info", JSON.stringify([L, g.phase, g.chain, seatNames()]), buildInfo);
    section("players", JSON.stringify([L, g.phase, v.seats, g.players, g.observers, g.seen]), buildPlayers);
    // SPY-34: the room's scores once a round has been played
    section("scores", JSON.stringify([L, g.scores, g.leaders, (g.history || []).length, seatNames()]),
      () => ((g.history || []).length && (g.scores || []).length ? P.scoresTable(g.scores, {
        title: t("scores_title"), testid: "scores", points: (n) => t("points", { n }), leaders: g.leaders || [], leaderTag: t("leader") }) : null));
  }

  function buildPhase() {
    const g = game();
    return P.phaseBanner(g.phase ? t("ph_" + g.phase) : "", g.round ? t("round_n", { n: g.round }) : null, { whereFirst: true });
  }

  // --- the secret card (SPY-07, SPY-14, SPY-15) ----------------------------------------------------
  function buildCard() {
    const g = game();
    const m = me();
    if (m.status === "observer") {
      return h("div", { class: "panel observer", "data-testid": "observer" },
        h("h2", { text: t("observer_title") }), h("p", { text: t("observer_text") }));
    }
    if (g.phase === "lobby" || g.phase === "round_over") return null;
    if (!m.card) return h("div", { class: "panel muted", text: t("card_none") });
    // opened, it tells the console it was seen, once, unless the view already says so (SPY-14)
    return P.secretCard({ closedText: t("card_closed"), hideText: t("card_hide"),
      seen: () => (game().seen || []).includes(S.seat), face: (hide) => cardFace(m, hide) });
  }

  function cardFace(m, hide) {
    if (!m.card.spy) {
      const d = deck();
      return h("div", { class: "card card-open local", "data-testid": "card" },
        hide(),
        h("div", { class: "card-label", text: t("res_location") }),
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
      const grid = P.pickGrid(P.seatItems((g.players || []).filter((x) => x !== S.seat && present(x))),
        { act: "suspect", chosen: m.suspect, pick: (s) => send("suspect", { target: s }) });
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

  function buildInfo() {
    const g = game();
    const chain = g.chain || [];
    if (!chain.length || !["asking", "accusation", "suspect_vote", "last_guess"].includes(g.phase)) return null;
    const ol = h("ol", { class: "chain", "data-testid": "chain" });
    for (const c of chain.slice(-8)) ol.append(h("li", { text: GM.nick(S.view, c.asker) + " → " + GM.nick(S.view, c.answerer) }));
    return h("details", { class: "panel", open: chain.length <= 8 ? true : null }, h("summary", { text: t("chain_title") }), ol);
  }

  function buildPlayers() {
    const g = game();
    const observers = new Set(g.observers || []);
    const seen = new Set(g.seen || []);
    const showSeen = g.phase === "dealt";
    return P.playersBlock((s) => ({
      tags: observers.has(s.seat) ? [t("seat_observer")] : [],
      after: showSeen && seen.has(s.seat) ? h("span", { class: "seen", title: t("seat_seen"), text: "✓" }) : null,
    }));
  }


  function pickAnswerer() {
    const g = game();
    const m = me();
    // SPY-11: not yourself, not the one who just asked you
    P.pickSeat(t("pick_answerer"), "question_asked", (g.players || []).filter((x) => x !== S.seat && x !== m.asked_by && present(x)), {
      choose: (s) => send("question_asked", { answerer: s }),
      note: m.asked_by != null ? h("p", { class: "small muted", text: t("no_return") }) : null });
  }

  function pickAccused() {
    const g = game();
    P.pickSeat(t("pick_accused"), "accuse", (g.players || []).filter((x) => x !== S.seat && present(x)), {
      confirm: (name) => t("accuse_confirm", { name }), confirmText: t("btn_accuse").replace(/…$/, ""),
      choose: (s) => send("accuse", { target: s }) });
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
          P.setSheetBody(P.confirmIn(t("guess_confirm", { loc: loc.name }), t("guess_send"),
            () => send("guess", { location: loc.id })));
        },
      })));
    }
    const search = h("input", { class: "search", type: "search", placeholder: t("search_ph"), autocomplete: "off", "data-testid": "guess-search",
      oninput: () => filter(ul, empty, search.value) });
    P.openSheet(t("pick_location"), h("div", { class: "loclist" }, search, ul, empty), "guess");
  }


  const phone = {
    render: renderPhone,
    onView: (api) => { P = api; settleOptimistic(); },
    onError: (api) => { P = api; S.optimistic.clear(); },
    // PLT-04: after an undo the card is closed and will say it was seen again if the view says it was not
    onUndo: (api) => { P = api; S.search = ""; S.optimistic.clear(); },
    showTimer: (g) => ["dealt", "asking", "accusation"].includes(g.phase),
    pausedNote: (g) => g.phase !== "dealt",
  };


  GM.registerGame("spy", { phone });
})();
