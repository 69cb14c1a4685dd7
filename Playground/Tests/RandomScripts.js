// Repeatable random scripts for the playground's conformance test: a few hundred valid lines each, with
// every command the harness has, at times that keep several toasts on screen and in the queue.
// The same trial always gives the same script (a 32-bit xorshift generator, started by splitmix).
"use strict";

const styles = ["standard", "success", "warning", "error", "info", "toastUtil", "windowTip", "messageBanner", "gkrToast", "gkrFancyToast"];
const positions = ["top", "center", "bottom", "navigationBar", 0.25, 0.6];
const durations = [1, 2.5, "short", "long", "automatic", "indefinite", 0.4];
const messages = ["Saved", "Copied to the clipboard", "刷新了20条新数据", "تم الحفظ", "A much longer message that wraps onto a second line of the toast", "✓"];

function generator(trial) {
    // splitmix32 for the start, so nearby trials give unrelated sequences; then xorshift32.
    let state = (trial + 0x9e3779b9) | 0;
    state = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
    state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35);
    state = (state ^ (state >>> 16)) | 1;
    const next = () => {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        return (state >>> 0) / 4294967296;
    };
    return {
        below: (n) => Math.floor(next() * n),
        pick: (list) => list[Math.floor(next() * list.length)],
        chance: (p) => next() < p,
    };
}

function randomScript(trial, lineCount = 300) {
    const random = generator(trial);
    const lines = [];
    const ids = [];
    let time = 0;
    let serial = 0;
    const line = (fields) => lines.push(JSON.stringify({ at: Math.round(time * 1000) / 1000, ...fields }));
    if (random.chance(0.9)) line({ do: "scene", width: random.pick([390, 393, 430, 820]), height: random.pick([844, 852, 932, 1180]), safeArea: [59, 0, 34, 0], liquidGlass: random.chance(0.5) });
    if (random.chance(0.5)) line({ do: "configure", maxVisible: 1 + random.below(4), maxQueued: random.below(6) });
    while (lines.length < lineCount) {
        time += random.pick([0, 0.05, 0.2, 0.35, 0.8, 1.5, 3]);
        // Events about a toast wait for the first one (an unknown id is a script error).
        const id = ids.length > 0 ? random.pick(ids) : undefined;
        const kind = random.below(16);
        if (id === undefined && kind >= 4 && kind <= 7) continue;
        switch (kind) {
            case 0:
            case 1:
            case 2:
            case 3: {
                serial += 1;
                const name = `t${serial}`;
                const show = { do: "show", id: name, message: random.pick(messages), style: random.pick(styles) };
                if (random.chance(0.3)) show.title = "Title";
                if (random.chance(0.6)) show.duration = random.pick(durations);
                if (random.chance(0.5)) show.position = random.pick(positions);
                if (random.chance(0.2)) show.priority = "high";
                if (random.chance(0.3)) show.policy = random.pick(["queue", "replace", "drop"]);
                if (random.chance(0.2)) show.key = random.pick(["sync", "upload"]);
                if (random.chance(0.25)) show.action = "Undo";
                if (random.chance(0.15)) show.progress = random.chance(0.5) ? "indeterminate" : 0.3;
                line(show);
                ids.push(name);
                break;
            }
            case 4:
                line({ do: random.pick(["tap", "dismiss", "swipe", "action", "touchDown", "touchUp"]), id });
                break;
            case 5:
                line({ do: "update", id, ...random.pick([{ message: "Updated" }, { progress: 0.8 }, { duration: 2 }, { title: null }, { style: "success" }]) });
                break;
            case 6:
                line({ do: "pan", id, dx: random.below(120) - 60, dy: random.below(160) - 80 });
                break;
            case 7:
                line({ do: "release", id, vx: random.below(2000) - 1000, vy: random.below(2000) - 1000 });
                break;
            case 8:
                line({ do: "keyboard", height: random.pick([0, 291, 336]), duration: random.pick([0.25, 0.5, 0]) });
                break;
            case 9:
                line({ do: "bars", bottom: random.pick([0, 49, 83]) });
                break;
            case 10:
                line({ do: random.pick(["background", "foreground", "foreground"]) });
                break;
            case 11:
                line({ do: random.pick(["voiceOver", "reduceMotion"]), on: random.chance(0.5) });
                break;
            case 12:
                line({ do: "scene", width: random.pick([390, 844]), height: random.pick([844, 390]), safeArea: [random.pick([0, 59]), 0, 21, 0], direction: random.pick(["leftToRight", "rightToLeft"]), textScale: random.pick([1, 1.35, 2]) });
                break;
            case 13:
                if (random.chance(0.2)) line({ do: "dismissAll" });
                break;
            default:
                break;
        }
        // Ids of toasts long gone are an error in a script: keep to the recent ones.
        if (ids.length > 40) ids.shift();
    }
    return lines.join("\n") + "\n";
}

module.exports = { randomScript };
