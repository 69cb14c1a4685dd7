import Testing

@_spi(Plumbing) @testable import ToastCore

/// GKRToast's class API beyond `+show:`: what a tap does with `hideOnTouch`, and what `+hide`
/// ends. Driven through the state machine alone, with a small clock of its own.
@Suite("GKRToast: hideOnTouch and +hide")
struct GKRToastAPITests {
    /// The pod's default `hideTimeOut`, as a new configuration has it.
    static let defaultHideTimeOut = ClassicSystem.GKRToast.hideTimeOutSeconds
    /// The default blocks fade in and out over this long.
    static let fade = ClassicSystem.GKRToast.fadeSeconds

    @Test func aNewConfigurationHidesOnTouchAsThePodDid() {
        #expect(ClassicSystem.GKRToast.hidesOnTouchByDefault)
    }

    @Test func withHideOnTouchATapHidesTheToastAndRunsItsHideOnce() {
        var engine = Engine()
        let toast = engine.show(
            ClassicSystem.GKRToast.request(
                message: "Tap me", configuredHideTimeOut: Self.defaultHideTimeOut, customHide: false,
                hideOnTouch: ClassicSystem.GKRToast.hidesOnTouchByDefault))
        engine.advance(to: 1)  // shown, 4.5 s left
        engine.send(.toastTapped(toast))
        engine.send(.toastTapped(toast))  // a second tap while it hides changes nothing
        engine.runUntilIdle()
        #expect(engine.completions[toast] == .tap)
        #expect(engine.hideCount(of: toast) == 1)
        #expect(abs(engine.now - (1 + Self.fade)) < 1e-9, "ended when its hide transition did, not at its timeout")
    }

    @Test func withoutHideOnTouchATapDoesNothingAndTheToastTimesOut() {
        var engine = Engine()
        let toast = engine.show(
            ClassicSystem.GKRToast.request(
                message: "Ignore taps", configuredHideTimeOut: Self.defaultHideTimeOut, customHide: false, hideOnTouch: false))
        engine.advance(to: 1)
        engine.send(.toastTapped(toast))
        engine.runUntilIdle()
        #expect(engine.completions[toast] == .timeout)
        #expect(abs(engine.now - (Self.fade + Self.defaultHideTimeOut + Self.fade)) < 1e-9)
    }

    @Test func aToastThatNeverHidesByItselfTakesATapEvenWithoutHideOnTouch() {
        var engine = Engine()
        let toast = engine.show(
            ClassicSystem.GKRToast.request(message: "Stays", configuredHideTimeOut: 0, customHide: false, hideOnTouch: false))
        engine.advance(to: 600)
        #expect(engine.completions[toast] == nil, "hideTimeOut 0 stays")
        engine.send(.toastTapped(toast))
        engine.runUntilIdle()
        #expect(engine.completions[toast] == .tap)
    }

    @Test func hideOnTouchKeepsTheRestOfTheRequest() {
        let request = ClassicSystem.GKRToast.request(message: "Slow", configuredHideTimeOut: 7, customHide: true, hideOnTouch: true)
        let plain = ClassicSystem.GKRToast.request(message: "Slow", configuredHideTimeOut: 7, customHide: true)
        #expect(request.duration == .seconds(7))
        #expect(request.style.motion == plain.style.motion, "a custom hide keeps its grace period")
        #expect(request.policy == .queue && request.position == .center)
    }

    @Test func hideEndsTheVisibleToastAndTheWaitingOnesButNoOtherToast() {
        var engine = Engine()
        var live = ClassicSystem.GKRToast.LiveToasts<ToastID>()
        let request = { (text: String) in
            ClassicSystem.GKRToast.request(message: text, configuredHideTimeOut: 0, customHide: false, hideOnTouch: true)
        }
        let visible = engine.show(request("first"))
        live.shown(visible)
        let waiting = engine.show(request("second"))
        live.shown(waiting)
        let other = engine.show(ClassicSystem.ToastUtil.request(message: "not a GKRToast", duration: 60))
        engine.advance(to: 1)
        #expect(live.toHide == [waiting, visible], "newest first")

        for toast in live.toHide { engine.send(.dismissRequested(toast)) }
        engine.runUntilIdle(until: 10)
        for toast in [visible, waiting] where engine.completions[toast] != nil { live.ended(toast) }

        #expect(engine.completions[visible] == .dismissed)
        #expect(engine.hideCount(of: visible) == 1, "its hide blocks ran")
        #expect(engine.completions[waiting] == .dismissed)
        #expect(engine.presentCount(of: waiting) == 0, "a waiting toast never showed")
        #expect(engine.completions[other] == nil, "a toast of another API stays")
        #expect(live.isEmpty)
    }

