import Testing

@testable import ToastCore

/// A GKRToast configuration's views (box, label, background) belong to one toast at a time:
/// what a new `+show:` does to the toast on screen, what waits, and when the views are free.
/// Driven through ``ClassicSystem/GKRToast/LiveToasts`` and real engines, one per window scene,
/// with hide blocks that take as long as each test says.
@Suite("GKRToast: one toast per configuration's views")
struct GKRToastViewsTests {
    static let fade = ClassicSystem.GKRToast.fadeSeconds
    static let grace = ClassicSystem.GKRToast.customHideGraceSeconds
    /// A hide block slower than the grace period: its toast ends before it removes the views.
    static let slowHide = grace + 2

    @Test func twoScenesNeverShowOneConfigurationAtOnce() {
        var bridge = Bridge(scenes: 2)
        let first = bridge.show("first", configuration: "plain", scene: 0)
        bridge.run(until: 1)
        let second = bridge.show("second", configuration: "plain", scene: 1)
        bridge.run(until: 30)
        #expect(bridge.sharing.isEmpty, "\(bridge.sharing)")
        #expect(bridge.endings[first] == .dismissed, "the newer +show: replaced it, as the pod's did")
        #expect(
            bridge.presentedAt[second].map { abs($0 - (1 + Self.fade)) < 1e-9 } == true, "once the first one's fade-out removed the views")
        #expect(bridge.endings[second] == .timeout)
    }

    @Test func moreThanOneVisibleToastPerPositionNeverSharesViews() {
        var bridge = Bridge(scenes: 1, maxVisible: 2)
        let first = bridge.show("first", configuration: "plain")
        let second = bridge.show("second", configuration: "plain")
        bridge.run(until: 30)
        #expect(bridge.sharing.isEmpty, "\(bridge.sharing)")
        #expect(bridge.presentCount(of: first) == 1 && bridge.hideCount(of: first) == 1)
        #expect(bridge.presentedAt[second].map { $0 >= Self.fade } == true, "after the first one's hide")
    }

    @Test func aSlowHideBlockKeepsItsViewsUntilItRemovesThem() {
        var bridge = Bridge(scenes: 1)
        let first = bridge.show("slow", configuration: "custom", hideTimeOut: 1, hideBlockSeconds: Self.slowHide)
        let hideBegins = Self.fade + 1
        bridge.run(until: hideBegins + 0.5)
        let second = bridge.show("next", configuration: "custom", hideTimeOut: 1, hideBlockSeconds: Self.slowHide)
        bridge.run(until: 60)
        #expect(bridge.sharing.isEmpty, "\(bridge.sharing)")
        #expect(bridge.endings[first] == .timeout, "already leaving: the new +show: does not end it again")
        #expect(bridge.hideCount(of: first) == 1)
        #expect(
            bridge.presentedAt[second].map { abs($0 - (hideBegins + Self.slowHide)) < 1e-9 } == true,
            "shown when the slow block removed the views, not when the grace period ended its toast")
    }

    @Test func aHideBlockThatNeverRemovesItsViewsHoldsTheNextToastOnlySoLong() {
        var bridge = Bridge(scenes: 1)
        bridge.show("forgets", configuration: "custom", hideTimeOut: 1, hideBlockSeconds: nil)
        let second = bridge.show("next", configuration: "custom")
        bridge.run(until: 60)
        // The second +show: hides the first at once (its show blocks had just begun); its hide
        // block never removes the views, so its toast ends at the grace period and the views are
        // waited for as long again.
        let taken = Self.grace + ClassicSystem.GKRToast.viewsInPlaceWaitSeconds
        #expect(bridge.presentedAt[second].map { abs($0 - taken) < 1e-9 } == true)
        #expect(bridge.endings[second] == .timeout, "the configuration is not silenced for ever")
    }

    @Test func aNewShowReplacesTheToastOnScreenAfterItsHideBlocks() {
        var bridge = Bridge(scenes: 1)
        let first = bridge.show("first", configuration: "plain")
        bridge.run(until: 2)
        let second = bridge.show("second", configuration: "plain")
        bridge.run(until: 30)
        #expect(bridge.endings[first] == .dismissed)
        #expect(bridge.hideCount(of: first) == 1, "its hide blocks ran")
        #expect(bridge.presentedAt[second].map { abs($0 - (2 + Self.fade)) < 1e-9 } == true)
        #expect(bridge.endings[second] == .timeout)
    }

    @Test func whileOneHidesOnlyTheNewestWaitingToastShows() {
        var bridge = Bridge(scenes: 1)
        let first = bridge.show("first", configuration: "plain")
        bridge.run(until: 1)
        let second = bridge.show("second", configuration: "plain")
        let third = bridge.show("third", configuration: "plain")
        bridge.run(until: 30)
        #expect(bridge.hideCount(of: first) == 1, "asked to hide once")
        #expect(bridge.dropped == [second], "replaced before it showed")
        #expect(bridge.presentCount(of: second) == 0)
        #expect(bridge.endings[third] == .timeout)
        #expect(bridge.sharing.isEmpty)
    }

    @Test func anotherConfigurationIsNeitherHiddenNorHeldBack() {
        var bridge = Bridge(scenes: 2)
        let plain = bridge.show("plain", configuration: "plain", scene: 0)
        bridge.run(until: 1)
        let fancy = bridge.show("fancy", configuration: "fancy", scene: 1)
        bridge.run(until: 30)
        #expect(bridge.endings[plain] == .timeout)
        #expect(bridge.presentedAt[fancy] == 1)
    }

    @Test func hideDropsTheWaitingToastAndHidesEveryHolderOnce() {
        var bridge = Bridge(scenes: 2)
        let plain = bridge.show("plain", configuration: "plain", scene: 0, hideTimeOut: 0)
        let fancy = bridge.show("fancy", configuration: "fancy", scene: 1, hideTimeOut: 0)
        bridge.run(until: 1)
        let waiting = bridge.show("waiting", configuration: "plain", scene: 0, hideTimeOut: 0)
        bridge.hideAll()
        bridge.run(until: 30)
        #expect(bridge.dropped == [waiting])
        #expect(bridge.endings[plain] == .dismissed && bridge.hideCount(of: plain) == 1)
        #expect(bridge.endings[fancy] == .dismissed && bridge.hideCount(of: fancy) == 1)
        #expect(bridge.live.isEmpty, "no GKRToast is left")
    }

    @Test func hideDuringAHideBlockChangesNothing() {
        var live = ClassicSystem.GKRToast.LiveToasts<Int, String>()
        #expect(live.shown(1, configuration: "c") == [.show(1)])
        #expect(live.shown(2, configuration: "c") == [.hide(1)])
        #expect(live.hideAll() == [.drop(2)], "the owner is already leaving")
        #expect(live.ended(1, viewsInPlace: false).isEmpty, "nothing waits any more")
        #expect(live.isEmpty)
    }

    @Test func hideEndsTheNewestFirst() {
        var live = ClassicSystem.GKRToast.LiveToasts<Int, String>()
        #expect(live.hideAll().isEmpty, "a hide with nothing shown ends nothing")
        _ = live.shown(1, configuration: "a")
        _ = live.shown(2, configuration: "b")
        _ = live.shown(2, configuration: "b")
        #expect(live.hideAll() == [.hide(2), .hide(1)])
        #expect(live.hideAll().isEmpty, "asked once")
    }

    @Test func viewsLetGoOfBeforeTheEndDoNotFreeThem() {
        // A toast pre-empted by another runs its hide blocks and comes back later with the same
        // views: until it has ended, they stay its own.
        var live = ClassicSystem.GKRToast.LiveToasts<Int, String>()
        _ = live.shown(1, configuration: "c")
        _ = live.shown(2, configuration: "c")
        #expect(live.viewsReleased(1).isEmpty)
        #expect(live.ended(1, viewsInPlace: true) == [.awaitViews(1, seconds: ClassicSystem.GKRToast.viewsInPlaceWaitSeconds)])
        #expect(live.viewsReleased(1) == [.show(2)])
        #expect(live.viewsOverdue(1).isEmpty, "a late deadline changes nothing")
        #expect(live.ended(1, viewsInPlace: false).isEmpty, "a second report changes nothing")
    }
}

