import ToastCore

/// Runs script commands one at a time through a ``ToastLoop`` on a virtual clock and writes
/// every lifecycle event as a JSON line as soon as it happens.
///
/// Before each command, the clock runs to the command's time, firing every timer due by then
/// (so a timeout at 2.7 comes before a tap at 2.7). ``finish()`` then runs the clock to the
/// `end` time, or, without `end`, until nothing is pending. A toast that never ends
/// (indefinite, never tapped) then reports no `completed`.
///
/// From the first `scene` command on, the run also has a stage (``ToastStage``) with the
/// scene's facts, measuring text with ``ApproximateTextMeasurer``, and the output says where each
/// toast goes and how it moves (`placed`, `moved`, `dragged`, `returned`). Before it, toasts are
/// on a stage with no size, which places nothing.
///
/// Memory follows the number of live toasts, not the length of the script: the simulator keeps
/// the name of each live toast and the names of the most recently ended ones
/// (``SimulationLimits/endedNamesRemembered``), and nothing else per command.
///
/// The same code runs in the WebAssembly playground (the loop has no actor and no clock of its
/// own); the playground's conformance test holds both builds to the same output, byte for byte.
///
/// ```swift
/// let output = ByteArraySink()
/// let simulator = Simulator(output: output)
/// for command in try SimulationScript.parse(text) { try simulator.apply(command) }
/// try simulator.finish()
/// print(output.text)
/// ```
package final class Simulator {
    /// The engine and the stage, on the script's clock.
    private var loop = ToastLoop()
    /// Measures text for the stage as the playground's page draws it.
    private let measurer = ApproximateTextMeasurer()
    /// What the showing controller's bars cover at the bottom (container coordinates): every
    /// toast's context.
    private var bottomBar: ToastRect?
    private let writer: EventWriter
    private let limits: SimulationLimits
    private var order = ScriptOrder()
    /// Script names of the toasts the engine still knows, by identifier.
    private var names: [ToastID: String] = [:]
    /// Identifiers of live toasts, by script name.
    private var live: [String: ToastID] = [:]
    /// The identifier of the script's latest toast: the script's toasts are #1, #2, #3… in order.
    private var lastID = ToastID(rawValue: 0)
    /// Names of toasts that ended lately, so late events about them are accepted and ignored.
    private var ended: EndedToastNames
    private var lastLine = 0
    private var isFinished = false
    /// Whether the clock is running between lines (``advance(to:)``), not before one.
    private var isBetweenLines = false

    package init(output: any ByteSink, limits: SimulationLimits = SimulationLimits()) {
        self.limits = limits
        writer = EventWriter(sink: output)
        ended = EndedToastNames(capacity: limits.endedNamesRemembered)
    }

    /// The height of a navigation bar with a standard title, below the safe area's top: where
    /// `navigationBar` toasts sit.
    package static let navigationBarHeight = 44.0

    /// Runs the clock to the command's time, then applies the command.
    ///
    /// Events reach the output as they happen; they are written to the sink whenever
    /// 64 KiB have gathered, and by ``finish()``. After an error, call ``flush()`` to write the
    /// events that came before it.
    package func apply(_ command: SimulationCommand) throws(SimulationError) {
        try order.check(command)
        lastLine = command.line
        try runClock { loop.advance(to: command.at) }
        switch command.verb {
        case .configure(let limits, let stacking):
            send(.limitsChanged(limits))
            var scene = loop.stage.scene
            scene.stacking = stacking
            sceneChanged(scene)
        case .show(let name, let request):
            if live[name] != nil {
                throw SimulationError(
                    line: command.line, message: "id \(SimulationError.quote(name)) belongs to a toast that has not ended; use a new id")
            }
            // Filed before the outputs are written, so even an immediate completion reports its name.
            lastID = ToastID(rawValue: lastID.rawValue + 1)
            live[name] = lastID
            names[lastID] = name
            loop.show(request, id: lastID, at: loop.now)
        // A late event about an ended toast changes nothing: the engine would ignore it too.
        case .toast(let name, .tap):
            // A tap goes through the stage: on a folded deck it fans it out.
            if let id = try liveToast(name, line: command.line) { send(ToastStage.Input.tapped(id)) }
        case .toast(let name, let kind):
            if let id = try liveToast(name, line: command.line) { send(Self.event(kind, id)) }
        case .update(let name, let update):
            if let id = try liveToast(name, line: command.line) { send(.updateRequested(id, update)) }
        case .dismissAll: send(.dismissAllRequested)
        case .background: send(.appEnteredBackground)
        case .foreground: send(.appEnteredForeground)
        case .voiceOver(let on): send(.screenReaderChanged(running: on))
        case .reduceMotion(let on):
            send(.reduceMotionChanged(enabled: on))
            var scene = loop.stage.scene
            scene.reduceMotion = on
            sceneChanged(scene)
        case .scene(let facts):
            var scene = loop.stage.scene
            scene.size = facts.size
            scene.safeArea = facts.safeArea
            scene.layoutDirection = facts.layoutDirection
            scene.textScale = facts.textScale
            scene.liquidGlass = facts.liquidGlass
            scene.anchors = [
                .navigationBar: ToastRect(x: 0, y: facts.safeArea.top, width: facts.size.width, height: Self.navigationBarHeight)
            ]
            sceneChanged(scene)
        case .keyboard(let height, let duration):
            let size = loop.stage.scene.size
            let frame = height > 0 ? ToastRect(x: 0, y: size.height - height, width: size.width, height: height) : nil
            send(.keyboardMoved(frame, ToastStageAnimation(duration: duration, curve: .system(Self.keyboardCurve))))
        case .bars(let bottom):
            let scene = loop.stage.scene
            let top = scene.size.height - scene.safeArea.bottom - bottom
            bottomBarChanged(bottom > 0 ? ToastRect(x: 0, y: top, width: scene.size.width, height: scene.size.height - top) : nil)
        case .pan(let name, let translation):
            if let id = try liveToast(name, line: command.line) { send(.panChanged(id, translation: translation)) }
        case .release(let name, let velocity):
            if let id = try liveToast(name, line: command.line) { send(.panEnded(id, velocity: velocity)) }
        case .expand(let position): send(.expandRequested(position))
        case .collapse(let position): send(.collapseRequested(position))
        case .end: break
        }
        drain()
        try checkWriter()
        try writer.flushIfFull()
    }

    /// The curve of the keyboard's animation, as its notification names it on iOS.
    package static let keyboardCurve = 7

    /// The live toast named `name`; `nil` for one that ended lately (an event about it changes
    /// nothing); an error for any other name.
    private func liveToast(_ name: String, line: Int) throws(SimulationError) -> ToastID? {
        if let id = live[name] { return id }
        if ended.contains(name) { return nil }
        throw SimulationError(
            line: line,
            message:
                "no toast was shown with id \(SimulationError.quote(name)), or it ended before the last \(limits.endedNamesRemembered) toasts to end"
        )
    }

    /// Runs the clock to the `end` time, or until nothing is pending, and writes all events.
    package func finish() throws(SimulationError) {
        guard !isFinished else { return }
        isFinished = true
        if let endTime = order.endTime {
            try runClock { loop.advance(to: endTime) }
        } else {
            try runClock { loop.runUntilIdle() }
        }
        try checkWriter()
        try writer.flush()
    }

    /// Runs the clock to `time` between lines, passing every deadline due by then, and writes what
    /// happened: what the playground does as its own clock passes. `time` must not be earlier
    /// than the last line's, nor above ``SimulationScript/latestTime``.
    package func advance(to time: Double) throws(SimulationError) {
        guard time <= SimulationScript.latestTime else {
            throw SimulationError(line: nil, message: "the clock cannot run past \(SimulationScript.latestTime) s")
        }
        try order.pass(time)
        isBetweenLines = true
        defer { isBetweenLines = false }
        try runClock { loop.advance(to: time) }
        try checkWriter()
        try writer.flushIfFull()
    }

    /// The stage as it stands.
    package var stage: ToastStage { loop.stage }

    /// Where each toast on the stage is and how it looks at `time` (at or after the last line's
    /// time), back to front, with its script name.
    package func poses(at time: Double) -> [(name: String, pose: ToastStage.Pose)] {
        loop.stage.poses(at: time).map { pose in (names[pose.toast.id] ?? pose.toast.id.description, pose) }
    }

    /// Writes the events gathered so far.
    package func flush() throws(SimulationError) {
        try writer.flush()
    }

    /// Runs `moveClock` with a budget of deadlines for the toasts live now, and writes what
    /// happened.
    private func runClock(_ moveClock: () -> Void) throws(SimulationError) {
        loop.deadlinesLeft = limits.deadlines(liveToasts: live.count)
        moveClock()
        drain()
        if loop.isOutOfDeadlines { throw limitReached() }
    }

    private func limitReached() -> SimulationError {
        let when = isFinished ? "after the last line" : isBetweenLines ? "after line \(lastLine)" : "before line \(lastLine)"
        return SimulationError(
            .stopped, line: nil,
            message:
                "\(when) the clock passed the most deadlines allowed (\(limits.deadlinesBase) + \(limits.deadlinesPerLiveToast) per live toast) with work still pending; the output is incomplete"
        )
    }

    private func checkWriter() throws(SimulationError) {
        if let failure = writer.failure {
            throw SimulationError(.stopped, line: nil, message: "after line \(lastLine): \(failure); the output is incomplete")
        }
    }

    private static func event(_ kind: SimulationCommand.ToastEventKind, _ id: ToastID) -> ToastStateMachine.Input {
        switch kind {
        case .tap: .toastTapped(id)
        case .dismiss: .dismissRequested(id)
        case .swipe: .toastSwiped(id)
        case .action: .actionTriggered(id)
        case .touchDown: .touchBegan(id)
        case .touchUp: .touchEnded(id)
        }
    }

    private func send(_ event: ToastStateMachine.Input) {
        loop.send(event, at: loop.now)
    }

    private func send(_ input: ToastStage.Input) {
        loop.send(input, at: loop.now, measurer: measurer)
    }

    /// The scene changed (nothing happens when it did not).
    private func sceneChanged(_ scene: ToastStage.Scene) {
        guard scene != loop.stage.scene else { return }
        send(.sceneChanged(scene))
    }

    /// The bars at the bottom changed: every toast's context.
    private func bottomBarChanged(_ bar: ToastRect?) {
        bottomBar = bar
        for id in loop.stage.toastIDs { send(.contextChanged(id, ToastStage.Context(bottomBar: bar))) }
    }

    /// Carries out what the loop decided, in order, writing events and motion as they go.
    private func drain() {
        while let output = loop.next(measurer: measurer) {
            switch output {
            case .prepare(let toast): loop.prepared(toast.id, context: ToastStage.Context(bottomBar: bottomBar))
            case .cues(let cues): record(cues, at: loop.now)
            case .event(let event): record(event, at: loop.now)
            case .announce: break  // the harness has no screen reader to speak to
            }
        }
    }

    private func record(_ cues: [ToastStage.Cue], at time: Double) {
        for cue in cues {
            let motion: EventWriter.Motion
            let id: ToastID
            switch cue {
            case .place(let toast, let placed): (id, motion) = (toast, .placed(placed))
            case .move(let toast, let placed, let animation): (id, motion) = (toast, .moved(placed, animation))
            case .follow(let toast, let offset): (id, motion) = (toast, .dragged(offset))
            case .springBack(let toast, _, let animation): (id, motion) = (toast, .returned(animation))
            default: continue
            }
            writer.write(motion, name: names[id] ?? id.description, at: time)
        }
    }

    private func record(_ event: ToastLifecycleEvent, at time: Double) {
        let id = event.id
        let name = names[id] ?? id.description
        writer.write(event, name: name, at: time)
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
