import Testing

@testable import ToastCore

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
        let request = { (text: String) in
            ClassicSystem.GKRToast.request(message: text, configuredHideTimeOut: 0, customHide: false, hideOnTouch: true)
        }
        // Two configurations (a GKRToast and an AIMToast, say): the second waits in the engine.
        var live = ClassicSystem.GKRToast.LiveToasts<Int, String>()
        var ids: [Int: ToastID] = [:]
        #expect(live.shown(1, configuration: "GKRToast") == [.show(1)])
        ids[1] = engine.show(request("first"))
        #expect(live.shown(2, configuration: "AIMToast") == [.show(2)])
        ids[2] = engine.show(request("second"))
        let other = engine.show(ClassicSystem.ToastUtil.request(message: "not a GKRToast", duration: 60))
        engine.advance(to: 1)
        let hides = live.hideAll()
        #expect(hides == [.hide(2), .hide(1)], "newest first")

        for case .hide(let key) in hides { engine.send(.dismissRequested(ids[key]!)) }
        engine.runUntilIdle(until: 10)
        for (key, id) in ids where engine.completions[id] != nil { _ = live.ended(key, viewsInPlace: false) }

        #expect(engine.completions[ids[1]!] == .dismissed)
        #expect(engine.hideCount(of: ids[1]!) == 1, "its hide blocks ran")
        #expect(engine.completions[ids[2]!] == .dismissed)
        #expect(engine.presentCount(of: ids[2]!) == 0, "a waiting toast never showed")
        #expect(engine.completions[other] == nil, "a toast of another API stays")
        #expect(live.isEmpty)
    }

    @Test func aHideWhileTheToastIsAlreadyHidingDoesNotRunItsHideAgain() {
        var engine = Engine()
        let toast = engine.show(
            ClassicSystem.GKRToast.request(message: "Once", configuredHideTimeOut: 0, customHide: true, hideOnTouch: true))
        engine.advance(to: 1)
        engine.send(.dismissRequested(toast))
        engine.advance(to: 1.5)  // its hide block is running
        engine.send(.dismissRequested(toast))
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
}

/// A state machine on a virtual clock, recording what it tells the host.
private struct Engine {
    private var machine = ToastStateMachine()
    private(set) var completions: [ToastID: ToastEndReason] = [:]
    private var effects: [ToastStateMachine.Effect] = []
    /// Far beyond any deadline these tests set, so an indefinite toast cannot hang a run.
    static let horizon = 100_000.0

    var now: Double { machine.now }

    mutating func show(_ request: ToastRequest) -> ToastID {
        let (id, effects) = machine.show(request, at: now)
        record(effects)
        return id
    }

    mutating func send(_ event: ToastStateMachine.Input) {
        record(machine.handle(event, at: now))
    }

    /// Lets every deadline due by `time` pass, in order, then sets the clock to `time`.
    mutating func advance(to time: Double) {
        record(machine.advance(to: time))
    }

    /// Lets deadlines pass until none is left before `limit`, and leaves the clock at the last one.
    mutating func runUntilIdle(until limit: Double = horizon) {
        var new: [ToastStateMachine.Effect] = []
        while machine.passDeadline(dueBy: limit, into: &new) != nil {}
        record(new)
    }

    func hideCount(of id: ToastID) -> Int {
        effects.filter { if case .beginHiding(let toast) = $0 { toast.id == id } else { false } }.count
    }

    func presentCount(of id: ToastID) -> Int {
        effects.filter { if case .appear(let toast) = $0 { toast.id == id } else { false } }.count
    }

    private mutating func record(_ new: [ToastStateMachine.Effect]) {
        for case .notify(.completed(let ending)) in new { completions[ending.id] = ending.reason }
        effects += new
    }
}
