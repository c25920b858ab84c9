function w(i) {
  const t = Math.round(Math.max(0, i) * 1e3), e = Math.floor(t / 36e5), s = Math.floor(t / 6e4) % 60, r = Math.floor(t / 1e3) % 60, n = (a, o = 2) => String(a).padStart(o, "0");
  return `${n(e)}:${n(s)}:${n(r)}.${n(t % 1e3, 3)}`;
}
function A(i) {
  return i.replace(/\s+/g, " ").trim().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function S(i) {
  return [`WEBVTT
`, ...i.map((e, s) => `${s + 1}
${w(e.start)} --> ${w(e.end)}
${A(e.text)}
`)].join(`
`);
}
function k(i) {
  const t = Math.max(0, Math.floor(Number.isFinite(i) ? i : 0)), e = Math.floor(t / 3600), s = Math.floor(t % 3600 / 60), r = String(t % 60).padStart(2, "0");
  return e > 0 ? `${e}:${String(s).padStart(2, "0")}:${r}` : `${s}:${r}`;
}
class M {
  listeners = /* @__PURE__ */ new Map();
  /** Subscribes to an event; returns a function that unsubscribes. */
  on(t, e) {
    const s = this.listeners.get(t) ?? /* @__PURE__ */ new Set();
    return s.add(e), this.listeners.set(t, s), () => {
      s.delete(e);
    };
  }
  emit(t, e) {
    for (const s of [...this.listeners.get(t) ?? []])
      s(e);
  }
  clear() {
    this.listeners.clear();
  }
}
class v {
  events = new M();
  on(t, e) {
    return this.events.on(t, e);
  }
}
class h extends Error {
  code;
  constructor(t, e, s) {
    super(e, s), this.name = "PlayerError", this.code = t, s?.refusal && (this.refusal = s.refusal);
  }
}
function b(i) {
  return i instanceof h ? i : new h("media-error", i instanceof Error ? i.message : "The meditation could not be played.");
}
const x = 1;
class L extends v {
  element;
  detachElement;
  currentMedia = null;
  constructor(t = {}) {
    super(), this.element = t.element ?? document.createElement("audio"), this.element.preload = "metadata", this.detachElement = this.listenToElement();
  }
  get media() {
    return this.currentMedia;
  }
  get currentTime() {
    return this.element.currentTime;
  }
  get duration() {
    return Number.isFinite(this.element.duration) ? this.element.duration : 0;
  }
  get paused() {
    return this.element.paused;
  }
  get volume() {
    return this.element.volume;
  }
  set volume(t) {
    this.element.volume = Math.min(1, Math.max(0, t));
  }
  load(t) {
    this.currentMedia = t, this.element.src = t.src, this.element.load(), this.events.emit("load", { media: t });
  }
  /** Starts playback, first moving to `fromSecond` when given (once the metadata is known). */
  async play(t) {
    if (!this.currentMedia) throw new h("not-loaded", "Load a media item before playing it.");
    t !== void 0 && (t > 0 || this.element.currentTime > 0) && (await this.whenReady(), this.element.currentTime = t);
    try {
      await this.element.play();
    } catch (e) {
      const s = new h("play-rejected", "The browser did not start playback.", { cause: e });
      throw this.events.emit("error", s), s;
    }
  }
  pause() {
    this.element.pause();
  }
  seek(t) {
    const e = this.duration > 0 ? this.duration : Number.POSITIVE_INFINITY;
    this.element.currentTime = Math.min(e, Math.max(0, t));
  }
  /** Sends the sound to another output (a paired toy's speaker) where the browser allows it. */
  async setOutputDevice(t) {
    const e = this.element;
    if (typeof e.setSinkId != "function")
      throw new h("output-unsupported", "This browser cannot choose an audio output.");
    await e.setSinkId(t);
  }
  /** Stops playback, tells subscribers and returns the playback time at closing. */
  close() {
    const t = this.element.currentTime;
    return this.detachElement(), this.element.pause(), this.events.emit("close", { currentTime: t }), this.events.clear(), this.element.removeAttribute("src"), this.element.load(), this.currentMedia = null, t;
  }
  /** Resolves once the loaded media's duration is known; rejects when the media cannot be loaded. */
  whenReady() {
    return this.currentMedia ? this.element.readyState >= x ? Promise.resolve() : new Promise((t, e) => {
      const s = () => {
        this.element.removeEventListener("loadedmetadata", s), this.element.removeEventListener("error", r), t();
      }, r = () => {
        this.element.removeEventListener("loadedmetadata", s), this.element.removeEventListener("error", r), e(new h("media-error", "The media could not be loaded."));
      };
      this.element.addEventListener("loadedmetadata", s), this.element.addEventListener("error", r);
    }) : Promise.reject(new h("not-loaded", "Load a media item before playing it."));
  }
  listenToElement() {
    const t = this.element, e = () => ({ currentTime: t.currentTime }), s = {
      play: () => this.events.emit("play", e()),
      pause: () => this.events.emit("pause", e()),
      timeupdate: () => this.events.emit("timeupdate", { ...e(), duration: this.duration }),
      durationchange: () => this.events.emit("durationchange", { duration: this.duration }),
      seeked: () => this.events.emit("seeked", e()),
      ended: () => this.events.emit("ended", e()),
      error: () => this.events.emit(
        "error",
        new h("media-error", t.error?.message || "The media could not be played.")
      )
    };
    for (const [r, n] of Object.entries(s)) t.addEventListener(r, n);
    return () => {
      for (const [r, n] of Object.entries(s)) t.removeEventListener(r, n);
    };
  }
}
function C(i, t) {
  let e = 0, s = i.length - 1, r = -1;
  for (; e <= s; ) {
    const a = e + s >> 1, o = i[a];
    o && o.start <= t ? (r = a, e = a + 1) : s = a - 1;
  }
  const n = i[r];
  return n && t < n.end ? r : null;
}
function I(i) {
  if (typeof i != "object" || i === null || !("start" in i && "end" in i && "text" in i)) return !1;
  const { start: t, end: e, text: s } = i;
  return typeof t == "number" && typeof e == "number" && Number.isFinite(t) && Number.isFinite(e) && t <= e && typeof s == "string";
}
function P(i) {
  if (typeof i != "object" || i === null || !("cues" in i)) return [];
  const { cues: t } = i;
  return !Array.isArray(t) || !t.every(I) ? [] : t.map(({ start: e, end: s, text: r }) => ({ start: e, end: s, text: r })).sort((e, s) => e.start - s.start);
}
function $(i, t) {
  const e = t.mediaSession ?? (typeof navigator < "u" ? navigator.mediaSession : void 0);
  if (!e) return () => {
  };
  const s = (a, o) => {
    try {
      e.setActionHandler(a, o);
    } catch {
    }
  }, r = () => {
    const a = i.media;
    a && typeof MediaMetadata < "u" && (e.metadata = new MediaMetadata({
      title: a.title,
      artist: t.artist(),
      artwork: a.artwork ? [{ src: a.artwork }] : []
    })), s("nexttrack", () => t.next()), s("previoustrack", () => t.previous());
  }, n = i.on("play", r);
  return () => {
    n(), s("nexttrack", null), s("previoustrack", null);
  };
}
function R(i, t) {
  return t <= 0 ? i > 0 ? 1 : 0 : Math.min(1, Math.max(0, i / t));
}
class U extends v {
  constructor(t, e = {}) {
    super(), this.player = t, this.fadeMs = e.fadeMs ?? 3e4, this.stepMs = e.stepMs ?? 250;
  }
  fadeMs;
  stepMs;
  interval;
  endsAt = 0;
  startVolume = 1;
  fading = !1;
  get active() {
    return this.interval !== void 0;
  }
  get remainingMs() {
    return this.active ? Math.max(0, this.endsAt - Date.now()) : 0;
  }
  /** Starts (or restarts) the timer for `durationMs`. */
  start(t) {
    this.stop(), this.endsAt = Date.now() + t, this.startVolume = this.player.volume, this.interval = setInterval(() => this.step(), this.stepMs);
  }
  /** Stops the timer and gives the volume back. */
  cancel() {
    this.active && (this.stop(), this.events.emit("cancel", {}));
  }
  step() {
    const t = this.remainingMs;
    if (this.events.emit("tick", { remainingMs: t }), t <= this.fadeMs && (this.fading || (this.fading = !0, this.events.emit("fadestart", { remainingMs: t })), this.player.volume = this.startVolume * R(t, this.fadeMs)), t > 0) return;
    this.player.pause();
    const e = this.player.currentTime;
    this.stop(), this.events.emit("done", { currentTime: e });
  }
  stop() {
    clearInterval(this.interval), this.interval = void 0, this.fading && (this.player.volume = this.startVolume), this.fading = !1;
  }
}
const N = "Bedtime with Tate", O = "Goodnight from Tate", y = { status: "idle", index: 0, total: 0, media: null };
class j {
  host;
  steps = [];
  options = {};
  timer = null;
  detachers = [];
  constructor(t) {
    this.host = t;
  }
  /**
   * The sleep timer, set to the routine's end: from the first meditation when the later ones' lengths are known
   * (`durationSeconds`), else from the last one; its `tick` events give the time left.
   */
  get sleepTimer() {
    return this.timer;
  }
  /** Plays `steps` in order from the first (a routine already running is stopped first). */
  async start(t, e = {}) {
    if (t.length === 0) throw new h("not-loaded", "A routine needs at least one meditation.");
    this.stop(), this.steps = [...t], this.options = e;
    const { player: s } = this.host.store, r = new U(s, { fadeMs: e.fadeMs });
    this.timer = r;
    const n = () => this.armSleepTimer(r);
    this.detachers = [
      s.on("play", n),
      s.on("seeked", n),
      s.on("durationchange", n),
      s.on("pause", () => r.cancel()),
      s.on("ended", () => void this.afterEnded()),
      s.on("error", () => void this.afterGoodnightClip()),
      s.on("close", () => this.stop()),
      r.on("done", () => void this.finishSteps()),
      ...e.allowance ? [e.allowance.follow(s, { fadeOut: !1 }), e.allowance.on("reached", n)] : [],
      $(s, {
        artist: () => this.artist(),
        next: () => void this.next(),
        previous: () => void this.previous(),
        mediaSession: e.mediaSession
      })
    ], await this.playStep(0);
  }
  /** Stops the routine where it is: the player pauses and the toy is not told goodnight. */
  stop() {
    this.host.read().status !== "idle" && (this.detach(), this.host.store.pause(), this.host.write(y), this.host.events.emit("routine-end", { completed: !1 }));
  }
  /** Skips to the next meditation (nothing on the last one). */
  async next() {
    const { status: t, index: e } = this.host.read();
    t === "playing" && e + 1 < this.steps.length && await this.playStep(e + 1);
  }
  /** Goes back to the previous meditation, or to the start of the first one. */
  async previous() {
    const { status: t, index: e } = this.host.read();
    t === "playing" && (e > 0 ? await this.playStep(e - 1) : await this.host.store.restart());
  }
  async playStep(t) {
    const e = this.steps[t];
    if (!e) return;
    this.timer?.cancel();
    const s = this.steps.length;
    this.host.write({ status: "playing", index: t, total: s, media: e }), this.host.store.load(e), this.host.events.emit("routine-step", { index: t, total: s, media: e }), await this.host.store.play();
  }
  /** The meditations still to come after the one playing: none once the day's listening time has run out. */
  laterSteps() {
    return this.options.allowance?.reached ? [] : this.steps.slice(this.host.read().index + 1);
  }
  /**
   * The sleep timer runs to the routine's end (again after a pause, a seek or a new step): what is left of this
   * meditation plus the later ones' lengths. Without every later length, it waits for the last meditation.
   */
  armSleepTimer(t) {
    const { player: e } = this.host.store;
    if (this.host.read().status !== "playing" || e.paused || !(e.duration > 0)) return;
    const s = this.laterSteps();
    if (s.some((a) => !a.durationSeconds)) return;
    const r = s.reduce((a, o) => a + (o.durationSeconds ?? 0), 0), n = (e.duration - e.currentTime + r) * 1e3;
    n > 0 && t.start(n);
  }
  async afterEnded() {
    const { status: t, index: e } = this.host.read();
    if (t === "goodnight") return this.afterGoodnightClip();
    if (t === "playing")
      return this.laterSteps().length > 0 ? this.playStep(e + 1) : this.finishSteps();
  }
  /** The last meditation is over (the sleep timer's end or the track's): the goodnight clip, then the toy. */
  async finishSteps() {
    if (this.host.read().status !== "playing") return;
    this.timer?.cancel();
    const t = this.options.goodnightClip;
    if (!t)
      return this.host.write({ status: "goodnight" }), this.afterGoodnightClip();
    const e = { src: t, title: O };
    this.host.write({ status: "goodnight", media: e }), this.host.store.load(e), await this.host.store.play();
  }
  /** The goodnight clip has ended or could not play: tell the toy, then the routine is over. */
  async afterGoodnightClip() {
    this.host.read().status === "goodnight" && (this.detach(), await this.options.toy?.goodnight(this.options.goodnight), this.host.read().status === "goodnight" && (this.host.write(y), this.host.events.emit("routine-end", { completed: !0 })));
  }
  artist() {
    const t = this.options.title ?? N, { status: e, index: s, total: r } = this.host.read();
    return e === "playing" ? `${t} · ${s + 1} of ${r}` : t;
  }
  detach() {
    for (const t of this.detachers) t();
    this.detachers = [], this.timer?.cancel();
  }
}
const E = {
  media: null,
  currentTime: 0,
  duration: 0,
  paused: !0,
  started: !1,
  error: null,
  cues: [],
  activeCue: null
}, _ = { ...E, routine: y };
class H extends v {
  player;
  state = _;
  listeners = /* @__PURE__ */ new Set();
  history = null;
  startAt = 0;
  /** The bedtime routine's actions; its state is the snapshot's `routine`. */
  routine;
  constructor(t) {
    super(), this.player = t, this.routine = new j({
      store: this,
      read: () => this.state.routine,
      write: (e) => this.set({ routine: { ...this.state.routine, ...e } }),
      events: this.events
    }), t.on("load", ({ media: e }) => this.set({ ...E, media: e, cues: e.cues ?? [] })), t.on("play", () => this.set({ paused: !1, error: null })), t.on("pause", ({ currentTime: e }) => this.set({ paused: !0, currentTime: e })), t.on("ended", ({ currentTime: e }) => this.set({ paused: !0, currentTime: e })), t.on("timeupdate", ({ currentTime: e, duration: s }) => this.set({ currentTime: e, duration: s })), t.on("durationchange", ({ duration: e }) => this.set({ duration: e })), t.on("seeked", ({ currentTime: e }) => this.set({ currentTime: e })), t.on("error", (e) => this.set({ error: e }));
  }
  /** The current snapshot; a new object after every change (fit for React's useSyncExternalStore). */
  getState = () => this.state;
  /** Calls `listener` after every change; returns a function that unsubscribes. */
  subscribe = (t) => (this.listeners.add(t), () => {
    this.listeners.delete(t);
  });
  load(t, e = {}) {
    this.startAt = e.startAt && e.startAt > 0 ? e.startAt : 0, this.player.load(t);
  }
  /** Replaces the transcript of the loaded media (cues in time order); the active line follows at once. */
  setCues(t) {
    this.set({ cues: t });
  }
  /** Resume and history saving for this media; null stops using it. */
  setHistory(t) {
    this.history = t;
  }
  /** Plays. The first press resumes from the saved position (with history) or starts at `startAt`. */
  async play() {
    try {
      this.state.started ? await this.player.play() : this.history ? await this.history.resume() : await this.player.play(this.startAt > 0 ? this.startAt : void 0), this.set({ started: !0, currentTime: this.player.currentTime });
    } catch (t) {
      this.set({ error: b(t) });
    }
  }
  /** Plays from the beginning, whatever the saved position ('Start again'). */
  async restart() {
    try {
      await this.player.play(0), this.set({ started: !0, currentTime: this.player.currentTime });
    } catch (t) {
      this.set({ error: b(t) });
    }
  }
  pause() {
    this.player.pause();
  }
  /** Moves to `seconds`; the snapshot shows the new position at once, so quick key presses add up. */
  seek(t) {
    this.player.seek(t), this.set({ currentTime: this.player.currentTime });
  }
  /** Stops the player for good and returns the playback time. */
  close() {
    const t = this.player.close();
    return this.set({ paused: !0, currentTime: t }), this.listeners.clear(), this.events.clear(), t;
  }
  set(t) {
    const e = this.state, s = { ...e, ...t }, r = C(s.cues, s.currentTime);
    this.state = { ...s, activeCue: r };
    for (const n of [...this.listeners]) n();
    (r !== e.activeCue || s.cues !== e.cues) && this.events.emit("cuechange", { index: r, cue: r === null ? null : s.cues[r] ?? null });
  }
}
function V(i = window.localStorage, t = "tate-player:") {
  const e = ({ mediaId: s, childId: r }) => `${t}${s}${r ? `:${r}` : ""}`;
  return {
    async load(s) {
      const r = Number(i.getItem(e(s)));
      return Number.isFinite(r) && r > 0 ? r : null;
    },
    async save(s) {
      i.setItem(e(s), String(s.currentTime));
    }
  };
}
const D = 2;
function F(i, t) {
  let e = i.currentTime;
  const s = [
    i.on("timeupdate", ({ currentTime: r }) => {
      const n = r - e;
      e = r, n > 0 && n <= D && t(n);
    }),
    i.on("ended", () => {
      e = 0;
    })
  ];
  return () => {
    for (const r of s) r();
  };
}
function z(i) {
  return Math.min(5, i / 10);
}
function q(i, t) {
  return i === null || !Number.isFinite(i) || i <= 0 || t > 0 && i >= t - z(t) ? 0 : i;
}
function B(i, t) {
  let e = Date.now();
  return {
    run(...s) {
      Date.now() - e < t || (e = Date.now(), i(...s));
    },
    reset() {
      e = Date.now();
    }
  };
}
function G(i, t) {
  const { adapter: e, key: s, saveEveryMs: r = 15e3, onError: n, target: a = window } = t;
  let o = 0;
  const d = (l) => {
    const u = Math.floor(o);
    return o -= u, u > 0 ? { ...s, currentTime: l, listenedSeconds: u } : { ...s, currentTime: l };
  }, c = async (l) => {
    if (l <= 0) return;
    p.reset();
    const u = d(l);
    try {
      await e.save(u);
    } catch (g) {
      o += u.listenedSeconds ?? 0, n?.(new h("persistence-failed", "The playback position was not saved.", { cause: g }));
    }
  }, p = B((l) => void c(l), r), m = () => {
    const l = i.currentTime;
    if (!(l <= 0))
      if (e.beacon && typeof navigator.sendBeacon == "function") {
        const u = e.beacon(d(l));
        navigator.sendBeacon(u.url, u.body);
      } else
        c(l);
  }, f = [
    F(i, (l) => {
      o += l;
    }),
    i.on("play", () => p.reset()),
    i.on("pause", ({ currentTime: l }) => void c(l)),
    i.on("close", ({ currentTime: l }) => void c(l)),
    i.on("timeupdate", ({ currentTime: l }) => {
      i.paused || p.run(l);
    })
  ];
  return a.addEventListener("pagehide", m), {
    async resume() {
      let l = null;
      try {
        l = await e.load(s);
      } catch (g) {
        n?.(new h("persistence-failed", "The saved position could not be read.", { cause: g }));
      }
      await i.whenReady();
      const u = q(l, i.duration);
      return await i.play(u), u;
    },
    save: c,
    detach() {
      for (const l of f) l();
      a.removeEventListener("pagehide", m);
    }
  };
}
function Y(i, t = {}) {
  const e = t.mediaSession ?? (typeof navigator < "u" ? navigator.mediaSession : void 0);
  if (!e) return () => {
  };
  const s = t.seekOffset ?? 15, r = () => {
    const a = i.media;
    a && typeof MediaMetadata < "u" && (e.metadata = new MediaMetadata({
      title: a.title,
      artist: "Tate",
      artwork: a.artwork ? [{ src: a.artwork }] : []
    }));
    const o = [
      ["play", () => void i.play()],
      ["pause", () => i.pause()],
      ["seekforward", (d) => i.seek(i.currentTime + (d.seekOffset ?? s))],
      ["seekbackward", (d) => i.seek(i.currentTime - (d.seekOffset ?? s))],
      ["seekto", (d) => i.seek(d.seekTime ?? i.currentTime)]
    ];
    for (const [d, c] of o)
      try {
        e.setActionHandler(d, c);
      } catch {
      }
    e.playbackState = "playing";
  }, n = [
    i.on("play", r),
    i.on("pause", () => {
      e.playbackState = "paused";
    }),
    i.on("close", () => {
      e.playbackState = "none";
    })
  ];
  return () => {
    for (const a of n) a();
  };
}
function W(i, t) {
  const e = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  i.scrollTo({ top: t.offsetTop - (i.clientHeight - t.offsetHeight) / 2, behavior: e ? "instant" : "smooth" });
}
const T = "This meditation is not available here.", J = /^(?:audio|video)\/[\w.+-]{1,60}$/;
function Q(i) {
  if (typeof i != "object" || i === null || !("src" in i) || !("title" in i)) return !1;
  const t = "artwork" in i ? i.artwork : void 0;
  return typeof i.src == "string" && typeof i.title == "string" && (t === void 0 || typeof t == "string");
}
function X(i, t) {
  if (typeof i != "object" || i === null || !("response_message" in i) || !("response_data" in i)) return;
  const { response_message: e, response_data: s } = i;
  if (typeof e != "string" || typeof s != "object" || s === null || !("code" in s) || typeof s.code != "string" || !/^[a-z][a-z-]{1,40}$/.test(s.code)) return;
  const r = { code: s.code, message: e }, n = Number(t);
  return t && Number.isInteger(n) && n >= 0 && (r.retryAfter = n), r;
}
async function Z(i) {
  try {
    return X(await i.json(), i.headers.get("retry-after"));
  } catch {
    return;
  }
}
function K(i, t, e, s = null) {
  const r = new URL(`${i.replace(/\/+$/, "")}/media/${encodeURIComponent(t)}`, document.baseURI), n = (o) => {
    const d = new URL(`${r.pathname}${o}`, r);
    return e && d.searchParams.set("key", e), d;
  };
  if (!e) return { lookup: n("").href, plays: null };
  const a = n("");
  return s && a.searchParams.set("token", s), { lookup: a.href, plays: n("/plays").href };
}
function tt(i, t) {
  if (!i || !t) return null;
  const e = new URL(i);
  return e.searchParams.set("ticket", t), e.href;
}
async function et(i, t, e = fetch) {
  let s;
  try {
    s = await e(i, { headers: { accept: "application/json" }, credentials: "omit" });
  } catch (c) {
    throw navigator.onLine ? new h("unavailable-here", T, { cause: c }) : new h("media-error", "The meditation could not be loaded: this device seems to be offline.", { cause: c });
  }
  if (!s.ok) {
    const c = await Z(s);
    if (c || s.status === 403 || s.status === 400) throw new h("unavailable-here", T, { refusal: c });
  }
  if (!s.ok) throw new h("media-error", `The meditation could not be found (HTTP ${s.status}).`);
  const r = await s.json(), n = typeof r == "object" && r !== null && "data" in r ? r.data : r;
  if (!Q(n)) throw new h("media-error", "The meditation details were not understood.");
  const a = { id: t, src: new URL(n.src, i).href, title: n.title, artwork: n.artwork };
  typeof n.type == "string" && J.test(n.type) && (a.type = n.type);
  const o = P(n.transcript), d = typeof n.playTicket == "string" ? n.playTicket : void 0;
  return { media: o.length > 0 ? { ...a, cues: o } : a, playTicket: d };
}
const st = 0.9;
function it(i, t = () => performance.now(), e = fetch) {
  let s = i, r = null, n = !1, a = !1;
  const o = (c) => void e(c, { method: "POST", credentials: "omit", keepalive: !0 }).catch(() => {
  }), d = (c) => {
    if (!i) return;
    const p = new URL(i);
    p.pathname = p.pathname.replace(/\/plays$/, "/reports");
    for (const [m, f] of Object.entries(c)) p.searchParams.set(m, f);
    o(p.href);
  };
  return {
    played() {
      s && o(s), s = null, r ??= t();
    },
    playing() {
      n || r === null || (n = !0, d({ event: "startup", ms: String(Math.max(0, Math.round(t() - r))) }));
    },
    progressed(c, p) {
      a || !(p > 0) || c < p * st || (a = !0, d({ event: "completion" }));
    }
  };
}
const rt = `
:host([hidden]){display:none}
:host{display:block;max-width:32rem;font-family:var(--tate-font,system-ui,sans-serif);color:var(--tate-text,#1f2a44)}
[hidden]{display:none!important}
.card{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:1rem;border-radius:var(--tate-radius,1rem);background:var(--tate-surface,#fff8ef);box-shadow:0 1px 4px rgba(31,42,68,.15)}
video{display:block;flex:1 1 100%;width:100%;aspect-ratio:16/9;border-radius:calc(var(--tate-radius,1rem) * .75);background:#1f2a44;object-fit:contain;cursor:pointer}
img{width:4.5rem;height:4.5rem;border-radius:calc(var(--tate-radius,1rem) * .75);object-fit:cover;flex:none}
.body{flex:1 1 13rem;min-width:0}
.title{margin:0 0 .5rem;font-weight:700;font-size:1.05rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.controls{display:flex;gap:.25rem .5rem;align-items:center}
button{display:inline-grid;place-items:center;min-width:2.75rem;min-height:2.75rem;border:0;border-radius:999px;background:var(--tate-accent,#3b5bdb);color:var(--tate-on-accent,#fff);font:inherit;font-size:1.1rem;cursor:pointer}
button.close{background:transparent;color:inherit;font-size:1.4rem}
button:focus-visible,input:focus-visible{outline:3px solid var(--tate-focus,#f08c00);outline-offset:2px}
input{flex:1;min-width:4rem;accent-color:var(--tate-accent,#3b5bdb)}
.time{font-variant-numeric:tabular-nums;font-size:.875rem;white-space:nowrap}
button.captions-toggle{margin:.75rem .5rem 0 0;padding:0 1rem;border:2px solid var(--tate-accent,#3b5bdb);background:transparent;color:inherit;font-size:.95rem;font-weight:700}
button.captions-toggle[aria-pressed=true]{background:var(--tate-accent,#3b5bdb);color:var(--tate-on-accent,#fff)}
button.read-along-toggle{margin-top:.75rem;padding:0 1rem;border:2px solid var(--tate-accent,#3b5bdb);background:transparent;color:inherit;font-size:.95rem;font-weight:700}
.transcript{position:relative;display:grid;gap:.25rem;max-height:14rem;margin:.75rem 0 0;padding:.25rem;overflow-y:auto;list-style:none}
.transcript button{display:block;width:100%;min-height:2.75rem;padding:.4rem .75rem;border-radius:calc(var(--tate-radius,1rem) * .5);background:transparent;color:inherit;font-size:1.15rem;line-height:1.4;text-align:start}
.transcript button[aria-current=true]{background:var(--tate-highlight,#e7ebff);color:var(--tate-on-highlight,#1f2a44);font-weight:700}
.error{margin:.5rem 0 0;color:#b3261e;font-size:.875rem}
.title:empty::before,.time:empty::before{content:"";display:inline-block;vertical-align:middle;border-radius:.4em;background:var(--tate-placeholder,rgba(31,42,68,.12))}
.title:empty::before{width:min(12rem,100%);height:1.1em}
.time:empty::before{width:5.5em;height:.9em}
input:disabled{opacity:.5}
@media (prefers-reduced-motion:no-preference){[aria-busy=true] :is(.title,.time):empty::before{animation:tate-loading 1.4s ease-in-out infinite}}
@keyframes tate-loading{50%{opacity:.45}}
`, nt = ["media-src", "media-title", "artwork", "start-at", "media-id", "api-base", "partner-key", "token", "remember-position", "read-along"];
function at(i, t) {
  return new CustomEvent(i, { detail: t, bubbles: !0, composed: !0 });
}
const ot = `
<div class="card" part="card" aria-busy="true">
  <img part="artwork" alt="" hidden>
  <div class="body">
    <p class="title" part="title"></p>
    <div class="controls">
      <button type="button" class="play" part="play-button" aria-label="Play">&#9654;</button>
      <input type="range" class="seek" part="seek" min="0" max="0" step="1" value="0" aria-label="Position" disabled>
      <span class="time" part="time"></span>
      <button type="button" class="close" part="close-button" aria-label="Close player">&times;</button>
    </div>
    <button type="button" class="captions-toggle" part="captions-button" aria-pressed="true" hidden>Captions</button>
    <button type="button" class="read-along-toggle" part="read-along-button" aria-expanded="false" aria-controls="transcript" hidden>Read along</button>
    <ol class="transcript" id="transcript" part="transcript" aria-label="Read along" hidden></ol>
    <p class="error" role="alert" hidden></p>
  </div>
</div>`;
function lt() {
  const i = document.createElement("template");
  return i.innerHTML = `<style>${rt}</style>${ot}`, i.content;
}
class dt extends HTMLElement {
  static observedAttributes = nt;
  root;
  store = null;
  history = null;
  detachSession = null;
  loadVersion = 0;
  /** The media's load under way (its lookup, then the set-up), or null before the first. */
  loading = null;
  shownError = null;
  /** Where this media's first Play is counted for the partner, with its lookup's ticket (keyed lookups only). */
  reports = null;
  /** A video's captions file (a blob: URL made from its words), released with the video. */
  captionsUrl = null;
  constructor() {
    super(), this.root = this.attachShadow({ mode: "open" }), this.root.append(lt()), this.find(".play").addEventListener("click", () => void this.togglePlay()), this.find(".close").addEventListener("click", () => this.close());
    const t = this.find(".seek");
    t.addEventListener("input", () => this.store?.seek(Number(t.value))), this.find(".read-along-toggle").addEventListener("click", () => this.showTranscript(this.find(".transcript").hidden));
    const e = this.find(".captions-toggle");
    e.addEventListener("click", () => this.showCaptions(e.getAttribute("aria-pressed") !== "true"));
  }
  /** Playback time in seconds. */
  get currentTime() {
    return this.store?.player.currentTime ?? 0;
  }
  /** Length of the meditation in seconds (0 until known). */
  get duration() {
    return this.store?.player.duration ?? 0;
  }
  /** Whether playback is paused (true before the first Play). */
  get paused() {
    return this.store?.player.paused ?? !0;
  }
  connectedCallback() {
    this.requestLoad();
  }
  disconnectedCallback() {
    this.teardown();
  }
  attributeChangedCallback(t, e, s) {
    if (t === "read-along") {
      this.showTranscript(s !== null);
      return;
    }
    if (e === s || !this.isConnected || t === "start-at") return;
    const r = this.store?.player.media;
    if (r && (t === "media-title" || t === "artwork")) {
      this.renderMedia({ ...r, title: this.getAttribute("media-title") ?? "", artwork: this.getAttribute("artwork") ?? void 0 });
      return;
    }
    this.requestLoad();
  }
  /**
   * Loads the media once the current task's attribute changes are all made: an element upgraded with its attributes
   * (the script after the markup) gets a callback per attribute and one on connection, which made as many lookups
   * (each a play ticket, each counted against the partner's limits) where one is needed.
   */
  requestLoad() {
    const t = ++this.loadVersion;
    queueMicrotask(() => {
      t === this.loadVersion && this.isConnected && (this.loading = this.loadMedia());
    });
  }
  /**
   * Plays: the first time from the saved position (remember-position) or from start-at. A Play pressed while the media
   * is still being looked up plays once it is ready (it did nothing on a slow network).
   */
  async play() {
    this.store || await this.loading, await this.store?.play();
  }
  /** Pauses; the next Play goes on from here. */
  pause() {
    this.store?.pause();
  }
  /** Stops the player and returns the playback time; fires tate-close. */
  close() {
    const t = this.store?.close() ?? 0;
    return this.teardown(), this.hidden = !0, t;
  }
  async togglePlay() {
    this.paused ? await this.play() : this.pause();
  }
  startAt() {
    const t = Number(this.getAttribute("start-at"));
    return Number.isFinite(t) && t > 0 ? t : 0;
  }
  async loadMedia() {
    const t = ++this.loadVersion;
    this.teardown(), this.showError(null), this.showLoading();
    try {
      const e = await this.resolveMedia();
      if (!e || t !== this.loadVersion) return;
      this.reports = it(e.playsUrl), this.setUp(e.media);
    } catch (e) {
      if (t !== this.loadVersion) return;
      this.find(".controls").hidden = !0, this.find(".card").setAttribute("aria-busy", "false"), this.showError(b(e));
    }
  }
  async resolveMedia() {
    const t = this.getAttribute("media-src"), e = this.getAttribute("media-id") ?? void 0, s = this.getAttribute("api-base");
    if (!t && e && s) {
      const n = K(s, e, this.getAttribute("partner-key"), this.getAttribute("token")), { media: a, playTicket: o } = await et(n.lookup, e);
      return { media: { ...a, title: this.getAttribute("media-title") ?? a.title, artwork: this.getAttribute("artwork") ?? a.artwork }, playsUrl: tt(n.plays, o) };
    }
    return t ? { media: { src: t, id: e, title: this.getAttribute("media-title") ?? "", artwork: this.getAttribute("artwork") ?? void 0 }, playsUrl: null } : null;
  }
  setUp(t) {
    const e = t.type?.startsWith("video/") ? this.videoFor(t) : document.createElement("audio");
    e.addEventListener("playing", () => this.reports?.playing()), e instanceof HTMLVideoElement ? this.find(".card").prepend(e) : this.root.append(e);
    const s = new L({ element: e }), r = new H(s);
    this.store = r, this.hidden = !1, this.find(".controls").hidden = !1, this.renderMedia(t), this.wireEvents(s), r.subscribe(() => this.render(r.getState())), r.on("cuechange", ({ index: n, cue: a }) => {
      this.highlightLine(n), this.fire("tate-cuechange", { index: n, text: a?.text ?? null });
    }), this.renderTranscript(t.cues ?? []), this.detachSession = Y(s), this.hasAttribute("remember-position") && (this.history = G(s, { adapter: this.adapter(), key: { mediaId: t.id ?? t.src } }), r.setHistory(this.history)), r.load(t, { startAt: this.startAt() });
  }
  /**
   * A native video for a video meditation (no video.js in this file): the card's controls drive it, its cover is the
   * poster, and its words are captions (a WebVTT file in the page's memory), shown by default.
   */
  videoFor(t) {
    const e = document.createElement("video");
    e.setAttribute("part", "video"), e.playsInline = !0, e.setAttribute("playsinline", ""), e.addEventListener("click", () => void this.togglePlay());
    const s = t.cues ?? [];
    if (s.length > 0) {
      this.captionsUrl = URL.createObjectURL(new Blob([S(s)], { type: "text/vtt" }));
      const r = document.createElement("track");
      for (const [n, a] of Object.entries({ kind: "captions", label: "English", srclang: "en", src: this.captionsUrl, default: "" })) r.setAttribute(n, a);
      e.append(r);
    }
    return this.find(".captions-toggle").hidden = s.length === 0, e;
  }
  /** Shows or hides the video's captions (the Captions button says which, aria-pressed). */
  showCaptions(t) {
    this.find(".captions-toggle").setAttribute("aria-pressed", String(t));
    const e = this.root.querySelector("track")?.track;
    e && (e.mode = t ? "showing" : "hidden");
  }
  adapter() {
    const t = V();
    return { ...t, load: async (e) => await t.load(e) ?? this.startAt() };
  }
  /** Re-fires the player's events on the element for the host page. */
  wireEvents(t) {
    t.on("play", ({ currentTime: e }) => {
      this.reports?.played(), this.fire("tate-play", { currentTime: e });
    }), t.on("pause", ({ currentTime: e }) => this.fire("tate-pause", { currentTime: e })), t.on("timeupdate", (e) => {
      this.reports?.progressed(e.currentTime, e.duration), this.fire("tate-timeupdate", e);
    }), t.on("ended", ({ currentTime: e }) => this.fire("tate-ended", { currentTime: e })), t.on("close", ({ currentTime: e }) => this.fire("tate-close", { currentTime: e }));
  }
  /**
   * The card while its meditation is looked up and its length read: the title the page gave (or a placeholder bar),
   * a placeholder where the time goes and a slider that does not move, never a title-less "0:00 / 0:00" that looks
   * ready and empty. Play stays pressable: a press waits for the load (`play`).
   */
  showLoading() {
    this.find(".card").setAttribute("aria-busy", "true"), this.find(".title").textContent = this.getAttribute("media-title") ?? "", this.find(".time").textContent = "", this.find(".seek").disabled = !0;
  }
  /** Shows the store's snapshot: play button, seek bar, time (once the length is known) and error. */
  render(t) {
    const e = t.duration > 0, s = this.find(".seek");
    s.max = String(Math.floor(t.duration)), s.value = String(Math.floor(t.currentTime)), s.disabled = !e, this.find(".card").setAttribute("aria-busy", String(!e && !t.error)), this.find(".time").textContent = e ? `${k(t.currentTime)} / ${k(t.duration)}` : "";
    const r = this.find(".play");
    r.innerHTML = t.paused ? "&#9654;" : "&#10074;&#10074;", r.setAttribute("aria-label", t.paused ? "Play" : "Pause"), t.error !== this.shownError && this.showError(t.error);
  }
  renderMedia(t) {
    this.find(".title").textContent = t.title;
    const e = this.find("img"), s = this.root.querySelector("video");
    e.hidden = !t.artwork || s !== null, s && (s.setAttribute("aria-label", t.title), s.poster = t.artwork ?? ""), t.artwork && (e.src = t.artwork), this.find(".play").setAttribute("aria-label", "Play");
  }
  /** One button per line of the words (none without a transcript: the Read along button hides too). */
  renderTranscript(t) {
    this.find(".transcript").replaceChildren(
      ...t.map((s) => {
        const r = document.createElement("li"), n = document.createElement("button");
        return n.type = "button", n.className = "cue", n.setAttribute("part", "cue"), n.textContent = s.text, n.addEventListener("click", () => this.store?.seek(s.start)), r.append(n), r;
      })
    ), this.find(".read-along-toggle").hidden = t.length === 0, this.showTranscript(t.length > 0 && this.hasAttribute("read-along"));
  }
  showTranscript(t) {
    const e = this.find(".transcript");
    e.hidden = !t || e.childElementCount === 0, this.find(".read-along-toggle").setAttribute("aria-expanded", String(!e.hidden)), e.hidden || this.highlightLine(this.store?.getState().activeCue ?? null);
  }
  /** Marks the line being said (aria-current) and keeps it in view while the words are shown. */
  highlightLine(t) {
    const e = this.find(".transcript");
    for (const [r, n] of Array.from(e.querySelectorAll(".cue")).entries())
      r === t ? n.setAttribute("aria-current", "true") : n.removeAttribute("aria-current");
    const s = t === null ? null : e.children.item(t);
    !e.hidden && s instanceof HTMLElement && W(e, s);
  }
  showError(t) {
    this.shownError = t;
    const e = this.find(".error");
    e.hidden = !t, e.textContent = t?.message ?? "", t && this.fire("tate-error", t.refusal ? { code: t.code, message: t.message, refusal: t.refusal } : { code: t.code, message: t.message });
  }
  teardown() {
    this.reports = null, this.history?.detach(), this.detachSession?.(), this.history = null, this.detachSession = null, this.store?.player.element.remove(), this.store = null, this.captionsUrl && URL.revokeObjectURL(this.captionsUrl), this.captionsUrl = null, this.find(".captions-toggle").hidden = !0, this.find(".captions-toggle").setAttribute("aria-pressed", "true"), this.renderTranscript([]);
  }
  fire(t, e) {
    this.dispatchEvent(at(t, e));
  }
  find(t) {
    const e = this.root.querySelector(t);
    if (!e) throw new Error(`The player template lacks ${t}.`);
    return e;
  }
}
customElements.get("tate-player") || customElements.define("tate-player", dt);
export {
  dt as TatePlayerElement
};
