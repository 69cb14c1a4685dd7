// Not in Embedded Swift (the WebAssembly playground's build), which has no main actor, tasks, clocks or weak references.
#if !hasFeature(Embedded)
/// Carries a runtime's effects onto a ``ToastStage`` and the stage's actions to whoever
/// performs them: the UIKit scene host, the Linux renderer, the harness, a test.
///
/// It is the runtime's host (``ToastHosting``): each effect becomes a stage input at the
/// runtime's time, and the actions that come out go to ``perform`` in order. Actions that
/// report to the engine (``ToastStage/Action/send(_:)``) go to the runtime as well, after the
/// performer has seen them. Announcements go straight to the performer.
///
/// ```swift
/// let driver = ToastStageDriver(scene: scene, measurer: measurer) { actions in host.carryOut(actions) }
/// runtime.host = driver
/// driver.attach(to: runtime)
/// ```
@_spi(Plumbing) @MainActor
public final class ToastStageDriver: ToastHosting {
    /// The stage as it stands.
    public private(set) var stage: ToastStage
    /// What the host knows about toasts it shows: custom content's size, anchors, bars. Asked
    /// when a toast is presented, before the stage hears of it (a host may make the toast's
    /// views and report a changed scene from here); ``contextChanged(_:_:)`` reports later
    /// changes.
    public var context: @MainActor (PresentedToast) -> ToastStage.Context = { _ in ToastStage.Context() }
    /// Carries out actions, in order.
    public var perform: @MainActor ([ToastStage.Action]) -> Void
    /// Speaks an announcement (``ToastHosting/announce(_:for:)``).
    public var announce: @MainActor (String, ToastID) -> Void = { _, _ in }

    private weak var runtime: ToastRuntime?
    private let measurer: any ToastTextMeasuring
    private var actions: [ToastStage.Action] = []
    /// Whether actions are being carried out: an input that arrives meanwhile (a UIKit callback
    /// from inside a layout) is taken by the stage at once, and its actions are carried out
    /// after the batch under way, never in the middle of it.
    private var isFlushing = false

    public init(
        scene: ToastStage.Scene, keyboard: ToastRect? = nil, measurer: any ToastTextMeasuring,
        perform: @escaping @MainActor ([ToastStage.Action]) -> Void
    ) {
        stage = ToastStage(scene: scene, keyboard: keyboard)
        self.measurer = measurer
        self.perform = perform
    }

    /// Becomes `runtime`'s host and reports back to it.
    public func attach(to runtime: ToastRuntime) {
        self.runtime = runtime
        runtime.host = self
    }

    /// The time the stage's inputs carry: the runtime's.
    public var now: Double { runtime?.now ?? 0 }

    /// Sends `input` to the stage now and performs what it decides.
    public func send(_ input: ToastStage.Input) {
        stage.handle(input, at: now, measurer: measurer, into: &actions)
        flush()
    }

    /// The scene changed (size, safe area, direction, text size, accessibility settings).
    public func sceneChanged(_ scene: ToastStage.Scene) {
        guard scene != stage.scene else { return }
        send(.sceneChanged(scene))
    }

    /// What the host knows about a toast changed.
    public func contextChanged(_ id: ToastID, _ context: ToastStage.Context) {
        send(.contextChanged(id, context))
    }

    // MARK: - ToastHosting

    public func present(_ toast: PresentedToast) {
        send(.toastPresented(toast, context(toast)))
    }

    public func beginHiding(_ toast: PresentedToast) {
        send(.toastBeganHiding(toast))
    }

    public func update(_ toast: PresentedToast) {
        send(.toastUpdated(toast))
    }

    public func remove(_ id: ToastID) {
        send(.toastRemoved(id))
    }

    public func announce(_ text: String, for id: ToastID) {
        announce(text, id)
    }

    private func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        while !actions.isEmpty {
            let batch = actions
            actions.removeAll(keepingCapacity: true)
            perform(batch)
            for action in batch {
                if case .send(let event) = action { runtime?.send(event) }
            }
        }
    }
}
#endif
