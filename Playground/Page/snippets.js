// ToastKit Playground: the code that shows the toast the form describes, in Swift (UIKit,
// ToastKit), SwiftUI (ToastSwiftUI) and Objective-C. Every name here is ToastKit's public API
// (Sources/ToastKit/Toast.swift, Toast+Presenting.swift, Toast+Live.swift, ToastHandle.swift,
// ToastObjectiveC.swift, UIView+Toast.swift; Sources/ToastSwiftUI/ShowToastAction.swift;
// Sources/ToastKitClassic and ToastKitClassicObjC for the four classic systems). Where the form
// offers something an API has no way to say, the snippet says so in a comment instead of
// inventing a name.
//
// window.ToastSnippets.generate(config) -> {swift, swiftUI, objc}: plain text.
// window.ToastSnippets.highlight(text) -> HTML with <span class="kw|str|num|com|dot">.
"use strict";
(function () {
  const MODERN = ["standard", "success", "warning", "error", "info"];
  const SEEDS = ["toastUtil", "windowTip", "messageBanner", "gkrToast", "gkrFancyToast"];
  // ToastUtil's gravities are fractions of the free height (ClassicSeed.ToastUtil).
  const GRAVITY = [[1 / 6, "top", "TOP"], [1 / 2, "centre", "CENTRE"], [5 / 6, "bottom", "BOTTOM"]];
  const INDENT = "    ";

  /** A number as a Swift/Objective-C literal: no trailing zeros, at least one digit. */
  function num(value) {
    const n = Number(value);
    if (!isFinite(n)) return "0";
    return String(Math.round(n * 1000) / 1000);
  }

  /** A fraction as Swift source, spelling the thirds and sixths the seeds use. */
  function fractionLiteral(value) {
    for (const [f, text] of [[1 / 6, "1.0 / 6.0"], [5 / 6, "5.0 / 6.0"], [1 / 3, "1.0 / 3.0"], [2 / 3, "2.0 / 3.0"]]) {
      if (Math.abs(value - f) < 0.0005) return text;
    }
    return num(value);
  }

  /** A string literal: `prefix` ("" for Swift, "@" for Objective-C) and its escapes, each
      control character written with `control` (Swift's \u{…}; Objective-C's \x.. ends the
      literal there, as a hex escape would run on into the next character). */
  function stringLiteral(text, prefix, control) {
    const named = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r" };
    return prefix + '"' + String(text).replace(/[\\"\u0000-\u001f\u007f]/g, (c) => named[c] || control(c.charCodeAt(0))) + '"';
  }
  const swiftString = (text) => stringLiteral(text, "", (code) => "\\u{" + code.toString(16) + "}");
  const objcString = (text) => stringLiteral(text, "@", (code) => "\\x" + code.toString(16).padStart(2, "0") + '" @"');

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

  /** `Toast("…", title: …, …)`: its initializer's labels in their order (Toast.swift). */
  function swiftToastValue(c, indent) {
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
    let action = null;
    if (c.action) action = "action: .init(" + swiftString(c.action) + ") {\n" + indent + INDENT + INDENT + "// what the button does\n" + indent + INDENT + "}";
    if (args.length <= 3 && !action) return "Toast(" + args.join(", ") + ")";
    const all = action ? args.concat([action]) : args;
    return "Toast(\n" + all.map((a) => indent + INDENT + a).join(",\n") + "\n" + indent + ")";
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
    return args.join(", ");
  }

  function limitLines(c, prefix) {
    const lines = [];
    if (Number(c.maxVisible) !== 1) lines.push(prefix + "Toast.defaults.maxVisible = " + num(c.maxVisible) + "   // per position: they stack");
    if (Number(c.maxQueued) !== 5) lines.push(prefix + "Toast.defaults.maxQueued = " + num(c.maxQueued) + "   // per position, waiting");
    return lines;
  }

  function liveUpdateLines(c, handle, prefix) {
    if (c.progress === "none") return [];
    return [
      "",
      prefix + "// As the work goes on (never touches the timer, never announced):",
      prefix + handle + ".update(progress: 0.7)",
      prefix + handle + ".update(message: \"Uploading 3 of 10\")   // announced to VoiceOver",
      prefix + "// Done: the same toast becomes a success and times out normally.",
      prefix + handle + ".update(Toast(\"Uploaded\", style: .success))",
    ];
  }

  /** The seed system's own call, for the classic presets (ToastKitClassic keeps them call for
      call), in Swift (`objc` false) or Objective-C: the same decisions, each language's spelling. */
  function classicCall(c, objc) {
    const msg = objc ? objcString(c.message) : swiftString(c.message);
    const lines = [];
    const note = (swiftText, objcText) => lines.push(objc ? objcText : swiftText);
    const restNeedsModern = (c.duration !== "default" || c.position !== "default");
    switch (c.style) {
      case "toastUtil": {
        const gravity = toastUtilGravity(c);
        const seconds = toastUtilSeconds(c, objc);
        lines.push("// ToastUtil (seed 1), the original call:");
        if (gravity === undefined) {
          lines.push("// ToastUtil's gravity is TOP, CENTRE or BOTTOM (⅙, ½, ⅚ of the free height): this position needs the modern API.");
        } else if (gravity[1] === "bottom" && seconds === null) {
          note("ToastUtil.toast().showToast(" + msg + ")   // 2.5 s at the bottom", "[[ToastUtil toast] showToast:" + msg + "];   // 2.5 s at the bottom");
        } else {
          const duration = seconds === null ? "2.5" : seconds;
          note("ToastUtil.toast().showToast(" + msg + ", duration: " + duration + ", gravity: ." + gravity[1] + ") {",
            "[[ToastUtil toast] showToast:" + msg + " duration:" + duration + " gravity:" + gravity[2] + " finishHandler:^{");
          lines.push(INDENT + "// runs once, after the toast is gone");
          note("}", "}];");
        }
        if (c.duration === "automatic") lines.push("// ToastUtil has no automatic duration: it takes seconds.");
        break;
      }
      case "windowTip":
        lines.push("// UIWindow showTips (seed 2), the original call: the text only (2 s, tap to dismiss).");
        note("UIWindow.showTips(" + msg + ")", "[UIWindow showTips:" + msg + "];");
        if (restNeedsModern) lines.push("// showTips takes no duration or position: the modern API has them.");
        break;
      case "messageBanner":
        lines.push("// ShowMessageView (seed 3), the original calls, in a view controller inside a UINavigationController:");
        note("showMessageView = ShowMessageView.create(in: self)   // viewDidLoad",
          "self.showMessageView = [ShowMessageView createShowMessageViewInViewController:self];   // viewDidLoad");
        note("showMessageView.showMessage(" + msg + ")               // when the refresh ends",
          "[self.showMessageView showMessage:" + msg + "];   // when the refresh ends");
        note("showMessageView.hideMessage()                          // viewWillDisappear",
          "[self.showMessageView hideMessage];   // viewWillDisappear:");
        if (restNeedsModern) lines.push("// showMessage: takes no duration or position: the modern API has them.");
        break;
      default: {
        const cls = c.style === "gkrToast" ? "GKRToast" : "AIMFancyToast";
        lines.push("// " + cls + " (seed 4), the original call" + (objc ? ":" : " (import ToastKitClassicObjC):"));
        note(cls + ".show(" + msg + ")   // 5 s, centred over a dim", "[" + cls + " show:" + msg + "];   // 5 s, centred over a dim");
        if (c.duration !== "default") lines.push("// Another time on screen: subclass " + cls + " and set hideTimeOut in +configure (0 stays until tapped).");
        if (c.position !== "default") lines.push("// GKRToast is always centred: the modern API has other positions.");
      }
    }
    for (const what of unsupportedByClassic(c)) lines.push("// The classic API has no " + what + ": the modern API has.");
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
    const seed = SEEDS.includes(c.style);
    const lines = [seed ? "import ToastKitClassic   // brings ToastKit too" : "import ToastKit"];
    if (c.style === "gkrToast" || c.style === "gkrFancyToast") lines.push("import ToastKitClassicObjC   // GKRToast and its subclasses");
    lines.push("");
    const limits = limitLines(c, "");
    if (limits.length) lines.push("// Once, early (application(_:didFinishLaunchingWithOptions:)):", ...limits, "");
    if (seed) lines.push(...classicCall(c, false), "", "// The same look with the modern API:");
    const fromController = anchoredToBar(c);
    if (fromController) {
      lines.push("// In a view controller inside a UINavigationController: the toast sits just below its");
      lines.push("// navigation bar (Toast.show, with no view to go by, would put it at the top).");
    }
    const receiver = fromController ? "showToast" : "Toast.show";
    const live = c.progress !== "none";
    const keep = live ? "let handle = " : "";
    if (needsToastValue(c)) {
      lines.push("let toast = " + swiftToastValue(c, ""));
      lines.push(keep + receiver + "(toast) { dismissal in");
    } else {
      lines.push(keep + receiver + "(" + swiftMessageArguments(c) + ") { dismissal in");
    }
    lines.push(INDENT + "print(dismissal.reason)   // exactly once, with why it ended");
    lines.push("}");
    lines.push(...liveUpdateLines(c, "handle", ""));
    lines.push("", "// Elsewhere: end every toast, visible or waiting.", "Toast.dismissAll()");
    return lines.join("\n");
  }

  // ---- SwiftUI ----

  function swiftUI(c) {
    const seed = SEEDS.includes(c.style);
    const live = c.progress !== "none";
    const lines = ["import ToastSwiftUI"];
    if (seed && c.style !== "messageBanner") lines.push("import ToastKitClassic   // for the classic call");
    if (c.style === "gkrToast" || c.style === "gkrFancyToast") lines.push("import ToastKitClassicObjC");
    lines.push("");
    const limits = limitLines(c, INDENT + INDENT);
    if (limits.length) {
      lines.push("@main", "struct MyApp: App {", INDENT + "init() {", ...limits, INDENT + "}", INDENT + "var body: some Scene { WindowGroup { ContentView() } }", "}", "");
    }
    lines.push("struct ContentView: View {");
    lines.push(INDENT + "@Environment(\\.showToast) private var showToast");
    if (live) lines.push(INDENT + "@State private var upload: ToastHandle?");
    lines.push("", INDENT + "var body: some View {");
    const inner = INDENT + INDENT + INDENT;
    const body = inner + INDENT;
    lines.push(INDENT + INDENT + "VStack {");
    if (anchoredToBar(c)) {
      lines.push(inner + "// SwiftUI's action reports no navigation bar to anchor to: here the toast sits at the top.");
      lines.push(inner + "// The slide from behind a bar needs a UIKit view controller under one (viewController.showToast" +
        (c.style === "messageBanner" ? ", or ShowMessageView.create(in:)" : "") + ").");
    }
    lines.push(inner + "Button(\"Show\") {");
    const call = (needsToastValue(c) || c.title || c.style !== "standard" || c.duration !== "default" || c.position !== "default")
      ? "showToast(" + swiftToastValue(c, body) + ")"
      : "showToast(" + swiftString(c.message) + ")";
    lines.push(body + (live ? "upload = " : "") + call);
    lines.push(inner + "}");
    if (seed && c.style !== "messageBanner") {
      lines.push(inner + "Button(\"Show, the classic way\") {");
      lines.push(...classicCall(c, false).map((l) => body + l));
      lines.push(inner + "}");
    }
    if (live) {
      lines.push(inner + "Button(\"Progress\") { upload?.update(progress: 0.7) }   // never touches the timer");
      lines.push(inner + "Button(\"Done\") { upload?.update(Toast(\"Uploaded\", style: .success)) }");
      lines.push(inner + "// For work that is a task: try await showToast.task(\"Uploading…\", success: \"Uploaded\") { … }");
    }
    lines.push(INDENT + INDENT + "}", INDENT + "}", "}");
    return lines.join("\n");
  }

  // ---- Objective-C ----

  const OBJC_POSITION = { top: "TKToastPositionTop", center: "TKToastPositionCenter", bottom: "TKToastPositionBottom" };
  const OBJC_STYLE = { standard: "TKToastStyleStandard", success: "TKToastStyleSuccess", warning: "TKToastStyleWarning", error: "TKToastStyleError", info: "TKToastStyleInfo" };

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
    const seed = SEEDS.includes(c.style);
    const lines = ["@import ToastKit;"];
    if (seed) lines.push("@import ToastKitClassic;");
    if (c.style === "gkrToast" || c.style === "gkrFancyToast") lines.push("@import ToastKitClassicObjC;   // GKRToast, AIMFancyToast");
    lines.push("");
    if (Number(c.maxVisible) !== 1 || Number(c.maxQueued) !== 5) {
      lines.push("// maxVisible and maxQueued have no Objective-C API: set Toast.defaults.maxVisible and", "// Toast.defaults.maxQueued from Swift, once, early.", "");
    }
    if (seed) {
      lines.push(...classicCall(c, true), "", "// TKToast has the modern presets only (TKToastStyle): the " + c.style + " look needs the classic call above or Swift.");
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
      lines.push("// A loading toast (a spinner) that stays until its handle finishes it. It appears only if the");
      lines.push("// work still runs after the loading grace time (Toast.defaults.loading).");
      lines.push("TKToastHandle *handle = [TKToast showLoading:" + msg + "];");
      if (c.progress === "fraction") lines.push("[handle updateProgress:" + num(c.progressValue) + "];");
      lines.push("[handle updateProgress:0.7];                       // never touches the timer");
      lines.push("[handle updateMessage:@\"Uploading 3 of 10\"];        // announced to VoiceOver");
      lines.push("[handle finishWithMessage:@\"Uploaded\" style:TKToastStyleSuccess];   // times out normally");
      if (rich || timed) missing.push("title, style, action, duration or position on a loading toast");
    } else if (rich) {
      const title = c.title ? objcString(c.title) : "nil";
      const actionTitle = c.action ? objcString(c.action) : "nil";
      const action = c.action ? "^{\n" + INDENT + "// what the button does\n}" : "nil";
      lines.push("[TKToast show:" + msg + " title:" + title + " style:" + OBJC_STYLE[c.style] + " icon:nil actionTitle:" + actionTitle + " action:" + action + "];");
      if (timed) missing.push("duration or position together with a title, style or action (show:title:style:icon:actionTitle:action: takes neither)");
    } else if (c.duration === "indefinite" && c.position === "default") {
      lines.push("[TKToast showIndefinitely:" + msg + "];   // until tapped or dismissed");
    } else if (timed) {
      const position = OBJC_POSITION[c.position] || "TKToastPositionBottom";
      lines.push("[TKToast show:" + msg + " duration:" + objcSeconds(c) + " position:" + position + " completion:^(TKToastDismissReason reason) {");
      lines.push(INDENT + "// runs once, on the main thread, with why it ended");
      lines.push("}];");
      if (c.duration === "default") lines.push("// (a duration of 0 is automatic: from the text's length)");
    } else {
      lines.push("[TKToast show:" + msg + "];");
    }
    for (const what of missing) lines.push("// No Objective-C API for the " + what + ": show it from Swift.");
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
    const token = /(\/\/[^\n]*)|(@?"(?:[^"\\\n]|\\.)*")|(@?[A-Za-z_][A-Za-z0-9_]*)|(\.[a-z][A-Za-z0-9]*)|(\b\d+(?:\.\d+)?\b)/g;
    let out = "";
    let last = 0;
    let match;
    while ((match = token.exec(text))) {
      out += escapeHTML(text.slice(last, match.index));
      const [all, comment, string, word, member, number] = match;
      if (comment) out += '<span class="com">' + escapeHTML(all) + "</span>";
      else if (string) out += '<span class="str">' + escapeHTML(all) + "</span>";
      else if (word) out += KEYWORDS.has(word) ? '<span class="kw">' + escapeHTML(all) + "</span>" : escapeHTML(all);
      else if (member) out += '<span class="dot">' + escapeHTML(all) + "</span>";
      else if (number) out += '<span class="num">' + all + "</span>";
      last = match.index + all.length;
    }
    return out + escapeHTML(text.slice(last));
  }

  function generate(config) {
    const c = Object.assign({}, config);
    if (!MODERN.includes(c.style) && !SEEDS.includes(c.style)) c.style = "standard";
    return { swift: swift(c), swiftUI: swiftUI(c), objc: objc(c) };
  }

  window.ToastSnippets = { generate: generate, highlight: highlight };
})();
