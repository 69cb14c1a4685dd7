import Foundation
import ToastCore

/// Runs a parsed script through a ``ToastRuntime`` on a ``ManualToastScheduler`` and reports
/// every lifecycle event as a JSON line.
///
/// Before each command, the clock runs to the command's time, firing every timer due by then
/// (so a timeout at 2.7 comes before a tap at 2.7). After the last command the clock runs to the
/// `end` time, or, without `end`, until nothing is pending. A toast that never ends (indefinite,
/// never tapped) then reports no `completed`.
@MainActor
public final class Simulator {
    private let scheduler = ManualToastScheduler()
    private let runtime: ToastRuntime
    private var names: [ToastID: String] = [:]
    private var live: [String: ToastID] = [:]
    private var output: [String] = []
    private var observation: ToastObservation?
    private let idleRunLimit: Int

    /// Work the clock may run after the script, at most; enough for any script, small enough to
    /// stop a runaway.
    public static let defaultIdleRunLimit = 1_000_000

    public init(idleRunLimit: Int = Simulator.defaultIdleRunLimit) {
        self.idleRunLimit = idleRunLimit
        runtime = ToastRuntime(scheduler: scheduler)
        observation = runtime.observe { [unowned self] event in
            self.record(event)
        }
    }

    /// Runs `commands` and returns the output lines.
    public func run(_ commands: [SimulationCommand]) throws(SimulationError) -> [String] {
        var endTime: Double?
        for command in commands {
            scheduler.advance(to: command.at)
            switch command.action {
            case .configure(let configuration):
                runtime.send(.configurationChanged(configuration))
            case .show(let name, let request):
                if live[name] != nil {
                    throw SimulationError(line: command.line, message: "id \(SimulationError.quote(name)) belongs to a toast that has not ended; use a new id")
                }
                // Known before the runtime reports anything, so an immediate completion has its name.
                pendingName = name
                let id = runtime.show(request)
                pendingName = nil
                if runtime.machine.isLive(id) {
                    live[name] = id
                    names[id] = name  // a queued toast reports its first event later
                }
            case .toast(let name, let kind):
                guard let id = live[name] ?? ended[name] else {
                    throw SimulationError(line: command.line, message: "no toast was shown with id \(SimulationError.quote(name))")
                }
                runtime.send(Self.event(kind, id))
            case .dismissAll: runtime.dismissAll()
            case .background: runtime.send(.appEnteredBackground)
            case .foreground: runtime.send(.appEnteredForeground)
            case .voiceOver(let on): runtime.send(.screenReaderChanged(running: on))
            case .reduceMotion(let on): runtime.send(.reduceMotionChanged(enabled: on))
            case .end: endTime = command.at
            }
        }
        if let endTime {
            scheduler.advance(to: endTime)
        } else if !scheduler.runUntilIdle(limit: idleRunLimit) {
            // Stopping quietly would leave toasts mid-life in an output that looks complete.
            throw SimulationError(
                line: commands.last?.line ?? 0,
                message: "after the last line the clock reached its limit of \(idleRunLimit) timer runs with work still pending; the output stops early")
        }
        return output
    }

    private var pendingName: String?
    /// Names of toasts that ended, so late events about them are accepted (and ignored by the engine).
    private var ended: [String: ToastID] = [:]

    private static func event(_ kind: SimulationCommand.ToastEventKind, _ id: ToastID) -> ToastStateMachine.Event {
        switch kind {
        case .tap: .toastTapped(id)
        case .dismiss: .dismissRequested(id)
        case .swipe: .toastSwiped(id)
        case .action: .actionTriggered(id)
        case .touchDown: .touchBegan(id)
        case .touchUp: .touchEnded(id)
        }
    }

    private func record(_ event: ToastLifecycleEvent) {
        let id = event.id
        if names[id] == nil, let pendingName { names[id] = pendingName }
        let name = names[id] ?? id.description
        var fields: [(String, String)] = [
            ("at", String(format: "%.3f", scheduler.now)),
            ("event", Self.quoted(event.name)),
            ("id", Self.quoted(name)),
        ]
        switch event {
        case .willHide(_, let reason), .didHide(_, let reason):
            fields.append(("reason", Self.quoted(reason.name)))
        case .completed(let dismissal):
            fields.append(("reason", Self.quoted(dismissal.reason.name)))
            switch dismissal.reason {
            case .dropped(let cause): fields.append(("detail", Self.quoted(cause.description)))
            case .rejected(let rejection): fields.append(("detail", Self.quoted(rejection.description)))
            default: break
            }
            if live[name] == id { live[name] = nil }
            ended[name] = id
            names[id] = nil
        default:
            break
        }
        output.append("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += String(format: "\\u%04x", scalar.value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
