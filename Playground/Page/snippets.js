// ToastKit Playground: the code that shows the toast the form describes, in Swift (UIKit,
// ToastKit), SwiftUI (ToastSwiftUI) and Objective-C. Every name here is ToastKit's public API
// (Sources/ToastKit/Toast.swift, Toast+Presenting.swift, Toast+Live.swift, ToastHandle.swift,
// ToastObjectiveC.swift, UIView+Toast.swift; Sources/ToastSwiftUI/ShowToastAction.swift;
// Sources/ToastKitClassic and ToastKitClassicObjC for the four classic systems). Where the form
// offers something an API has no way to say, the snippet says so in a comment instead of
// inventing a name. A value the engine refuses is never written: an Xcode placeholder
// (`<#Seconds#>`) stands in its place, named as the form names the field.
//
// window.ToastSnippets.generate(config) -> {swift, swiftUI, objc}: plain text. `config` is the
// form (playground.js formConfig) with the limits the engine took, and `refused`: the names of
// the form's fields whose values the engine refuses ("toast" when it refuses the toast as a whole).
// window.ToastSnippets.highlight(text) -> HTML with <span class="kw|str|num|com|dot|ph">.
"use strict";
(function () {
  const MODERN = ["standard", "success", "warning", "error", "info"];
  const CLASSIC = ["toastUtil", "windowTip", "messageBanner", "gkrToast", "gkrFancyToast"];
  // ToastUtil's gravities are fractions of the free height (ClassicSystem.ToastUtil).
  const GRAVITY = [[1 / 6, "top", "TOP"], [1 / 2, "centre", "CENTRE"], [5 / 6, "bottom", "BOTTOM"]];
  const INDENT = "    ";

  /** A refused value's stand-in: an Xcode placeholder named as the form names the field, so the
      code never says what the engine would not take, and says where something must go. */
  class Refused {
    constructor(label) { this.text = "<#" + label + "#>"; }
  }
  /** The form's names for the fields a snippet may leave to a placeholder. */
  const REFUSED_LABELS = { message: "Message", fraction: "Fraction", seconds: "Seconds", progressValue: "Done", action: "Action title" };

  /** A number as a Swift/Objective-C literal: no trailing zeros, at least one digit. */
  function num(value) {
    if (value instanceof Refused) return value.text;
    const n = Number(value);
    if (!isFinite(n)) return "0";
    return String(Math.round(n * 1000) / 1000);
  }

  /** A fraction as Swift source, spelling the thirds and sixths the classic systems use. */
  function fractionLiteral(value) {
    if (value instanceof Refused) return value.text;
    for (const [f, text] of [[1 / 6, "1.0 / 6.0"], [5 / 6, "5.0 / 6.0"], [1 / 3, "1.0 / 3.0"], [2 / 3, "2.0 / 3.0"]]) {
      if (Math.abs(value - f) < 0.0005) return text;
    }
    return num(value);
  }

  /** A string literal: `prefix` ("" for Swift, "@" for Objective-C) and its escapes, each
      control character written with `control` (Swift's \u{…}; Objective-C's \x.. ends the
      literal there, as a hex escape would run on into the next character). */
  function stringLiteral(text, prefix, control) {
    if (text instanceof Refused) return text.text;
    const named = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r" };
    return prefix + '"' + String(text).replace(/[\\"\u0000-\u001f\u007f]/g, (c) => named[c] || control(c.charCodeAt(0))) + '"';
  }
  const swiftString = (text) => stringLiteral(text, "", (code) => "\\u{" + code.toString(16) + "}");
  const objcString = (text) => stringLiteral(text, "@", (code) => "\\x" + code.toString(16).padStart(2, "0") + '" @"');

  // ---- Layout of the code: lines kept within WIDTH where they can be ----

  /** The code panel shows about this many characters; calls and comments break to fit. */
  const WIDTH = 78;

  /** `// text`, word-wrapped at WIDTH, each line at `indent`. */
  function comment(indent, text) {
    const lines = [];
    let line = indent + "//";
    for (const word of text.split(" ")) {
      if (line.length + 1 + word.length > WIDTH && line.length > indent.length + 2) {
        lines.push(line);
        line = indent + "//";
      }
      line += " " + word;
    }
    lines.push(line);
    return lines;
  }

  /** A Swift call: `head(arg, arg)close tail` on one line when it fits, else one argument a line.
      Each argument is an array of lines (a closure spans several: its later lines are already
      indented relative to the argument's first). */
  function swiftCall(indent, head, args, close, tail) {
    const flat = args.every((arg) => arg.length === 1);
    const one = indent + head + "(" + args.map((arg) => arg[0]).join(", ") + close + tail;
    if (flat && one.length <= WIDTH) return [one];
    const lines = [indent + head + "("];
    args.forEach((arg, i) => {
      const last = i === args.length - 1;
      arg.forEach((line, j) => lines.push(indent + INDENT + line + (j === arg.length - 1 && !last ? "," : "")));
    });
    lines.push(indent + close + tail);
    return lines;
  }

  /** An Objective-C message `[receiver part:arg part:arg]`, on one line when it fits, else a part
      a line with the colons aligned, as Xcode indents them. `block` is the body of a block that
      the last argument opens ("^{"); the message then closes after it. */
  function objcMessage(indent, receiver, parts, block, tail) {
    const open = indent + "[" + receiver + " ";
    const close = block ? "}]" + tail : "]" + tail;
    const one = open + parts.map(([name, arg]) => name + ":" + arg).join(" ");
    const lines = [];
    if (one.length <= WIDTH) {
      lines.push(block ? one : one + close);
    } else {
      const colon = open.length + parts[0][0].length;
      parts.forEach(([name, arg], i) => {
        const lead = i === 0 ? open : " ".repeat(Math.max(indent.length + INDENT.length, colon - name.length));
        lines.push(lead + name + ":" + arg + (i === parts.length - 1 && !block ? close : ""));
      });
    }
    if (block) lines.push(...block.map((line) => indent + INDENT + line), indent + close);
    return lines;
  }

  // ---- The pieces of a Swift `Toast`, as ToastKit spells them ----

  function swiftDuration(c) {
    switch (c.duration) {
      case "short": return ".short";
      case "long": return ".long";
      case "automatic": return ".automatic";
      case "indefinite": return ".indefinite";
      case "seconds": return ".seconds(" + num(c.seconds) + ")";
      default: return null;
    }
  }

  function swiftPosition(c) {
    switch (c.position) {
      case "top": return ".top";
      case "center": return ".center";
      case "bottom": return ".bottom";
      case "navigationBar": return ".anchored(to: .navigationBar)";
      case "fraction": return ".fraction(" + fractionLiteral(c.fraction) + ")";
      default: return null;
    }
  }

  function swiftProgress(c) {
    if (c.progress === "indeterminate") return ".indeterminate";
    if (c.progress === "fraction") return ".fraction(" + num(c.progressValue) + ")";
    return null;
  }

  /** Whether the toast sits below the navigation bar: asked for, or messageBanner's own position. */
  function anchoredToBar(c) {
    return c.position === "navigationBar" || (c.position === "default" && c.style === "messageBanner");
  }

  /** Whether the toast needs `Toast(…)` rather than the message form of `show`. */
  function needsToastValue(c) {
    return c.priority === "high" || c.policy !== "default" || c.key || c.action || c.progress !== "none";
  }

  /** The arguments of `Toast("…", title: …, …)`: its initializer's labels in their order
      (Toast.swift), each an array of lines. */
  function swiftToastArguments(c) {
    const args = [swiftString(c.message)];
    if (c.title) args.push("title: " + swiftString(c.title));
    if (c.style !== "standard") args.push("style: ." + c.style);
    const duration = swiftDuration(c);
    if (duration) args.push("duration: " + duration);
    const position = swiftPosition(c);
    if (position) args.push("position: " + position);
    if (c.priority === "high") args.push("priority: .high");
    if (c.policy !== "default") args.push("policy: ." + c.policy);
    if (c.key) args.push("coalescingKey: " + swiftString(c.key));
    const progress = swiftProgress(c);
    if (progress) args.push("progress: " + progress);
    const lines = args.map((arg) => [arg]);
    if (c.action) lines.push(["action: .init(" + swiftString(c.action) + ") {", INDENT + "// what the button does", "}"]);
    return lines;
  }

  /** The message form, `show("…", title:, duration:, position:, style:)` (Toast+Presenting.swift). */
  function swiftMessageArguments(c) {
    const args = [swiftString(c.message)];
    if (c.title) args.push("title: " + swiftString(c.title));
    const duration = swiftDuration(c);
    if (duration) args.push("duration: " + duration);
    const position = swiftPosition(c);
    if (position) args.push("position: " + position);
    if (c.style !== "standard") args.push("style: ." + c.style);
    return args.map((arg) => [arg]);
  }

  function limitLines(c, indent) {
    const lines = [];
    if (Number(c.maxVisible) !== 1) lines.push(indent + "Toast.defaults.maxVisible = " + num(c.maxVisible) + "   // per position: they stack");
    if (Number(c.maxQueued) !== 5) lines.push(indent + "Toast.defaults.maxQueued = " + num(c.maxQueued) + "   // per position, waiting");
    if (c.stacking === "deck") lines.push(indent + "Toast.defaults.stacking = .deck   // a pile: a tap fans it out");
    return lines;
  }

  function liveUpdateLines(c, handle) {
    if (c.progress === "none") return [];
    return [
      "",
      "// As the work goes on (never touches the timer, never announced):",
      handle + ".update(progress: 0.7)",
      handle + ".update(message: \"Uploading 3 of 10\")   // announced",
      "// Done: the same toast becomes a success and times out normally.",
      handle + ".update(Toast(\"Uploaded\", style: .success))",
    ];
  }

  /** The classic system's own call, for the classic presets (ToastKitClassic keeps them call for
      call), in Swift (`objc` false) or Objective-C, at `indent`: the same decisions, each
      language's spelling. */
  function classicCall(c, objc, indent) {
    const msg = objc ? objcString(c.message) : swiftString(c.message);
    const lines = [];
    const say = (text) => lines.push(...comment(indent, text));
    const either = (swiftLines, objcLines) => lines.push(...(objc ? objcLines : swiftLines));
    const restNeedsModern = c.duration !== "default" || c.position !== "default";
    switch (c.style) {
      case "toastUtil": {
        const gravity = toastUtilGravity(c);
        const seconds = toastUtilSeconds(c, objc);
        say("ToastUtil's original call:");
        if (gravity === undefined) {
          say("ToastUtil's gravity is TOP, CENTRE or BOTTOM (⅙, ½ or ⅚ of the free height): this position needs the modern API.");
        } else if (gravity[1] === "bottom" && seconds === null) {
          say("2.5 s at the bottom");
          either([indent + "ToastUtil.toast().showToast(" + msg + ")"], [indent + "[[ToastUtil toast] showToast:" + msg + "];"]);
        } else {
          const duration = seconds === null ? "2.5" : seconds;
          const handler = ["// runs once, after the toast is gone"];
          either(swiftCall(indent, "ToastUtil.toast().showToast", [[msg], ["duration: " + duration], ["gravity: ." + gravity[1]]], ")", " {")
            .concat([indent + INDENT + handler[0], indent + "}"]),
          objcMessage(indent, "[ToastUtil toast]", [["showToast", msg], ["duration", duration], ["gravity", gravity[2]], ["finishHandler", "^{"]], handler, ";"));
        }
        if (c.duration === "automatic") say("ToastUtil has no automatic duration: it takes seconds.");
        break;
      }
      case "windowTip":
        say("UIWindow showTips, the original call: the text only (2 s, tap to dismiss).");
        either([indent + "UIWindow.showTips(" + msg + ")"], [indent + "[UIWindow showTips:" + msg + "];"]);
        if (restNeedsModern) say("showTips takes no duration or position: the modern API has them.");
        break;
      case "messageBanner":
        say("ShowMessageView's original calls, in a view controller inside a UINavigationController:");
        either([
          indent + "showMessageView = ShowMessageView.create(in: self)   // viewDidLoad",
          indent + "showMessageView.showMessage(" + msg + ")   // the refresh ended",
          indent + "showMessageView.hideMessage()   // viewWillDisappear",
        ], [
          indent + "// viewDidLoad:",
          indent + "self.showMessageView =",
          indent + INDENT + "[ShowMessageView createShowMessageViewInViewController:self];",
          indent + "[self.showMessageView showMessage:" + msg + "];   // the refresh ended",
          indent + "[self.showMessageView hideMessage];   // viewWillDisappear:",
        ]);
        if (restNeedsModern) say("showMessage: takes no duration or position: the modern API has them.");
        break;
      default: {
        const cls = c.style === "gkrToast" ? "GKRToast" : "AIMFancyToast";
        say(cls + "'s original call" + (objc ? "" : " (import ToastKitClassicObjC)") + ": 5 s, centred over a dim.");
        either([indent + cls + ".show(" + msg + ")"], [indent + "[" + cls + " show:" + msg + "];"]);
        if (c.duration !== "default") say("Another time on screen: subclass " + cls + " and set hideTimeOut in +configure (0 stays until tapped).");
        if (c.position !== "default") say("GKRToast is always centred: the modern API has other positions.");
      }
    }
    for (const what of unsupportedByClassic(c)) say("The classic API has no " + what + ": the modern API has.");
    return lines;
  }

  function unsupportedByClassic(c) {
    const list = [];
    if (c.title) list.push("title");
    if (c.action) list.push("action button");
    if (c.progress !== "none") list.push("progress");
    if (c.priority === "high") list.push("priority");
    if (c.policy !== "default") list.push("queue policy");
    if (c.key) list.push("coalescing key");
    return list;
  }

  /** ToastUtil's gravity for the form's position: its GRAVITY row, or undefined. */
  function toastUtilGravity(c) {
    if (c.position === "default") return GRAVITY[2];
    if (c.position !== "fraction") return undefined;
    return GRAVITY.find(([f]) => Math.abs(f - c.fraction) < 0.005);
  }

  /** ToastUtil's seconds for the form's duration, as source; null for its default (2.5 s). */
  function toastUtilSeconds(c, objc) {
    switch (c.duration) {
      case "short": return "2";
      case "long": return "3.5";
      case "seconds": return num(c.seconds);
      case "indefinite": return objc ? "MAXFLOAT" : "TimeInterval(Float.greatestFiniteMagnitude)";  // until tapped
      default: return null;
    }
  }

  // ---- Swift (UIKit) ----

  function swift(c) {
    const classicStyle = CLASSIC.includes(c.style);
    const lines = [classicStyle ? "import ToastKitClassic   // brings ToastKit too" : "import ToastKit"];
    if (c.style === "gkrToast" || c.style === "gkrFancyToast") lines.push("import ToastKitClassicObjC   // GKRToast and its subclasses");
    lines.push("");
    const limits = limitLines(c, "");
    if (limits.length) lines.push("// Once, early (application(_:didFinishLaunchingWithOptions:)):", ...limits, "");
    if (classicStyle) lines.push(...classicCall(c, false, ""), "", "// The same look with the modern API:");
    const fromController = anchoredToBar(c);
    if (fromController) {
      lines.push(...comment("", "In a view controller inside a UINavigationController: the toast sits just below its " +
        "navigation bar (Toast.show, with no view to go by, would put it at the top)."));
    }
    const receiver = fromController ? "showToast" : "Toast.show";
    const keep = c.progress !== "none" ? "let handle = " : "";
    if (needsToastValue(c)) {
      lines.push(...swiftCall("", "let toast = Toast", swiftToastArguments(c), ")", ""));
      lines.push(keep + receiver + "(toast) { ending in");
    } else {
      lines.push(...swiftCall("", keep + receiver, swiftMessageArguments(c), ")", " { ending in"));
    }
    lines.push(INDENT + "print(ending.reason)   // exactly once, with why it ended", "}");
    lines.push(...liveUpdateLines(c, "handle"));
    lines.push("", "// Elsewhere: end every toast, visible or waiting.", "Toast.dismissAll()");
    return lines.join("\n");
  }

  // ---- SwiftUI ----

  function swiftUI(c) {
    const classicStyle = CLASSIC.includes(c.style);
    const classic = classicStyle && c.style !== "messageBanner";   // ShowMessageView needs a UIKit controller
    const live = c.progress !== "none";
    const lines = ["import ToastSwiftUI"];
    if (classic) lines.push("import ToastKitClassic   // for the classic call");
    if (c.style === "gkrToast" || c.style === "gkrFancyToast") lines.push("import ToastKitClassicObjC");
    lines.push("");
    const limits = limitLines(c, INDENT + INDENT);
    if (limits.length) {
      lines.push("@main", "struct MyApp: App {", INDENT + "init() {", ...limits, INDENT + "}",
        INDENT + "var body: some Scene { WindowGroup { ContentView() } }", "}", "");
    }
    lines.push("struct ContentView: View {", INDENT + "@Environment(\\.showToast) private var showToast");
    if (live) lines.push(INDENT + "@State private var upload: ToastHandle?");
    lines.push("", INDENT + "var body: some View {");
    const inner = INDENT + INDENT + INDENT;
    const body = inner + INDENT;
    lines.push(INDENT + INDENT + "VStack {");
    if (anchoredToBar(c)) {
      lines.push(...comment(inner, "SwiftUI's action reports no navigation bar to anchor to: here the toast sits at " +
        "the top. The slide from behind a bar needs a UIKit view controller under one (viewController.showToast" +
        (c.style === "messageBanner" ? ", or ShowMessageView.create(in:)" : "") + ")."));
    }
    lines.push(inner + "Button(\"Show\") {");
    const plain = !(needsToastValue(c) || c.title || c.style !== "standard" || c.duration !== "default" || c.position !== "default");
    const head = (live ? "upload = " : "") + "showToast";
    if (plain) lines.push(body + head + "(" + swiftString(c.message) + ")");
    else lines.push(...swiftCall(body, head + "(Toast", swiftToastArguments(c), "))", ""));
    lines.push(inner + "}");
    if (classic) lines.push(inner + "Button(\"Show, the classic way\") {", ...classicCall(c, false, body), inner + "}");
    if (live) {
      lines.push(inner + "Button(\"Progress\") { upload?.update(progress: 0.7) }");
      lines.push(inner + "Button(\"Done\") { upload?.update(Toast(\"Uploaded\", style: .success)) }");
      lines.push(...comment(inner, "For work that is a task: try await showToast.task(\"Uploading…\", success: \"Uploaded\") { … }"));
    }
    lines.push(INDENT + INDENT + "}", INDENT + "}", "}");
    return lines.join("\n");
  }

  // ---- Objective-C ----

  const OBJC_POSITION = { top: "TKToastPositionTop", center: "TKToastPositionCenter", bottom: "TKToastPositionBottom" };
  const OBJC_STYLE = { standard: "TKToastStyleStandard", success: "TKToastStyleSuccess", warning: "TKToastStyleWarning",
    error: "TKToastStyleError", info: "TKToastStyleInfo" };

  /** The seconds TKToast takes: 0 is automatic, INFINITY stays until tapped (ToastObjectiveC.swift). */
  function objcSeconds(c) {
    switch (c.duration) {
      case "short": return "2";
      case "long": return "3.5";
      case "seconds": return num(c.seconds);
      case "indefinite": return "INFINITY";
      default: return "0";
    }
  }

  function objc(c) {
    const classicStyle = CLASSIC.includes(c.style);
    const lines = ["@import ToastKit;"];
    if (classicStyle) lines.push("@import ToastKitClassic;");
    if (c.style === "gkrToast" || c.style === "gkrFancyToast") lines.push("@import ToastKitClassicObjC;   // GKRToast, AIMFancyToast");
    lines.push("");
    if (Number(c.maxVisible) !== 1) lines.push("TKToast.maxVisible = " + num(c.maxVisible) + ";   // once, early, on the main thread");
    if (c.stacking === "deck") lines.push("TKToast.stacking = TKToastStackingDeck;   // a pile: a tap fans it out");
    if (Number(c.maxQueued) !== 5) {
      lines.push(...comment("", "maxQueued has no Objective-C API: set Toast.defaults.maxQueued from Swift, once, early."));
    }
    if (Number(c.maxVisible) !== 1 || Number(c.maxQueued) !== 5 || c.stacking === "deck") lines.push("");
    if (classicStyle) {
      lines.push(...classicCall(c, true, ""), "", ...comment("", "TKToast has the modern presets only (TKToastStyle): the " +
        c.style + " look needs the classic call above, or Swift."));
      return lines.join("\n");
    }
    const missing = [];
    if (c.priority === "high") missing.push("priority");
    if (c.policy !== "default") missing.push("queue policy");
    if (c.key) missing.push("coalescing key");
    if (c.position === "fraction") missing.push("fraction position (TKToastPosition is top, center or bottom)");
    if (c.position === "navigationBar") missing.push("navigation-bar anchor");
    const live = c.progress !== "none";
    const rich = c.title || c.action || c.style !== "standard";
    const timed = c.duration !== "default" || (c.position !== "default" && OBJC_POSITION[c.position]);
    const msg = objcString(c.message);
    if (live) {
      lines.push(...comment("", "A loading toast (a spinner) that stays until its handle finishes it. It appears only " +
        "if the work still runs after the loading grace time (Toast.defaults.loading)."));
      lines.push("TKToastHandle *handle = [TKToast showLoading:" + msg + "];");
      if (c.progress === "fraction") lines.push("[handle updateProgress:" + num(c.progressValue) + "];");
      lines.push("[handle updateProgress:0.7];   // never touches the timer");
      lines.push("[handle updateMessage:@\"Uploading 3 of 10\"];   // announced");
      lines.push("// Done: times out normally.", "[handle finishWithMessage:@\"Uploaded\" style:TKToastStyleSuccess];");
      if (rich || timed) missing.push("title, style, action, duration or position on a loading toast");
    } else if (rich) {
      const parts = [["show", msg], ["title", c.title ? objcString(c.title) : "nil"], ["style", OBJC_STYLE[c.style]], ["icon", "nil"],
        ["actionTitle", c.action ? objcString(c.action) : "nil"], ["action", c.action ? "^{" : "nil"]];
      lines.push(...objcMessage("", "TKToast", parts, c.action ? ["// what the button does"] : null, ";"));
      if (timed) missing.push("duration or position with a title, style or action (this call takes neither)");
    } else if (c.duration === "indefinite" && c.position === "default") {
      lines.push("[TKToast showIndefinitely:" + msg + "];   // until tapped or dismissed");
    } else if (timed) {
      if (c.duration === "default") lines.push("// A duration of 0 is automatic: from the text's length.");
      const parts = [["show", msg], ["duration", objcSeconds(c)], ["position", OBJC_POSITION[c.position] || "TKToastPositionBottom"],
        ["completion", "^(TKToastEndReason reason) {"]];
      lines.push(...objcMessage("", "TKToast", parts, ["// runs once, on the main thread, with why it ended"], ";"));
    } else {
      lines.push("[TKToast show:" + msg + "];");
    }
    for (const what of missing) lines.push(...comment("", "No Objective-C API for the " + what + ": show it from Swift."));
    lines.push("", "[TKToast dismissAll];   // elsewhere: end every toast");
    return lines.join("\n");
  }

  // ---- Highlighting ----

  const KEYWORDS = new Set(("import let var struct private some func init return if else for in try await self static class " +
    "@main @Environment @State @import nil true false INFINITY MAXFLOAT").split(" "));

  function escapeHTML(text) {
    return text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" }[c]));
  }

  /** Wraps comments, strings, numbers, keywords and Swift's leading-dot members in spans. */
  function highlight(text) {
    const token = /(\/\/[^\n]*)|(@?"(?:[^"\\\n]|\\.)*")|(<#[^#\n]*#>)|(@?[A-Za-z_][A-Za-z0-9_]*)|(\.[a-z][A-Za-z0-9]*)|(\b\d+(?:\.\d+)?\b)/g;
    let out = "";
    let last = 0;
    let match;
    while ((match = token.exec(text))) {
      out += escapeHTML(text.slice(last, match.index));
      const [all, comment, string, placeholder, word, member, number] = match;
      if (comment) out += '<span class="com">' + escapeHTML(all) + "</span>";
      else if (string) out += '<span class="str">' + escapeHTML(all) + "</span>";
      else if (placeholder) out += '<span class="ph">' + escapeHTML(all) + "</span>";
      else if (word) out += KEYWORDS.has(word) ? '<span class="kw">' + escapeHTML(all) + "</span>" : escapeHTML(all);
      else if (member) out += '<span class="dot">' + escapeHTML(all) + "</span>";
      else if (number) out += '<span class="num">' + all + "</span>";
      last = match.index + all.length;
    }
    return out + escapeHTML(text.slice(last));
  }

  /** What a snippet says first about refused values, as comment lines (none when nothing is). */
  function refusalNote(c) {
    if (!c.refused.length) return [];
    const text = c.refused.includes("toast")
      ? "The engine refuses this toast as the form has it: Show says why."
      : "<#…#> marks what the engine refuses in the form: Show says why.";
    return comment("", text).concat([""]);
  }

  function generate(config) {
    const c = Object.assign({}, config);
    if (!MODERN.includes(c.style) && !CLASSIC.includes(c.style)) c.style = "standard";
    c.refused = (config.refused || []).slice();
    for (const name of c.refused) if (REFUSED_LABELS[name]) c[name] = new Refused(REFUSED_LABELS[name]);
    const note = refusalNote(c);
    const noted = (text) => (note.length ? note.join("\n") + "\n" + text : text);
    return { swift: noted(swift(c)), swiftUI: noted(swiftUI(c)), objc: noted(objc(c)) };
  }

  window.ToastSnippets = { generate: generate, highlight: highlight };
})();
