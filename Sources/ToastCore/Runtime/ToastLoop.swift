/// The engine and the stage run together on one time: the one carrier of the engine's
/// effects that every host drives — `ToastRuntime` on the main actor with a real clock, the
/// harness on a virtual one, natively and in the WebAssembly playground, and tests.
///
/// A host feeds in what happened, each with its time, then takes what to do with
/// ``next(measurer:)`` until it returns `nil`:
///
/// ```swift
/// var loop = ToastLoop(scene: ToastStage.Scene(size: ToastSize(width: 390, height: 844)))
/// let measurer = PangoTextMeasurer()   // or any ToastTextMeasuring
/// loop.show(ToastRequest(message: "Saved", duration: .seconds(2)), id: ToastID(rawValue: 1), at: 0)
/// while let output = loop.next(measurer: measurer) { print(output) }   // placed, shown…
/// loop.advance(to: 10)
/// while let output = loop.next(measurer: measurer) { print(output) }   // …timed out, gone
/// ```
///
/// The order of work follows one rule: **everything decided waits in one line and goes out in
/// the order it was decided.**
/// - The engine's effects are taken one at a time. One that changes the stage hands the stage its
///   input there and then, and what the stage decides goes out as one batch of cues before
///   the next effect is taken.
/// - What the stage tells the engine along with a batch (`ToastStage.takeReports()`: a tap, a
///   swipe, a deck fanning out) never goes to the host; it reaches the engine once the
///   host has taken the batch (so the host sees a cue before its consequences), and the
///   effects it causes join the end of the line.
/// - Whatever a host feeds in while it carries out an output (a completion that shows another
///   toast, a layout pass that reports a new scene) is decided at once and joins the line the
///   same way: nothing interrupts a batch, and a host never needs to guard against re-entry
///   beyond draining from one place.
/// - Deadlines pass once the line is empty: those due by the time given, earliest first, ties in
///   the order they were set. The engine and the stage each own theirs (`ToastStateMachine.nextDeadline`,
///   `ToastStage.nextDeadline`); at one time the stage's passes first, so a deck folds before
///   its toasts' time runs on.
///
/// A toast that appears first goes out as ``Output/prepare(_:)``: the host makes its views and
/// reports what it knows of it (``prepared(_:context:)``) before the stage places it.
///
/// The loop never reads a clock and has no actor: it compiles as Embedded Swift too.
package struct ToastLoop {
    /// What a host carries out, in the order taken.
    package enum Output {
        /// This toast appears: make what it needs and report what is known of it
        /// with ``prepared(_:context:)`` before taking the next output (without that, the stage
        /// places it with an empty context).
        indirect case prepare(ToastSnapshot)
        /// What the stage decided, in order: carry the cues out as one batch.
        case cues([ToastStage.Cue])
        /// A lifecycle event, for completions, the toasts' actions and observers.
        case event(ToastLifecycleEvent)
        /// Speak `text` to a running screen reader, without moving its focus.
        case announce(ToastID, text: String)
    }

    /// The engine as it stands.
    package private(set) var machine: ToastStateMachine
    /// The stage as it stands.
    package private(set) var stage: ToastStage
    /// The loop's time: the latest time it was given, or the deadline passing now.
    package private(set) var now: Double = 0
    /// Deadlines allowed to pass before the loop stops letting them (a harness's guard against
    /// an engine that keeps asking for time); unlimited unless a host sets it.
    package var deadlinesLeft = Int.max
    /// Whether a due deadline was left unpassed because ``deadlinesLeft`` reached zero.
    package private(set) var isOutOfDeadlines = false

    /// Effects decided and not taken yet, first in line first.
    private var effects: [ToastStateMachine.Effect] = []
    /// Actions the stage decided that have not gone out.
    private var cues: [ToastStage.Cue] = []
    /// What the batch that went out last reports to the engine, once the host has taken it.
    private var reports: [ToastStateMachine.Input] = []
    /// The toast handed out with ``Output/prepare(_:)``, and the context the host gave it.
    private var preparing: (toast: ToastSnapshot, context: ToastStage.Context)?
    /// Deadlines pass while they are due by this time.
    private var horizon: Double = 0

    /// A loop with no toasts on a scene (a scene of no size places nothing).
    package init(
        limits: ToastStateMachine.Limits = .init(), scene: ToastStage.Scene = ToastStage.Scene(size: .zero),
        keyboard: ToastRect? = nil
    ) {
        machine = ToastStateMachine(limits: limits)
        stage = ToastStage(scene: scene, keyboard: keyboard)
        machine.stackingChanged(to: scene.stacking, byPosition: scene.stackingByPosition, at: 0, into: &effects)
    }

    // MARK: - What happened

    /// Takes a new request at `time` (shown, queued or dropped, as its policy says), named `id`:
    /// above every identifier the loop has taken (`ToastStateMachine.show(_:id:at:)`).
    package mutating func show(_ request: ToastRequest, id: ToastID, at time: Double) {
        wake(at: time)
        machine.show(request, id: id, at: now, into: &effects)
    }

    /// Tells the engine what happened at `time`.
    package mutating func send(_ input: ToastStateMachine.Input, at time: Double) {
        wake(at: time)
        switch input {
        case .touchBegan(let id):
            // A finger on a toast of an open deck is someone using the deck: it stays open.
            stage.noteFinger(on: id, isDown: true, at: now)
        case .touchEnded(let id):
            // Each lift starts the open deck's idle time again.
            stage.noteFinger(on: id, isDown: false, at: now)
        default:
            break
        }
        report(input)
    }

    /// Reports something that happened on the scene or to a toast's views to the stage at `time`.
    package mutating func send(_ input: ToastStage.Input, at time: Double, measurer: some ToastTextMeasuring) {
        wake(at: time)
        stage.handle(input, at: now, measurer: measurer, into: &cues)
        if case .sceneChanged(let scene) = input {
            // The engine pauses the toasts behind a folded deck's front: it follows the stacking.
            machine.stackingChanged(to: scene.stacking, byPosition: scene.stackingByPosition, at: now, into: &effects)
        }
    }

    /// What the host knows of the toast it was asked to prepare (``Output/prepare(_:)``).
    package mutating func prepared(_ id: ToastID, context: ToastStage.Context) {
        guard preparing?.toast.id == id else { return }
        preparing?.context = context
    }

    // MARK: - Time

    /// Runs a virtual clock to `time`: the deadlines due by then pass as they are taken, in
    /// order, each at its own time, and the loop's time is `time` once the line is empty. A time
    /// earlier than the loop's changes nothing.
    package mutating func advance(to time: Double) {
        horizon = max(horizon, time)
    }

    /// Lets every deadline pass however late, until none is left; the loop's time stays at the
    /// last finite deadline.
    package mutating func runUntilIdle() {
        horizon = .infinity
    }

    /// A real clock's time: the loop's time is `time` at once, and the deadlines that fell due
    /// before it pass at it (a host that woke late catches up at the time it woke, the time its
    /// views start to move).
    package mutating func wake(at time: Double) {
        if time > now { now = time }
        horizon = max(horizon, now)
    }

    /// When the engine or the stage next has something to do by itself (a toast's time runs
    /// out, an open deck folds back): what a host on a real clock sleeps until before it calls
    /// ``wake(at:)``. `nil` when nothing waits for time.
    package var nextDeadline: Double? {
        let engine = machine.nextDeadline
        guard let stageDeadline else { return engine }
        return min(engine ?? stageDeadline, stageDeadline)
    }

    // MARK: - What to do

    /// The next thing the host carries out, or `nil` when the line is empty and no deadline is due.
    package mutating func next(measurer: some ToastTextMeasuring) -> Output? {
        if let prepared = preparing {
            preparing = nil
            stage.handle(.toastAppeared(prepared.toast, prepared.context), at: now, measurer: measurer, into: &cues)
        }
        while true {
            if !reports.isEmpty {
                // Taken out whole, so that reporting can append to a fresh line.
                let sent = reports
                reports = []
                for input in sent { report(input) }
            }
            if !cues.isEmpty {
                let batch = cues
                cues = []
                reports += stage.takeReports()
                return .cues(batch)
            }
            let unbatched = stage.takeReports()
            if !unbatched.isEmpty {
                // Decided with no cue for the host (a tap that only ends a toast): straight on.
                reports += unbatched
                continue
            }
            if !effects.isEmpty {
                if let output = take(effects.removeFirst(), measurer: measurer) { return output }
                continue
            }
            guard passDueDeadline(measurer: measurer) else { break }
        }
        if horizon.isFinite, horizon > now { now = horizon }
        return nil
    }

    /// Carries out one effect inside the loop; returns what the host must do, if anything.
    private mutating func take(_ effect: ToastStateMachine.Effect, measurer: some ToastTextMeasuring) -> Output? {
        switch effect {
        case .appear(let toast):
            preparing = (toast, ToastStage.Context())
            return .prepare(toast)
        case .beginHiding(let toast):
            stage.handle(.toastBeganHiding(toast), at: now, measurer: measurer, into: &cues)
        case .update(let toast):
            stage.handle(.toastUpdated(toast), at: now, measurer: measurer, into: &cues)
        case .remove(let id):
            stage.handle(.toastRemoved(id), at: now, measurer: measurer, into: &cues)
        case .notify(let event):
            return .event(event)
        case .announce(let id, let text):
            return .announce(id, text: text)
        }
        return nil
    }

    private mutating func report(_ input: ToastStateMachine.Input) {
        machine.handle(input, at: now, into: &effects)
    }

    /// Lets the earliest deadline pass if it is due — the engine's, or the stage's when it comes
    /// first (a tie goes to the stage: a deck folds before its toasts' time runs on) — and
    /// returns whether one passed.
    private mutating func passDueDeadline(measurer: some ToastTextMeasuring) -> Bool {
        let engine = machine.nextDeadline
        if let stageDeadline, stageDeadline <= horizon, stageDeadline <= engine ?? stageDeadline {
            guard takeDeadline() else { return false }
            if stageDeadline > now { now = stageDeadline }
            stage.handle(.deadlinePassed, at: now, measurer: measurer, into: &cues)
            return true
        }
        guard let engine, engine <= horizon, takeDeadline() else { return false }
        // An infinite deadline passes last, without taking the clock there.
        if engine.isFinite, engine > now { now = engine }
        _ = machine.passDeadline(dueBy: horizon, into: &effects)
        return true
    }

    /// The stage's own deadline, unless a screen reader runs: then an open deck never folds by
    /// itself (its reader may be reading it, and reading touches nothing); it folds on a touch
    /// outside, when its last toast leaves, or once the reader stops and its time has passed.
    private var stageDeadline: Double? {
        machine.isScreenReaderRunning ? nil : stage.nextDeadline
    }

    /// Counts one deadline against ``deadlinesLeft``; `false` when none is left.
    private mutating func takeDeadline() -> Bool {
        guard deadlinesLeft > 0 else {
            isOutOfDeadlines = true
            return false
        }
        deadlinesLeft -= 1
        return true
    }
}
