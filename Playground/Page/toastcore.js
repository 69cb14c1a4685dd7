// ToastCore in the page: loads the WebAssembly build of ToastKit's engine, stage and conformance
// harness (scripts/playground builds it from the same Swift sources as `toastkit simulate`) and wraps
// its C-ABI surface (Playground/Sources/ToastPlayground/Exports.swift) in a small API.
//
// A classic script, not a module, so that the page works when opened from disk (browsers refuse
// module scripts from file://). The module's bytes come from window.TOASTCORE_WASM_BASE64
// (toastcore-wasm.js, generated), so nothing is fetched. Node loads this file with require()
// and passes the bytes itself (Playground/Tests/simulate.js).
//
//   const core = await ToastCore.load();
//   core.run(scriptText)          -> {status, output, error}: a whole script, as `toastkit simulate`
//   core.run(bytes, {raw: true})  -> the same with `output` as the bytes printed (a Uint8Array)
//   core.startSession()           -> a fresh harness: no scene yet, time 0
//   core.send(line)               -> {status, lines, error}: one script line (an object or JSON text)
//   core.advance(time)            -> {status, lines, error}: the clock runs to `time` seconds
//   core.poses(time, {dark})      -> the stage at `time`: {time, scene, toasts: [...]}
//
// Status codes are `toastkit simulate`'s exit statuses: 0 ran, 1 stopped (a limit ran out),
// 2 the script cannot be used (`error` says which line and why). A session's line is refused as
// the harness refuses it: one that cannot be read (bad JSON, too long) changes nothing; one that
// can runs the clock to its `at` first, as every line does, then fails (a tap on an unknown id),
// and its `lines` are what fired by then. After status 1, start a new session.
//
// poses(time) returns {time, scene: {width, height, safeArea: [top, left, bottom, right],
// keyboard: [x, y, w, h] | null, rtl, reduceMotion}, toasts: [...]}, the toasts back to front,
// each {id, phase ("entering" | "shown" | "leaving"), position, frame: [x, y, w, h] (points,
// before the look), clip: [x, y, w, h] | null (visible only inside it), opacity, offsetX,
// offsetY, scale (the transition's look, the drag's offset and a deck's pile; scale about the
// centre), depth (0, or its place behind a folded deck's front: draw its surface only),
// expanded (its position's deck is fanned out: a `collapse` there folds it, as a touch outside
// every toast does on a phone), corner, dim: opacity | null, dimColor (null when the style has no dim), background, backdrop ("solid" |
// "material" | "glass"), textColor, titleColor, iconColor, actionColor (CSS rgba() strings for
// the appearance asked for), shadow: {color, radius, offsetX, offsetY} | null, message, title, icon (an SF Symbol
// name), action (its button's title), progress: 0…1 | null, loading, parts: {icon, title,
// message, action, progress: [x, y, w, h] | null, relative to the frame's origin}, fonts:
// {message, title, action: {size, weight}}, alignment ("center" | "leading"), rtl, lineLimit}.
"use strict";

(function (root) {
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();

    // The module imports four WASI functions that wasi-libc links in but the harness never
    // calls to any effect (it writes no file and needs no randomness): answers of 0 do.
    const wasiStubs = {
        fd_close: () => 0,
        fd_seek: () => 0,
        fd_write: () => 0,
        random_get: () => 0,
    };

    function decodeBase64(text) {
        if (typeof Buffer !== "undefined") return new Uint8Array(Buffer.from(text, "base64"));
        const binary = atob(text);
        const bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
        return bytes;
    }

    class Core {
        constructor(instance, size) {
            this.exports = instance.exports;
            this.wasmBytes = size;
        }

        // Copies UTF-8 text into the module's input buffer and returns its length in bytes.
        write(text) {
            const bytes = typeof text === "string" ? encoder.encode(text) : text;
            // The module takes lengths as 32-bit integers.
            if (bytes.length > 0x7fffffff) throw new RangeError("toastcore: a script may have at most 2 GiB");
            const address = this.exports.toastkit_input(bytes.length);
            new Uint8Array(this.exports.memory.buffer, address, bytes.length).set(bytes);
            return bytes.length;
        }

        read(address, length) {
            return decoder.decode(new Uint8Array(this.exports.memory.buffer, address, length));
        }

        output() {
            return this.read(this.exports.toastkit_output(), this.exports.toastkit_output_length());
        }

        error() {
            return this.read(this.exports.toastkit_error(), this.exports.toastkit_error_length());
        }

        // The lines a session call printed, parsed, with its status and error.
        result(status) {
            const text = this.output();
            const lines = text === "" ? [] : text.trimEnd().split("\n").map((line) => JSON.parse(line));
            return { status, lines, text, error: this.error() };
        }

        run(script, options = {}) {
            const status = this.exports.toastkit_run(this.write(script));
            const output = options.raw
                ? new Uint8Array(this.exports.memory.buffer, this.exports.toastkit_output(), this.exports.toastkit_output_length()).slice()
                : this.output();
            return { status, output, error: this.error() };
        }

        startSession() {
            this.exports.toastkit_session_start();
        }

        send(line) {
            const text = typeof line === "string" ? line : JSON.stringify(line);
            return this.result(this.exports.toastkit_session_line(this.write(text)));
        }

        advance(time) {
            return this.result(this.exports.toastkit_session_advance(time));
        }

        poses(time, options = {}) {
            const length = this.exports.toastkit_session_poses(time, options.dark ? 1 : 0);
            return JSON.parse(this.read(this.exports.toastkit_output(), length));
        }
    }

    const ToastCore = {
        // Instantiates the module from `bytes`, or from window.TOASTCORE_WASM_BASE64.
        async load(bytes) {
            const source = bytes || decodeBase64(root.TOASTCORE_WASM_BASE64);
            const { instance } = await WebAssembly.instantiate(source, { wasi_snapshot_preview1: wasiStubs });
            return new Core(instance, source.byteLength);
        },
    };

    root.ToastCore = ToastCore;
    if (typeof module !== "undefined" && module.exports) module.exports = ToastCore;
})(typeof window !== "undefined" ? window : globalThis);
