// ToastKit Playground: drives ToastCore (compiled to WebAssembly, loaded by toastcore.js) from
// the page's controls and draws what its stage says on a phone made of HTML and CSS.
//
// The rules this file keeps:
// - Every control becomes exactly one script line for the engine (`core.send`), stamped with the
//   page's time; the lines sent are the session's script, and the engine's answers are the log.
// - The page never animates a toast itself. Each animation frame it runs the engine's clock to
//   the page's time (`core.advance(t)`), samples the stage (`core.poses(t)`) and puts every
//   toast, the dim and the keyboard exactly where the pose says.
// - Toast elements are made once per id and reused frame after frame; a style is written only
//   when its value changed.
// - `?test=NAME` plays a fixed scenario on explicit times instead of the wall clock, through the
//   same controls and the same drawn toasts, and writes what happened into the DOM for
//   Playground/Tests/browser-test.
"use strict";
(function () {
  // ---------------------------------------------------------------------------------------
  // Constants
  // ---------------------------------------------------------------------------------------

  /** The phone drawn: an iPhone 16, 393 × 852 points in portrait. Its safe area is 59 points
      at the top (the status bar around the Dynamic Island) and 34 at the bottom (the home
      indicator); `[top, left, bottom, right]` as the engine's `scene` line takes it. */
  const PHONE = { width: 393, height: 852, safeArea: [59, 0, 34, 0] };
  /** The whole device as drawn around the screen (a 14-point bezel on every side), for fitting;
      its outline and side buttons stand this much further out in all. */
  const DEVICE = { width: 421, height: 880 };
  const DEVICE_OUTLINE = 8;
  /** The phone is never drawn smaller than this (a window too small for it scrolls instead). */
  const SMALLEST_PHONE_SCALE = 0.3;
  /** The page's layouts, as playground.css switches them: two columns, then one. */
  const MEDIUM_LAYOUT = "(max-width: 1100px)";
  const NARROW_LAYOUT = "(max-width: 760px)";
  /** The harness's navigation bar: 44 points tall, just below the safe area's top. */
  const NAV_BAR_HEIGHT = 44;
  /** The iPhone's docked keyboard with its emoji and dictation row, and UIKit's usual
      animation length for it. */
  const KEYBOARD = { height: 336, duration: 0.25 };
  /** The keyboard's own curve (UIKit's curve 7), as ToastCore draws it for the toasts that move
      with it: a critically damped spring that has come within this fraction of its end when its
      time is up (ToastCurve's spring at damping 1). The page draws the keyboard on it too. */
  const KEYBOARD_SPRING_SETTLE = 1e-4;
  /** A tab bar covers this many points above the bottom safe area (`bars` line). */
  const TAB_BAR_HEIGHT = 49;
  /** The veil under a glass toast's tint: about how far iOS 26's regular glass lifts a busy
      background towards white (light) or black (dark), judged against its screenshots. */
  const GLASS_VEIL = { light: "linear-gradient(rgba(255,255,255,0.45), rgba(255,255,255,0.45))", dark: "linear-gradient(rgba(28,28,30,0.5), rgba(28,28,30,0.5))" };
  /** A glass toast's edge: a bright rim inside it; in light appearance also a faint dark
      hairline and a soft shadow outside it, without which white glass vanishes over the white
      list (the system's glass is set off from white content by its shadow in the same way). */
  const GLASS_RIM = ["inset 0 0 0 0.5px rgba(255,255,255,0.5)", "inset 0 1px 1px rgba(255,255,255,0.35)"];
  const GLASS_EDGE_LIGHT = ["0 0 0 0.5px rgba(0,0,0,0.14)", "0 4px 16px rgba(0,0,0,0.12)"];
  /** A press that moves further than this (points) is a drag, not a tap. */
  const DRAG_SLOP = 4;
  /** A press held this long (real seconds) without moving is a touch and hold: `touchDown`. */
  const HOLD_SECONDS = 0.5;
  /** The release velocity is measured over the pointer's last this-many seconds. */
  const VELOCITY_WINDOW = 0.1;
  /** Text another font draws wider than the engine measured shrinks in these steps, down to
      this fraction of its size (see fitText). */
  const FIT_STEP = 0.02;
  const FIT_SMALLEST = 0.8;
  /** How far (CSS pixels) one line's text may reach past its box before it counts as too wide:
      rounding's noise, no more (the line would end in an ellipsis). */
  const ONE_LINE_SLACK = 0.01;
  /** An action's title still wider than its room at the smallest size overhangs it by up to this
      share of its width (a title the engine's measure fits, a little wider in the page's font);
      a wider one is cut with an ellipsis. */
  const ACTION_OVERHANG = 0.1;
  /** The engine's line of text is this many times its font's size (ToastCore's
      ApproximateTextMeasurer.lineHeightFactor): a part's height is a whole number of them. */
  const ENGINE_LINE_HEIGHT = 1.2;
  /** Engine times are sent in whole milliseconds, as the harness prints them. */
  const TIME_STEP = 1000;
  /** Decimals of a time in the log: the harness prints three. */
  const TIME_DECIMALS = 3;
  /** The engine's module size as the header says it, in kilobytes of 1,000 bytes (as the README). */
  const BYTES_PER_KB = 1000;
  /** Characters of a toast's text in the "Toast" menu before it is cut short. */
  const LABEL_LENGTH = 28;
  /** The engine's queue limits before any `configure` (ToastStateMachine.Configuration's
      defaults, and a list). */
  const DEFAULT_LIMITS = { maxVisible: 1, maxQueued: 5, stacking: "list" };
  /** How long a copy button says "Copied". */
  const COPIED_SECONDS = 1.2;
  /** What the log keeps on screen at most (the session's full record stays for copying). */
  const LOG_LIMIT = 2000;
  const SVG_NS = "http://www.w3.org/2000/svg";

  /** The content of the drawn app: an inbox, so that material and glass have something behind. */
  const INBOX = [
    ["Maya Chen", "9:38", "The photos from Saturday are up — have a look", "#ff9f0a"],
    ["Design Review", "9:12", "Agenda: toasts, banners and the new stack", "#5e5ce6"],
    ["Jonas Weber", "8:47", "Can you send me the build from this morning?", "#30b0c7"],
    ["Amira Haddad", "Yesterday", "Thanks! The right-to-left layout looks great", "#ff375f"],
    ["Release Train", "Yesterday", "1.4 is in review. Notes attached", "#34c759"],
    ["Lucas Martin", "Monday", "Lunch on Thursday works for me", "#ac8e68"],
    ["Support", "Monday", "Your ticket #4821 has been resolved", "#0a84ff"],
    ["Priya Nair", "Sunday", "Sending the slides in a minute", "#bf5af2"],
    ["Hiking Club", "Saturday", "Meet at the station at 7:30", "#64d2ff"],
  ];

  /** The one-click examples leading the page: each fills the form with its first toast and
      shows it (so the code panel shows that toast's code), then plays its later steps at these
      many seconds of the page's clock after the click (slowed or paused with the clock). Every
      step gets the example's own run, `{shown: [ids]}`: a later step acts on the toasts its
      own example showed (`run.shown[i]`, the i-th), never on another example's, and does
      nothing once that toast has ended. */
  const ONE_CLICK = {
    undo: [[0, (run) => showExample(run, { message: "Message archived", style: "success", action: "Undo", duration: "long" })]],
    loading: [
      [0, (run) => showExample(run, { message: "Uploading 3 photos…", style: "info", progress: "indeterminate" })],
      // What `handle.update(Toast("Uploaded", style: .success))` does, as "Finish as success".
      [2, (run) => sendAboutExample(run, 0, Object.assign({ do: "update" }, FINISHED))],
    ],
    preempt: [
      // One toast at a time, so that the error has one to pre-empt.
      [0, () => configureVisible(1)],
      [0, (run) => showExample(run, { message: "Draft saved", style: "standard", duration: "long" })],
      [1, (run) => showExample(run, { message: "Check your connection", title: "You're offline", style: "error", priority: "high" })],
    ],
    stack: [
      [0, () => configureVisible(3)],
      [0, (run) => showExample(run, { message: "Message archived", style: "standard", action: "Undo", duration: "long" })],
      [0.4, (run) => showExample(run, { message: "Check your connection", title: "You're offline", style: "error", duration: "long" })],
      [0.8, (run) => showExample(run, { message: "Synced 12 photos", style: "success", duration: "long" })],
    ],
    deck: [
      // Three pile up; a tap on the front (the newest) fans them out (their time holds) and they
      // fold back by themselves once left alone, or at once on a click beside them or Escape.
      [0, () => configureVisible(3, "deck")],
      [0, (run) => showExample(run, { message: "Message archived", style: "standard", action: "Undo", duration: "long" })],
      [0.5, (run) => showExample(run, { message: "Check your connection", title: "You're offline", style: "error", duration: "long" })],
      [1, (run) => showExample(run, { message: "Synced 12 photos", style: "success", duration: "long" })],
      [2.5, (run) => sendAboutExample(run, 2, { do: "tap" })],
    ],
    keyboard: [
      [0, (run) => showExample(run, { message: "Draft saved", style: "standard", duration: "long" })],
      [0.6, () => setField("e-keyboard", true)],
      [2.8, () => setField("e-keyboard", false)],
    ],
    toastUtil: [[0, (run) => showExample(run, { message: "保存成功", style: "toastUtil" })]],
    windowTip: [[0, (run) => showExample(run, { message: "hello world !!!", style: "windowTip" })]],
    messageBanner: [[0, (run) => showExample(run, { message: "刷新了20条新数据", style: "messageBanner" })]],
    gkrToast: [[0, (run) => showExample(run, { message: "Your text", style: "gkrToast" })]],
  };

  /** What `handle.update(Toast("Uploaded", style: .success))` changes: new content, no progress,
      the style's (automatic) duration from now ("Finish as success", the loading example). */
  const FINISHED = { message: "Uploaded", title: null, progress: null, style: "success", duration: "automatic" };

  /** Ready-made requests for the form's "Fill in" menu, the classic systems with their originals' own examples. */
  const EXAMPLES = {
    "Saved (success)": { message: "Saved", style: "success" },
    "Deleted, with Undo": { message: "Message deleted", style: "standard", action: "Undo", duration: "long" },
    "Upload with progress": { message: "Uploading photos…", style: "info", progress: "fraction", progressValue: 0.3 },
    "Offline (error, high)": { message: "Check your connection", title: "You're offline", style: "error", priority: "high" },
    "Synced (coalesced)": { message: "Synced", style: "standard", key: "sync" },
    "ToastUtil: 保存成功": { message: "保存成功", style: "toastUtil" },
    "showTips: hello world !!!": { message: "hello world !!!", style: "windowTip" },
    "ShowMessageView: 刷新了20条新数据": { message: "刷新了20条新数据", style: "messageBanner" },
    "GKRToast: Your text": { message: "Your text", style: "gkrToast" },
    "AIMFancyToast: slides in": { message: "AIMFancyToast", style: "gkrFancyToast", duration: "seconds", seconds: 2 },
  };

  const $ = (id) => document.getElementById(id);

  // ---------------------------------------------------------------------------------------
  // The page's clock: seconds since the session started, pausable, at a chosen speed. In test
  // mode it stands still at whatever time the scenario sets.
  // ---------------------------------------------------------------------------------------

  const clock = {
    base: 0,        // page seconds at `since`
    since: 0,       // performance.now() (ms) when `base` was taken
    speed: 1,
    paused: false,
    fixed: null,    // test mode: the time, set explicitly
    now() {
      if (this.fixed !== null) return this.fixed;
      if (this.paused) return this.base;
      return this.base + ((performance.now() - this.since) / 1000) * this.speed;
    },
    rebase() { this.base = this.now(); this.since = performance.now(); },
    reset() { this.base = 0; this.since = performance.now(); },
  };

  // ---------------------------------------------------------------------------------------
  // Session state
  // ---------------------------------------------------------------------------------------

  const session = {
    core: null,
    lastTime: 0,         // the latest time given to the engine: times never go back
    script: [],          // every line sent and accepted, as JSON text
    output: [],          // every line the engine printed, as text
    live: new Map(),     // id -> {message, title, action}, as last asked for, for toasts that have not completed
    touched: new Set(),  // ids of live toasts held by a touch (touchDown sent, touchUp not yet)
    pending: [],         // later steps of a one-click example: {at (page seconds), run}
    styles: new Map(),   // id -> the style last asked for (show, or update with a style)
    nextId: 1,
    env: {},             // the device's switches, as last sent
    broken: false,       // the engine stopped (status 1): nothing more is sent
    applied: Object.assign({}, DEFAULT_LIMITS),   // the queue limits the engine took last
    ready: "",           // the header's message while all is well
  };

  const testMode = new URLSearchParams(location.search).get("test");

  /** The engine's time now: the page's, in whole milliseconds, never before the last one. */
  function engineTime() {
    const t = Math.round(clock.now() * TIME_STEP) / TIME_STEP;
    session.lastTime = Math.max(session.lastTime, t);
    return session.lastTime;
  }

  /** Sends one script line (without `at`: the page's time is added) and logs what came back. */
  function send(line) {
    if (!session.core || session.broken) return null;
    const stamped = Object.assign({ at: engineTime() }, line);
    const active = document.activeElement;
    if (active && active !== document.body && !$("phone-stage").contains(active)) lastControl = active;
    const result = session.core.send(stamped);
    // The command, then what it made the engine print.
    if (result.status === 0) {
      if (stamped.do === "show" || (stamped.do === "update" && stamped.style)) session.styles.set(stamped.id, stamped.style || "standard");
      session.script.push(JSON.stringify(stamped));
      logCommand(stamped);
      noteSent(stamped, result);
      clearError();
    }
    receive(result);
    if (result.status !== 0) {
      logError(result.error || "the engine refused the line", stamped);
      if (result.status === 1) session.broken = true;
    }
    return result;
  }

  /** What an accepted line changes in the page's own record of the session: which toasts are
      live and what they say (before the events it caused are read: a show that ends at once,
      coalesced, dropped or rejected, is live for no time at all), and the keyboard's move. */
  function noteSent(line, result) {
    if (line.do === "show") {
      session.live.set(line.id, { message: line.message, title: line.title || "", action: line.action || "" });
      // A show whose coalescing key a live toast carries gives that toast its content.
      const coalesced = (result.lines || []).some((e) => e.event === "completed" && e.id === line.id && e.reason === "coalesced");
      const carrier = coalesced && (result.lines || []).find((e) => e.event === "updated" && e.id !== line.id);
      if (carrier && session.live.has(carrier.id)) session.live.set(carrier.id, Object.assign({}, session.live.get(line.id)));
    } else if (line.do === "update" && session.live.has(line.id)) {
      const content = session.live.get(line.id);
      if (typeof line.message === "string") content.message = line.message;
      if ("title" in line) content.title = line.title || "";
    } else if (line.do === "touchDown") {
      session.touched.add(line.id);
    } else if (line.do === "touchUp") {
      session.touched.delete(line.id);
    } else if (line.do === "keyboard") {
      const height = line.height > 0 ? line.height : 0;
      keyboardMove = { from: keyboardTopAt(line.at), to: PHONE.height - height, start: line.at,
        duration: line.duration === undefined ? KEYBOARD.duration : line.duration };
    }
  }

  /** The lines of a result as the harness printed them: the engine's own text when the result
      carries it (toastcore.js gives `text`), else each parsed line written back the harness's way
      (`at` first, with three decimals). */
  function resultLines(result) {
    if (typeof result.text === "string") return result.text === "" ? [] : result.text.replace(/\n$/, "").split("\n");
    return (result.lines || []).map(withPaddedTime);
  }

  /** Takes what the engine printed: the log, and which toasts are still live. */
  function receive(result) {
    const texts = resultLines(result);
    if (!texts.length) return;
    texts.forEach((text, i) => {
      session.output.push(text);
      const event = result.lines && result.lines[i] ? result.lines[i] : JSON.parse(text);
      if (event.event === "completed") {
        session.live.delete(event.id);
        session.touched.delete(event.id);
      }
      logEvent(text, event);
    });
    refreshTargets();
  }

  // ---------------------------------------------------------------------------------------
  // The log
  // ---------------------------------------------------------------------------------------

  const logView = $("log");

  function appendLog(node) {
    const atBottom = logView.scrollHeight - logView.scrollTop - logView.clientHeight < 24;
    logView.appendChild(node);
    while (logView.childNodes.length > LOG_LIMIT) logView.removeChild(logView.firstChild);
    if (atBottom) logView.scrollTop = logView.scrollHeight;
  }

  function logEvent(text, event) {
    const row = document.createElement("span");
    row.className = "log-line";
    // The event's name stands out; the rest is the line as printed.
    const name = '"event":"' + event.event + '"';
    const at = text.indexOf(name);
    if (at >= 0) {
      row.append(text.slice(0, at + 9));
      const strong = document.createElement("span");
      strong.className = "ev ev-" + event.event;
      strong.textContent = event.event;
      row.append(strong, text.slice(at + 9 + event.event.length));
    } else {
      row.textContent = text;
    }
    appendLog(row);
  }

  /** A line as the harness writes its events: `at` first, with three decimals. */
  function withPaddedTime(line) {
    const rest = Object.assign({}, line);
    delete rest.at;
    const body = JSON.stringify(rest).slice(1);
    return '{"at":' + Number(line.at).toFixed(TIME_DECIMALS) + (body === "}" ? "}" : "," + body);
  }

  function logCommand(line) {
    const row = document.createElement("span");
    row.className = "log-line command";
    row.textContent = withPaddedTime(line);
    row.hidden = !$("log-commands").checked;
    appendLog(row);
  }

  /** A refused line or a stopped run, in the log and the header, in the page's words. */
  function logError(message, line) {
    const words = inPageWords(message);
    const row = document.createElement("span");
    row.className = "log-line error";
    row.textContent = "✕ " + words + (line ? "  (" + (line.do || "line") + " at " + line.at + ")" : "");
    appendLog(row);
    setStatus(words, true);
  }

  function setStatus(text, isError) {
    const status = $("engine-status");
    status.textContent = text;
    status.classList.toggle("error", !!isError);
  }

  /** After a line the engine accepted, an error the header still shows is over. */
  function clearError() {
    if (session.ready && $("engine-status").classList.contains("error")) setStatus(session.ready, false);
  }

  /** The whole session as a shell snippet: the script, and what the harness prints for it. */
  function sessionText() {
    const end = JSON.stringify({ at: session.lastTime, do: "end" });
    return [
      "# A ToastKit Playground session: the script it sent, then what the engine printed.",
      "cat > session.jsonl <<'JSONL'",
      ...session.script,
      end,
      "JSONL",
      "swift run --package-path Tools toastkit simulate session.jsonl",
      "# prints:",
      ...session.output.map((l) => "# " + l),
      "",
    ].join("\n");
  }

  /** Copies text; the clipboard API needs a secure context, so fall back to a selection. */
  function copyText(text, button) {
    const done = () => {
      // "Copied" for a moment, at the button's own width: a narrower button would let its row
      // re-wrap, and move what lies below under the pointer.
      const label = button.textContent;
      button.style.minWidth = px(button.getBoundingClientRect().width);
      button.textContent = "Copied";
      setTimeout(() => {
        button.textContent = label;
        button.style.minWidth = "";
      }, COPIED_SECONDS * 1000);
    };
    const fallback = () => {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      try { document.execCommand("copy"); done(); } catch (e) { setStatus("Copying failed: select the text instead", true); }
      area.remove();
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }

  // ---------------------------------------------------------------------------------------
  // The form: what the app asks for
  // ---------------------------------------------------------------------------------------

  /** The form as one plain object (the snippets are made from it and the applied limits). */
  function formConfig() {
    return {
      id: $("f-id").value.trim(),
      message: $("f-message").value,
      title: $("f-title").value,
      style: $("f-style").value,
      position: $("f-position").value,
      fraction: typedNumber("f-fraction"),
      duration: $("f-duration").value,
      seconds: typedNumber("f-seconds"),
      priority: $("f-priority").value,
      policy: $("f-policy").value,
      key: $("f-key").value,
      action: $("f-action").value,
      progress: $("f-progress").value,
      progressValue: typedNumber("f-progress-value"),
    };
  }

  /** A number field as typed, whatever its min, max and step say (the engine judges the value;
      the arrows' step is only a convenience); NaN when what is typed is not a number. */
  function typedNumber(id) {
    const field = $(id);
    if (field.validity.badInput || field.value.trim() === "") return NaN;
    return Number(field.value);
  }

  /** The number fields the form's choices put to use: `[name in formConfig, label, value]`.
      One that cannot be read as a number is refused by the page; a hidden one is never looked at. */
  function numbersInUse(c) {
    const used = [];
    if (c.position === "fraction") used.push(["fraction", "Fraction", c.fraction]);
    if (c.duration === "seconds") used.push(["seconds", "Seconds", c.seconds]);
    if (c.progress === "fraction") used.push(["progressValue", "Done", c.progressValue]);
    return used;
  }

  /** The first of `fields` (`[name, label, value]`) that holds no number, as words for the
      status beside its button, with `example` as a number to type; null when every one does. */
  function unreadableNumber(fields, example) {
    const unreadable = fields.find(([, , value]) => !isFinite(value));
    return unreadable ? unreadable[1] + " holds no number, so nothing was sent: type a number such as " + example + "." : null;
  }

  /** The form as a `show` line, in the harness's fields (Tools/README.md, `toastkit simulate`). */
  function showLine(c) {
    const line = { do: "show", id: c.id, message: c.message };
    if (c.title) line.title = c.title;
    if (c.style !== "standard") line.style = c.style;
    if (c.position === "fraction") line.position = c.fraction;
    else if (c.position !== "default") line.position = c.position;
    if (c.duration === "seconds") line.duration = c.seconds;
    else if (c.duration !== "default") line.duration = c.duration;
    if (c.priority !== "normal") line.priority = c.priority;
    if (c.policy !== "default") line.policy = c.policy;
    if (c.key) line.key = c.key;
    if (c.action) line.action = c.action;
    if (c.progress === "indeterminate") line.progress = "indeterminate";
    else if (c.progress === "fraction") line.progress = c.progressValue;
    return line;
  }

  /** The fields of a `show` line that the engine judges one by one, each with the form's name
      for it: the text (a message, with its title: blank together, they are refused), a
      fraction position, seconds, an action's title. */
  const JUDGED = [
    ["message", ["message", "title"]], ["fraction", ["position"]], ["seconds", ["duration"]], ["action", ["action"]],
  ];
  /** A message that is certainly fine, for judging the other fields alone. */
  const PLAIN_MESSAGE = "m";

  /** What the engine would refuse of the form's toast, by the form's names (formConfig): the
      number fields that hold no number (the page refuses those), and each field the engine
      refuses on its own, asked of a harness of its own (`core.run`, a one-line script), so the
      page never keeps a rule of its own. `toast` when the engine refuses the toast for a reason
      no one field explains. */
  function refusedFields(c) {
    const refused = new Set();
    const readable = Object.assign({}, c, { id: "judged" });
    for (const [name] of numbersInUse(c).filter(([, , value]) => !isFinite(value))) {
      refused.add(name);
      Object.assign(readable, UNREAD[name]);
    }
    if (!session.core) return refused;
    const line = showLine(readable);
    if (acceptedAlone(line)) return refused;
    const before = refused.size;
    for (const [name, fields] of JUDGED) {
      if (!fields.some((field) => field in line)) continue;
      const alone = { do: "show", id: "judged", message: PLAIN_MESSAGE };
      for (const field of fields) if (field in line) alone[field] = line[field];
      if (!acceptedAlone(alone)) refused.add(name);
    }
    if (refused.size === before) refused.add("toast");
    return refused;
  }

  /** The choice that leaves a number field out of a request, for judging the rest without it. */
  const UNREAD = { fraction: { position: "default" }, seconds: { duration: "default" }, progressValue: { progress: "none" } };

  /** Whether a fresh harness takes `line` at time 0 and shows its toast (no script error, no
      rejection). */
  function acceptedAlone(line) {
    const script = JSON.stringify(Object.assign({ at: 0 }, line)) + "\n" + JSON.stringify({ at: 0, do: "end" }) + "\n";
    const result = session.core.run(script);
    return result.status === 0 && !/"reason":"rejected"/.test(result.output);
  }

  /** The next unused id of the form t1, t2, … */
  function nextFreeId() {
    let id;
    do { id = "t" + session.nextId++; } while (session.live.has(id));
    return id;
  }

  /** Shows the form's toast, and says beside the Show button what was refused, if anything:
      a number field in use that holds no number (the page), the line (the engine, with its
      reason), or the toast (ended at once: rejected, dropped or coalesced, with the engine's
      detail). The phone comes into view for a toast it draws, unless `stayPut` (an example's
      later step: the person may be reading elsewhere by then). Returns the result with the line
      sent (`result.line`), or null when nothing was sent. */
  function showFromForm(stayPut) {
    const c = formConfig();
    const unreadable = unreadableNumber(numbersInUse(c), "0.5");
    if (unreadable) {
      say("show-status", unreadable, true);
      return null;
    }
    if (!c.id) c.id = nextFreeId();
    const line = showLine(c);
    const result = send(line);
    if (!result) return null;
    result.line = line;
    if (result.status !== 0) {
      say("show-status", "The engine refused this request: " + inPageWords(result.error) + ".", true);
      return result;
    }
    const ended = (result.lines || []).find((e) => e.event === "completed" && e.id === c.id);
    if (ended) say("show-status", endedAtOnce(ended), ended.reason !== "coalesced");
    else say("show-status", "", false);
    refreshTargets(c.id);
    $("f-id").value = nextFreeId();
    // A toast that ended at once draws nothing: the words beside Show say why, and stay in view.
    if (!stayPut && !ended) revealPhone();
    return result;
  }

  /** Words for a toast that ended as soon as it was asked for. */
  function endedAtOnce(event) {
    const detail = event.detail ? ": " + event.detail : "";
    switch (event.reason) {
      case "coalesced": return event.id + " was not shown on its own: a live toast with the same coalescing key took its content.";
      case "dropped": return event.id + " was not shown" + (detail || ": its policy is drop and its position was busy") + ".";
      case "rejected": return event.id + " was not shown: the engine rejected it" + detail + ".";
      default: return event.id + " ended at once (" + event.reason + ")" + detail + ".";
    }
  }

  /** A status line beside the buttons that asked (Show, Apply, a live toast's): empty and
      hidden when there is nothing to say. It is scrolled into view when the person is at its
      buttons, never when an example played elsewhere on the page spoke through it. */
  function say(id, text, isProblem) {
    const status = $(id);
    status.textContent = text;
    status.hidden = !text;
    status.classList.toggle("problem", !!isProblem);
    if (text && status.closest(".group").contains(document.activeElement)) status.scrollIntoView({ block: "nearest" });
  }

  /** The form's names for the harness's fields, for messages about a line the page sent: the
      visitor filled in fields, and never saw the script's line numbers. */
  const FIELD_LABELS = { id: "Id", message: "Message", title: "Title", duration: "Seconds", position: "Fraction",
    key: "Coalescing key", action: "Action title", progress: "Done" };

  /** The harness's message about a refused line in the page's words: without the line's number,
      the field it names called as the form calls it ("line 3: \"position\" must be …" becomes
      "Fraction must be …"; "id \"t1\" belongs to …" becomes "Id \"t1\" belongs to …"). */
  function inPageWords(error) {
    return String(error || "no reason given")
      .replace(/^line \d+(, column \d+)?: /, "")
      .replace(/^"(\w+)"/, (quoted, name) => FIELD_LABELS[name] || name)
      .replace(/^missing "(\w+)"/, (quoted, name) => "missing " + (FIELD_LABELS[name] || name))
      .replace(/^id (?=")/, "Id ");
  }

  // ---------------------------------------------------------------------------------------
  // Queue limits: applied only through Apply, judged only by the engine
  // ---------------------------------------------------------------------------------------

  /** The limits fields as typed (NaN for one that holds no number). */
  function typedLimits() {
    return { maxVisible: typedNumber("c-max-visible"), maxQueued: typedNumber("c-max-queued"), stacking: $("c-stacking").value };
  }

  /** The `configure` line for limits and a stacking (a list unless it says deck). */
  function configureLine(limits) {
    const line = { do: "configure", maxVisible: limits.maxVisible, maxQueued: limits.maxQueued };
    if (limits.stacking === "deck") line.stacking = "deck";
    return line;
  }

  /** Apply: the typed limits go to the engine as typed, which takes them or refuses them (one
      rule, the engine's), and the status beside Apply says which. Only limits it took count:
      they are what the code shows. */
  function applyLimits() {
    const typed = typedLimits();
    const unreadable = unreadableNumber([["maxVisible", "maxVisible", typed.maxVisible], ["maxQueued", "maxQueued", typed.maxQueued]], "3");
    if (unreadable) {
      say("limits-status", unreadable, true);
      return;
    }
    const result = send(configureLine(typed));
    if (!result) return;
    if (result.status !== 0) {
      say("limits-status", "The engine refused these limits: " + inPageWords(result.error) + ".", true);
      return;
    }
    session.applied = typed;
    say("limits-status", "", false);
    updateSnippets();
  }

  /** Sets the queue limits' maxVisible and the stacking as a person would (maxQueued as last
      applied), and applies them if they change what is applied. */
  function configureVisible(count, stacking) {
    const wanted = { maxVisible: count, maxQueued: session.applied.maxQueued, stacking: stacking || "list" };
    if (session.applied.maxVisible === wanted.maxVisible && session.applied.stacking === wanted.stacking) return;
    setField("c-max-visible", wanted.maxVisible);
    setField("c-max-queued", wanted.maxQueued);
    setField("c-stacking", wanted.stacking);
    applyLimits();
  }

  /** An example's toast: the form filled with it (over the defaults), then shown; its id joins
      the example's run when the engine took it. */
  function showExample(run, values) {
    fillForm(values);
    const result = showFromForm(true);   // playExample brought the phone into view
    const shown = result && result.status === 0 ? result.line.id : null;
    run.shown.push(shown);
  }

  /** A later step of an example about its own `index`-th toast, while that toast is live. */
  function sendAboutExample(run, index, line) {
    const id = run.shown[index];
    if (id && session.live.has(id)) send(Object.assign({ do: line.do, id: id }, line));
  }

  /** Plays a one-click example: its first steps now, the rest on the page's clock, all with one
      run of their own. */
  function playExample(name) {
    const steps = ONE_CLICK[name];
    if (!steps || !session.core) return;
    const now = clock.now();
    const run = { shown: [] };
    session.pending = session.pending.concat(steps.map(([delay, step]) => ({ at: now + delay, run: () => step(run) })));
    session.pending.sort((a, b) => a.at - b.at);
    runDueSteps(now);
    showCaption(name);
    revealPhone();
  }

  /** The line under the examples says what to watch and what to try in one of them: its
      caption (index.html, `caption-NAME`, which its button is also described by). */
  function showCaption(name) {
    const caption = $("caption-" + name);
    if (caption) $("example-caption").textContent = caption.textContent;
  }

  /** Shows or hides the number fields that go with "fraction…", "seconds…" and progress. */
  function syncDependentFields() {
    $("f-fraction-field").hidden = $("f-position").value !== "fraction";
    $("f-seconds-field").hidden = $("f-duration").value !== "seconds";
    $("f-progress-value-field").hidden = $("f-progress").value !== "fraction";
  }

  /** The form's fields by name, and what a request leaves out. */
  const FORM_FIELDS = { message: "f-message", title: "f-title", style: "f-style", position: "f-position", fraction: "f-fraction",
    duration: "f-duration", seconds: "f-seconds", priority: "f-priority", policy: "f-policy", key: "f-key", action: "f-action",
    progress: "f-progress", progressValue: "f-progress-value" };
  const FORM_DEFAULTS = { title: "", style: "standard", position: "default", duration: "default", priority: "normal",
    policy: "default", key: "", action: "", progress: "none" };

  /** Fills the form as a person would (the events the page listens to fire): `values` over the defaults. */
  function fillForm(values) {
    for (const [name, value] of Object.entries(Object.assign({}, FORM_DEFAULTS, values))) setField(FORM_FIELDS[name], value);
  }

  /** Sets a field, firing `input` and `change` as typing or choosing does. */
  function setField(id, value) {
    const field = $(id);
    if (field.type === "checkbox") field.checked = value;
    else field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }

  // ---------------------------------------------------------------------------------------
  // Live toasts: the target menu, updates and the person's events
  // ---------------------------------------------------------------------------------------

  /** A live toast's entry in the menu: its id and what it says now. */
  function targetLabel(id) {
    const content = session.live.get(id);
    const text = (content.title || content.message || "").replace(/\s+/g, " ");
    return id + " — " + (text.length > LABEL_LENGTH ? text.slice(0, LABEL_LENGTH - 1) + "…" : text);
  }

  /** Which toasts are on the screen now (not queued, not on their way out), from the last pose. */
  function onScreen(id) {
    return !!lastPoses && lastPoses.toasts.some((pose) => pose.id === id && pose.phase !== "leaving");
  }

  /** The buttons that act on the chosen toast, each with when it applies to a live one. */
  const TARGET_BUTTONS = {
    "u-message-button": () => true, "u-progress-button": () => true, "u-spinner": () => true,
    "u-no-progress": () => true, "u-finish": () => true, "dismiss-button": () => true,
    "p-tap": onScreen, "p-swipe": onScreen,
    "p-action": (id) => !!session.live.get(id).action,
    "p-touch-down": (id) => onScreen(id) && !session.touched.has(id),
    "p-touch-up": (id) => session.touched.has(id),
  };

  /** Rebuilds the menu of live toasts (exactly those, with what they say now), keeping the
      choice (or choosing `prefer`), and turns off the buttons that cannot apply to it. */
  function refreshTargets(prefer) {
    const menu = $("target");
    const chosen = prefer || menu.value;
    const ids = Array.from(session.live.keys());
    const entries = ids.length ? ids.map((id) => [id, targetLabel(id)]) : [["", "no live toast"]];
    const current = Array.from(menu.options).map((o) => [o.value, o.text]);
    if (JSON.stringify(entries) !== JSON.stringify(current)) {
      menu.replaceChildren(...entries.map(([id, label]) => new Option(label, id)));
    }
    if (ids.includes(chosen)) menu.value = chosen;
    else if (ids.length) menu.value = ids[ids.length - 1];
    refreshTargetButtons();
  }

  function refreshTargetButtons() {
    const id = $("target").value;
    for (const [button, applies] of Object.entries(TARGET_BUTTONS)) {
      const off = !id || !session.live.has(id) || !applies(id);
      if ($(button).disabled !== off) $(button).disabled = off;
    }
  }

  /** Sends an event about the selected toast (`tap`, `swipe`, `dismiss` …); returns the result,
      or null when nothing was sent. */
  function sendAboutTarget(command, extra) {
    const id = $("target").value;
    if (!id) return null;
    return send(Object.assign({ do: command, id: id }, extra || {}));
  }

  /** Updates the selected toast, and says beside the buttons what the engine refused: the line,
      or the update (`updateRejected`, with its reason: a message with no visible text). */
  function updateTarget(fields) {
    const id = $("target").value;
    const result = sendAboutTarget("update", fields);
    if (!result) return;
    const rejected = (result.lines || []).find((e) => e.event === "updateRejected" && e.id === id);
    if (result.status !== 0) say("live-status", "The engine refused this: " + inPageWords(result.error) + ".", true);
    else if (rejected) say("live-status", "The engine refused the update" + (rejected.detail ? ": " + rejected.detail : "") + ".", true);
    else say("live-status", "", false);
  }

  // ---------------------------------------------------------------------------------------
  // The device: scene, keyboard, bars, accessibility, appearance
  // ---------------------------------------------------------------------------------------

  /** The `scene` line for the phone as it is now (direction and text size included). The phone
      runs iOS 26, whose system draws Liquid Glass: the modern presets' backdrop is glass. */
  function sceneLine() {
    const line = { do: "scene", width: PHONE.width, height: PHONE.height, safeArea: PHONE.safeArea.slice(), liquidGlass: true };
    if (session.env.rtl) line.direction = "rightToLeft";
    if (session.env.textScale !== 1) line.textScale = session.env.textScale;
    return line;
  }

  /** The device's switches: the control, how to read it, and the line that says it to the
      engine (none for the appearance: the engine's colours come with `poses(t, {dark})`). */
  const SWITCHES = {
    keyboard: { control: "e-keyboard", line: (up) => ({ do: "keyboard", height: up ? KEYBOARD.height : 0, duration: KEYBOARD.duration }) },
    background: { control: "e-background", line: (away) => ({ do: away ? "background" : "foreground" }) },
    reduceMotion: { control: "e-reduce-motion", line: (on) => ({ do: "reduceMotion", on: on }) },
    voiceOver: { control: "e-voiceover", line: (on) => ({ do: "voiceOver", on: on }) },
    tabBar: { control: "e-tab-bar", line: (on) => ({ do: "bars", bottom: on ? TAB_BAR_HEIGHT : 0 }) },
    rtl: { control: "e-rtl", line: () => sceneLine() },
    textScale: { control: "e-text-scale", read: (field) => Number(field.value) || 1, line: () => sceneLine() },
    dark: { control: "e-dark", line: null },
  };

  function readSwitch(name) {
    const s = SWITCHES[name];
    const field = $(s.control);
    return s.read ? s.read(field) : field.checked;
  }

  /** A switch changed: remember it and tell the engine. */
  function onDeviceSwitch(name) {
    session.env[name] = readSwitch(name);
    const line = SWITCHES[name].line;
    if (line) send(line(session.env[name]));
    drawChrome();
  }

  /** The app behind the toasts follows the switches: dark, right to left, tab bar, keyboard focus. */
  function drawChrome() {
    const env = session.env;
    const screen = $("screen");
    screen.classList.toggle("dark", !!env.dark);
    $("app").dir = env.rtl ? "rtl" : "ltr";
    $("tab-bar").hidden = !env.tabBar;
    $("home-screen").hidden = !env.background;
    $("search-field").classList.toggle("focused", !!env.keyboard);
  }

  // ---------------------------------------------------------------------------------------
  // Drawing the phone
  // ---------------------------------------------------------------------------------------

  /** A new element with a class and, if given, its text. */
  function el(tag, className, text) {
    const node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function buildApp() {
    const list = $("app-list");
    for (const [name, time, preview, colour] of INBOX) {
      const avatar = el("span", "avatar", name.split(" ").map((w) => w[0]).join("").slice(0, 2));
      avatar.style.background = colour;
      const top = el("span", "row-top");
      top.append(el("span", "row-name", name), el("span", "row-time", time));
      const text = el("span", "row-text");
      text.append(top, el("span", "row-preview", preview));
      const row = el("li", "");
      row.append(avatar, text);
      list.appendChild(row);
    }
    // The home screen shown while the app is in the background: a wallpaper and icons.
    const home = $("home-screen");
    home.appendChild(document.querySelector(".status-bar").cloneNode(true));   // the status bar stays
    for (let i = 0; i < 16; i++) home.appendChild(document.createElement("span"));
    const note = document.createElement("p");
    note.textContent = "The app is in the background: its toasts wait.";
    home.appendChild(note);
    buildKeyboard();
  }

  /** The keyboard's keys, made once; the engine's scene says where the keyboard is. */
  function buildKeyboard() {
    const keyboard = $("keyboard");
    const rows = [
      ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
      ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
      ["⇧", "z", "x", "c", "v", "b", "n", "m", "⌫"],
      ["123", "space", "return"],
    ];
    rows.forEach((keys, index) => {
      const row = document.createElement("div");
      row.className = "kb-row" + (index === 1 ? " mid" : "");
      for (const label of keys) {
        const key = document.createElement("span");
        key.className = "key";
        if (label === "⇧" || label === "⌫" || label === "123") key.className += " special wide";
        if (label === "space") key.className += " space";
        if (label === "return") key.className += " special return";
        key.textContent = label;
        row.appendChild(key);
      }
      keyboard.appendChild(row);
    });
    const bottom = document.createElement("div");
    bottom.className = "kb-bottom";
    bottom.innerHTML = '<svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" stroke-width="1.6"><circle cx="12" cy="12" r="9.5"/><circle cx="9" cy="10" r="1" fill="currentColor"/><circle cx="15" cy="10" r="1" fill="currentColor"/><path d="M8 14.5a4.5 4.5 0 0 0 8 0"/></svg>' +
      '<svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" stroke-width="1.6"><rect x="9" y="3" width="6" height="11" rx="3"/><path d="M6 11a6 6 0 0 0 12 0M12 17v4"/></svg>';
    keyboard.appendChild(bottom);
  }

  /** Fits the device into the room it has: the phone keeps its points, the whole is scaled.
      Three columns: the stage's own box. Two (medium): the window's height, as the stage stays
      in view beside the examples and controls while they scroll. One (narrow): the window's
      width alone, so that its text stays legible; the phone then scrolls with the page, which
      brings it into view when a toast is asked for (revealPhone). */
  function fitPhone() {
    const stage = $("phone-stage");
    const medium = window.matchMedia(MEDIUM_LAYOUT).matches;
    const narrow = window.matchMedia(NARROW_LAYOUT).matches;
    const style = getComputedStyle(stage);
    const paddingX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const paddingY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const availableWidth = stage.clientWidth - paddingX;
    // In two columns the phone fits below the header, so that all of it is in the first view too.
    const header = document.querySelector(".topbar").getBoundingClientRect().height;
    const availableHeight = narrow ? Infinity : medium ? window.innerHeight - header - paddingY : stage.clientHeight - paddingY;
    const scale = Math.max(SMALLEST_PHONE_SCALE, Math.min(1, availableWidth / (DEVICE.width + DEVICE_OUTLINE),
      availableHeight / (DEVICE.height + DEVICE_OUTLINE)));
    document.documentElement.style.setProperty("--phone-scale", String(Math.round(scale * 1000) / 1000));
  }

  /** Scrolls the phone into view if any of it is out of the window (a toast was just asked for). */
  function revealPhone() {
    const r = $("screen").getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) $("screen").scrollIntoView({ block: "nearest" });
  }

  /** How many CSS pixels one point of the phone takes on screen now. */
  function phoneScale() {
    return $("screen").getBoundingClientRect().width / PHONE.width;
  }

  /** Writes a style property only when it changed (a frame touches only what moved). */
  function setStyle(view, node, key, property, value) {
    const cacheKey = key + "." + property;
    if (view.cache[cacheKey] === value) return;
    view.cache[cacheKey] = value;
    node.style.setProperty(property, value);
  }

  function setText(view, node, key, text) {
    if (view.cache[key + ".text"] === text) return;
    view.cache[key + ".text"] = text;
    node.textContent = text;
  }

  function px(n) { return Math.round(n * 1000) / 1000 + "px"; }

  const toastLayer = $("toast-layer");
  /** id -> view: {slot, dim, toast, icon, title, message, action, progress, cache}. */
  const toastViews = new Map();

  function createToastView(id) {
    const slot = el("div", "toast-slot");
    const dim = el("div", "toast-dim");
    const toast = el("div", "toast");
    toast.tabIndex = 0;
    toast.setAttribute("role", "button");
    toast.dataset.id = id;
    const part = (tag, cls) => toast.appendChild(el(tag, "toast-part " + cls));
    const view = {
      id: id, slot: slot, dim: dim, toast: toast, cache: {},
      icon: part("span", "toast-icon"),
      title: part("p", "toast-text toast-title"),
      message: part("p", "toast-text toast-message"),
      progress: part("span", "toast-progress"),
      action: part("button", "toast-action"),
    };
    for (const text of [view.title, view.message, view.action]) text.dir = "auto";
    view.action.type = "button";
    view.action.tabIndex = -1;   // reached from the toast: Enter taps, the panel's button presses it
    slot.append(dim, toast);
    attachGestures(view);
    toastViews.set(id, view);
    return view;
  }

  /** Places a part (`[x, y, w, h]` relative to the toast) or hides it. */
  function placePart(view, node, key, rect) {
    const visible = !!rect;
    setStyle(view, node, key, "display", visible ? "" : "none");
    if (!visible) return false;
    setStyle(view, node, key, "left", px(rect[0]));
    setStyle(view, node, key, "top", px(rect[1]));
    setStyle(view, node, key, "width", px(rect[2]));
    setStyle(view, node, key, "height", px(rect[3]));
    return true;
  }

  /** The modern presets' own symbols (ToastStyle+Presets.swift), for a pose that makes room for
      an icon without naming it (the style's default icon): the style is the one the page asked for. */
  const PRESET_SYMBOLS = { success: "checkmark.circle.fill", warning: "exclamationmark.triangle.fill",
    error: "xmark.octagon.fill", info: "info.circle.fill" };

  /** Which stand-in draws an SF Symbol (index.html's <symbol>s); a filled circle otherwise. */
  function symbolFor(name) {
    if (!name) return "s-circle";
    if (name.includes("checkmark")) return "s-check-circle";
    if (name.includes("xmark")) return name.includes("octagon") ? "s-xmark-octagon" : "s-xmark-circle";
    if (name.includes("exclamationmark.triangle")) return "s-triangle";
    if (name.includes("exclamationmark")) return "s-exclamation-circle";
    if (name.includes("info")) return "s-info-circle";
    return "s-circle";
  }

  function drawIcon(view, pose) {
    // Wherever the engine made room for an icon: its symbol, or a filled circle without a name.
    if (!placePart(view, view.icon, "icon", pose.parts.icon)) return;
    setStyle(view, view.icon, "icon", "color", pose.iconColor);
    const symbol = symbolFor(pose.icon || PRESET_SYMBOLS[session.styles.get(view.id)]);
    if (view.cache.symbol === symbol) return;
    view.cache.symbol = symbol;
    const svg = document.createElementNS(SVG_NS, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("aria-hidden", "true");
    const use = document.createElementNS(SVG_NS, "use");
    use.setAttribute("href", "#" + symbol);
    svg.appendChild(use);
    view.icon.replaceChildren(svg);
  }

  function drawText(view, node, key, text, rect, font, color, pose) {
    if (!placePart(view, node, key, text ? rect : null)) return;
    setText(view, node, key, text);
    if (font) setStyle(view, node, key, "font-weight", String(font.weight));   // its size: fitText
    setStyle(view, node, key, "color", color);
    // Leading and trailing follow the layout's direction (the scene's), as UIKit's natural
    // alignment does; the text itself runs in its own direction (dir="auto").
    const leading = pose.rtl ? "right" : "left", trailing = pose.rtl ? "left" : "right";
    setStyle(view, node, key, "text-align", pose.alignment === "center" ? "center" : pose.alignment === "trailing" ? trailing : leading);
    if (!font) return;
    // As many lines as the engine made room for, each as tall as the engine's line.
    const lines = Math.max(1, Math.round(rect[3] / (font.size * ENGINE_LINE_HEIGHT)));
    const mode = lines === 1 ? "one-line" : "clamped";
    if (view.cache[key + ".mode"] !== mode) {
      view.cache[key + ".mode"] = mode;
      node.classList.toggle("one-line", mode === "one-line");
      node.classList.toggle("clamped", mode === "clamped");
    }
    setStyle(view, node, key, "-webkit-line-clamp", mode === "clamped" ? String(lines) : "none");
    fitText(view, node, key, rect, font, lines);
  }

  /** The engine measured the text with its own metrics (San Francisco's on a device); the page's
      font (Inter, on Linux) breaks it differently. Text in `lines` lines keeps the engine's
      room: set a little smaller while it needs more lines than that, its lines spread over the
      room when it needs fewer, so that it fills what the engine reserved. An action's title (no
      `lines`: one line, centred) is set smaller while it is wider than its room. Checked only
      when the text, its font or its rectangle changes. */
  function fitText(view, node, key, rect, font, lines) {
    if (!font) return;
    const fitKey = [node.textContent, font.size, font.weight, rect[2], rect[3], lines].join("|");
    if (view.cache[key + ".fit"] === fitKey) return;
    view.cache[key + ".fit"] = fitKey;
    const range = document.createRange();
    range.selectNodeContents(node);
    const overflows = () => {
      // Lines that wrap overflow downwards (a space hanging at a line's end reaches past the
      // box's side without overflowing it).
      if (lines > 1) return node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1;
      // One line, perhaps centred, overflows on both sides, and scrolling sees only one and
      // only whole pixels: compare the text's own extent with the box's. Any overflow counts,
      // since the line would end in an ellipsis.
      return overhang() > ONE_LINE_SLACK;
    };
    const overhang = () => range.getBoundingClientRect().width - node.getBoundingClientRect().width;
    if (lines) setStyle(view, node, key, "line-height", px(rect[3] / lines));
    // Whole steps, so that the smallest size is reached exactly (sums of 0.02 fall short of 0.8).
    const steps = Math.round((1 - FIT_SMALLEST) / FIT_STEP);
    for (let step = 0; step <= steps; step++) {
      setStyle(view, node, key, "font-size", px(font.size * (1 - step * FIT_STEP)));
      if (!overflows()) break;
    }
    if (!lines) {
      // An action's title a little too wide overhangs its room; one far too wide is cut.
      const cut = overhang() > node.getBoundingClientRect().width * ACTION_OVERHANG;
      if (view.cache[key + ".cut"] !== cut) {
        view.cache[key + ".cut"] = cut;
        node.classList.toggle("cut", cut);
      }
      return;
    }
    // The lines the text takes now (each line's boxes share a top), at most those shown.
    const used = Math.min(lines, new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size);
    if (used > 0 && used < lines) setStyle(view, node, key, "line-height", px(rect[3] / used));
  }

  /** A spinner (its step from the page's time, never a CSS animation), a ring or a bar. */
  function drawProgress(view, pose, time) {
    const rect = pose.parts.progress;
    const kind = pose.loading ? "spinner" : pose.progress !== null && pose.progress !== undefined ? (rect && Math.abs(rect[2] - rect[3]) < 2 ? "ring" : "bar") : null;
    if (!placePart(view, view.progress, "progress", kind ? rect : null)) return;
    setStyle(view, view.progress, "progress", "color", pose.textColor);
    if (view.cache.progressKind !== kind) {
      view.cache.progressKind = kind;
      view.progress.innerHTML = kind === "spinner"
        ? '<svg viewBox="0 0 20 20">' + Array.from({ length: 8 }, (_, i) =>
          '<rect x="9" y="1.5" width="2" height="5" rx="1" fill="currentColor" transform="rotate(' + i * 45 + ' 10 10)"/>').join("") + "</svg>"
        : kind === "ring"
          ? '<svg viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" stroke-opacity="0.25" stroke-width="2.4"/>' +
            '<circle class="fill" cx="10" cy="10" r="8" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" transform="rotate(-90 10 10)" pathLength="100" stroke-dasharray="0 100"/></svg>'
          : '<svg viewBox="0 0 100 4" preserveAspectRatio="none"><rect width="100" height="4" rx="2" fill="currentColor" fill-opacity="0.25"/><rect class="fill" width="0" height="4" rx="2" fill="currentColor"/></svg>';
    }
    if (kind === "spinner") {
      // UIActivityIndicatorView's eight spokes: each step the brightest moves on by one.
      const step = Math.floor(time * 12) % 8;
      if (view.cache.spinnerStep !== step) {
        view.cache.spinnerStep = step;
        Array.from(view.progress.querySelectorAll("rect")).forEach((spoke, i) => {
          spoke.setAttribute("opacity", String(0.25 + 0.75 * (((i - step + 8) % 8) / 7)));
        });
      }
    } else {
      const fraction = Math.max(0, Math.min(1, pose.progress));
      if (view.cache.fraction === fraction) return;
      view.cache.fraction = fraction;
      const fill = view.progress.querySelector(".fill");
      if (kind === "ring") fill.setAttribute("stroke-dasharray", fraction * 100 + " 100");
      else fill.setAttribute("width", String(fraction * 100));
    }
  }

  /** What a toast is called for assistive technologies and keyboards: its text and action, and
      what Enter and Escape do to it; the front of a folded deck of `pile` toasts (1: none
      behind it) is named for the pile, since the toasts behind it are not drawn. */
  function toastLabel(pose, pile) {
    const text = [pose.title, pose.message].filter(Boolean).join(". ") + (pose.action ? ". Action: " + pose.action : "");
    if (pile > 1) return "A deck of " + pile + " toasts, in front: " + text + ". Press Enter to fan it out.";
    if (pose.expanded) return "Toast: " + text + ". Press Enter to tap it, Escape to fold the deck.";
    return "Toast: " + text + ". Press Enter to tap it, Escape to dismiss it.";
  }

  /** Draws one toast exactly as its pose says; `pile` counts the folded deck it is in front of. */
  function drawToast(view, pose, time, pile) {
    const [x, y, w, h] = pose.frame;
    const toast = view.toast;
    // The slot clips (the banner, visible only below the navigation bar) and holds the dim.
    const clip = pose.clip ? "inset(" + px(pose.clip[1]) + " " + px(PHONE.width - pose.clip[0] - pose.clip[2]) + " " +
      px(PHONE.height - pose.clip[1] - pose.clip[3]) + " " + px(pose.clip[0]) + ")" : "none";
    setStyle(view, view.slot, "slot", "clip-path", clip);
    const dimmed = pose.dim !== null && pose.dim !== undefined && pose.dim > 0;
    setStyle(view, view.dim, "dim", "display", dimmed ? "" : "none");
    if (dimmed) {
      setStyle(view, view.dim, "dim", "background", pose.dimColor || "rgb(0,0,0)");
      setStyle(view, view.dim, "dim", "opacity", String(pose.dim));
    }

    setStyle(view, toast, "toast", "width", px(w));
    setStyle(view, toast, "toast", "height", px(h));
    setStyle(view, toast, "toast", "transform",
      "translate(" + px(x + (pose.offsetX || 0)) + "," + px(y + (pose.offsetY || 0)) + ") scale(" + (pose.scale === undefined ? 1 : pose.scale) + ")");
    setStyle(view, toast, "toast", "opacity", String(pose.opacity));
    setStyle(view, toast, "toast", "border-radius", px(pose.corner || 0));
    // Material and glass: the app behind, blurred and saturated, under the style's tint. Glass
    // has a light veil under the tint (a dark one in dark appearance), as the system's glass
    // lifts what it covers towards its own luminance, so text stays legible over a busy list.
    const glass = pose.backdrop === "glass";
    const veil = session.env.dark ? GLASS_VEIL.dark : GLASS_VEIL.light;
    setStyle(view, toast, "toast", "background",
      glass ? "linear-gradient(" + pose.background + ", " + pose.background + "), " + veil : pose.background);
    const filter = pose.backdrop === "material" ? "blur(20px) saturate(180%)" : glass ? "blur(16px) saturate(170%) brightness(1.05)" : "none";
    setStyle(view, toast, "toast", "backdrop-filter", filter);
    setStyle(view, toast, "toast", "-webkit-backdrop-filter", filter);
    // CALayer's shadowRadius is about a standard deviation; CSS blur is twice that.
    const shadows = [];
    if (glass) shadows.push(...GLASS_RIM);
    if (glass && !session.env.dark) shadows.push(...GLASS_EDGE_LIGHT);
    if (pose.shadow) shadows.push("0 " + px(pose.shadow.offsetY || 0) + " " + px(2 * pose.shadow.radius) + " " + pose.shadow.color);
    setStyle(view, toast, "toast", "box-shadow", shadows.length ? shadows.join(", ") : "none");
    if (view.cache.dir !== pose.rtl) {
      view.cache.dir = pose.rtl;
      toast.dir = pose.rtl ? "rtl" : "ltr";
    }
    // Behind a folded deck's front only the surface shows, and only the front takes touches and
    // focus: a folded deck is one Tab stop, named for its pile. A leaving toast is none.
    const behind = (pose.depth || 0) > 0;
    setStyle(view, toast, "toast", "pointer-events", behind ? "none" : "");
    const stop = !behind && pose.phase !== "leaving";
    if (view.cache.stop !== stop) {
      view.cache.stop = stop;
      toast.tabIndex = stop ? 0 : -1;
      if (behind) toast.setAttribute("aria-hidden", "true");
      else toast.removeAttribute("aria-hidden");
    }
    const label = toastLabel(pose, pile);
    if (view.cache.label !== label) {
      view.cache.label = label;
      toast.setAttribute("aria-label", label);
    }

    const parts = behind ? {} : pose.parts || {};
    if (behind) pose = Object.assign({}, pose, { parts: {}, action: null, progress: null, loading: false });
    drawIcon(view, pose);
    drawText(view, view.title, "title", pose.title, parts.title, pose.fonts && pose.fonts.title, pose.titleColor, pose);
    drawText(view, view.message, "message", pose.message, parts.message, pose.fonts && pose.fonts.message, pose.textColor, pose);
    drawProgress(view, pose, time);
    if (placePart(view, view.action, "action", pose.action ? parts.action : null)) {
      setText(view, view.action, "action", pose.action);
      const font = pose.fonts && pose.fonts.action;
      if (font) setStyle(view, view.action, "action", "font-weight", String(font.weight));   // its size: fitText
      setStyle(view, view.action, "action", "line-height", px(parts.action[3]));
      fitText(view, view.action, "action", parts.action, font);
      setStyle(view, view.action, "action", "color", pose.actionColor);
    }
  }

  /** Every toast of the pose, back to front; views of toasts that are gone are removed. A
      toast that had the keyboard's focus and leaves (or goes behind a deck's front) hands it on
      (focusAfterToast), so that it never drops to the page. */
  function drawToasts(poses, time) {
    const focused = toastViews.get(focusedToastId());
    const seen = new Set();
    // How many toasts peek behind each position's front, for the front's name.
    const behind = new Map();
    for (const pose of poses.toasts) if ((pose.depth || 0) > 0) behind.set(pose.position, (behind.get(pose.position) || 0) + 1);
    let index = 0;
    for (const pose of poses.toasts) {
      seen.add(pose.id);
      const view = toastViews.get(pose.id) || createToastView(pose.id);
      // Keep the DOM in the pose's order, moving a node only when it is out of place (and in
      // the document before it is drawn: fitting its text measures it).
      if (toastLayer.children[index] !== view.slot) toastLayer.insertBefore(view.slot, toastLayer.children[index] || null);
      const front = (pose.depth || 0) === 0 && pose.phase !== "leaving";
      drawToast(view, pose, time, front ? 1 + (behind.get(pose.position) || 0) : 1);
      index++;
    }
    for (const [id, view] of toastViews) {
      if (!seen.has(id)) {
        view.slot.remove();
        toastViews.delete(id);
      }
    }
    if (focused && (!seen.has(focused.id) || focused.toast.tabIndex < 0)) focusAfterToast();
  }

  /** The id of the toast that has the keyboard's focus, if one has. */
  function focusedToastId() {
    const active = document.activeElement;
    const toast = active && active.closest ? active.closest(".toast") : null;
    return toast ? toast.dataset.id : null;
  }

  /** The control outside the phone that last sent the engine a line (Show, an example, a
      switch): where the focus goes back to when a toast that had it leaves and no other toast
      can take it. */
  let lastControl = null;

  /** Focus goes on from a toast that left: to the front-most toast that can take it, else back
      to the control the person came from, else to the phone. Never scrolls. */
  function focusAfterToast() {
    const stops = Array.from(toastLayer.querySelectorAll(".toast")).filter((toast) => toast.tabIndex >= 0);
    const usable = (node) => node && node.isConnected && !node.disabled && node.getClientRects().length > 0;
    const next = stops.length ? stops[stops.length - 1] : usable(lastControl) ? lastControl : $("phone-stage");
    next.focus({ preventScroll: true });
  }

  // ---------------------------------------------------------------------------------------
  // A fanned-out deck folds on a touch outside every toast, and on Escape
  // ---------------------------------------------------------------------------------------

  /** The `position` of a pose as a script line gives it: a name, or a fraction's number. */
  function positionValue(name) {
    const fraction = /^fraction\((.*)\)$/.exec(name);
    return fraction ? Number(fraction[1]) : name;
  }

  /** Folds every fanned-out deck (a `collapse` for each of their positions), as a touch outside
      every toast does on a phone. Returns whether there was one. */
  function foldDecks() {
    const positions = new Set((lastPoses ? lastPoses.toasts : []).filter((pose) => pose.expanded).map((pose) => pose.position));
    for (const position of positions) send({ do: "collapse", position: positionValue(position) });
    return positions.size > 0;
  }

  /** Escape folds a fanned-out deck; with none, on a toast it dismisses that toast, as
      VoiceOver's escape gesture does. */
  function onEscape(event) {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    if (foldDecks()) {
      event.preventDefault();
      return;
    }
    const id = focusedToastId();
    if (id && session.live.has(id)) {
      event.preventDefault();
      send({ do: "dismiss", id: id });
    }
  }

  /** The keyboard's last move: its top edge (points) going `from` → `to` over `duration`
      seconds of engine time from `start`; null before any. The engine's scene holds only where
      the keyboard ends up; the toasts that avoid it move on its curve and duration, and so
      does the keyboard drawn here, frame by frame, from where it was when the move began. */
  let keyboardMove = null;

  /** The keyboard's curve at `progress` (0…1): see KEYBOARD_SPRING_SETTLE. */
  function keyboardCurve(progress) {
    if (!(progress > 0)) return 0;
    if (progress >= 1) return 1;
    const omega = -Math.log(KEYBOARD_SPRING_SETTLE);
    return 1 - Math.exp(-omega * progress) * (1 + omega * progress);
  }

  /** Where the keyboard's top edge is at `time` (points; the screen's height when it is down). */
  function keyboardTopAt(time) {
    if (!keyboardMove) return PHONE.height;
    const { from, to, start, duration } = keyboardMove;
    return from + (to - from) * keyboardCurve(duration > 0 ? (time - start) / duration : 1);
  }

  let keyboardCache = "";
  /** The keyboard as far along its move as `time` says, across the scene's width. */
  function drawKeyboard(time, scene) {
    const keyboard = $("keyboard");
    const top = keyboardTopAt(time);
    const width = scene ? scene.width : PHONE.width;
    const key = px(top) + "," + width;
    if (key === keyboardCache) return;
    keyboardCache = key;
    keyboard.hidden = top >= PHONE.height;
    if (keyboard.hidden) return;
    keyboard.style.width = px(width);
    keyboard.style.height = px(Math.max(KEYBOARD.height, PHONE.height - top));
    keyboard.style.transform = "translate(0px," + px(top) + ")";
  }

  let lastPoses = null;
  /** The menu follows what the drawn toasts say (the engine's word, after coalescing or an
      update), and its buttons what is on the screen now. */
  function followDrawnText(poses) {
    let changed = false;
    for (const pose of poses.toasts) {
      const content = session.live.get(pose.id);
      if (!content) continue;
      const title = pose.title || "", message = pose.message || "", action = pose.action || "";
      if (content.title !== title || content.message !== message || content.action !== action) {
        Object.assign(content, { title: title, message: message, action: action });
        changed = true;
      }
    }
    if (changed) refreshTargets();
    else refreshTargetButtons();
  }

  /** Runs the steps of a one-click example that are due by the page's `time`. */
  function runDueSteps(time) {
    while (session.pending.length && session.pending[0].at <= time) session.pending.shift().run();
  }

  /** One frame: the engine's clock to `time`, then the stage sampled and drawn. */
  function frame(time) {
    const core = session.core;
    if (!core) return;
    runDueSteps(time);
    flushPan();
    if (!session.broken) {
      const t = Math.max(session.lastTime, Math.round(time * TIME_STEP) / TIME_STEP);
      session.lastTime = t;
      const result = core.advance(t);
      receive(result);
      if (result.status !== 0) {
        logError(result.error || "the engine stopped", null);
        if (result.status === 1) session.broken = true;
      }
    }
    const poses = core.poses(session.lastTime, { dark: !!session.env.dark });
    lastPoses = poses;
    drawToasts(poses, session.lastTime);
    drawKeyboard(session.lastTime, poses.scene);
    followDrawnText(poses);
    $("clock-time").textContent = session.lastTime.toFixed(3);
    checkHold();
  }

  function loop() {
    frame(clock.now());
    requestAnimationFrame(loop);
  }

  // ---------------------------------------------------------------------------------------
  // A person's hands on the drawn toasts: click = tap, drag = pan/release, hold = touchDown/Up
  // ---------------------------------------------------------------------------------------

  /** The press under way: {view, pointerId, startX, startY, mode: press|drag|hold, samples, pending}. */
  let gesture = null;

  function attachGestures(view) {
    const toast = view.toast;
    toast.addEventListener("pointerdown", (event) => {
      if (event.button !== 0 || gesture) return;
      gesture = { view: view, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, mode: "press",
        downAt: performance.now(), samples: [], pending: null };
      sample(gesture, event);
      try { toast.setPointerCapture(event.pointerId); } catch (e) { /* a synthetic pointer has no capture */ }
    });
    toast.addEventListener("pointermove", (event) => {
      if (!gesture || gesture.view !== view || event.pointerId !== gesture.pointerId) return;
      const scale = phoneScale();
      const dx = (event.clientX - gesture.startX) / scale;
      const dy = (event.clientY - gesture.startY) / scale;
      if (gesture.mode === "press" && Math.hypot(dx, dy) > DRAG_SLOP) {
        gesture.mode = "drag";
        toast.classList.add("dragging");
      }
      if (gesture.mode === "drag") {
        gesture.pending = { dx: round1(dx), dy: round1(dy) };
        sample(gesture, event);
      }
    });
    const finish = (event, cancelled) => {
      if (!gesture || gesture.view !== view || event.pointerId !== gesture.pointerId) return;
      const ended = gesture;
      gesture = null;
      toast.classList.remove("dragging");
      if (ended.mode === "drag") {
        if (!cancelled) {
          // Where the finger lifted is its last position, whether or not a move said so.
          const scale = phoneScale();
          ended.pending = { dx: round1((event.clientX - ended.startX) / scale), dy: round1((event.clientY - ended.startY) / scale) };
          sample(ended, event);
        }
        flushPan(ended);
        const v = cancelled ? { vx: 0, vy: 0 } : releaseVelocity(ended.samples);
        send({ do: "release", id: view.id, vx: v.vx, vy: v.vy });
      } else if (ended.mode === "hold") {
        send({ do: "touchUp", id: view.id });
      }
      // A press that became a drag or a hold is no tap: the click that follows is swallowed.
      view.suppressClick = ended.mode !== "press";
    };
    toast.addEventListener("pointerup", (event) => finish(event, false));
    toast.addEventListener("pointercancel", (event) => finish(event, true));
    toast.addEventListener("click", (event) => {
      if (event.target.closest(".toast-action")) return;
      if (view.suppressClick) { view.suppressClick = false; return; }
      send({ do: "tap", id: view.id });
    });
    toast.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        send({ do: "tap", id: view.id });
      }
    });
    // The action button is its own control: pressing it is `action`, never a tap or a drag.
    view.action.addEventListener("pointerdown", (event) => event.stopPropagation());
    view.action.addEventListener("click", (event) => {
      event.stopPropagation();
      send({ do: "action", id: view.id });
    });
  }

  function round1(n) { return Math.round(n * 10) / 10; }

  /** Remembers where the pointer was, in points, on the page's clock and the real one. */
  function sample(g, event) {
    const scale = phoneScale();
    g.samples.push({ page: clock.now(), real: performance.now() / 1000,
      x: (event.clientX - g.startX) / scale, y: (event.clientY - g.startY) / scale });
    if (g.samples.length > 32) g.samples.shift();
  }

  /** Points a second over the last VELOCITY_WINDOW, on the page's clock (the engine's time). */
  function releaseVelocity(samples) {
    if (samples.length < 2) return { vx: 0, vy: 0 };
    const last = samples[samples.length - 1];
    // The page clock when it runs (at its speed); the real one when it is paused.
    const useReal = last.page - samples[0].page < 1e-6;
    const time = (s) => (useReal ? s.real : s.page);
    let first = samples[0];
    for (const s of samples) if (time(last) - time(s) <= VELOCITY_WINDOW) { first = s; break; }
    const dt = time(last) - time(first);
    if (dt <= 1e-6) return { vx: 0, vy: 0 };
    return { vx: Math.round((last.x - first.x) / dt), vy: Math.round((last.y - first.y) / dt) };
  }

  /** Sends the drag's latest position, at most once a frame. */
  function flushPan(ended) {
    const g = ended || gesture;
    if (!g || !g.pending) return;
    const pan = g.pending;
    g.pending = null;
    send({ do: "pan", id: g.view.id, dx: pan.dx, dy: pan.dy });
  }

  /** A press held still long enough becomes a touch and hold. */
  function checkHold() {
    if (!gesture || gesture.mode !== "press") return;
    if ((performance.now() - gesture.downAt) / 1000 < HOLD_SECONDS) return;
    gesture.mode = "hold";
    send({ do: "touchDown", id: gesture.view.id });
  }

  // ---------------------------------------------------------------------------------------
  // Snippets
  // ---------------------------------------------------------------------------------------

  let snippets = { swift: "", swiftUI: "", objc: "" };
  function updateSnippets() {
    if (!window.ToastSnippets) return;
    // The form's toast, with what the engine would refuse of it marked, under the limits the
    // engine took last (never limits typed but not applied, or refused).
    const c = Object.assign(formConfig(), session.applied);
    c.refused = Array.from(refusedFields(c));
    snippets = window.ToastSnippets.generate(c);
    $("code-swift").innerHTML = window.ToastSnippets.highlight(snippets.swift);
    $("code-swiftui").innerHTML = window.ToastSnippets.highlight(snippets.swiftUI);
    $("code-objc").innerHTML = window.ToastSnippets.highlight(snippets.objc);
  }

  function selectTab(tab) {
    for (const other of document.querySelectorAll('[role="tab"]')) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      $(other.getAttribute("aria-controls")).hidden = !selected;
    }
  }

  // ---------------------------------------------------------------------------------------
  // Wiring the controls
  // ---------------------------------------------------------------------------------------

  function wireControls() {
    $("show-form").addEventListener("submit", (event) => {
      event.preventDefault();
      showFromForm();
    });
    $("show-form").addEventListener("input", () => { syncDependentFields(); updateSnippets(); });
    $("show-form").addEventListener("change", () => { syncDependentFields(); updateSnippets(); });
    for (const button of document.querySelectorAll("#examples [data-example]")) {
      button.addEventListener("click", () => playExample(button.dataset.example));
      // Its caption while the pointer or the focus is on it, and once it plays.
      for (const type of ["pointerenter", "focus"]) button.addEventListener(type, () => showCaption(button.dataset.example));
    }
    $("target").addEventListener("change", refreshTargetButtons);
    for (const name of Object.keys(EXAMPLES)) $("f-example").appendChild(new Option(name, name));
    $("f-example").addEventListener("change", (event) => {
      if (EXAMPLES[event.target.value]) fillForm(EXAMPLES[event.target.value]);
      event.target.value = "";
    });

    $("u-message-button").addEventListener("click", () => updateTarget({ message: $("u-message").value }));
    const progressOut = () => {
      const value = $("u-progress").value + " %";
      $("u-progress-out").textContent = value;
      $("u-progress").setAttribute("aria-valuetext", value);
    };
    $("u-progress").addEventListener("input", progressOut);
    $("u-progress").addEventListener("change", () => updateTarget({ progress: Number($("u-progress").value) / 100 }));
    $("u-progress-button").addEventListener("click", () => updateTarget({ progress: Number($("u-progress").value) / 100 }));
    $("u-spinner").addEventListener("click", () => updateTarget({ progress: "indeterminate" }));
    $("u-no-progress").addEventListener("click", () => updateTarget({ progress: null }));
    $("u-finish").addEventListener("click", () => updateTarget(FINISHED));
    $("dismiss-button").addEventListener("click", () => sendAboutTarget("dismiss"));
    $("dismiss-all").addEventListener("click", () => send({ do: "dismissAll" }));
    $("configure-button").addEventListener("click", applyLimits);

    $("p-tap").addEventListener("click", () => sendAboutTarget("tap"));
    $("p-swipe").addEventListener("click", () => sendAboutTarget("swipe"));
    $("p-action").addEventListener("click", () => sendAboutTarget("action"));
    $("p-touch-down").addEventListener("click", () => sendAboutTarget("touchDown"));
    $("p-touch-up").addEventListener("click", () => sendAboutTarget("touchUp"));

    for (const name of Object.keys(SWITCHES)) $(SWITCHES[name].control).addEventListener("change", () => onDeviceSwitch(name));

    $("log-commands").addEventListener("change", () => {
      const show = $("log-commands").checked;
      for (const row of logView.querySelectorAll(".command")) row.hidden = !show;
    });
    $("log-announce").addEventListener("change", () => {
      logView.setAttribute("aria-live", $("log-announce").checked ? "polite" : "off");
    });
    $("log-copy").addEventListener("click", (event) => copyText(sessionText(), event.currentTarget));
    $("code-copy").addEventListener("click", (event) => {
      const tab = document.querySelector('[role="tab"][aria-selected="true"]').id;
      copyText({ "tab-swift": snippets.swift, "tab-swiftui": snippets.swiftUI, "tab-objc": snippets.objc }[tab], event.currentTarget);
    });
    const tabs = Array.from(document.querySelectorAll('[role="tab"]'));
    tabs.forEach((tab, i) => {
      tab.addEventListener("click", () => selectTab(tab));
      tab.addEventListener("keydown", (event) => {
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (!step) return;
        const next = tabs[(i + step + tabs.length) % tabs.length];
        selectTab(next);
        next.focus();
      });
    });

    $("clock-pause").addEventListener("click", () => {
      clock.rebase();
      clock.paused = !clock.paused;
      $("clock-pause").setAttribute("aria-pressed", String(clock.paused));
      $("clock-pause").textContent = clock.paused ? "Resume" : "Pause";
    });
    $("clock-speed").addEventListener("change", () => {
      clock.rebase();
      clock.speed = Number($("clock-speed").value) || 1;
    });
    $("session-restart").addEventListener("click", () => startSession());
    document.addEventListener("keydown", onEscape);
    // A touch on the phone outside every toast (the app, the keyboard) folds a fanned-out deck.
    $("screen").addEventListener("pointerdown", (event) => {
      if (event.button === 0 && !event.target.closest(".toast")) foldDecks();
    });
    window.addEventListener("resize", fitPhone);
    // The header grows when its message wraps to more lines; the phone fits below it again.
    if (window.ResizeObserver) new ResizeObserver(fitPhone).observe(document.querySelector(".topbar"));
  }

  // ---------------------------------------------------------------------------------------
  // Starting
  // ---------------------------------------------------------------------------------------

  /** A fresh harness: time 0, the phone's scene, the switches as they are on the page. */
  function startSession() {
    const core = session.core;
    core.startSession();
    // The set-up lines go at time 0 exactly; the clock starts once they are sent.
    clock.fixed = 0;
    session.lastTime = 0;
    session.script = [];
    session.output = [];
    session.live.clear();
    session.touched.clear();
    session.pending = [];
    session.styles.clear();
    session.nextId = 1;
    session.broken = false;
    for (const view of toastViews.values()) view.slot.remove();
    toastViews.clear();
    keyboardCache = null;
    keyboardMove = null;
    gesture = null;
    logView.replaceChildren();
    for (const status of ["show-status", "live-status", "limits-status"]) say(status, "", false);
    $("f-id").value = nextFreeId();
    session.env = {};
    for (const name of Object.keys(SWITCHES)) session.env[name] = readSwitch(name);
    send(sceneLine());
    // Carry the switches that are on into the new session.
    for (const name of ["tabBar", "reduceMotion", "voiceOver", "keyboard", "background"]) {
      if (session.env[name]) send(SWITCHES[name].line(true));
    }
    // The limits the engine took last go on (not what is typed but not applied).
    const applied = session.applied;
    if (Object.keys(DEFAULT_LIMITS).some((name) => applied[name] !== DEFAULT_LIMITS[name])) send(configureLine(applied));
    refreshTargets();
    drawChrome();
    frame(0);
    clock.fixed = testMode ? 0 : null;
    clock.reset();
  }

  function main() {
    buildApp();
    wireControls();
    syncDependentFields();
    updateSnippets();
    refreshTargets();
    fitPhone();
    if (!window.ToastCore) {
      setStatus("The engine (toastcore.js) is missing: build the page with the WebAssembly module next to it.", true);
      return;
    }
    // The reader's own preferences preset the phone's switches (test mode keeps them fixed).
    if (!testMode && window.matchMedia("(prefers-color-scheme: dark)").matches) $("e-dark").checked = true;
    if (!testMode && window.matchMedia("(prefers-reduced-motion: reduce)").matches) $("e-reduce-motion").checked = true;
    window.ToastCore.load().then((core) => {
      session.core = core;
      const size = core.wasmBytes ? " (" + Math.round(core.wasmBytes / BYTES_PER_KB) + " KB of WebAssembly)" : "";
      session.ready = "ToastCore running in your browser" + size + ": every toast is the engine's decision.";
      setStatus(session.ready);
      startSession();
      if (testMode) {
        runTest(testMode);
      } else {
        requestAnimationFrame(loop);
      }
    }, (error) => {
      setStatus("The engine did not load: " + (error && error.message ? error.message : String(error)), true);
      writeTestResult({ name: testMode, error: "the engine did not load" });
    });
  }

  // ---------------------------------------------------------------------------------------
  // Test mode (?test=NAME): fixed scenarios on explicit times, through the real controls
  // ---------------------------------------------------------------------------------------

  /** Clicks the drawn toast where a finger would: the element at its centre must be that toast. */
  function pointAtToast(id) {
    const view = toastViews.get(id);
    if (!view) throw new Error("no drawn toast " + id);
    const r = view.toast.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !view.toast.contains(hit)) throw new Error("the toast " + id + " is not what is under its centre");
    return { hit: hit, x: x, y: y };
  }

  function pointer(type, target, x, y) {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId: 7,
      pointerType: "touch", isPrimary: true, button: 0, buttons: type === "pointerup" ? 0 : 1 }));
  }

  function clickToast(id) {
    const p = pointAtToast(id);
    pointer("pointerdown", p.hit, p.x, p.y);
    pointer("pointerup", p.hit, p.x, p.y);
    p.hit.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, clientX: p.x, clientY: p.y, button: 0 }));
  }

  /** The scenarios: steps at explicit page times, then a final time at which the phone is drawn. */
  const SCENARIOS = {
    // (a) a toast, stopped while it is shown.
    shown: { end: 1.5, steps: [
      [0.5, () => { fillForm({ message: "Saved to Photos", style: "success" }); $("show-button").click(); }],
    ] },
    // (b) a toast tapped through a click on the drawn toast; stopped while it fades.
    tap: { end: 1.6, steps: [
      [0.5, () => { fillForm({ message: "Tap to dismiss", style: "info", duration: "indefinite" }); $("show-button").click(); }],
      [1.5, () => clickToast("t1")],
    ] },
    // (c) a toast, then the keyboard rises with it up; stopped after the move ended.
    keyboard: { end: 2.2, steps: [
      [0.5, () => { fillForm({ message: "Draft saved", style: "standard", duration: "seconds", seconds: 4 }); $("show-button").click(); }],
      [1.5, () => { setField("e-keyboard", true); }],
    ] },
    // (d) the ShowMessageView preset under the navigation bar, resting between its slide and fade.
    messageBanner: { end: 1.55, steps: [
      [0.5, () => { fillForm({ message: "刷新了20条新数据", style: "messageBanner" }); $("show-button").click(); }],
    ] },
    // Three stacked (maxVisible 3), an action among them.
    stack: { end: 2.4, steps: [
      [0.1, () => { setField("c-max-visible", 3); $("configure-button").click(); }],
      [0.2, () => { fillForm({ message: "Message archived", style: "standard", action: "Undo", duration: "long" }); $("show-button").click(); }],
      [0.7, () => { fillForm({ message: "Check your connection", title: "You're offline", style: "error" }); $("show-button").click(); }],
      [1.2, () => { fillForm({ message: "Synced 12 photos", style: "success" }); $("show-button").click(); }],
    ] },
    // Dark appearance: a live toast with progress, and a GKRToast over its dim.
    dark: { end: 1.8, steps: [
      [0.05, () => setField("e-dark", true)],
      [0.1, () => { fillForm({ message: "Uploading photos…", style: "info", progress: "fraction", progressValue: 0.6, position: "top" }); $("show-button").click(); }],
      [0.3, () => { fillForm({ message: "Your text", style: "gkrToast" }); $("show-button").click(); }],
    ] },
    // Right to left, larger text and a tab bar: an Arabic error with an action, above the bar.
    rtl: { end: 1.5, steps: [
      [0.05, () => setField("e-rtl", true)],
      [0.1, () => setField("e-tab-bar", true)],
      [0.15, () => setField("e-text-scale", "1.3")],
      [0.3, () => { fillForm({ message: "تعذّر حفظ الملف", title: "خطأ", style: "error", action: "إعادة" }); $("show-button").click(); }],
    ] },
    // A drag on the drawn toast, released fast: swiped away.
    swipe: { end: 1.5, steps: [
      [0.2, () => { fillForm({ message: "Swipe me down", style: "standard", duration: "seconds", seconds: 5 }); $("show-button").click(); }],
      [1.0, () => { const p = pointAtToast("t1"); testDrag = p; pointer("pointerdown", p.hit, p.x, p.y); }],
      [1.05, () => dragBy(0, 30)],
      [1.1, () => dragBy(0, 70)],
      [1.15, () => { dragBy(0, 110); pointer("pointerup", testDrag.hit, testDrag.x, testDrag.y + 110 * phoneScale()); }],
    ] },
  };

  let testDrag = null;
  function dragBy(dxPoints, dyPoints) {
    const s = phoneScale();
    pointer("pointermove", testDrag.hit, testDrag.x + dxPoints * s, testDrag.y + dyPoints * s);
  }

  function runTest(name) {
    const scenario = SCENARIOS[name];
    const errors = [];
    // A handler that throws while a step dispatches events reports to window, not to the step.
    window.addEventListener("error", (event) => errors.push(String(event.message)));
    if (!scenario) errors.push("no scenario named " + JSON.stringify(name));
    const at = (time) => { clock.fixed = time; frame(time); };
    if (scenario) {
      for (const [time, step] of scenario.steps) {
        at(time);
        try { step(); } catch (error) { errors.push(String(error && error.message || error)); }
        flushPan();   // a drag's move goes to the engine at the step's time, as the next frame would send it
      }
      at(scenario.end);
    }
    const scale = phoneScale();
    const screen = $("screen").getBoundingClientRect();
    const toPoints = (r) => [r.left, r.top, r.width, r.height].map((v, i) =>
      Math.round(((i === 0 ? v - screen.left : i === 1 ? v - screen.top : v) / scale) * 100) / 100);
    const drawn = (lastPoses ? lastPoses.toasts : []).map((pose) => {
      const view = toastViews.get(pose.id);
      return { id: pose.id, phase: pose.phase, rect: toPoints(view.toast.getBoundingClientRect()),
        offsetX: pose.offsetX || 0, offsetY: pose.offsetY || 0, scale: pose.scale === undefined ? 1 : pose.scale, opacity: pose.opacity };
    });
    const keyboard = $("keyboard");
    writeTestResult({
      name: name, time: session.lastTime, errors: errors,
      log: session.output, script: session.script,
      toasts: drawn,
      keyboard: keyboard.hidden ? null : toPoints(keyboard.getBoundingClientRect()),
      navigationBar: toPoints($("nav-bar").getBoundingClientRect()),
      scale: scale,
    });
  }

  /** The result as JSON, and plain-text copies the shell test reads without a JSON parser. */
  function writeTestResult(result) {
    if (!testMode) return;
    $("test-result").textContent = JSON.stringify(result, null, 1);
    const text = (id, lines) => {
      const pre = document.createElement("pre");
      pre.id = id;
      pre.hidden = true;
      pre.textContent = "\n" + lines.join("\n") + "\n";
      document.body.appendChild(pre);
    };
    text("test-log", result.log || []);
    text("test-script", result.script || []);
    text("test-rects", [].concat(
      (result.toasts || []).map((t) => ["toast", t.id, t.phase].concat(t.rect, [t.offsetX, t.offsetY, t.scale]).join(" ")),
      result.keyboard ? ["keyboard -"].concat(result.keyboard).join(" ") : [],
      result.navigationBar ? ["navigationBar -"].concat(result.navigationBar).join(" ") : [],
      (result.errors || []).map((e) => "error - " + e.replace(/\s+/g, " ")),
      ["end", String(result.time)].join(" ")));
    document.documentElement.dataset.testDone = "1";
  }

  main();
})();
