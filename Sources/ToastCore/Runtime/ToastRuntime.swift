// Not in Embedded Swift (the WebAssembly playground's build), which has no main actor, tasks, clocks or weak references.
#if !hasFeature(Embedded)
/// Runs the engine and the stage for real on the main actor: reads the time from a scheduler,
/// wakes at their deadlines, hands the stage's cues to whoever draws them, and calls each
/// completion once.
///
/// ```swift
/// let runtime = ToastRuntime(
///     scheduler: ClockToastScheduler(clock: ContinuousClock()),
///     scene: ToastStage.Scene(size: ToastSize(width: 390, height: 844)),
///     measurer: measurer)   // the host's: UIKit's in ToastKit, Pango's in the renderer
/// let id = ToastID(rawValue: 1)
/// runtime.show(ToastRequest(message: "Saved"), id: id) { ending in
///     print(ending.reason)   // exactly once: timeout, tap, …
/// }
/// runtime.send(.toastTapped(id))
/// ```
///
/// The work itself is a `ToastLoop`'s; the runtime adds what needs the main actor and a
/// clock: completions, the toasts' actions and observers, and one scheduled wake-up for the next deadline.
/// Calls made from inside a completion, an action, an observer or the host's `perform` (showing another
/// toast, a layout pass that reports a new scene) are taken at once; their work is carried out
/// after the work already under way, in order.
///
/// A request the engine rejects completes before `show` returns.
@MainActor
package final class ToastRuntime {
    /// Runs exactly once per request, on the main actor, with how it ended, including a
    /// request that never showed (dropped, coalesced, rejected). It runs before observers hear
    /// ``ToastLifecycleEvent/completed(_:)``.
    package typealias Completion = @MainActor (ToastEnding) -> Void
    /// Receives every lifecycle event of every toast, on the main actor, in the order they
    /// happened (see ``observe(_:)``).
    package typealias Observer = @MainActor (ToastLifecycleEvent) -> Void

    /// The engine's current state, for reading.
    package var machine: ToastStateMachine { loop.machine }
    /// The stage as it stands.
    package var stage: ToastStage { loop.stage }
    /// Where the runtime learns the time and waits.
    package let scheduler: any ToastScheduling

    /// Carries out the stage's cues, a batch at a time (the UIKit scene host, the renderer, a
    /// test). Cues that report to the engine reach it after this returns.
    package var perform: @MainActor ([ToastStage.Cue]) -> Void = { _ in }
    /// What the host knows about a toast that appears (custom content's size, anchor,
    /// bars), asked before the stage places it: a host may make the toast's views and report a
    /// changed scene from here.
    package var context: @MainActor (ToastSnapshot) -> ToastStage.Context = { _ in ToastStage.Context() }
    /// Speaks an announcement to a running screen reader.
    package var announce: @MainActor (String, ToastID) -> Void = { _, _ in }

    /// The engine and the stage, in one value: each step takes one access to it.
    private var loop: ToastLoop
    private let measurer: any ToastTextMeasuring
    /// What the runtime keeps for each live toast that has a completion or an action.
    private var records: [ToastID: Record] = [:]
    /// Whether outputs are being carried out; calls made meanwhile only feed the loop.
    private var isDraining = false
    /// The wake-up scheduled for the loop's next deadline.
    private var wakeUp: (deadline: Double, work: any ToastCancellable)?
    /// What the wake-up calls back through: weakly, so pending work never keeps the runtime alive.
    private let relay = Relay()
    /// Observers in the order they registered.
    private var observers: [(key: Int, observer: Observer)] = []
    private var lastObserverKey = 0

    /// A runtime with no toasts whose stage starts on `scene`, measuring text with `measurer`.
    package init(
        limits: ToastStateMachine.Limits = .init(), scheduler: any ToastScheduling, scene: ToastStage.Scene,
        keyboard: ToastRect? = nil, measurer: any ToastTextMeasuring
    ) {
        loop = ToastLoop(limits: limits, scene: scene, keyboard: keyboard)
        self.scheduler = scheduler
        self.measurer = measurer
        relay.runtime = self
    }

    /// The scheduler's time, which is the engine's time.
    package var now: Double { scheduler.now }

    /// Shows a toast (or queues it, or drops it, as its policy says). A caller files what it
    /// keeps for the toast under `id` (a name, an image, a custom view) before it calls this, so
    /// it is there when the toast appears or its request completes.
    ///
    /// - Parameters:
    ///   - request: What to show, and how it behaves.
    ///   - id: Its identifier: above every identifier the runtime has taken
    ///     (`ToastStateMachine.show(_:id:at:)`).
    ///   - completion: Runs exactly once when the request ends, with the reason.
    ///   - action: Runs once if the user chooses the toast's action, as it starts to hide.
    package func show(
        _ request: ToastRequest, id: ToastID, completion: Completion? = nil, action: (@MainActor () -> Void)? = nil
    ) {
        loop.show(request, id: id, at: scheduler.now)
        let action = request.content.action == nil ? nil : action
        if completion != nil || action != nil {
            records[id] = Record(completion: completion, action: action)
        }
        drain()
    }

    /// Reports something that happened (a tap, a touch, the app going to the background, …).
    package func send(_ input: ToastStateMachine.Input) {
        loop.send(input, at: scheduler.now)
        drain()
    }

    /// Reports something that happened on the scene or to a toast's views to the stage.
    package func send(_ input: ToastStage.Input) {
        loop.send(input, at: scheduler.now, measurer: measurer)
        drain()
    }

    /// The scene changed (size, safe area, direction, text size, accessibility settings);
    /// nothing happens when it did not.
    package func sceneChanged(_ scene: ToastStage.Scene) {
        guard scene != loop.stage.scene else { return }
        send(.sceneChanged(scene))
    }

    /// What the host knows about a toast changed.
    package func contextChanged(_ id: ToastID, _ context: ToastStage.Context) {
        send(.contextChanged(id, context))
    }

    /// Ends one toast with ``ToastEndReason/dismissed``, whether it is visible or queued.
    package func dismiss(_ id: ToastID) {
        send(.dismissRequested(id))
    }

    /// Ends every toast, visible and queued, with ``ToastEndReason/dismissed``.
    package func dismissAll() {
        send(.dismissAllRequested)
    }

    /// Changes a toast that has not ended (see `ToastUpdate`). `action` replaces what its
    /// action button runs (a toast updated to one with a new button); without it the old
    /// handler stays.
    package func update(_ id: ToastID, _ update: ToastUpdate, action: (@MainActor () -> Void)? = nil) {
        if let action, loop.machine.isLive(id) { records[id, default: Record()].action = action }
        send(.updateRequested(id, update))
    }

    /// The toasts on screen now.
    package var presentedToasts: [ToastSnapshot] { loop.machine.snapshots() }

    /// The toast on screen with this identifier, if any.
    package func snapshot(_ id: ToastID) -> ToastSnapshot? {
        loop.machine.snapshot(id)
    }

    /// Whether the request with this identifier has not ended yet (queued or on screen).
    package func isLive(_ id: ToastID) -> Bool {
        loop.machine.isLive(id)
    }

    /// When the runtime next wakes by itself (the engine's or the stage's next deadline);
    /// `nil` while nothing waits for time.
    package var nextDeadline: Double? { loop.nextDeadline }

    /// Completions still waiting for their request to end.
    package var waitingCompletionCount: Int { records.values.reduce(0) { $0 + ($1.completion == nil ? 0 : 1) } }

    /// Calls `observer` with every lifecycle event until the returned observation is cancelled
    /// (releasing the observation does not end it: the runtime holds the observer).
    package func observe(_ observer: @escaping Observer) -> ToastObservation {
        lastObserverKey += 1
        let key = lastObserverKey
        observers.append((key, observer))
        return ToastObservation { [weak self] in
            self?.observers.removeAll { $0.key == key }
        }
    }

    // MARK: - Carrying out

    /// Carries out the loop's outputs until it has none, then sleeps until its next deadline.
    /// The one drain runs at the outermost call: a call made while it runs feeds the loop, and
    /// this drain takes what it decided, in order.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while let output = loop.next(measurer: measurer) {
            switch output {
            case .prepare(let toast):
                // Asked first, outside any access to the loop: the host may feed the loop from here.
                let known = context(toast)
                loop.prepared(toast.id, context: known)
            case .cues(let cues):
                perform(cues)
            case .event(let event):
                notify(event)
            case .announce(let id, let text):
                announce(text, id)
            }
        }
        scheduleWakeUp()
    }

    /// Keeps one wake-up, at the loop's earliest deadline.
    private func scheduleWakeUp() {
        let deadline = loop.nextDeadline
        guard deadline != wakeUp?.deadline else { return }
        wakeUp?.work.cancel()
        wakeUp = nil
        guard let deadline else { return }
        let relay = self.relay
        wakeUp = (deadline, scheduler.schedule(at: deadline) { relay.runtime?.wake() })
    }

    private func wake() {
        wakeUp = nil
        loop.wake(at: scheduler.now)
        drain()
    }

    private func notify(_ event: ToastLifecycleEvent) {
        switch event {
        case .willHide(let id, .ending(.action)):
            takeAction(of: id)?()
        case .completed(let ending):
            records.removeValue(forKey: ending.id)?.completion?(ending)
        default:
            break
        }
        for (_, observer) in observers {
            observer(event)
        }
    }

    /// The action of a toast, taken so that it runs once.
    private func takeAction(of id: ToastID) -> (@MainActor () -> Void)? {
        defer { records[id]?.action = nil }
        return records[id]?.action
    }
}

