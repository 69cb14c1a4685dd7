// `node simulate.js MODULE.wasm [FILE]`: `toastkit simulate` run by the WebAssembly build, with
// the same output, error message and exit status. Reads FILE, or standard input without FILE
// or with `-`.
"use strict";

const fs = require("fs");
const path = require("path");
const ToastCore = require(path.join(__dirname, "../Page/toastcore.js"));

async function main() {
    const [modulePath, file] = process.argv.slice(2);
    if (!modulePath) {
        process.stderr.write("usage: node simulate.js MODULE.wasm [FILE]\n");
        process.exit(2);
    }
    const core = await ToastCore.load(fs.readFileSync(modulePath));
    let script;
    try {
        script = fs.readFileSync(file && file !== "-" ? file : 0);
    } catch (error) {
        process.stderr.write(`toastkit: cannot read "${file}": ${error.code}\n`);
        process.exit(2);
    }
    const { status, output, error } = core.run(script);
    process.stdout.write(output);
    if (status !== 0) process.stderr.write(`toastkit: ${error}\n`);
    process.exitCode = status;
}

main();
