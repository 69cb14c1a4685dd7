// A stand-in for the lead's toastcore.js while the WebAssembly engine is being built: it offers
// the same API (ToastCore.load, core.startSession/send/advance/poses/run) with a crude queue
// (one toast per position, fade in 0.35 s, out 0.25 s) so the page can be built against it.
// It is NOT the engine: nothing it prints is checked. Delete it once the real module works.
"use strict";
(function () {
  function fmt(o) { return o; }
  function Mock() {
    this.wasmBytes = 0;
    this.startSession();
  }
  Mock.prototype.startSession = function () {
    this.t = 0; this.scene = null; this.toasts = []; this.kb = 0; this.kbFrom = 0; this.kbAt = 0; this.rm = false;
  };
  Mock.prototype._emit = function (out, o) { out.push(fmt(o)); };
  Mock.prototype._fire = function (time, out) {
    var self = this;
    this.toasts.forEach(function (x) {
      if (x.phase === "entering" && time >= x.start + 0.35) { x.phase = "shown"; self._emit(out, {at: x.start + 0.35, event: "didShow", id: x.id}); x.hideAt = x.start + 0.35 + x.duration; }
      if (x.phase === "shown" && isFinite(x.hideAt) && time >= x.hideAt) { self._hide(x, x.hideAt, "timeout", out); }
      if (x.phase === "leaving" && time >= x.leaveAt + 0.25) { x.gone = true; self._emit(out, {at: x.leaveAt + 0.25, event: "didHide", id: x.id, reason: x.reason}); self._emit(out, {at: x.leaveAt + 0.25, event: "completed", id: x.id, reason: x.reason}); }
    });
    this.toasts = this.toasts.filter(function (x) { return !x.gone; });
  };
  Mock.prototype._hide = function (x, at, reason, out) {
    if (x.phase === "leaving") return;
    x.phase = "leaving"; x.leaveAt = at; x.reason = reason;
    this._emit(out, {at: at, event: "willHide", id: x.id, reason: reason});
  };
  Mock.prototype._frame = function (x) {
    var W = this.scene.width, H = this.scene.height, sa = this.scene.safeArea;
    var w = Math.min(W - 40, 24 + x.message.length * 8), h = x.title ? 62 : 42;
    var y = H - sa[2] - 16 - h - this.kb;
    if (x.position === "top") y = sa[0] + 16;
    if (x.position === "center") y = (H - h) / 2;
    if (x.position === "navigationBar") y = sa[0] + 44 + 10;
    return [(W - w) / 2, y, w, h];
  };
  Mock.prototype.send = function (line) {
    if (typeof line === "string") line = JSON.parse(line);
    var out = [];
    if (line.at < this.t) return {status: 2, lines: [], error: "time went back"};
    this._fire(line.at, out); this.t = line.at;
    var x = this.toasts.filter(function (y) { return y.id === line.id; })[0];
    switch (line.do) {
      case "scene": this.scene = line; break;
      case "keyboard": this.kbFrom = this._kbNow(line.at); this.kb = line.height; this.kbAt = line.at; break;
      case "reduceMotion": this.rm = line.on; break;
      case "show":
        var pos = line.position || (line.style === "messageBanner" ? "navigationBar" : line.style === "gkrToast" ? "center" : "bottom");
        var d = typeof line.duration === "number" ? line.duration : line.duration === "indefinite" ? Infinity : 2;
        var self = this;
        this.toasts.filter(function (y) { return y.position === pos; }).forEach(function (y) { self._hide(y, line.at, "replaced", out); });
        x = {id: line.id, message: line.message, title: line.title || null, action: line.action || null, style: line.style || "standard",
             position: pos, phase: "entering", start: line.at, duration: d, progress: typeof line.progress === "number" ? line.progress : null,
             loading: line.progress === "indeterminate"};
        this.toasts.push(x);
        if (this.scene) this._emit(out, {at: line.at, event: "placed", id: x.id, frame: this._frame(x)});
        this._emit(out, {at: line.at, event: "willShow", id: x.id});
        break;
      case "update": if (x) { if ("message" in line) x.message = line.message; if ("progress" in line) { x.progress = typeof line.progress === "number" ? line.progress : null; x.loading = line.progress === "indeterminate"; } this._emit(out, {at: line.at, event: "updated", id: x.id}); } break;
      case "tap": case "swipe": case "action": case "dismiss": if (x) this._hide(x, line.at, line.do === "dismiss" ? "dismissed" : line.do, out); break;
      case "dismissAll": var me = this; this.toasts.forEach(function (y) { me._hide(y, line.at, "dismissed", out); }); break;
    }
    return {status: 0, lines: out, error: ""};
  };
  Mock.prototype._kbNow = function (t) {
    var p = Math.min(1, Math.max(0, (t - this.kbAt) / 0.25));
    return this.kbFrom + (this.kb - this.kbFrom) * p;
  };
  Mock.prototype.advance = function (time) {
    var out = []; this._fire(time, out); this.t = Math.max(this.t, time); return {status: 0, lines: out, error: ""};
  };
  Mock.prototype.poses = function (time) {
    var self = this, s = this.scene || {width: 393, height: 852, safeArea: [59, 0, 34, 0]};
    var kb = this._kbNow(time);
    return {time: time, scene: {width: s.width, height: s.height, safeArea: s.safeArea || [0, 0, 0, 0],
      keyboard: kb > 0 ? [0, s.height - kb, s.width, kb] : null, rtl: s.direction === "rightToLeft", reduceMotion: this.rm},
      toasts: this.toasts.map(function (x) {
        var f = self._frame(x), op = 1;
        if (x.phase === "entering") op = Math.min(1, (time - x.start) / 0.35);
        if (x.phase === "leaving") op = Math.max(0, 1 - (time - x.leaveAt) / 0.25);
        var seed = /^(toastUtil|windowTip|messageBanner|gkr)/.test(x.style);
        var icon = {success: "checkmark.circle.fill", error: "xmark.octagon.fill", warning: "exclamationmark.triangle.fill", info: "info.circle.fill"}[x.style] || null;
        var ix = icon ? 40 : 16, aw = x.action ? 60 : 0, pw = (x.progress !== null || x.loading) ? 26 : 0;
        return {id: x.id, phase: x.phase, position: x.position, frame: f,
          clip: x.position === "navigationBar" ? [0, s.safeArea[0] + 44, s.width, s.height] : null,
          opacity: op, offsetX: 0, offsetY: x.phase === "entering" && x.position === "navigationBar" ? -50 * (1 - op) : 0, scale: 1,
          corner: x.style === "messageBanner" ? 20 : seed ? 4 : 18, dim: x.style === "gkrToast" ? 0.3 * op : null, dimColor: x.style === "gkrToast" ? "rgba(0,0,0,1)" : null,
          background: seed ? "rgba(0,0,0,0.7)" : "rgba(28,28,30,0.94)", backdrop: seed ? "solid" : "glass",
          textColor: "rgba(255,255,255,1)", titleColor: "rgba(255,255,255,1)", iconColor: "rgba(48,209,88,1)", actionColor: "rgba(100,210,255,1)",
          shadow: seed ? null : {color: "rgba(0,0,0,0.18)", radius: 12, offsetY: 4},
          message: x.message, title: x.title, icon: icon, action: x.action, progress: x.progress, loading: x.loading,
          parts: {icon: icon ? [14, (f[3] - 22) / 2, 22, 22] : null,
            title: x.title ? [ix, 10, f[2] - ix - aw - pw - 14, 20] : null,
            message: [ix, x.title ? 32 : 12, f[2] - ix - aw - pw - 14, 18],
            action: x.action ? [f[2] - aw - 10, 0, aw, f[3]] : null,
            progress: pw ? [f[2] - aw - pw - 10, (f[3] - 20) / 2, 20, 20] : null},
          fonts: {message: {size: seed ? 12 : 15, weight: seed ? 400 : 500}, title: {size: 15, weight: 600}, action: {size: 15, weight: 600}},
          alignment: seed ? "center" : "leading", rtl: s.direction === "rightToLeft", lineLimit: x.style === "messageBanner" ? 1 : null};
      })};
  };
  Mock.prototype.run = function () { return {status: 2, output: "", error: "the mock core cannot run scripts"}; };
  window.ToastCore = { load: function () { return Promise.resolve(new Mock()); }, mock: true };
})();
