import CAllocationCounter
import Foundation
import ToastRendering
import ToastSimulation

/// `toastkit`: tools for ToastKit's engine. See Tools/README.md.
let usage = """
    usage: toastkit simulate [FILE]              run a JSON Lines script on a virtual clock (stdin without FILE)
           toastkit render --out FILE.png [--json FILE | options]
                  options: --message TEXT --title TEXT --action TEXT --icon NAME --style NAME
                           --position top|center|bottom|navigationBar|FRACTION --duration SECONDS
                           --appearance light|dark --direction ltr|rtl --keyboard --reduce-motion --reduce-transparency
                           --increase-contrast --glass (iOS 26's Liquid Glass) --content list|photos|plain
                           --no-status-bar --navigation-title TEXT (\"\" for none)
                           --text-scale N --time SECONDS --scale N
           toastkit gallery --out DIR [--docs DIR]  every preset, position and seed timeline, with index.html
           toastkit movie --out DIR [--only NAME,…] [--scale N] [--peek N]
                                                    each toast's life as an animated WebP at 60 frames a second
           toastkit bench                           speed of the engine, layout and renderer; peak memory (use -c release)
           toastkit bench progress                  10,000 progress reports through a runtime, coalesced a frame at a time
           toastkit help
    """

/// Exit statuses, as documented in Tools/README.md.
enum ExitStatus {
    static let failure: Int32 = 1
    static let badInput: Int32 = 2
}

/// The process's heap allocations so far, or `nil` where a sanitizer owns the allocator.
func countedAllocations() -> UInt? {
    let count = toastkit_allocation_count()
    return count == ~0 ? nil : UInt(count)
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("toastkit: \(message)\n".utf8))
    exit(status)
}

/// `--name value` pairs and `--flag`s.
func options(_ arguments: ArraySlice<String>, flags: Set<String>) -> [String: String] {
    var result: [String: String] = [:]
    var rest = arguments
    while let word = rest.popFirst() {
        guard word.hasPrefix("--") else { fail("unexpected \"\(word)\"\n\(usage)", status: ExitStatus.badInput) }
        let name = String(word.dropFirst(2))
        if flags.contains(name) {
            result[name] = "true"
        } else {
            guard let value = rest.popFirst() else { fail("--\(name) needs a value", status: ExitStatus.badInput) }
            result[name] = value
        }
    }
    return result
}

@MainActor
func render(_ arguments: ArraySlice<String>) {
    var given = options(
        arguments, flags: ["keyboard", "reduce-motion", "reduce-transparency", "increase-contrast", "glass", "no-status-bar"])
    guard let out = given.removeValue(forKey: "out") else { fail("render needs --out FILE.png", status: ExitStatus.badInput) }
    var description: RenderDescription
    if let json = given.removeValue(forKey: "json") {
        guard given.isEmpty else { fail("--json cannot be combined with other options", status: ExitStatus.badInput) }
        guard let data = FileManager.default.contents(atPath: json) else { fail("cannot read \(json)", status: ExitStatus.badInput) }
        do {
            description = try JSONDecoder().decode(RenderDescription.self, from: data)
        } catch {
            fail("\(json) is not a render description (a JSON object with at least \"message\")", status: ExitStatus.badInput)
        }
    } else {
        guard let message = given.removeValue(forKey: "message") else {
            fail("render needs --message TEXT or --json FILE", status: ExitStatus.badInput)
        }
        description = RenderDescription(message: message)
        func number(_ name: String) -> Double? {
            guard let text = given.removeValue(forKey: name) else { return nil }
            guard let value = Double(text) else { fail("--\(name) must be a number", status: ExitStatus.badInput) }
            return value
        }
        description.title = given.removeValue(forKey: "title")
        description.action = given.removeValue(forKey: "action")
        description.icon = given.removeValue(forKey: "icon")
        description.style = given.removeValue(forKey: "style")
        description.position = given.removeValue(forKey: "position")
        description.appearance = given.removeValue(forKey: "appearance")
        description.direction = given.removeValue(forKey: "direction")
        description.keyboard = given.removeValue(forKey: "keyboard") != nil
        description.reduceMotion = given.removeValue(forKey: "reduce-motion") != nil
        description.reduceTransparency = given.removeValue(forKey: "reduce-transparency") != nil
        description.increaseContrast = given.removeValue(forKey: "increase-contrast") != nil
        description.glass = given.removeValue(forKey: "glass") != nil
        description.content = given.removeValue(forKey: "content")
        description.statusBar = given.removeValue(forKey: "no-status-bar") == nil
        description.navigationTitle = given.removeValue(forKey: "navigation-title")
        description.duration = number("duration")
        description.textScale = number("text-scale")
        description.time = number("time")
        description.scale = number("scale")
        if let unknown = given.keys.sorted().first { fail("unknown option --\(unknown)\n\(usage)", status: ExitStatus.badInput) }
    }
    do {
        let (scene, request, time) = try description.resolved()
        let renderer = try ToastRenderer()
        try renderer.render(scene, showing: [request], at: time).writePNG(to: out)
    } catch let invalid as RenderDescription.Invalid {
        fail(invalid.description, status: ExitStatus.badInput)
    } catch {
        fail("\(error)", status: ExitStatus.failure)
    }
}