/// ToastKitClassic's bridge and presenter as far as the decisions go: an engine per scene, a
/// clock that runs everything due (the engines' deadlines, the hide blocks, the wait for held
/// views) in order, and each configuration's views, recording any two toasts that shared them.
private struct Bridge {
    struct Call {
        let configuration: String
        let scene: Int
        let hideTimeOut: Double
        /// How long its hide blocks take to remove the views; `nil`: they never do.
        let hideBlockSeconds: Double?
        var id: ToastID?
    }

    private var machines: [ToastStateMachine]
    private(set) var live = ClassicSystem.GKRToast.LiveToasts<Int, String>()
    private(set) var now = 0.0
    private var calls: [Call] = []
    /// Which call's toast has each configuration's views in its place.
    private var viewsAt: [String: Int] = [:]
    private var viewsFreedAt: [Int: Double] = [:]
    private var overdueAt: [Int: Double] = [:]
    private var ended: Set<Int> = []
    private(set) var endings: [Int: ToastEndReason] = [:]
    private(set) var presentedAt: [Int: Double] = [:]
    private(set) var dropped: [Int] = []
    private var presents: [Int: Int] = [:]
    private var hides: [Int: Int] = [:]
    /// Each time a toast took views another live toast had, or a hide block removed views that
    /// another toast had taken.
    private(set) var sharing: [String] = []

    init(scenes: Int, maxVisible: Int = 1) {
        machines = Array(repeating: ToastStateMachine(limits: .init(maxVisible: maxVisible)), count: scenes)
    }

