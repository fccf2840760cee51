/* SUSPI's screens (SUS-01..SUS-46): murder in a Warsaw villa, 1932. The phone (the card held to be
   read, the night's room and role picks, the face-down screen, the dawn report, the day's powers,
   the council vote, the unmasking guess, the results). Views: rules/suspi/VIEWS.md; the web board draws
   the scene of rules/suspi/board.py.
   The console decides everything; these screens only show the view and send requests. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  /** The phases whose countdown runs: those the view gives a length (its durations, SUS-06, SUS-09, SUS-10, SUS-42). */
  const timed = (g) => Object.prototype.hasOwnProperty.call(g.durations || {}, g.phase);
  const GOALS = ["thief", "loner", "spy", "companion", "suspect", "accuser", "romance"];

  // --- content: the villa's guests and rooms (names in uk, pl, ru, en) ------------------------------
  const content = { rooms: null, characters: null, asked: 0 };
  function loadContent(onReady) {
    if ((content.rooms && content.characters) || Date.now() - content.asked < 10000) return;
    content.asked = Date.now();
    const get = (name) => fetch("content/suspi/" + name, { cache: "no-cache" }).then((r) => (r.ok ? r.json() : null));
    Promise.all([get("rooms.json"), get("characters.json")]).then(([rooms, chars]) => {
      if (rooms && rooms.rooms) content.rooms = Object.fromEntries(rooms.rooms.map((r) => [r.id, r]));
      if (chars && chars.characters) content.characters = Object.fromEntries(chars.characters.map((c) => [c.id, c]));
      onReady();
    }).catch(() => onReady());
  }
  const roomName = (id) => (content.rooms && content.rooms[id] ? GM.localName(content.rooms[id].name, id) : GM.humanize(id));
  /** "in the room" with the room's own locative (PLT-15: "w Bibliotece", never "w pokoju Biblioteka"). */
  const roomIn = (id) => (content.rooms && content.rooms[id] && content.rooms[id].in ? GM.localName(content.rooms[id].in, id) : roomName(id));
  const charName = (id) => (content.characters && content.characters[id] ? GM.localName(content.characters[id].name, id) : GM.humanize(id));
  const charLine = (id) => (content.characters && content.characters[id] ? GM.localName(content.characters[id].description, "") : "");
  /** Append the children that are there (Element.append would write "null"). */
  const put = (box, ...kids) => { for (const k of kids) if (k) box.append(k); return box; };
  const loaded = () => (content.rooms && content.characters ? "1" : "0");

  /** SUSPI keeps its timer in match.timer; the shells count it down in the timed phases. */
  const timerOf = (g) => { const m = g.match; return m && m.timer && timed(g) ? m.timer : null; };
  const ranked = (rows) => (rows || []).slice().sort((a, b) => b.votes - a.votes || a.seat - b.seat);
  const winText = (w) => (w ? t("win_" + w) : t("win_none"));
  const goalText = (goal, view, players) => {
    if (!goal) return t("goal_none");
    const vars = { name: goal.target != null ? GM.nick(view, goal.target) : "", n: players >= 11 ? 3 : 2 };
    return t("goaltext_" + goal.kind, vars);
  };

  /** The end of a game (SUS-42, SUS-43): the winner, every card and the points. */
  function resultBlock(view) {
    const m = (view.game || {}).match || {};
    const r = m.result;
    if (!r) return null;
    const roles = new Map((r.roles || []).map((x) => [x.seat, x.role]));
    const chars = new Map((r.characters || []).map((x) => [x.seat, x.character]));
    const goals = new Map((r.goals || []).map((x) => [x.seat, x]));
    const team = new Set(r.team || []);
    const rows = (r.points || []).slice().sort((a, b) => b.points - a.points || a.seat - b.seat);
    const table = h("table", { class: "reveal", "data-testid": "reveal" });
    for (const p of rows) {
      const goal = goals.get(p.seat);
      table.append(h("tr", { class: roles.get(p.seat) === "murderer" ? "murderer" : "", "data-seat": p.seat },
        h("td", { class: "who" }, h("b", { text: GM.nick(view, p.seat) }), team.has(p.seat) ? h("span", { class: "star", text: " ★" }) : null,
          h("div", { class: "small muted", text: charName(chars.get(p.seat)) })),
        h("td", { text: t("role_" + roles.get(p.seat)) }),
        h("td", { text: goal ? t("goal_" + goal.goal) + (goal.done ? " ✔" : "") : "—" }),
        h("td", { class: "pts", text: (p.points > 0 ? "+" : "") + p.points })));
    }
    return h("div", { class: "result", "data-testid": "result" },
      h("div", { class: "result-winner win-" + (r.winner || "none"), text: winText(r.winner) }),
      h("div", { class: "result-outcome", text: t("why_" + r.reason) }), table);
  }

  /** The evening's points (SUS-45), leaders starred. */
  function eveningBlock(P) {
    const g = P.game;
    if (!(g.evening || []).length || !(g.history || []).length) return null;
    return P.scoresTable(g.evening, { title: t("evening_n", { n: g.history.length }), testid: "evening",
      points: (n) => t("points", { n }), leaders: g.leaders || [] });
  }

  // --- the phone ------------------------------------------------------------------------------------
  let P = null;
  const S = { faceDown: false, nightKey: "", pickTarget: null };
  const game = () => P.game;
  const match = () => P.game.match || {};
  const me = () => P.me;
  const allowed = (type) => P.allowed(type);

  function renderPhone(api) {
    P = api;
    const v = P.view;
    const g = game();
    const m = match();
    const my = me();
    loadContent(() => P.render());
    const L = GM.lang;
    const names = (v.seats || []).map((s) => s.nickname);
    const night = g.phase + ":" + g.game + ":" + m.round;
    if (night !== S.nightKey) { S.nightKey = night; S.faceDown = false; S.pickTarget = null; }
    document.body.dataset.status = my.status || "";
    document.body.dataset.facedown = S.faceDown && g.phase === "night" ? "yes" : "no";
    P.section("phase", JSON.stringify([L, g.phase, g.game, m.round, m.last_round, my.status, my.ghost]), buildPhase);
    P.section("card", JSON.stringify([L, my.card, my.status, my.ghost, P.cardShown, loaded(), names, g.phase, (g.players || []).length]), buildCard);
    P.section("actions", JSON.stringify([L, g.phase, m.rooms, m.alive, m.council, m.verdicts, m.missing, m.winner, m.unmasking,
      my, v.allowed, names, S.faceDown, S.pickTarget, loaded(), (g.options || {}).call_link]), buildActions);
    P.section("result", JSON.stringify([L, m.result, names, loaded()]), () => (g.phase === "over" ? resultBlock(v) : null));
    P.section("info", JSON.stringify([L, g.phase, m.ghosts, m.dead, m.alive, m.announced_murderers, m.rooms, loaded(), names]), buildInfo);
    P.section("players", JSON.stringify([L, v.seats, m.alive, m.ghosts, m.dead, m.gone, g.observers]), buildPlayers);
    P.section("scores", JSON.stringify([L, g.evening, g.leaders, (g.history || []).length, names]), () => eveningBlock(P));
  }

  function buildPhase() {
    const g = game();
    const m = match();
    const my = me();
    const bits = [];
    if (g.game) bits.push(t("game_n", { n: g.game }));
    if (m.round) bits.push(t("round_n", { n: m.round }));
    if (m.last_round) bits.push(t("last_round"));
    const tag = my.status === "dead" ? (my.ghost ? t("tag_ghost") : t("tag_out")) : my.status === "gone" ? t("tag_gone") : "";
    return P.phaseBanner(t("ph_" + (g.phase || "lobby")), bits.join(" · "),
      { after: tag ? h("span", { class: "tag ghost-tag", "data-testid": "status-tag", text: tag }) : null });
  }

  // --- the card: press and hold to read it, let go to hide it (SUS-05; the page's P.holdCard) ---------
  function buildCard() {
    const card = cardOnly();
    const g = game();
    if (!me().ghost || g.phase === "over" || g.phase === "unmasking") return card;
    return h("div", null, card, ghostRules()); // SUS-17..SUS-20: what a ghost does, as long as one is one
  }

  function cardOnly() {
    const g = game();
    const my = me();
    if (my.status === "observer") return h("div", { class: "panel", "data-testid": "observer" }, h("h2", { text: t("observer_title") }), h("p", { text: t("observer_text") }));
    if (!my.card) return null;
    return P.holdCard({ holdText: t("card_hold"), face: () => cardFace(g, my) });
  }

  /** What the held card shows: the character, the role, the goal, and what this player was told. */
  function cardFace(g, my) {
    const c = my.card;
    const players = (g.players || []).length;
    return [
      h("span", { class: "label", text: t("card_character") }),
      h("span", { class: "character", "data-testid": "card-character", text: charName(c.character) }),
      h("span", { class: "line", text: charLine(c.character) }),
      h("span", { class: "label", text: t("card_role") }),
      h("span", { class: "role role-" + c.role, "data-testid": "card-role", text: t("role_" + c.role) }),
      h("span", { class: "line", text: t("roletext_" + c.role) }),
      h("span", { class: "label", text: t("card_goal") }),
      h("span", { class: "goal", "data-testid": "card-goal", text: c.goal ? t("goal_" + c.goal.kind) : t("goal_none") }),
      h("span", { class: "line", text: goalText(c.goal, P.view, players) }),
      my.bribe_offer ? h("span", { class: "line extra", text: t("goal_bribe") + ": " + t("goaltext_bribe") }) : null,
      (my.known_murderers || []).length ? h("span", { class: "line extra", text: t("accomplices", { names: GM.nickList(P.view, my.known_murderers) }) }) : null];
  }

  // --- the actions, phase by phase --------------------------------------------------------------------
  function buildActions() {
    const g = game();
    if (me().status === "observer") return null; // the card's place says so; the next game is theirs
    switch (g.phase) {
      case "lobby": case "over":
        return waiting(g.phase === "lobby" ? t("lobby_wait") : t("over_wait"));
      case "dealt": return waiting(t("dealt_wait"));
      case "night": return nightScreen();
      case "dawn": case "day": return dayScreen();
      case "council": return councilScreen();
      case "verdict": return verdictScreen();
      case "unmasking": return guessScreen();
      default: return null;
    }
  }

  function waiting(text) {
    const link = (game().options || {}).call_link;
    return h("div", null, h("p", { class: "panel lead", text }), link ? P.callLink(link) : null);
  }

  /** A grid of choices (the page's P.pickGrid); the chosen one is marked; a tap sends at once (changeable). */
  const grid = (type, items, chosen, send, testid) => P.pickGrid(items, { act: type, attr: "id", chosen, pick: send, testid });
  const roomItems = () => (match().rooms || []).map((r) => ({ value: r, text: roomName(r) }));
  const seatItems = (seats) => P.seatItems(seats);
  const role = () => (me().card || {}).role;

  /** SUS-17..SUS-20, SUS-24: a player who became a ghost is told what a ghost does. */
  function ghostRules() {
    return h("div", { class: "panel ghost-panel", "data-testid": "ghost-rules" }, h("h2", { text: t("ghost_title") }),
      h("ul", { class: "small" }, ...[1, 2, 3, 4].map((i) => h("li", { text: t("ghost_rule_" + i) }))));
  }

  function nightScreen() {
    const my = me();
    const box = h("div", { class: "night" });
    if (my.status !== "alive") {
      if (my.ghost && allowed("ghost_point")) { // SUS-19: a ghost points at a room
        box.append(h("div", { class: "panel ghost-panel", "data-testid": "ghost-night" },
          h("h2", { text: t("ghost_point_title") }), h("p", { class: "small", text: t("ghost_point_hint") }),
          grid("ghost_point", roomItems(), my.point, (r) => P.send("ghost_point", { room: r }), "ghost-rooms")));
        return box;
      }
      return h("p", { class: "panel lead", text: t(my.ghost ? "ghost_wait" : "out_wait") });
    }
    if (my.asleep) return h("div", { class: "panel sleep", "data-testid": "asleep" }, h("h2", { text: t("asleep_title") }), h("p", { text: t("asleep_text") }));
    if (S.faceDown) return faceDown();
    const picks = h("div", { class: "panel", "data-testid": "night-picks" },
      h("h2", { text: t("pick_room") }), h("p", { class: "small muted", text: my.last_room ? t("pick_room_hint", { room: roomName(my.last_room) }) : t("pick_room_first") }),
      grid("pick_room", roomItems(), my.room, (r) => P.send("pick_room", { room: r }), "rooms"));
    box.append(picks);
    const r = role();
    if (r === "investigator") {
      box.append(h("div", { class: "panel" }, h("h2", { text: t("check_title") }), h("p", { class: "small muted", text: t("check_hint") }),
        grid("check_room", roomItems(), my.check, (x) => P.send("check_room", { room: x }), "check-rooms")));
    } else if (r === "doctor") {
      const patients = (match().alive || []).filter((s) => s !== P.seat || my.self_protect);
      box.append(h("div", { class: "panel" }, h("h2", { text: t("protect_title") }),
        h("p", { class: "small muted", text: t(my.self_protect ? "protect_hint" : "protect_hint_used") }),
        grid("protect", seatItems(patients), my.protect, (x) => P.send("protect", { target: x }), "patients")));
    } else if (r === "exorcist" && (my.holy_ground_left || my.holy_ground)) {
      box.append(h("div", { class: "panel" }, h("h2", { text: t("holy_title") }), h("p", { class: "small muted", text: t("holy_hint") }),
        grid("holy_ground", roomItems(), my.holy_ground, (x) => P.send("holy_ground", { room: x }), "holy-rooms")));
    }
    box.append(h("button", { type: "button", class: "btn primary big", "data-testid": "face-down", disabled: !my.room, text: t("btn_face_down"),
      onclick: () => { S.faceDown = true; P.render(); } }));
    return box;
  }

  /** The night's last screen: the phone goes face down; the choice stays changeable (SUS-06). */
  function faceDown() {
    const my = me();
    const lines = [t("your_room", { room: roomName(my.room) })];
    if (my.check) lines.push(t("your_check", { room: roomName(my.check) }));
    if (my.protect != null) lines.push(t("your_patient", { name: GM.nick(P.view, my.protect) }));
    if (my.holy_ground) lines.push(t("your_holy", { room: roomName(my.holy_ground) }));
    return h("div", { class: "face-down", "data-testid": "face-down-screen" },
      h("div", { class: "moon", "aria-hidden": "true" }),
      h("h1", { text: t("face_down_title") }), h("p", { class: "lead", text: t("face_down_text") }),
      h("ul", { class: "mine" }, lines.map((x) => h("li", { "data-testid": "my-night", text: x }))),
      h("button", { type: "button", class: "btn big", "data-testid": "change-choice", text: t("btn_change"),
        onclick: () => { S.faceDown = false; P.render(); } }));
  }

  /** The last dawn's private report (SUS-08) and what the role learnt. */
  function reportBlock() {
    const my = me();
    const rep = my.report;
    if (!rep) return null;
    const v = P.view;
    const ul = h("ul", { class: "report-list" });
    const li = (text, cls) => ul.append(h("li", { class: cls || "", text }));
    if (rep.ghost) li(t(rep.possession ? "rep_ghost_yes" : "rep_ghost_no", { room: roomName(rep.room) }));
    else if (rep.slept) li(t("rep_slept"));
    else if (rep.died) li(t("rep_died", { in_room: roomIn(rep.room) }), "bad");
    else if (rep.room) li((rep.with || []).length ? t("rep_with", { in_room: roomIn(rep.room), names: GM.nickList(v, rep.with) }) : t("rep_alone", { in_room: roomIn(rep.room) }));
    if (rep.murderers) li(t("rep_murderers", { names: GM.nickList(v, rep.murderers.filter((s) => s !== P.seat)) }));
    if (rep.check) li(t(rep.check.murderer ? "rep_check_yes" : "rep_check_no", { room: roomName(rep.check.room) }), rep.check.murderer ? "bad" : "good");
    if (rep.protection) li(t(rep.protection.worked ? "rep_protect_yes" : "rep_protect_no", { name: GM.nick(v, rep.protection.seat) }));
    if (rep.freed) li(t("rep_freed", { n: rep.freed }));
    if (rep.holy_ground) li(t("rep_holy", { room: roomName(rep.holy_ground) }));
    if (rep.possessed) li(t("rep_possessed"), "bad");
    if (rep.freed_from_ghosts) li(t("rep_unpossessed"), "good");
    return h("div", { class: "panel report", "data-testid": "report" }, h("h2", { text: t("report_title") }), ul);
  }

  /** A once-per-game power: pick a player, then confirm (SUS-28, SUS-32). */
  function powerButton(type, label, seats, confirmKey, cls) {
    return P.actBtn(type, label, () => P.pickSeat(label, type, seats, {
      confirm: (name) => t(confirmKey, { name }), confirmText: label, choose: (s) => P.send(type, { target: s }) }), cls);
  }

  function powers() {
    const my = me();
    const m = match();
    const others = (m.alive || []).filter((s) => s !== P.seat);
    const box = h("div", { class: "powers" });
    if (role() === "murderer" && my.status === "alive" && (my.powder || my.bribe)) {
      const c = m.council;
      const voters = c ? others.filter((s) => !(c.no_vote || []).includes(s)) : others;
      box.append(h("div", { class: "panel" }, h("h2", { text: t("powers_title") }),
        my.powder ? powerButton("powder", t("btn_powder"), others, "powder_confirm", "warn") : null,
        my.powder ? h("p", { class: "small muted", text: t("powder_hint") }) : null,
        my.bribe ? powerButton("bribe", t("btn_bribe"), voters, "bribe_confirm", "warn") : null,
        my.bribe ? h("p", { class: "small muted", text: t("bribe_hint") }) : null));
    }
    if (role() === "szur" && my.status === "alive" && my.bullet && game().phase === "day") {
      box.append(h("div", { class: "panel" }, h("h2", { text: t("bullet_title") }),
        powerButton("shoot", t("btn_shoot"), others, "shoot_confirm", "danger"), h("p", { class: "small muted", text: t("shoot_hint") })));
    }
    return box.children.length ? box : null;
  }

  function bribeOffer() {
    if (!me().bribe_offer) return null;
    return h("div", { class: "panel offer", "data-testid": "bribe-offer" }, h("h2", { text: t("offer_title") }), h("p", { text: t("offer_text") }));
  }

  function dayScreen() {
    const g = game();
    const m = match();
    const box = h("div", null);
    const missing = m.missing || [];
    box.append(h("p", { class: "panel lead", "data-testid": "missing",
      text: missing.length ? t("missing", { names: GM.nickList(P.view, missing) }) : t("nobody_missing") }));
    put(box, reportBlock(), bribeOffer());
    if (g.phase === "day") put(box, h("p", { class: "small muted", text: t("day_hint") }), powers());
    if (me().no_vote) box.append(h("p", { class: "panel", text: t("no_vote_next") }));
    return box;
  }

  function councilScreen() {
    const my = me();
    const c = match().council || {};
    const box = h("div", null);
    const live = c.tally ? h("div", { class: "panel tally", "data-testid": "live-count" }, h("h3", { text: t("live_count") }),
      c.tally.length ? h("ul", { class: "tally-list" }, ranked(c.tally).map((r) => h("li", { "data-seat": r.seat }, h("b", { text: GM.nick(P.view, r.seat) }), " " + t("votes_n", { n: r.votes }))))
        : h("p", { class: "muted", text: t("no_votes_yet") })) : null;
    const progress = h("p", { class: "progress", "data-testid": "confirmed", text: t("confirmed_n", { n: c.confirmed || 0, m: c.eligible || 0 }) });
    const vote = my.vote;
    if (!vote) {
      const why = my.status !== "alive" ? (my.ghost ? "ghost_no_vote" : "out_wait") : my.no_vote ? "asleep_no_vote" : "not_voting";
      // the count of confirmed votes belongs to the council's panel, not between two of them
      put(box, h("div", { class: "panel" }, h("p", { class: "lead", "data-testid": "no-vote", text: t(why) }), progress),
        live, powers());
      return box;
    }
    const panel = h("div", { class: "panel vote", "data-testid": "council" },
      h("h2", { text: c.runoff ? t("runoff_title") : t("vote_title") }),
      h("p", { class: "small muted", text: t(c.places > 1 ? "vote_hint_two" : "vote_hint") }));
    if (vote.confirmed) {
      panel.append(h("p", { class: "lead chosen-note", "data-testid": "my-vote",
        text: vote.abstain ? t("confirmed_abstain") : t("confirmed_vote", { name: GM.nick(P.view, vote.target) }) }));
    } else {
      const candidates = (c.candidates || []).filter((s) => s !== P.seat);
      panel.append(grid("council_vote", seatItems(candidates), vote.abstain ? null : vote.target, (s) => P.send("council_vote", { target: s }), "candidates"),
        h("button", { type: "button", class: "btn" + (vote.abstain ? " chosen" : ""), "data-testid": "abstain", disabled: !allowed("council_abstain"),
          text: t("btn_abstain"), onclick: () => P.send("council_abstain") }),
        h("p", { class: "chosen-note", "data-testid": "my-vote",
          text: vote.abstain ? t("you_abstain") : vote.target != null ? t("you_vote", { name: GM.nick(P.view, vote.target) }) : t("no_choice") }),
        P.actBtn("council_confirm", t("btn_confirm"), P.once(() => P.send("council_confirm")), "primary"));
    }
    panel.append(progress);
    put(box, bribeOffer(), panel, live, powers());
    return box;
  }

  function verdictScreen() {
    const m = match();
    const last = (m.verdicts || [])[(m.verdicts || []).length - 1] || {};
    const leaving = last.leaving || [];
    const counts = ranked(last.runoff_counts || last.counts);
    return h("div", { class: "panel", "data-testid": "verdict" },
      h("h2", { text: leaving.length ? t("leaves", { names: GM.nickList(P.view, leaving) }) : t("nobody_leaves") }),
      counts.length ? h("p", { class: "small", text: counts.map((r) => GM.nick(P.view, r.seat) + " " + r.votes).join(" · ") }) : null,
      last.empty ? h("p", { class: "small muted", text: t("empty_places", { n: last.empty }) }) : null,
      h("p", { class: "muted", text: t("verdict_wait") }));
  }

  /** SUS-42: guess another player's goal within 90 s; changeable until the time is up. */
  function guessScreen() {
    const my = me();
    const m = match();
    const box = h("div", null, m.winner ? h("div", { class: "panel win", "data-testid": "winner" },
      h("h2", { class: "win-" + m.winner.team, text: winText(m.winner.team) }), h("p", { class: "muted", text: t("why_" + m.winner.reason) })) : null);
    if (!allowed("guess_goal")) return box;
    const others = (game().players || []).filter((s) => s !== P.seat);
    const target = S.pickTarget != null ? S.pickTarget : my.guess ? my.guess.target : null;
    const panel = h("div", { class: "panel", "data-testid": "guess" }, h("h2", { text: t("guess_title") }), h("p", { class: "small muted", text: t("guess_hint") }),
      grid("guess_goal", seatItems(others), target, (s) => { S.pickTarget = s; P.render(); }, "guess-players"));
    if (target != null) {
      panel.append(h("h3", { text: t("guess_goal_of", { name: GM.nick(P.view, target) }) }),
        // SUS-40: only the goals this game dealt (no romance below 8 players)
        grid("guess_goal", ((m.unmasking && m.unmasking.goal_kinds) || GOALS).map((x) => ({ value: x, text: t("goal_" + x) })), my.guess && my.guess.target === target ? my.guess.goal : null,
          (x) => P.send("guess_goal", { target, goal: x }), "guess-goals"));
    }
    panel.append(h("p", { class: "chosen-note", "data-testid": "my-guess",
      text: my.guess ? t("your_guess", { name: GM.nick(P.view, my.guess.target), goal: t("goal_" + my.guess.goal) }) : t("no_guess") }));
    box.append(panel);
    return box;
  }

  function buildInfo() {
    const m = match();
    if (!m.rooms) return null;
    const ghosts = m.ghosts || [];
    return h("div", { class: "panel facts small" },
      h("p", null, h("b", { text: t("villa") + ": " }), (m.rooms || []).map(roomName).join(" · ")),
      h("p", { text: t("alive_n", { n: (m.alive || []).length }) + " · " + t("murderers_about", { n: m.announced_murderers }) }),
      ghosts.length ? h("p", { text: t("ghosts_list", { names: GM.nickList(P.view, ghosts) }) }) : null);
  }

  function buildPlayers() {
    const m = match();
    const ghosts = new Set(m.ghosts || []);
    const dead = new Set(m.dead || []);
    const gone = new Set(m.gone || []);
    const observers = new Set(game().observers || []);
    return P.playersBlock((s) => ({
      tags: ghosts.has(s.seat) ? [t("tag_ghost")] : dead.has(s.seat) ? [t("tag_out")] : gone.has(s.seat) ? [t("tag_gone")]
        : observers.has(s.seat) && m.rooms ? [t("seat_observer")] : [],
    }));
  }

  const phone = {
    render: renderPhone,
    onUndo: () => { S.faceDown = false; S.nightKey = ""; S.pickTarget = null; }, // PLT-04 (the page lets go of the card)
    showTimer: timed,
    timer: timerOf,
    lowMs: 20000,
  };

  GM.registerGame("suspi", { phone });
})();
