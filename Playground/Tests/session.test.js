// `node session.test.js MODULE.wasm`: the module's interactive surface, as the page uses it
// (toastcore.js): a session prints what a whole script prints, the stage's poses agree with the
// harness's `placed` and `moved` lines, and bad lines end with a reason and change nothing.
"use strict";

const assert = require("assert/strict");
const fs = require("fs");
const path = require("path");
const ToastCore = require(path.join(__dirname, "../Page/toastcore.js"));

const scene = { at: 0, do: "scene", width: 390, height: 844, safeArea: [59, 0, 34, 0] };
const tests = [];
const test = (name, body) => tests.push({ name, body });

// The frame of the last `placed` or `moved` line for `id`.
function lastFrame(lines, id) {
    const motions = lines.filter((line) => line.id === id && (line.event === "placed" || line.event === "moved"));
    return motions.length > 0 ? motions[motions.length - 1].frame : undefined;
}

test("a session prints what the whole script prints", (core) => {
    const script = [
        scene,
        { at: 0, do: "show", id: "a", message: "Saved", style: "success", duration: 2 },
        { at: 0.4, do: "show", id: "b", message: "Next", duration: 1 },
        { at: 1, do: "keyboard", height: 336 },
        { at: 1.2, do: "tap", id: "a" },
        { at: 6, do: "end" },
    ];
    const whole = core.run(script.map((line) => JSON.stringify(line)).join("\n"));
    assert.equal(whole.status, 0, whole.error);
    core.startSession();
    let printed = "";
    for (const line of script) {
        // The page's clock passes between lines, a frame at a time.
        for (let t = 0; t < line.at; t += 1 / 60) printed += core.advance(t).text;
        const result = core.send(line);
        assert.equal(result.status, 0, result.error);
        printed += result.text;
    }
    assert.equal(printed, whole.output);
});

test("poses agree with the harness's lines", (core) => {
    core.startSession();
    const lines = [...core.send(scene).lines, ...core.send({ at: 0, do: "show", id: "a", message: "Saved", title: "Done", action: "Undo" }).lines];
    lines.push(...core.advance(1).lines);
    const rest = core.poses(1);
    assert.equal(rest.toasts.length, 1);
    const toast = rest.toasts[0];
    assert.equal(toast.id, "a");
    assert.equal(toast.phase, "shown");
    assert.deepEqual(toast.frame, lastFrame(lines, "a"));
    assert.equal(toast.opacity, 1);
    assert.equal(toast.scale, 1);
    assert.equal(toast.message, "Saved");
    assert.equal(toast.title, "Done");
    assert.equal(toast.action, "Undo");
    for (const part of ["title", "message", "action"]) {
        const [x, y, w, h] = toast.parts[part];
        assert.ok(x >= 0 && y >= 0 && x + w <= toast.frame[2] + 0.001 && y + h <= toast.frame[3] + 0.001, `${part} inside the toast`);
    }
    assert.match(toast.background, /^rgba\(\d+,\d+,\d+,[\d.]+\)$/);
    assert.notEqual(core.poses(1, { dark: true }).toasts[0].background, toast.background);
    // Entering: the show transition's look, not yet at rest.
    core.startSession();
    core.send(scene);
    core.send({ at: 0, do: "show", id: "b", message: "Hello" });
    const entering = core.poses(0.05).toasts[0];
    assert.equal(entering.phase, "entering");
    assert.ok(entering.opacity < 1 || entering.offsetY !== 0 || entering.scale !== 1, "the show transition has begun, not ended");
});

test("the keyboard moves a bottom toast, as the stage says", (core) => {
    core.startSession();
    const lines = [...core.send(scene).lines, ...core.send({ at: 0, do: "show", id: "a", message: "Typing", duration: "indefinite" }).lines];
    lines.push(...core.advance(1).lines);
    lines.push(...core.send({ at: 1, do: "keyboard", height: 336, duration: 0.25 }).lines);
    lines.push(...core.advance(2).lines);
    const poses = core.poses(2);
    assert.deepEqual(poses.scene.keyboard, [0, 844 - 336, 390, 336]);
    const [, y, , h] = poses.toasts[0].frame;
    assert.deepEqual(poses.toasts[0].frame, lastFrame(lines, "a"));
    assert.ok(y + h <= 844 - 336, "above the keyboard");
    // Half way through the keyboard's animation the toast is between its two places.
    const middle = core.poses(1.125).toasts[0].frame[1];
    assert.ok(middle < lines.find((line) => line.event === "placed").frame[1] && middle > y);
});

