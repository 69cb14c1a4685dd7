import Foundation
import Testing

@testable import ToastCore

/// Marble diagrams for the engine: what happens to each toast, one column per tick of a virtual
/// clock.
///
/// ```
/// A 3s          | s.......        inputs: one row per toast, options before the bar
/// B 3s          | s.......
/// *             | ........        global inputs
/// =>
/// A             | ===T....        expected state of each toast after each tick
/// B             | qqq===T.
/// ```
///
/// Toast options: a duration (`3s`, `inf`, `auto` for the reading time), `high`, a policy (`queue`, `replace`, `drop`),
/// `key=K`, a position (`top`, `center`, `bottom`), `act` (has an action), `fade` (1-tick
/// linear fades instead of instant transitions), `notap`, `nopause`, `load` (indeterminate
/// progress, so no duration of its own unless one is given), `grace=N` and `min=N` (a loading
/// grace and minimum time of N seconds).
///
/// Toast inputs: `s` show, `t` tap, `w` swipe, `a` action, `d` dismiss, `v` touch down,
/// `^` touch up, `%` a progress-only update, `u` a new message, `F` finish (the message "Done",
/// no progress, 2 ticks on screen), `k` keep alive (an update giving the toast's own duration). Global inputs: `b` background, `f` foreground, `D` dismiss all,
/// `R` screen reader on, `r` off, `M` Reduce Motion on, `X` presenter removed, `K` every position
/// stacks as a deck, `L` as a list, `E` the bottom deck fans out, `e` it folds back. `.` or `-`:
/// nothing.
///
/// States: `.` not live, `g` waiting out its grace time, `q` queued, `>` entering, `=` shown, `p` shown and paused, `<` leaving,
/// and in the tick it ends, its reason: `T` timeout, `P` tap, `W` swipe, `A` action,
/// `D` dismissed, `R` replaced, `C` coalesced, `X` dropped, `J` rejected.
///
/// At each tick, timers due by then fire first; then the inputs of that column are sent, top row
/// first; then every toast's state is read.
@MainActor
func assertTimeline(
    _ diagram: String, tick: Double = 1, limits: ToastStateMachine.Limits = .init(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let parts = diagram.components(separatedBy: "=>")
    guard parts.count == 2 else {
        Issue.record("A timeline needs inputs and expectations separated by '=>'", sourceLocation: sourceLocation)
        return
    }
    let inputs = rows(parts[0])
    let expected = rows(parts[1])
    let width = inputs.map(\.marbles.count).max() ?? 0

    let harness = Harness(limits: limits)
    var ids: [String: ToastID] = [:]
    var endedAt: [String: (column: Int, reason: ToastEndReason)] = [:]
    var actual: [String: String] = [:]
    let names = inputs.map(\.name).filter { $0 != "*" }

    for column in 0..<width {
        harness.scheduler.advance(to: Double(column) * tick)
        for row in inputs {
            let marbles = Array(row.marbles)
            guard column < marbles.count else { continue }
            if marbles[column] == "s" { endedAt[row.name] = nil }  // a new request under the same name
            send(marbles[column], row: row, harness: harness, ids: &ids, sourceLocation: sourceLocation)
        }
        for name in names {
            guard let id = ids[name] else {
                actual[name, default: ""].append(".")
                continue
            }
            if endedAt[name] == nil, let reason = harness.completions(of: id).first {
                endedAt[name] = (column, reason)
            }
            actual[name, default: ""].append(state(of: id, name: name, column: column, endedAt: endedAt, harness: harness))
        }
    }

    for row in expected {
        let got = actual[row.name] ?? ""
        if got != row.marbles {
            Issue.record(
                """
                Toast \(row.name):
                  expected \(row.marbles)
                  actual   \(got)
                """, sourceLocation: sourceLocation)
        }
    }
}

private struct Row {
    var name: String
    var options: [String]
    var marbles: String
}

private func rows(_ text: String) -> [Row] {
    text.split(separator: "\n").compactMap { line in
        let halves = line.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let words = halves[0].split(separator: " ").map(String.init)
        guard let name = words.first else { return nil }
        return Row(name: name, options: Array(words.dropFirst()), marbles: halves[1].trimmingCharacters(in: .whitespaces))
    }
}

@MainActor
private func send(_ marble: Character, row: Row, harness: Harness, ids: inout [String: ToastID], sourceLocation: SourceLocation) {
    let runtime = harness.runtime
    if row.name == "*" {
        switch marble {
        case "b": runtime.send(.appEnteredBackground)
        case "f": runtime.send(.appEnteredForeground)
        case "D": runtime.dismissAll()
        case "R": runtime.send(.screenReaderChanged(running: true))
        case "r": runtime.send(.screenReaderChanged(running: false))
        case "M": runtime.send(.reduceMotionChanged(enabled: true))
        case "X": runtime.send(.sceneRemoved)
        case "K": runtime.send(ToastStage.Input.sceneChanged(ToastStage.Scene(size: .zero, stacking: .deck)))
        case "L": runtime.send(ToastStage.Input.sceneChanged(ToastStage.Scene(size: .zero, stacking: .list)))
        case "E": runtime.send(.deckExpanded(.bottom))
        case "e": runtime.send(.deckCollapsed(.bottom))
        case ".", "-": break
        default: Issue.record("Unknown global marble \(marble)", sourceLocation: sourceLocation)
        }
        return
    }
    if marble == "s" {
        ids[row.name] = runtime.show(request(for: row))
        return
    }
    guard let id = ids[row.name] else {
        if marble != "." && marble != "-" { Issue.record("\(row.name): '\(marble)' before 's'", sourceLocation: sourceLocation) }
        return
    }
    switch marble {
    case "t": runtime.send(.toastTapped(id))
    case "w": runtime.send(.toastSwiped(id))
    case "a": runtime.send(.actionTriggered(id))
    case "d": runtime.dismiss(id)
    case "%": runtime.send(.updateRequested(id, .progress(0.5)))
    case "u": runtime.send(.updateRequested(id, .message("Updated \(row.name)")))
    case "F": runtime.send(.updateRequested(id, ToastUpdate([.message("Done"), .progress(nil), .duration(.seconds(2))])))
    case "k": runtime.send(.updateRequested(id, ToastUpdate([.duration(request(for: row).duration)])))
    case "v": runtime.send(.touchBegan(id))
    case "^": runtime.send(.touchEnded(id))
    case ".", "-": break
    default: Issue.record("Unknown marble \(marble)", sourceLocation: sourceLocation)
    }
}

private func request(for row: Row) -> ToastRequest {
    var style = Fixture.instantStyle
    var duration = ToastDuration.seconds(3)
    var priority = ToastPriority.normal
    var policy = ToastQueuePolicy.queue
    var position = ToastPosition.bottom
    var key: String?
    var action: ToastAction?
    var progress: ToastProgress?
    var grace = 0.0
    var minimum = 0.0
    var durationGiven = false
    for option in row.options {
        switch option {
        case "inf":
            duration = .indefinite
            durationGiven = true
        case "auto":
            duration = .automatic
            durationGiven = true
        case "high": priority = .high
        case "queue", "replace", "drop": policy = ToastQueuePolicy(rawValue: option)!
        case "top": position = .top
        case "center": position = .center
        case "bottom": position = .bottom
        case "act": action = ToastAction(title: "Undo")
        case "fade": style.motion = Fixture.fadingStyle.motion
        case "load": progress = .indeterminate
        case "notap": style.behavior.tapToDismiss = false
        case "nopause": style.behavior.pausesOnTouch = false
        default:
            if option.hasPrefix("key=") {
                key = String(option.dropFirst(4))
            } else if option.hasPrefix("grace="), let ticks = Double(option.dropFirst(6)) {
                grace = ticks
            } else if option.hasPrefix("min="), let ticks = Double(option.dropFirst(4)) {
                minimum = ticks
            } else if option.hasSuffix("s"), let seconds = Double(option.dropLast()) {
                duration = .seconds(seconds)
                durationGiven = true
            } else if option == "empty" {
                return ToastRequest(message: " ", style: style)
            }
        }
    }
    return ToastRequest(
        content: ToastContent(message: "Toast \(row.name)", action: action, progress: progress), style: style,
        duration: progress != nil && !durationGiven ? .indefinite : duration, position: position, priority: priority,
        policy: policy, coalescingKey: key, loading: ToastLoadingTiming(graceSeconds: grace, minimumSeconds: minimum))
}

@MainActor
private func state(
    of id: ToastID, name: String, column: Int, endedAt: [String: (column: Int, reason: ToastEndReason)], harness: Harness
) -> String {
    if let ended = endedAt[name] {
        return ended.column == column ? letter(for: ended.reason) : "."
    }
    if let toast = harness.runtime.snapshot(id) {
        switch toast.phase {
        case .entering: return ">"
        case .shown: return toast.isPaused ? "p" : "="
        case .leaving: return "<"
        }
    }
    let machine = harness.runtime.machine
    if machine.activePositions.contains(where: { machine.queuedToasts(at: $0).contains(id) }) { return "q" }
    if machine.isLive(id) { return "g" }  // waiting out its grace time
    return "?"
}

private func letter(for reason: ToastEndReason) -> String {
    switch reason {
    case .timeout: "T"
    case .tap: "P"
    case .swipe: "W"
    case .action: "A"
    case .dismissed: "D"
    case .replaced: "R"
    case .coalesced: "C"
    case .dropped: "X"
    case .rejected: "J"
    }
}