    @Test func aHideWhileTheToastIsAlreadyHidingDoesNotRunItsHideAgain() {
        var engine = Engine()
        var live = ClassicSystem.GKRToast.LiveToasts<ToastID>()
        let toast = engine.show(
            ClassicSystem.GKRToast.request(message: "Once", configuredHideTimeOut: 0, customHide: true, hideOnTouch: true))
        live.shown(toast)
        engine.advance(to: 1)
        for id in live.toHide { engine.send(.dismissRequested(id)) }
        engine.advance(to: 1.5)  // its hide block is running: still live
        #expect(live.toHide == [toast])
        for id in live.toHide { engine.send(.dismissRequested(id)) }
        engine.runUntilIdle()
        #expect(engine.hideCount(of: toast) == 1)
        #expect(engine.completions[toast] == .dismissed)
        #expect(
            abs(engine.now - (1 + ClassicSystem.GKRToast.customHideGraceSeconds)) < 1e-9, "the first hide's grace period, not a second one")
    }

    @Test func hideDuringTheShowBlocksHidesAtOnce() {
        var engine = Engine()
        let toast = engine.show(
            ClassicSystem.GKRToast.request(message: "Quick", configuredHideTimeOut: 5, customHide: false, hideOnTouch: true))
        engine.advance(to: Self.fade / 2)
        engine.send(.dismissRequested(toast))
        engine.runUntilIdle()
        #expect(engine.completions[toast] == .dismissed)
        #expect(engine.hideCount(of: toast) == 1)
    }

    @Test func liveToastsListEachToastOnceUntilItEnds() {
        var live = ClassicSystem.GKRToast.LiveToasts<Int>()
        #expect(live.isEmpty && live.toHide.isEmpty, "a hide with nothing shown ends nothing")
        live.shown(1)
        live.shown(2)
        live.shown(1)
        #expect(live.toHide == [2, 1])
        live.ended(2)
        live.ended(3)
        #expect(live.toHide == [1])
        live.ended(1)
        #expect(live.isEmpty)
    }
}

/// A state machine with a clock that fires the timers it asks for, recording what it tells the
/// host.
private struct Engine {
    private var machine = ToastStateMachine()
    private var timers: [ToastTimer: Double] = [:]
    private(set) var now = 0.0
    private(set) var completions: [ToastID: ToastDismissReason] = [:]
    private var effects: [ToastStateMachine.Effect] = []
    /// Far beyond any timer these tests start, so an indefinite toast cannot hang a run.
    static let horizon = 100_000.0

    mutating func show(_ request: ToastRequest) -> ToastID {
        let (id, effects) = machine.show(request, at: now)
        record(effects)
        return id
    }

    mutating func send(_ event: ToastStateMachine.Event) {
        record(machine.handle(event, at: now))
    }

    /// Fires every timer due by `time`, in order, then sets the clock to `time`.
    mutating func advance(to time: Double) {
        while let (timer, due) = timers.min(by: { $0.value < $1.value }), due <= time {
            timers[timer] = nil
            now = max(now, due)
            send(.timerFired(timer))
        }
        now = max(now, time)
    }

    /// Fires timers until none is left before `limit`, and leaves the clock at the last one.
    mutating func runUntilIdle(until limit: Double = horizon) {
        while let (timer, due) = timers.min(by: { $0.value < $1.value }), due <= limit {
            timers[timer] = nil
            now = max(now, due)
            send(.timerFired(timer))
        }
    }

    func hideCount(of id: ToastID) -> Int {
        effects.filter { if case .beginHiding(let toast) = $0 { toast.id == id } else { false } }.count
    }

    func presentCount(of id: ToastID) -> Int {
        effects.filter { if case .present(let toast) = $0 { toast.id == id } else { false } }.count
    }

    private mutating func record(_ new: [ToastStateMachine.Effect]) {
        for effect in new {
            switch effect {
            case .startTimer(let timer, let fireAt): timers[timer] = fireAt
            case .cancelTimer(let timer): timers[timer] = nil
            case .notify(.completed(let dismissal)): completions[dismissal.id] = dismissal.reason
            default: break
            }
        }
        effects += new
    }
}
