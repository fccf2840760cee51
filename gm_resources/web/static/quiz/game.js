/* The Elite Club quiz "Почему? Куда? Зачем?" (QZ-01..QZ-31): the experts' phones (lobby and look, ready,
   the minute, the Club's help, the captain's lifelines and answerer, penalties). The web board draws
   the quiz's scene (rules/quiz/board.py) with the generic board.js. */
"use strict";
(function () {
  const h = GM.h;
  const t = GM.t;
  const AVATARS = ["owl", "fox", "cat", "bear", "hippo", "raven", "hedgehog", "beaver"];
  const HATS = ["bowler", "top_hat", "fedora", "beret", "cap", "panama", "boater", "cylinder"];
  const COLORS = { owl: "#b07d48", fox: "#e07b39", cat: "#8e8e9e", bear: "#7a5230", hippo: "#8f7fc2",
    raven: "#3b4252", hedgehog: "#a3845c", beaver: "#9c6644" };
  const LIFELINES = ["minute_on_credit", "clubs_help", "hosts_help"];
  // the phone's banner names the phase; for the lobby and the question the board's line is a whole sentence
  const BANNER = { lobby: "lobby", question: "the_question" };
  // an expert's own penalties (cut time is the team's: the board shows it): the board's lines name the
  // expert, the phone's speak to them (QZ-19, QZ-25)
  const YOUR_PENALTY = { sent_off: "your_sent_off", hat_taken: "your_hat_taken" };
  const js = JSON.stringify;

  // --- shared pieces ------------------------------------------------------------------------------
  const q = (g) => g.question || {};
  const score = (g) => g.score || { experts: 0, viewers: 0 };
  const expertOf = (g, seat) => (g.experts || []).find((e) => e.seat === seat) || null;

  /** An expert's token: a round badge in the avatar's colour with its initial, and the hat (QZ-27). */
  function token(expert, big) {
    const av = expert && expert.avatar;
    const hat = expert && expert.hat && !expert.hat_taken ? expert.hat : null;
    return h("span", { class: "qz-token" + (big ? " big" : ""), style: "background:" + (COLORS[av] || "#56606b"),
      title: (av ? t("av_" + av) : "") + (hat ? ", " + t("hat_" + hat) : "") },
    h("span", { text: av ? t("av_" + av).charAt(0) : "?" }),
    hat ? h("i", { class: "qz-hat", "aria-hidden": "true" }) : null);
  }
  function lookText(expert) {
    if (!expert) return "";
    const parts = [];
    if (expert.avatar) parts.push(t("av_" + expert.avatar));
    if (expert.hat_taken) parts.push(t("no_hat"));
    else if (expert.hat) parts.push(t("hat_" + expert.hat));
    return parts.join(", ");
  }

  function scoreBlock(g) {
    const s = score(g);
    return h("div", { class: "qz-score", "data-testid": "score" },
      h("span", { class: "side experts" }, h("small", { text: t("experts") }), h("b", { text: String(s.experts) })),
      h("span", { class: "colon", text: ":" }),
      h("span", { class: "side viewers" }, h("b", { text: String(s.viewers) }), h("small", { text: t("viewers") })));
  }

  /** The round's outcome once the Croupier judged it: the answer is public from then on (QZ-06, QZ-09). */
  function verdictBlock(g) {
    const qq = q(g);
    if (!qq.verdict) return null;
    if (qq.verdict === "annulled") return h("div", { class: "panel qz-verdict annulled", "data-testid": "verdict", text: t("annulled") });
    const a = qq.answer || {};
    return h("div", { class: "panel qz-verdict " + qq.verdict, "data-testid": "verdict" },
      h("h2", { text: t(qq.verdict === "experts" ? "right" : "wrong") }),
      a.answer ? h("p", { class: "lead", text: t(qq.black_box ? "box_held" : "answer_was", { text: a.answer }) }) : null,
      a.comment ? h("p", { class: "small", text: a.comment }) : null);
  }

  function winnerBlock(g) {
    const key = g.winner === "experts" ? "win_experts" : g.winner === "viewers" ? "win_viewers" : "ph_finished";
    return h("div", { class: "qz-winner " + (g.winner || ""), "data-testid": "winner" }, h("h1", { text: t(key) }), scoreBlock(g));
  }

  function bannerText(g) {
    const qq = q(g);
    if (g.phase === "roulette" || qq.sector == null) return "";
    if (qq.final) return t("final");
    return qq.black_box ? t("zero") : t("sector", { n: qq.sector });
  }

  /** The minute's clock element; the page ticks every clock it finds (the timer sits in the question). */
  function minuteClock(cls) {
    return h("div", { class: "qz-clock " + (cls || ""), "data-testid": "minute" },
      h("span", { class: "qz-clock-value" }), h("span", { class: "qz-clock-note" }));
  }
  let clockSource = null; // () => ({g, receivedAt})
  function tickClocks() {
    if (!clockSource) return;
    const { g, receivedAt } = clockSource();
    const qq = q(g || {});
    for (const el of document.querySelectorAll(".qz-clock")) {
      const timer = qq.timer;
      if (!timer) { el.hidden = true; continue; }
      el.hidden = false;
      const left = GM.timeLeft(timer, receivedAt);
      const paused = !timer.running;
      // QZ-12: the signal's last seconds (the view's signal_ms) are marked; QZ-13: the gong ends the discussion
      const low = left <= (qq.signal_ms || 0);
      el.classList.toggle("low", low && left > 0);
      el.classList.toggle("over", left === 0);
      el.classList.toggle("paused", paused && left > 0);
      el.querySelector(".qz-clock-value").textContent = GM.formatMs(left);
      const note = qq.gong || left === 0 ? t("gong") : qq.early ? t("early") : paused ? t("paused")
        : low || qq.signalled ? t("signal", { n: Math.round((qq.signal_ms || 0) / 1000) }) : "";
      el.querySelector(".qz-clock-note").textContent = note;
    }
  }
  setInterval(tickClocks, 200);

  // --- the phone ----------------------------------------------------------------------------------
  let P = null;

  function renderPhone(api) {
    P = api;
    clockSource = () => ({ g: P.game, receivedAt: P.receivedAt });
    const v = P.view;
    const g = P.game;
    const m = P.me;
    const qq = q(g);
    const L = GM.lang;
    const names = (v.seats || []).map((s) => [s.seat, s.nickname, s.present]);
    document.body.dataset.quizMe = [m.captain ? "captain" : "", m.sitting_out ? "out" : "", m.answering ? "answering" : ""].join(" ").trim();
    P.section("phase", js([L, g.phase, g.round, g.score, qq.sector, qq.final, qq.black_box]), buildPhonePhase);
    P.section("result", js([L, g.phase, qq.verdict, qq.answer, g.winner, g.score]), buildPhoneResult);
    P.section("card", js([L, g.phase, qq.text, qq.pictures, qq.timer && qq.timer.total_ms, qq.debt_collected, m.hint, qq.clubs_help,
      m.sitting_out, m.answering, m.penalties, m.captain, m.avatar, m.hat, m.hat_taken, qq.answerer, names]), buildPhoneCard);
    P.section("actions", js([L, g.phase, v.allowed, m, g.experts, g.captain, qq.answerer, qq.gong, qq.early, qq.debt_collected,
      g.lifelines, g.options, g.pack, names]), buildPhoneActions);
    P.section("info", js([L, g.phase, g.lifelines, g.debt, g.annulments, g.history]), buildPhoneInfo);
    P.section("scores", "", () => null);
    P.section("players", js([L, g.phase, v.seats, g.experts]), buildPhonePlayers);
    tickClocks();
  }

  function buildPhonePhase() {
    const g = P.game;
    const banner = bannerText(g);
    return h("div", { class: "qz-phase" + (q(g).final && g.phase !== "roulette" ? " final" : "") },
      P.phaseBanner(t(BANNER[g.phase] || "ph_" + g.phase), g.round && g.phase !== "lobby" ? t("round_n", { n: g.round }) : null),
      g.phase !== "lobby" ? scoreBlock(g) : null,
      banner && g.phase !== "finished" ? h("p", { class: "qz-banner", "data-testid": "banner", text: banner }) : null);
  }

  function buildPhoneResult() {
    const g = P.game;
    if (g.phase === "finished") return h("div", null, winnerBlock(g), h("p", { class: "small muted", text: t("back_lobby") }));
    if (g.phase === "roulette") return verdictBlock(g);
    return null;
  }

  function buildPhoneCard() {
    const g = P.game;
    const m = P.me;
    const qq = q(g);
    const box = h("div", { class: "qz-card" });
    // QZ-19 (house), QZ-25: the penalised see their penalties, the sent-off that they sit out
    if (m.sitting_out && g.phase !== "lobby") box.append(h("div", { class: "panel bad-panel", "data-testid": "sitting-out", text: t("sitting_out") }));
    const pens = m.penalties || [];
    if (pens.length) {
      box.append(h("div", { class: "panel qz-penalties", "data-testid": "penalties" }, h("h3", { text: t("your_penalties") }),
        h("ul", null, pens.map((p) => h("li", { "data-kind": p.kind, text: t(YOUR_PENALTY[p.kind] || p.kind, { n: p.applies_to }) })))));
    }
    if (!["minute", "answer", "question"].includes(g.phase)) return box.children.length ? box : null;
    if (m.answering) box.append(h("div", { class: "panel qz-you-answer", "data-testid": "you-answer", text: t("you_answer") }));
    else if (qq.answerer != null) box.append(h("p", { class: "panel lead", "data-testid": "answerer", text: t("answers", { name: P.nick(qq.answerer) }) }));
    if (qq.timer) box.append(minuteClock("phone"));
    if (qq.text) box.append(h("div", { class: "panel qz-question", "data-testid": "question", text: qq.text }));
    else if (g.phase === "question") box.append(h("p", { class: "panel lead", text: t(qq.debt_collected ? "debt_round" : "listen") }));
    // QZ-31: the handout's pictures with the question, served while the view names them (relative: a
    // proxy's path before the page stays in front)
    for (const name of qq.pictures || []) {
      box.append(h("img", { class: "qz-picture", src: "files/" + name, alt: t("question_handout"), "data-testid": "picture" }));
    }
    // QZ-17: the Club's help shows on the experts' screens
    const hint = m.hint || qq.clubs_help;
    if (hint) box.append(h("div", { class: "panel qz-hint", "data-testid": "hint" }, h("h3", { text: t("ll_clubs_help") }), h("p", { text: hint })));
    return box;
  }

  function buildPhoneActions() {
    const g = P.game;
    const m = P.me;
    const box = h("div", { class: "actions" });
    if (g.phase === "lobby") return lobbyActions(box);
    if (g.phase === "roulette") box.append(h("p", { class: "panel lead", text: t("spinning") }));
    if (!["minute", "answer"].includes(g.phase)) return box.children.length ? box : null;
    const qq = q(g);
    if (!m.captain || m.sitting_out) {
      if (qq.answerer == null) box.append(h("p", { class: "panel small muted", text: t("captain_names") }));
      return box.children.length ? box : null;
    }
    // QZ-07, QZ-13: the captain names who answers (after the gong, or early to stop the discussion)
    if (P.allowed("name_answerer")) {
      const panel = h("div", { class: "panel qz-answerer", "data-testid": "answerer-pick" },
        h("h2", { text: t(g.phase === "answer" ? "ph_answer" : "name_early") }));
      const experts = (g.experts || []).filter((e) => !e.sitting_out && P.present(e.seat));
      panel.append(P.pickGrid(experts.map((e) => ({ value: e.seat, cls: e.seat === P.seat ? "mine" : "",
        kids: [token(e), h("span", { text: e.seat === P.seat ? t("answer_self") : P.nick(e.seat) })] })),
      { act: "name_answerer", once: true, pick: (seat) => P.send("name_answerer", { seat }) }));
      box.append(panel);
    }
    // QZ-15: the captain asks; the Croupier activates from the desk
    if (P.allowed("ask_lifeline") || m.lifeline_asked) {
      // the lifelines' list has its heading below (buildPhoneInfo): this one says what the captain does
      const panel = h("div", { class: "panel qz-lifelines", "data-testid": "lifeline-ask" }, h("h3", { text: t("ask_title") }));
      if (m.lifeline_asked) panel.append(h("p", { class: "lead", "data-testid": "lifeline-asked", text: t("asked", { name: t("ll_" + m.lifeline_asked) }) }));
      const row = h("div", { class: "qz-ll-row" });
      for (const id of LIFELINES) {
        if (!(m.may_ask || []).includes(id) && m.lifeline_asked !== id) continue; // the table says what may be asked
        row.append(h("button", { class: "btn", "data-act": "ask_lifeline", "data-lifeline": id,
          disabled: !P.allowed("ask_lifeline") || m.lifeline_asked === id, text: t("ask", { name: t("ll_" + id) }),
          onclick: P.once(() => P.send("ask_lifeline", { lifeline: id })) }));
      }
      if (row.children.length) panel.append(row);
      box.append(panel);
    }
    return box.children.length ? box : null;
  }

  function lobbyActions(box) {
    const g = P.game;
    const m = P.me;
    const o = g.options || {};
    const can = P.allowed("set_look");
    // QZ-27: an avatar and a hat, visible at the table
    const look = h("div", { class: "panel qz-look", "data-testid": "look" },
      h("div", { class: "qz-me" }, token(m, true), h("div", null, h("b", { text: P.nick(P.seat) }), h("div", { class: "small muted", text: lookText(m) }))),
      h("h3", { text: t("avatar") }),
      h("div", { class: "qz-grid" }, AVATARS.map((a) => h("button", {
        class: "qz-choice" + (m.avatar === a ? " chosen" : ""), "data-avatar": a, disabled: !can, "aria-pressed": m.avatar === a ? "true" : "false",
        onclick: () => P.send("set_look", { avatar: a }) }, token({ avatar: a }), h("span", { text: t("av_" + a) })))),
      h("h3", { text: t("hat") }),
      h("div", { class: "qz-grid hats" }, HATS.map((x) => h("button", {
        class: "qz-choice" + (m.hat === x ? " chosen" : ""), "data-hat": x, disabled: !can, "aria-pressed": m.hat === x ? "true" : "false",
        onclick: () => P.send("set_look", { hat: x }) }, h("span", { text: t("hat_" + x) })))));
    // QZ-03: everyone presses "Ready"
    const ready = h("div", { class: "panel qz-ready" },
      h("p", { class: "lead", text: t(m.ready ? "you_ready" : "lobby_hint") }),
      P.actBtn("ready", t(m.ready ? "unready_btn" : "ready_btn"), P.once(() => P.send("ready", { ready: !m.ready })), m.ready ? "" : "primary"));
    ready.querySelector("button").dataset.testid = "ready";
    const info = h("div", { class: "panel" },
      g.pack ? h("p", { text: t("pack", { name: g.pack.title }) }) : null,
      h("p", { class: "small", "data-testid": "captain", text: g.captain != null ? t("captain_is", { name: P.nick(g.captain) }) : t("no_captain") }),
      m.captain ? h("p", { class: "small good", text: t("you_captain") }) : null);
    box.append(ready, look, info);
    if (o.call_link) box.append(P.callLink(o.call_link));
    return box;
  }

  function lifelinesBlock(g) {
    const ul = h("ul", { class: "qz-ll", "data-testid": "lifelines" });
    for (const id of LIFELINES) {
      const s = (g.lifelines || {})[id] || {};
      ul.append(h("li", { class: "ll-" + (s.state || ""), "data-lifeline": id },
        h("b", { text: t("ll_" + id) }), " — ", t("ll_" + (s.state || "available"), { n: s.round })));
    }
    return ul;
  }

  function buildPhoneInfo() {
    const g = P.game;
    if (g.phase === "lobby") return null;
    const box = h("div", { class: "panel" }, h("h3", { text: t("lifelines") }), lifelinesBlock(g));
    if (g.debt && g.debt.collected_in == null) box.append(h("p", { class: "small warn", text: t("debt_open", { n: g.debt.taken_in }) }));
    const a = g.annulments || {};
    if (a.used) box.append(h("p", { class: "small muted", text: t("annulments", { n: a.used, m: a.max }) }));
    return box;
  }

  function buildPhonePlayers() {
    const g = P.game;
    return P.playersBlock((s) => {
      const e = expertOf(g, s.seat);
      if (!e) return {};
      const tags = [];
      if (e.captain) tags.push(t("captain_tag"));
      if (g.phase === "lobby") tags.push(t(e.ready ? "ready_tag" : "not_ready_tag"));
      else if (e.sitting_out) tags.push(t("sent_off_tag"));
      return { tags, after: token(e) };
    });
  }

  const phone = {
    render: renderPhone,
    showTimer: () => false, // the minute sits in the card, big
    onLang: () => {},
  };

  GM.registerGame("quiz", { phone });
})();