@MainActor
func gallery(_ arguments: ArraySlice<String>) {
    var given = options(arguments, flags: [])
    guard let out = given.removeValue(forKey: "out") else { fail("gallery needs --out DIR", status: ExitStatus.badInput) }
    let docs = given.removeValue(forKey: "docs")
    if let unknown = given.keys.sorted().first { fail("unknown option --\(unknown)\n\(usage)", status: ExitStatus.badInput) }
    let start = ContinuousClock.now
    do {
        let report = try Gallery(renderer: try ToastRenderer()).write(to: out)
        if let docs {
            try FileManager.default.createDirectory(atPath: docs, withIntermediateDirectories: true)
            for file in Gallery.documentationImages {
                let target = (docs as NSString).appendingPathComponent(file)
                try? FileManager.default.removeItem(atPath: target)
                try FileManager.default.copyItem(atPath: (out as NSString).appendingPathComponent(file), toPath: target)
            }
        }
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(GalleryReport(report, seconds: seconds, folder: out).description)
    } catch {
        fail("\(error)", status: ExitStatus.failure)
    }
}

toastkit_keep_freed_memory()
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "simulate":
    MainActor.assumeIsolated { simulate(arguments.dropFirst()) }
case "render":
    MainActor.assumeIsolated { render(arguments.dropFirst()) }
case "gallery":
    MainActor.assumeIsolated { gallery(arguments.dropFirst()) }
case "movie":
    MainActor.assumeIsolated { movie(arguments.dropFirst()) }
case "bench" where arguments.dropFirst().first == "progress":
    MainActor.assumeIsolated {
        if printProgressBudgets() > 0 { exit(ExitStatus.failure) }
    }
case "bench":
    MainActor.assumeIsolated {
        do {
            let (results, memory, renderGoals) = Benchmark.run(renderer: try ToastRenderer())
            for result in results {
                let name = result.name.padding(toLength: 60, withPad: " ", startingAt: 0)
                print(name + String(format: "%10.2f µs each  (%d in %.2f s)", result.microsecondsEach, result.iterations, result.seconds))
            }
            print(String(format: "peak resident memory: %.1f MiB", memory))
            var missed = 0
            func printGoals(_ lines: [EngineBenchmark.Line]) {
                for line in lines {
                    let name = line.name.padding(toLength: 84, withPad: " ", startingAt: 0)
                    let verdict = line.meetsGoal ? "ok" : "MISSED"
                    print(name + String(format: "%8.3f%@  budget ≤ %.3f  %@", line.value, line.unit, line.goal, verdict))
                    if !line.meetsGoal { missed += 1 }
                }
            }
            print("\nrenderer budgets (the median of \(Benchmark.movieRounds) recordings):")
            printGoals(renderGoals)
            let (pango, lines) = EngineBenchmark.run(
                renderer: try ToastRenderer(), allocationCount: countedAllocations, simulate: { _ = Simulation.run($0) })
            print(
                "\nengine budgets (ratios to one uncached Pango measure, \(String(format: "%.1f", pango)) µs, the fastest of \(EngineBenchmark.rounds) interleaved rounds each):"
            )
            printGoals(lines)
            print("")
            missed += printProgressBudgets()
            if missed > 0 { print("\(missed) budget(s) exceeded") }
        } catch {
            fail("\(error)", status: ExitStatus.failure)
        }
    }
case "help", "--help", "-h":
    print(usage)
case nil:
    fail("no command\n\(usage)", status: ExitStatus.badInput)
case let other?:
    fail("unknown command \"\(other)\"\n\(usage)", status: ExitStatus.badInput)
}
