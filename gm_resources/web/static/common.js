/* Shared by the phone page and the board: strings, the WebSocket with reconnect, decks, rendering
   helpers. The console is the only authority (PLT-01): nothing here decides anything. */
"use strict";
(function () {
  const LANGS = ["uk", "pl", "ru", "en"];
  const GM = (window.GM = {});
  GM.LANGS = LANGS;

  // --- storage (private mode may refuse it) --------------------------------------------------
  GM.store = {
    get(key) {
      try { const v = localStorage.getItem(key); return v == null ? null : JSON.parse(v); } catch (e) { return null; }
    },
    set(key, value) {
      try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* not kept */ }
    },
    del(key) {
      try { localStorage.removeItem(key); } catch (e) { /* nothing */ }
    },
  };

  // --- language (PLT-15) ----------------------------------------------------------------------
  GM.pickLang = function (candidates) {
    for (const c of candidates) {
      if (!c) continue;
      const l = String(c).toLowerCase().slice(0, 2);
      if (LANGS.includes(l)) return l;
    }
    return "en";
  };
  GM.lang = GM.pickLang([GM.store.get("gm.lang"), ...(navigator.languages || []), navigator.language]);
  const langListeners = [];
  GM.onLang = (fn) => langListeners.push(fn);
  GM.setLang = function (lang, keep = true) {
    if (!LANGS.includes(lang)) return;
    if (keep) GM.store.set("gm.lang", lang);
    if (lang === GM.lang) return;
    GM.lang = lang;
    GM.applyStatic();
    langListeners.forEach((fn) => fn(lang));
  };

  const plurals = {};
  /** Each game's own words (/static/<game>/strings.js) by game, kept apart: two games may use one key
      for two sentences, and a page that moves from one game to another shows each game its own (PLT-15). */
  const gameStrings = {};
  let shownGame = "";
  GM.t = function (key, vars) {
    const table = window.GM_STRINGS || {};
    const own = gameStrings[shownGame] || {};
    let s = (own[GM.lang] || {})[key];
    if (s == null) s = (table[GM.lang] || {})[key];
    if (s == null) s = (own.en || {})[key];
    if (s == null) s = (table.en || {})[key];
    if (s == null) return key;
    if (typeof s === "object") {
      const n = vars && typeof vars.n === "number" ? vars.n : 1;
      const pr = plurals[GM.lang] || (plurals[GM.lang] = new Intl.PluralRules(GM.lang));
      const form = pr.select(n);
      s = s[form] != null ? s[form] : s.other;
    }
    if (vars) s = s.replace(/\{(\w+)\}/g, (m, k) => (vars[k] != null ? String(vars[k]) : m));
    return s;
  };
  /** A translated text for an error code from the console (PROTOCOL.md). */
  GM.errorText = function (code) {
    const key = "err_" + code;
    const text = GM.t(key);
    return text === key ? GM.t("err_other", { code }) : text;
  };
  /** Fill elements marked data-i18n / data-i18n-ph / data-i18n-title. */
  GM.applyStatic = function (root) {
    root = root || document;
    root.querySelectorAll("[data-i18n]").forEach((e) => { e.textContent = GM.t(e.dataset.i18n); });
    root.querySelectorAll("[data-i18n-ph]").forEach((e) => { e.placeholder = GM.t(e.dataset.i18nPh); });
    root.querySelectorAll("[data-i18n-title]").forEach((e) => { e.title = GM.t(e.dataset.i18nTitle); });
    document.documentElement.lang = GM.lang;
  };
  /** A <select> of the four languages, kept in step with GM.lang. */
  GM.langSelect = function (onPick) {
    const sel = GM.h("select", { class: "lang-select", "aria-label": GM.t("language"), "data-testid": "lang-select" });
    for (const l of LANGS) {
      const name = (window.GM_STRINGS[l] || {}).lang_name || l;
      sel.append(GM.h("option", { value: l, text: l.toUpperCase(), title: name, "aria-label": name }));
    }
    sel.value = GM.lang;
    sel.addEventListener("change", () => (onPick || GM.setLang)(sel.value));
    GM.onLang((l) => { sel.value = l; sel.setAttribute("aria-label", GM.t("language")); });
    return sel;
  };

  // --- DOM helper -----------------------------------------------------------------------------
  GM.h = function (tag, props, ...kids) {
    const e = document.createElement(tag);
    if (props) {
      for (const k in props) {
        const v = props[k];
        if (v == null || v === false) continue;
        if (k === "class") e.className = v;
        else if (k === "text") e.textContent = v;
        else if (k.startsWith("on") && typeof v === "function") e.addEventListener(k.slice(2), v);
        else if (k === "disabled" || k === "hidden" || k === "checked" || k === "value") e[k] = v;
        else e.setAttribute(k, v === true ? "" : String(v));
      }
    }
    for (const c of kids.flat(Infinity)) {
      if (c == null || c === false) continue;
      e.append(c.nodeType ? c : String(c));
    }
    return e;
  };
  GM.clear = (e) => { while (e.firstChild) e.removeChild(e.firstChild); return e; };

  // --- the connection -------------------------------------------------------------------------
  /**
   * One WebSocket to the console with reconnect and backoff.
   * opts.hello(): the hello to send on every (re)connect.
   * opts.onMessage(msg), opts.onStatus(status), opts.onHelloError(msg): the page's handlers;
   * opts.onClosed(wasWelcomed, code) may return false to stop instead of reconnecting.
   * Statuses: connecting, connected, reconnecting, replaced, kicked, stopped.
   */
  class Connection {
    constructor(opts) {
      this.opts = opts;
      this.ws = null;
      this.status = "idle";
      this.welcomed = false;
      this.everWelcomed = false;
      this.attempt = 0;
      this.timer = null;
      this.counter = 0;
      this.version = null;
      this.lastHeard = 0;
      this.pending = new Map();
      this.heartbeat = setInterval(() => this._beat(), 5000);
      const wake = () => { if (this.status === "reconnecting") this._open(true); };
      window.addEventListener("online", wake);
      document.addEventListener("visibilitychange", () => { if (!document.hidden) { wake(); this._beat(); } });
    }
    _set(status) {
      if (this.status === status) return;
      this.status = status;
      if (this.opts.onStatus) this.opts.onStatus(status);
    }
    url() {
      // relative to the page: the console behind a proxy under a path (https://host/gm/) has it there too
      const u = new URL("ws", location.href);
      u.protocol = location.protocol === "https:" ? "wss:" : "ws:";
      u.search = "";
      u.hash = "";
      return u.href;
    }
    start() {
      this.stopped = false;
      this.attempt = 0;
      this._open(true);
    }
    stop(status) {
      this.stopped = true;
      clearTimeout(this.timer);
      const ws = this.ws;
      this.ws = null;
      if (ws) { try { ws.close(1000); } catch (e) { /* already closed */ } }
      this._set(status || "stopped");
    }
    /** Drop this socket and try again after the backoff. */
    retry() {
      const ws = this.ws;
      this.ws = null;
      if (ws) { try { ws.close(); } catch (e) { /* gone */ } }
      this._open(false);
    }
    _open(now) {
      clearTimeout(this.timer);
      if (this.stopped) return;
      if (!now) {
        // backoff: 0.5 s, 1 s, 2 s, 4 s, 8 s, then every 10 s, with some jitter
        const base = Math.min(10000, 500 * Math.pow(2, this.attempt));
        const delay = base * (0.8 + Math.random() * 0.4);
        this.attempt++;
        this._set(this.everWelcomed ? "reconnecting" : "connecting");
        this.timer = setTimeout(() => this._open(true), delay);
        return;
      }
      if (this.ws) {
        const old = this.ws;
        this.ws = null;
        try { old.close(); } catch (e) { /* gone */ }
      }
      this._set(this.everWelcomed ? "reconnecting" : "connecting");
      let ws;
      try {
        ws = new WebSocket(this.url());
      } catch (e) {
        this._open(false);
        return;
      }
      this.ws = ws;
      this.welcomed = false;
      ws.onopen = () => {
        if (ws !== this.ws) return;
        this.lastHeard = Date.now();
        ws.send(JSON.stringify(this.opts.hello()));
      };
      ws.onmessage = (ev) => {
        if (ws !== this.ws) return;
        this.lastHeard = Date.now();
        let msg;
        try { msg = JSON.parse(ev.data); } catch (e) { return; }
        if (!msg || typeof msg !== "object") return;
        this._on(msg);
      };
      ws.onclose = (ev) => {
        if (ws !== this.ws) return;
        this.ws = null;
        const wasWelcomed = this.welcomed;
        this.welcomed = false;
        if (this.opts.onClosed && this.opts.onClosed(wasWelcomed, ev.code) === false) return this.stop("stopped");
        if (ev.code === 4001) return this.stop("replaced");
        if (ev.code === 4003) return this.stop("kicked");
        if (this.stopped) return;
        this._open(false);
      };
      ws.onerror = () => { /* onclose follows */ };
    }
    _on(msg) {
      switch (msg.type) {
        case "welcome":
          this.welcomed = true;
          this.everWelcomed = true;
          this.attempt = 0;
          this._set("connected");
          break;
        case "view":
          if (typeof msg.version === "number") this.version = msg.version;
          break;
        case "replaced":
          this.opts.onMessage(msg);
          this.stop("replaced");
          return;
        case "kicked":
          this.opts.onMessage(msg);
          this.stop("kicked");
          return;
        case "ack":
        case "error":
          if (msg.id) this.pending.delete(msg.id);
          if (msg.type === "error" && !this.welcomed && !msg.id && this.opts.onHelloError) {
            // refused hello (wrong_code, name_taken, bad_token …): the page decides what next
            this.opts.onHelloError(msg);
            return;
          }
          break;
        default:
          break;
      }
      this.opts.onMessage(msg);
    }
    _beat() {
      const ws = this.ws;
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      const quiet = Date.now() - this.lastHeard;
      if (quiet > 40000) {
        // the link is dead (Wi-Fi changed, phone slept): start over
        this.ws = null;
        try { ws.close(); } catch (e) { /* gone */ }
        this._open(true);
      } else if (quiet > 12000) {
        ws.send(JSON.stringify({ type: "ping" }));
      }
    }
    /** Send a game request; returns its id, or null when not connected. */
    request(type, args) {
      const ws = this.ws;
      if (!ws || ws.readyState !== WebSocket.OPEN || !this.welcomed) return null;
      const id = "r" + ++this.counter;
      const frame = { type: "request", id, version: this.version, request: { type, args: args || {} } };
      ws.send(JSON.stringify(frame));
      this.pending.set(id, type);
      return id;
    }
  }
  GM.Connection = Connection;

  // --- countdown (PLT-14) -----------------------------------------------------------------------
  /** Milliseconds left now, counting down locally from the moment the view was received. */
  GM.timeLeft = function (timer, receivedAt) {
    if (!timer) return null;
    let left = timer.left_ms;
    if (timer.running) left -= performance.now() - receivedAt;
    return Math.max(0, left);
  };
  GM.formatMs = function (ms) {
    const s = Math.ceil(ms / 1000);
    const m = Math.floor(s / 60);
    return m + ":" + String(s % 60).padStart(2, "0");
  };

  /** A name object {uk, pl, ru, en} in the current language, with fallbacks. */
  GM.localName = function (names, fallback) {
    if (typeof names === "string") return names;
    if (names && typeof names === "object") {
      for (const l of [GM.lang, "en", "uk", "pl", "ru"]) if (names[l]) return names[l];
      for (const k in names) if (names[k]) return names[k];
    }
    return fallback;
  };
  GM.humanize = (id) => String(id || "").replace(/_/g, " ");
  /** Text folded for search: lower case, no accents. */
  GM.fold = (s) => String(s).toLocaleLowerCase(GM.lang).normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ł/g, "l");

  // --- view helpers -----------------------------------------------------------------------------
  GM.seatOf = (view, seat) => (view && view.seats || []).find((s) => s.seat === seat) || null;
  GM.nick = function (view, seat) {
    const s = GM.seatOf(view, seat);
    return s && s.nickname ? s.nickname : GM.t("seat_n", { n: seat });
  };
  GM.nickList = (view, seats) => (seats || []).map((s) => GM.nick(view, s)).join(", ");

  // --- the games (each game's screens live in /static/<game>/game.js) ----------------------------
  /** Add a string table ({uk: {...}, pl: {...}, ...}): game `game`'s own words (GM.t finds them while
      that game is the page's, GM.showGame), or, without a game, words for the whole page. */
  GM.addStrings = function (table, game) {
    if (game) { gameStrings[game] = table; return; }
    const all = (window.GM_STRINGS = window.GM_STRINGS || {});
    for (const l in table) all[l] = Object.assign(all[l] || {}, table[l]);
  };
  /** The game whose words GM.t says from now on ("" for none). */
  GM.showGame = (id) => { shownGame = id || ""; };
  GM.games = {};
  /** Called by /static/<game>/game.js: {phone: {render(P), ...}, board: {render(B), ...}}. */
  GM.registerGame = (id, ui) => { GM.games[id] = ui; };
  const loading = {};
  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const el = document.createElement("script");
      el.src = src;
      el.async = false; // in the order asked: the strings before the screens
      el.onload = resolve;
      el.onerror = () => { el.remove(); reject(new Error(src)); };
      document.head.append(el);
    });
  }
  /**
   * The screens of game `id`, or null while they load (onReady() is called once they are there,
   * or when loading failed: GM.gameFailed(id) then says so and a later call tries again).
   */
  GM.gameUi = function (id, onReady) {
    GM.showGame(id);
    if (GM.games[id]) return GM.games[id];
    if (!/^[a-z_]{1,32}$/.test(id || "") || loading[id]) return null;
    if (!document.querySelector('link[data-game="' + id + '"]')) { // the game's own styles, if it has any
      document.head.append(GM.h("link", { rel: "stylesheet", href: "static/" + id + "/game.css", "data-game": id }));
    }
    loading[id] = Promise.all([loadScript("static/" + id + "/strings.js"), loadScript("static/" + id + "/game.js")])
      .then(() => { delete loading[id]; onReady(); },
        () => { loading[id] = "failed"; onReady(); setTimeout(() => { delete loading[id]; onReady(); }, 5000); });
    return null;
  };
  GM.gameFailed = (id) => loading[id] === "failed";
})();
