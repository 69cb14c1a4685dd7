// `node conformance.js MODULE.wasm TOASTKIT PATH… [--random N]`: runs every file under the
// PATHs (the harness's corpus: Tools/Examples, the fuzz corpora) through the WebAssembly build
// and through `TOASTKIT simulate`, and fails unless both print the same bytes on standard
// output, the same error message, and end with the same status. Expected-output files
// (*.expected.jsonl) and manifests are not scripts and are skipped.
//
// The corpus is mostly hostile input that ends at its first bad line; `--random N` adds N
// repeatable random scripts of a few hundred valid lines each that use every command (RandomScripts.js),
// so that queues, timers, the stage's moves and drags are compared at length too. Trial 1 to N,
// the same every run; a failing one is kept in out/playground/conformance/ to run again.
"use strict";

const fs = require("fs");
const path = require("path");
const { spawnSync } = require("child_process");
const ToastCore = require(path.join(__dirname, "../Page/toastcore.js"));
const { randomScript } = require(path.join(__dirname, "RandomScripts.js"));

function scripts(target) {
    if (fs.statSync(target).isFile()) return [target];
    return fs
        .readdirSync(target)
        .sort()
        .flatMap((name) => scripts(path.join(target, name)))
        .filter((file) => !file.endsWith(".expected.jsonl") && path.basename(file) !== "MANIFEST");
}

// The first line where two outputs part, for the report.
function firstDifference(a, b) {
    const left = a.split("\n");
    const right = b.split("\n");
    for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
        if (left[i] !== right[i]) return `line ${i + 1}: wasm ${JSON.stringify(left[i])} / native ${JSON.stringify(right[i])}`;
    }
    return "none";
}

async function main() {
    const args = process.argv.slice(2);
    const randomFlag = args.indexOf("--random");
    const randomCount = randomFlag >= 0 ? Number(args.splice(randomFlag, 2)[1]) : 0;
    const [modulePath, toastkit, ...targets] = args;
    if (!modulePath || !toastkit || targets.length === 0) {
        process.stderr.write("usage: node conformance.js MODULE.wasm TOASTKIT PATH…\n");
        process.exit(2);
    }
    const bytes = fs.readFileSync(modulePath);
    let core = await ToastCore.load(bytes);
    const files = targets.flatMap(scripts);
    const generated = new Set();
    if (randomCount > 0) {
        const folder = path.join("out", "playground", "conformance");
        fs.rmSync(folder, { recursive: true, force: true });
        fs.mkdirSync(folder, { recursive: true });
        for (let trial = 1; trial <= randomCount; trial += 1) {
            const file = path.join(folder, `random-${trial}.jsonl`);
            fs.writeFileSync(file, randomScript(trial));
            files.push(file);
            generated.add(file);
        }
    }
    const failures = [];
    let lines = 0;
    for (const file of files) {
        const native = spawnSync(toastkit, ["simulate", file], { maxBuffer: 1 << 30 });
        const expected = { status: native.status, output: native.stdout, error: native.stderr.toString("utf8") };
        let actual;
        try {
            const run = core.run(fs.readFileSync(file), { raw: true });
            actual = { status: run.status, output: Buffer.from(run.output), error: run.status === 0 ? "" : `toastkit: ${run.error}\n` };
        } catch (trap) {
            // A trap (a failed precondition) ends the instance: report it and start a new one.
            actual = { status: "trap", output: Buffer.alloc(0), error: String(trap) };
            core = await ToastCore.load(bytes);
        }
        lines += expected.output.reduce((count, byte) => count + (byte === 0x0a ? 1 : 0), 0);
        const parts = [];
        // A random script is all valid lines: it must run to its end, or it tests little.
        if (generated.has(file) && expected.status !== 0) parts.push(`a random script that does not run (${expected.error.trim()})`);
        if (actual.status !== expected.status) parts.push(`status wasm ${actual.status}, native ${expected.status}`);
        if (actual.error !== expected.error) parts.push(`error wasm ${JSON.stringify(actual.error)}, native ${JSON.stringify(expected.error)}`);
        if (!actual.output.equals(expected.output)) {
            parts.push(`output differs at ${firstDifference(actual.output.toString("utf8"), expected.output.toString("utf8"))}`);
        }
        if (parts.length > 0) failures.push(`${file}: ${parts.join("; ")}`);
    }
    for (const failure of failures.slice(0, 20)) process.stderr.write(`FAIL ${failure}\n`);
    const summary = `playground conformance: ${files.length - failures.length} of ${files.length} scripts alike byte for byte (${lines} output lines), ${failures.length} differ; module ${bytes.length} bytes`;
    console.log(summary);
    process.exitCode = failures.length === 0 && files.length > 0 ? 0 : 1;
}

main();