test("the refresh banner slides from under the navigation bar, clipped", (core) => {
    core.startSession();
    core.send(scene);
    core.send({ at: 0, do: "show", id: "m", message: "刷新了20条新数据", style: "messageBanner" });
    const toast = core.poses(0.1).toasts[0];
    assert.equal(toast.position, "navigationBar");
    assert.ok(Array.isArray(toast.clip), "clipped below the navigation bar");
    assert.equal(toast.message, "刷新了20条新数据");
});

test("on a system with Liquid Glass the modern presets are glass, the seeds never", (core) => {
    for (const [liquidGlass, expected] of [[true, "glass"], [false, "material"]]) {
        core.startSession();
        core.send({ ...scene, liquidGlass });
        core.send({ at: 0, do: "show", id: "a", message: "Saved", style: "success", position: "top" });
        core.send({ at: 0, do: "show", id: "b", message: "保存成功", style: "toastUtil" });
        const toasts = core.poses(1).toasts;
        assert.equal(toasts.find((toast) => toast.id === "a").backdrop, expected);
        assert.equal(toasts.find((toast) => toast.id === "a").icon, "checkmark.circle.fill");
        assert.equal(toasts.find((toast) => toast.id === "b").backdrop, "solid");
    }
});

test("poses say which deck is fanned out, until it folds", (core) => {
    core.startSession();
    core.send(scene);
    core.send({ at: 0, do: "configure", maxVisible: 3, stacking: "deck" });
    for (const [at, id] of [[0, "a"], [0.5, "b"], [1, "c"]]) core.send({ at, do: "show", id, message: id, duration: "long" });
    const expanded = (time) => core.poses(time).toasts.map((toast) => toast.expanded);
    core.advance(1.5);
    assert.deepEqual(expanded(1.5), [false, false, false], "piled");
    core.send({ at: 1.5, do: "tap", id: "c" });
    assert.deepEqual(expanded(1.6), [true, true, true], "a tap fans it out");
    core.send({ at: 1.6, do: "collapse", position: "bottom" });
    assert.deepEqual(expanded(1.7), [false, false, false], "a collapse folds it");
});

test("bad lines end with a reason and change nothing", (core) => {
    core.startSession();
    core.send(scene);
    assert.equal(core.send({ at: 1, do: "show", id: "a", message: "One", duration: 5 }).status, 0);
    const back = core.send({ at: 0.5, do: "tap", id: "a" });
    assert.equal(back.status, 2);
    assert.match(back.error, /earlier than the previous line/);
    const broken = core.send('{"at":2,"do":"tap",');
    assert.equal(broken.status, 2);
    assert.match(broken.error, /^line 4/);
    assert.equal(core.advance(0.2).status, 2, "the clock does not run back");
    // A line that can be read runs the clock to its time before it fails, as in the harness.
    const unknown = core.send({ at: 1.5, do: "tap", id: "nobody" });
    assert.equal(unknown.status, 2);
    assert.match(unknown.error, /^line 5: no toast was shown with id "nobody"/);
    assert.ok(unknown.lines.some((line) => line.event === "didShow" && line.id === "a"), "the clock ran to 1.5 first");
    assert.equal(core.send({ at: 1.2, do: "dismissAll" }).status, 2, "and stays there");
    // A line longer than the harness's limit is refused as the harness refuses it.
    const long = core.send(JSON.stringify({ at: 2, do: "show", id: "big", message: "x".repeat(4 << 20) }));
    assert.equal(long.status, 2);
    assert.match(long.error, /^line 7: the line is longer than 4194304 bytes/);
    const tapped = core.send({ at: 2, do: "tap", id: "a" });
    assert.equal(tapped.status, 0, tapped.error);
    const hide = tapped.lines.find((line) => line.event === "willHide");
    assert.equal(hide.id, "a");
    assert.equal(hide.reason, "tap");
});

async function main() {
    const modulePath = process.argv[2];
    const core = await ToastCore.load(fs.readFileSync(modulePath));
    let failures = 0;
    for (const { name, body } of tests) {
        try {
            body(core);
            console.log(`ok   ${name}`);
        } catch (error) {
            failures += 1;
            console.log(`FAIL ${name}: ${error.message}`);
        }
    }
    console.log(`playground session: ${tests.length - failures} of ${tests.length} passed`);
    process.exitCode = failures === 0 ? 0 : 1;
}

main();
