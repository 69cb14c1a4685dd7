import Foundation
@_spi(Plumbing) import ToastCore

/// Runs script commands one at a time through a ``ToastRuntime`` on a virtual clock and writes
/// every lifecycle event as a JSON line as soon as it happens.
///
/// Before each command, the clock runs to the command's time, firing every timer due by then
/// (so a timeout at 2.7 comes before a tap at 2.7). ``finish()`` then runs the clock to the
/// `end` time, or, without `end`, until nothing is pending. A toast that never ends
/// (indefinite, never tapped) then reports no `completed`.
///
/// Memory follows the number of live toasts, not the length of the script: the simulator keeps
/// the name of each live toast and the names of the most recently ended ones
/// (``SimulationLimits/endedNamesRemembered``), and nothing else per command.
///
/// ```swift
/// let output = ByteArraySink()
/// let simulator = Simulator(output: output)
/// for command in try SimulationScript.parse(text) { try simulator.apply(command) }
/// try simulator.finish()
/// print(output.text)
/// ```
@MainActor
package final class Simulator {
    private let scheduler = BudgetedScheduler()
    private let runtime: ToastRuntime
    private let writer: EventWriter
    private let limits: SimulationLimits
    private var order = ScriptOrder()
    /// Script names of the toasts the engine still knows, by identifier.
    private var names: [ToastID: String] = [:]
    /// Identifiers of live toasts, by script name.
    private var live: [String: ToastID] = [:]
    /// Names of toasts that ended lately, so late events about them are accepted and ignored.
    private var ended: EndedToastNames
    private var observation: ToastObservation?
    private var lastLine = 0
    private var isFinished = false

    package init(output: any ByteSink, limits: SimulationLimits = SimulationLimits()) {
        self.limits = limits
        writer = EventWriter(sink: output)
        ended = EndedToastNames(capacity: limits.endedNamesRemembered)
        runtime = ToastRuntime(scheduler: scheduler)
        observation = runtime.observe { [unowned self] event in
            self.record(event)
        }
    }

    /// Runs the clock to the command's time, then applies the command.
    ///
    /// Events reach the output as they happen; they are written to the sink whenever
    /// 64 KiB have gathered, and by ``finish()``. After an error, call ``flush()`` to write the
    /// events that came before it.
    package func apply(_ command: SimulationCommand) throws(SimulationError) {
        try order.check(command)
        lastLine = command.line
        try runClock { scheduler.clock.advance(to: command.at) }
        switch command.action {
        case .configure(let configuration):
            runtime.send(.configurationChanged(configuration))
        case .show(let name, let request):
            if live[name] != nil {
                throw SimulationError(
                    line: command.line, message: "id \(SimulationError.quote(name)) belongs to a toast that has not ended; use a new id")
            }
            // Filed before any effect, so even an immediate completion reports its name.
            runtime.show(
                request,
                prepare: { [unowned self] id in
                    live[name] = id
                    names[id] = name
                })
        case .toast(let name, let kind):
            if let id = live[name] {
                runtime.send(Self.event(kind, id))
            } else if !ended.contains(name) {
                throw SimulationError(
                    line: command.line,
                    message:
                        "no toast was shown with id \(SimulationError.quote(name)), or it ended before the last \(limits.endedNamesRemembered) toasts to end"
                )
            }
        // A late event about an ended toast changes nothing: the engine would ignore it too.
        case .update(let name, let update):
            if let id = live[name] {
                runtime.send(.updateRequested(id, update))
            } else if !ended.contains(name) {
                throw SimulationError(
                    line: command.line,
                    message:
                        "no toast was shown with id \(SimulationError.quote(name)), or it ended before the last \(limits.endedNamesRemembered) toasts to end"
                )
            }
        case .dismissAll: runtime.dismissAll()
        case .background: runtime.send(.appEnteredBackground)
        case .foreground: runtime.send(.appEnteredForeground)
        case .voiceOver(let on): runtime.send(.screenReaderChanged(running: on))
        case .reduceMotion(let on): runtime.send(.reduceMotionChanged(enabled: on))
        case .end: break
        }
        try checkWriter()
        try writer.flushIfFull()
    }

    /// Runs the clock to the `end` time, or until nothing is pending, and writes all events.
    package func finish() throws(SimulationError) {
        guard !isFinished else { return }
        isFinished = true
        if let endTime = order.endTime {
            try runClock { scheduler.clock.advance(to: endTime) }
        } else {
            var idle = true
            try runClock { idle = scheduler.clock.runUntilIdle(limit: limits.timerRuns(liveToasts: live.count) + 1) }
            if !idle { throw limitReached() }
        }
        try checkWriter()
        try writer.flush()
    }

    /// Writes the events gathered so far.
    package func flush() throws(SimulationError) {
        try writer.flush()
    }

    /// Runs `moveClock` with a budget of timer runs for the toasts live now.
    private func runClock(_ moveClock: () -> Void) throws(SimulationError) {
        scheduler.grant(limits.timerRuns(liveToasts: live.count))
        moveClock()
        if scheduler.isExhausted { throw limitReached() }
    }

    private func limitReached() -> SimulationError {
        let when = isFinished ? "after the last line" : "before line \(lastLine)"
        return SimulationError(
            .stopped, line: nil,
            message:
                "\(when) the clock ran the most timers allowed (\(limits.timerRunsBase) + \(limits.timerRunsPerLiveToast) per live toast) with work still pending; the output is incomplete"
        )
    }

    private func checkWriter() throws(SimulationError) {
        if let failure = writer.failure {
            throw SimulationError(.stopped, line: nil, message: "after line \(lastLine): \(failure); the output is incomplete")
        }
    }

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
        let name = names[id] ?? id.description
        writer.write(event, name: name, at: scheduler.now)
        if case .completed = event {
            if live[name] == id { live[name] = nil }
            names[id] = nil
            ended.insert(name)
        }
    }
}

extension Simulator {
    /// Runs `commands` and returns the output lines: for tests and small scripts.
    package static func run(_ commands: [SimulationCommand], limits: SimulationLimits = SimulationLimits()) throws(SimulationError)
        -> [String]
    {
        let sink = ByteArraySink()
        let simulator = Simulator(output: sink, limits: limits)
        for command in commands { try simulator.apply(command) }
        try simulator.finish()
        return sink.text.split(separator: "\n").map(String.init)
    }
}