    @discardableResult
    mutating func show(
        _ text: String, configuration: String, scene: Int = 0, hideTimeOut: Double = ClassicSystem.GKRToast.hideTimeOutSeconds,
        hideBlockSeconds: Double? = ClassicSystem.GKRToast.fadeSeconds
    ) -> Int {
        calls.append(Call(configuration: configuration, scene: scene, hideTimeOut: hideTimeOut, hideBlockSeconds: hideBlockSeconds))
        let call = calls.count - 1
        carryOut(live.shown(call, configuration: configuration))
        return call
    }

    mutating func hideAll() { carryOut(live.hideAll()) }

    func presentCount(of call: Int) -> Int { presents[call, default: 0] }
    func hideCount(of call: Int) -> Int { hides[call, default: 0] }

    /// Runs everything due by `limit`, in time order, and leaves the clock there.
    mutating func run(until limit: Double) {
        while let next = nextDue(), next.time <= limit {
            now = max(now, next.time)
            next.fire(&self)
        }
        now = max(now, limit)
    }

    private func nextDue() -> (time: Double, fire: (inout Bridge) -> Void)? {
        var best: (time: Double, fire: (inout Bridge) -> Void)?
        func consider(_ time: Double, _ fire: @escaping (inout Bridge) -> Void) {
            if best == nil || time < best!.time { best = (time, fire) }
        }
        for scene in machines.indices {
            guard let due = machines[scene].nextDeadline else { continue }
            consider(due) { bridge in
                var effects: [ToastStateMachine.Effect] = []
                _ = bridge.machines[scene].passDeadline(dueBy: due, into: &effects)
                bridge.record(effects, from: scene)
            }
        }
        for (call, due) in viewsFreedAt { consider(due) { $0.hideBlocksRemovedViews(of: call) } }
        for (call, due) in overdueAt {
            consider(due) { bridge in
                bridge.overdueAt[call] = nil
                bridge.carryOut(bridge.live.viewsOverdue(call))
            }
        }
        return best
    }

    private mutating func carryOut(_ actions: [ClassicSystem.GKRToast.LiveToasts<Int, String>.Action]) {
        for action in actions {
            switch action {
            case .show(let call):
                let made = calls[call]
                let request = ClassicSystem.GKRToast.request(
                    message: "\(call)", configuredHideTimeOut: made.hideTimeOut,
                    customHide: made.hideBlockSeconds != ClassicSystem.GKRToast.fadeSeconds, hideOnTouch: true)
                let (id, effects) = machines[made.scene].show(request, at: now)
                calls[call].id = id
                record(effects, from: made.scene)
            case .hide(let call):
                guard let id = calls[call].id else { continue }
                send(.dismissRequested(id), to: calls[call].scene)
            case .drop(let call):
                dropped.append(call)
            case .awaitViews(let call, let seconds):
                overdueAt[call] = now + seconds
            }
        }
    }

    private mutating func send(_ event: ToastStateMachine.Input, to scene: Int) {
        record(machines[scene].handle(event, at: now), from: scene)
    }

    private func call(_ id: ToastID, in scene: Int) -> Int? {
        calls.indices.first { calls[$0].scene == scene && calls[$0].id == id }
    }

    private mutating func record(_ effects: [ToastStateMachine.Effect], from scene: Int) {
        for effect in effects {
            switch effect {
            case .appear(let toast):
                guard let call = call(toast.id, in: scene) else { continue }
                install(call)
            case .beginHiding(let toast):
                guard let call = call(toast.id, in: scene) else { continue }
                hides[call, default: 0] += 1
                if let seconds = calls[call].hideBlockSeconds { viewsFreedAt[call] = now + seconds }
            case .notify(.completed(let ending)):
                guard let call = call(ending.id, in: scene) else { continue }
                endings[call] = ending.reason
                ended.insert(call)
                carryOut(live.ended(call, viewsInPlace: viewsAt[calls[call].configuration] == call))
            default: break
            }
        }
    }

    /// The presenter's install: takes the configuration's views, wherever they are.
    private mutating func install(_ call: Int) {
        let configuration = calls[call].configuration
        if let other = viewsAt[configuration], other != call, !ended.contains(other) {
            sharing.append("\(call) took the views of \(other), still on screen")
        }
        viewsAt[configuration] = call
        presents[call, default: 0] += 1
        presentedAt[call] = presentedAt[call] ?? now
    }

    /// The call's hide blocks remove the views, from wherever they are now.
    private mutating func hideBlocksRemovedViews(of call: Int) {
        viewsFreedAt[call] = nil
        let configuration = calls[call].configuration
        if let owner = viewsAt[configuration], owner != call {
            sharing.append("the hide blocks of \(call) removed the views of \(owner)")
        }
        viewsAt[configuration] = nil
        // The presenter reports the end of its hide to the engine, and the emptied views here.
        if let id = calls[call].id { send(.hideAnimationFinished(id), to: calls[call].scene) }
        carryOut(live.viewsReleased(call))
    }
}