/// What the runtime keeps for one live toast.
@MainActor
private struct Record {
    var completion: ToastRuntime.Completion?
    var action: (@MainActor () -> Void)?

    init(completion: ToastRuntime.Completion? = nil, action: (@MainActor () -> Void)? = nil) {
        self.completion = completion
        self.action = action
    }
}

/// The runtime as scheduled work reaches it: weakly.
@MainActor
private final class Relay {
    weak var runtime: ToastRuntime?
}

/// An observer's registration, ended by ``cancel()``.
///
/// Whether releasing it ends the registration too depends on who made it:
///
/// - `ToastRuntime.observe(_:)`: no. The runtime holds its observers, so one registered there
///   hears every event until it is cancelled or the runtime goes, whether or not the observation
///   is kept. Keep it to be able to cancel.
/// - ToastKit's `Toast.observe`: yes. That observer lives in the observation alone, so releasing
///   the observation (on any thread) ends it as `cancel()` does: keep it for as long as you want
///   events.
///
/// (An observation cannot cancel itself as it is released: its deinit may run on any thread, and
/// iOS 16 has no isolated deinit to reach the main actor from there.)
@MainActor
public final class ToastObservation {
    private var onCancel: (@MainActor () -> Void)?

    /// An observation that runs `onCancel` once, when it is cancelled (for shells that gather
    /// observers of their own).
    package init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Unregisters the observer: it receives no event after this call. Cancelling again does
    /// nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }
}
#endif
