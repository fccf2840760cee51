/* Club mafia's phone (MAF-01..MAF-24): sign-up for the evening with the 21+ confirmation, the
   reserve, the secret role card, the boss's and the commissar's checks, the player's own fouls,
   the publication opt-out, the final "place — role — nick" table. The board is the scene of
   rules/mafia/board.py, drawn by board.js. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  const SPEECHES = ["free_talk", "circle", "defence", "last_words"];
  const DAY = ["free_talk", "circle", "nominee_vote", "defence", "first_day_question", "hands", "car_crash", "last_words"];

  // --- the role catalog (/content/mafia/roles.json) -------------------------------------------------
  let catalog = null;
  let catalogAsked = 0;
  function loadCatalog(then) {
    if (catalog || Date.now() - catalogAsked < 10000) return;
    catalogAsked = Date.now();
    fetch("content/mafia/roles.json", { cache: "no-cache" }).then((r) => (r.ok ? r.json() : null)).then((doc) => {
      if (!doc || !Array.isArray(doc.roles)) return;
      catalog = {};
      for (const r of doc.roles) catalog[r.id] = r;
      then();
    }).catch(() => {});
  }
  function roleOf(g, id) {
    for (const c of g.custom_roles || []) if (c.id === id) return c;
    return catalog && catalog[id];
  }
  const roleName = (g, id) => { const r = roleOf(g, id); return r ? GM.localName(r.name, GM.humanize(id)) : GM.humanize(id); };
  const roleTeam = (g, id) => { const r = roleOf(g, id); return r ? r.team : ""; };
  const placeOf = (g, n) => (g.places || []).find((p) => p.place === n) || null;
  const placeName = (g, n) => { const p = placeOf(g, n); return p ? n + " · " + p.nickname : String(n); };
  const phaseText = (g) => t("ph_" + (g.phase || "evening"));
  function dots(n) {
    const box = h("span", { class: "mf-fouls", "aria-label": t("fouls_n", { n }) });
    for (let i = 0; i < 3; i++) box.append(h("span", { class: "mf-dot" + (i < n ? " on" : "") }));
    return box;
  }

  /** The closed votes of this day in lines (MAF-09..MAF-14). */
  function voteLine(g, v) {
    if (v.type === "first_day_asked") return t("v_first", { n: v.hands }) + " — " + t(v.yes ? "yes" : "v_no_victims");
    // MAF-13, MAF-14: «выгнать обоих?» for two, "expel all?" for more
    const both = (v.candidates || []).length === 2;
    if (v.type === "car_crash_asked") return t(both ? "v_crash_both" : "v_crash", { n: v.hands }) + " — " + t(v.yes ? (both ? "v_both_leave" : "v_all_leave") : "v_nobody");
    const counts = (v.counts || []).map((c) => placeName(g, c.place) + ": " + c.count).join(", ");
    const out = { defence: "o_defence", no_candidates: "no_candidates", no_elimination: "o_no_elim", expelled: "o_expelled",
      kept: "o_kept", car_crash: "o_crash", reduced: "o_reduced" }[v.outcome] || "";
    return counts + (out ? " — " + t(out, { list: (v.expelled || v.candidates || []).map((p) => placeName(g, p)).join(", ") }) : "");
  }

  /** The final table: "place — role — nick" for every place (MAF-04). */
  function resultBlock(g, mySeat) {
    const r = g.result;
    if (!r) return null;
    const me = (g.places || []).find((p) => p.seat === mySeat);
    const first = new Set(r.first_out || []);
    const pts = new Map((r.points || []).map((x) => [x.place, x.points]));
    const table = h("table", { class: "mf-final", "data-testid": "final-table" });
    for (const row of r.table || []) {
      const team = roleTeam(g, row.role);
      const p = pts.get(row.place) || 0;
      table.append(h("tr", { class: "team-" + team + (me && me.place === row.place ? " mine" : "") },
        h("td", { class: "n", text: row.place }),
        h("td", { class: "role", text: roleName(g, row.role) }),
        h("td", { class: "nick" }, row.nickname || t("hidden_nick"), first.has(row.place) ? h("span", { class: "tag", text: t("first_out") }) : null),
        h("td", { class: "pts", text: p ? (p > 0 ? "+" : "") + p : "" })));
    }
    return h("div", { class: "result mf-result", "data-testid": "result", "data-winner": r.winner },
      h("div", { class: "result-winner win-" + r.winner, text: t("win_" + r.winner) }), table);
  }

  // --- the phone ------------------------------------------------------------------------------------
  let P = null;
  const S = { adult: false };

  function renderPhone(api) {
    P = api;
    const v = P.view;
    const g = P.game;
    const m = P.me;
    const L = GM.lang;
    loadCatalog(() => P.render());
    const cat = catalog ? "1" : "0";
    const cardKey = JSON.stringify([g.game, m.role, m.place]);
    P.cardIs(cardKey);
    document.body.dataset.mfRole = m.role && P.cardShown ? roleTeam(g, m.role) || "" : "";
    P.section("phase", JSON.stringify([L, g.phase, g.game, g.day]), () => buildPhase(g));
    P.section("card", JSON.stringify([L, cat, cardKey, P.cardShown, m.checks, m.alive, g.phase, g.custom_roles, g.places && g.places.length]), buildCard);
    P.section("actions", JSON.stringify([L, g.phase, m.roster, m.reserve_position, m.place, m.alive, S.adult, v.allowed,
      g.speaker, g.ballot, g.nominations, g.next, g.evening && g.evening.capacity, (g.places || []).map((p) => [p.nickname, p.alive])]), buildActions);
    P.section("result", JSON.stringify([L, cat, g.result, g.custom_roles]), () => resultBlock(g, P.seat));
    P.section("info", JSON.stringify([L, m.fouls, m.under_fouls, m.place, m.publish, g.phase, v.allowed, g.votes, g.day, g.places]), buildInfo);
    P.section("scores", JSON.stringify([L, g.totals, g.history, v.seats]), buildTotals);
    P.section("players", JSON.stringify([L, cat, g.phase, g.places, g.evening, v.seats]), buildPlayers);
  }

  function buildPhase(g) {
    const where = [];
    if (g.game) where.push(t("game_n", { n: g.game }));
    if (g.day && DAY.includes(g.phase)) where.push(t("day_n", { n: g.day }));
    return P.phaseBanner(phaseText(g), where.length ? where.join(" · ") : null,
      { whereFirst: true, cls: g.phase === "night" ? "mf-night" : "" });
  }

  // the secret role card (the page's P.secretCard): closed by default, closed again for every new game
  // (MAF-04); opened, it tells the console it was seen
  function buildCard() {
    const g = P.game;
    const m = P.me;
    if (!m.role || g.phase === "game_over") return null;
    return P.secretCard({ closedText: t("card_closed"), hideText: t("card_hide"), face: (hide) => cardFace(g, m, hide) });
  }
  function cardFace(g, m, hide) {
    const r = roleOf(g, m.role);
    const team = roleTeam(g, m.role);
    const card = h("div", { class: "card card-open mf-card team-" + team, "data-testid": "card", "data-role": m.role },
      hide(),
      h("div", { class: "card-label", text: t("your_role") }),
      h("div", { class: "card-location", "data-testid": "card-role", text: roleName(g, m.role) }),
      team ? h("div", { class: "mf-team", text: t("team_" + team) }) : null,
      r && r.description ? h("p", { class: "mf-desc", text: GM.localName(r.description, "") }) : null);
    // MAF-16: the boss's and the commissar's own results, only here, behind the closed card
    if ((m.checks || []).length) {
      const ul = h("ul", { class: "mf-checks", "data-testid": "checks" });
      for (const c of m.checks) {
        const what = c.slot === "boss_check" ? (c.result ? "chk_commissar" : "chk_not_commissar") : (c.result ? "chk_black" : "chk_not_black");
        ul.append(h("li", { "data-result": c.result ? "yes" : "no" }, t("night_n", { n: c.night }) + ": " + placeName(g, c.target) + " — ",
          h("b", { class: c.result ? "bad" : "good", text: t(what) })));
      }
      card.append(h("div", { class: "card-label", text: t("checks") }), ul);
    }
    return card;
  }

  function buildActions() {
    const g = P.game;
    const m = P.me;
    const box = h("div", { class: "actions" });
    if (!m.roster) {
      if (P.allowed("sign_up")) {
        // MAF-02, MAF-03: one button, with the 21+ confirmation
        const check = h("input", { type: "checkbox", id: "mf-adult", "data-testid": "adult", checked: S.adult,
          onchange: () => { S.adult = check.checked; P.render(); } });
        box.append(h("div", { class: "panel mf-signup", "data-testid": "signup" },
          h("h2", { text: t("signup_title") }),
          h("label", { class: "mf-adult", for: "mf-adult" }, check, h("span", { text: t("adult") })),
          h("button", { class: "btn big primary", "data-testid": "sign-up", disabled: !S.adult, text: t("ok_play"),
            onclick: P.once(() => P.send("sign_up", { adult: true })) })));
      } else {
        box.append(h("p", { class: "panel lead", text: t("watching") }));
      }
      return box;
    }
    if (m.roster === "signed") {
      box.append(h("div", { class: "panel mf-confirm", "data-testid": "confirm-evening" },
        h("h2", { text: t("confirm_title") }),
        h("p", { text: t("confirm_text", { n: (g.evening && g.evening.capacity) || "" }) }),
        P.actBtn("confirm_evening", t("confirm_btn"), P.once(() => P.send("confirm_evening")), "primary")));
      return box;
    }
    if (m.place == null || g.phase === "evening" || g.phase === "game_over") {
      if (m.roster === "reserve") {
        box.append(h("div", { class: "panel mf-reserve", "data-testid": "reserve" },
          h("h2", { text: t("reserve_title") }),
          h("p", { class: "mf-big-number", "data-testid": "reserve-position", text: t("reserve_pos", { n: m.reserve_position }) }),
          h("p", { class: "small muted", text: t("reserve_text") })));
      } else if (m.roster === "lineup") {
        box.append(h("div", { class: "panel mf-lineup", "data-testid": "lineup" },
          h("h2", { text: t(m.place != null && g.phase !== "game_over" ? "you_are_at_the_table" : "lineup_title") }),
          h("p", { class: "small muted", text: t("lineup_text") })));
      }
      if (P.allowed("withdraw")) {
        box.append(h("button", { class: "btn", "data-testid": "withdraw", text: t("withdraw"),
          onclick: () => P.openSheet(t("withdraw"), P.confirmIn(t("withdraw_q"), t("withdraw"), () => P.send("withdraw")), "withdraw") }));
      }
      return box.children.length ? box : null;
    }
    // in a game
    const you = h("div", { class: "panel mf-place", "data-testid": "my-place" },
      h("span", { class: "muted", text: t("your_place") }), h("b", { class: "mf-place-n", text: String(m.place) }));
    if (m.alive === false) you.append(h("p", { class: "bad", text: t("you_out") }));
    box.append(you);
    if (g.phase === "seated") {
      box.append(h("p", { class: "panel lead", text: t(m.role ? "seated_dealt" : "seated_wait") }));
      return box;
    }
    if (g.phase === "night") {
      box.append(h("p", { class: "panel lead mf-night-text", text: t("night_text") }));
      return box;
    }
    if (g.speaker != null) {
      box.append(h("div", { class: "panel turn" + (g.speaker === m.place ? " mine" : ""), "data-testid": "speaker" },
        h("span", { class: "muted", text: t(g.phase === "last_words" ? "ph_last_words" : g.phase === "defence" ? "defends" : "speaks") }),
        h("b", { class: "asker", text: g.speaker === m.place ? t("you_speak") : placeName(g, g.speaker) })));
    }
    const ballot = g.ballot;
    if (ballot && ["nominee_vote", "hands", "first_day_question", "car_crash"].includes(g.phase)) {
      const counts = new Map((ballot.hands || []).map((x) => [x.place, x.count]));
      const both = (ballot.candidates || []).length === 2; // MAF-13: «выгнать обоих?»; MAF-14: all, when more
      const q = { nominee_vote: "ph_nominee_vote", hands: "q_hands", first_day_question: "q_first", car_crash: both ? "q_crash_both" : "q_crash" }[g.phase];
      const ul = h("ul", { class: "mf-ballot" });
      for (const c of ballot.candidates || []) {
        const n = counts.get(c);
        ul.append(h("li", null, h("span", { text: placeName(g, c) }), h("b", { text: n == null ? "…" : String(n) })));
      }
      box.append(h("div", { class: "panel vote", "data-testid": "ballot" }, h("h2", { text: t(q) }),
        h("p", { class: "small muted", text: t("hands_hint") }), ul));
    } else if ((g.nominations || []).length && g.phase === "circle") {
      box.append(h("div", { class: "panel" }, h("span", { class: "muted", text: t("nominated") + ": " }),
        h("b", { text: g.nominations.map((n) => placeName(g, n.place)).join(", ") })));
    }
    return box;
  }

  function buildInfo() {
    const g = P.game;
    const m = P.me;
    const box = h("div", { class: "mf-info" });
    if (m.place != null && g.phase !== "game_over" && g.phase !== "evening") {
      // MAF-18, MAF-19: the player's own fouls
      box.append(h("div", { class: "panel mf-myfouls", "data-testid": "my-fouls", "data-fouls": m.fouls },
        h("span", { text: t("my_fouls") + " " }), dots(m.fouls || 0),
        h("span", { class: "small muted", text: "  " + t("under_fouls", { n: m.under_fouls || 0 }) })));
    }
    const today = (g.votes || []).filter((x) => x.day === g.day);
    if (today.length && DAY.includes(g.phase)) {
      box.append(h("div", { class: "panel" }, h("h3", { text: t("votes_today") }),
        h("ul", { class: "result-list" }, today.map((x) => h("li", { text: voteLine(g, x) })))));
    }
    // MAF-24: opt out of (or back into) the published review
    const pub = h("input", { type: "checkbox", id: "mf-publish", "data-testid": "publish", checked: m.publish !== false,
      disabled: !P.allowed("publication"), onchange: () => { if (!P.send("publication", { publish: pub.checked })) pub.checked = !pub.checked; } });
    box.append(h("div", { class: "panel mf-publish" },
      h("label", { for: "mf-publish" }, pub, h("span", { text: t("publish") })),
      h("p", { class: "small muted", text: t(m.publish === false ? "publish_off" : "publish_on") })));
    return box;
  }

  /** The evening's totals (the page's P.scoresTable), under the line of the games played. */
  function buildTotals() {
    const g = P.game;
    if (!(g.history || []).length) return null;
    return P.scoresTable(g.totals || [], { title: t("tonight_games", { n: g.history.length }), testid: "totals",
      points: (n) => t("points_n", { n }),
      note: h("p", { class: "small muted", text: g.history.map((x) => t("game_n", { n: x.game }) + ": " + t("win_" + x.result)).join(" · ") }) });
  }

  function buildPlayers() {
    const g = P.game;
    const v = P.view;
    if (!(g.places || []).length || g.phase === "evening") {
      const e = g.evening || {};
      const list = (seats, cls) => h("ol", { class: "mf-roster " + cls }, seats.map((s) => h("li", { class: s === P.seat ? "mine" : "", text: GM.nick(v, s) })));
      return h("div", { class: "panel", "data-testid": "roster" },
        h("h3", { text: t("lineup_n", { n: (e.lineup || []).length, m: e.capacity || 0 }) }), list(e.lineup || [], "lineup"),
        (e.reserve || []).length ? h("h3", { text: t("reserve_n", { n: e.reserve.length }) }) : null,
        (e.reserve || []).length ? list(e.reserve, "reserve") : null);
    }
    const ul = h("ul", { class: "mf-places", "data-testid": "places" });
    for (const p of g.places) {
      const tags = [];
      if (!p.alive) tags.push(h("span", { class: "tag out", text: t("out_" + p.out) }));
      if (p.role) tags.push(h("span", { class: "tag role team-" + roleTeam(g, p.role), text: roleName(g, p.role) }));
      if (p.immune && g.phase !== "night") tags.push(h("span", { class: "tag", text: t("immune") }));
      ul.append(h("li", { class: (p.alive ? "" : "out ") + (p.seat === P.seat ? "mine" : ""), "data-place": p.place },
        h("b", { class: "n", text: p.place }), h("span", { class: "name", text: p.nickname }),
        p.seat === P.seat ? h("span", { class: "tag", text: t("you_mark") }) : null, ...tags, dots(p.fouls || 0)));
    }
    return h("div", { class: "panel" }, h("h3", { text: t("at_the_table") }), ul);
  }

  const phone = {
    render: renderPhone,
    showTimer: (g) => !!g.timer && SPEECHES.includes(g.phase),
    lowMs: 10000,
    onLang(api) { api.closeCard(); }, // the role card closes when the language changes
    // PLT-04: after an undo the page closes the card and says it was seen again when the view asks
  };

  GM.registerGame("mafia", { phone });
})();
