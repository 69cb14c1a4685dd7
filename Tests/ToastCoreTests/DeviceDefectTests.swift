import Testing

@testable import ToastCore
@testable import ToastShellRules

// The decisions behind how the shells behave on a device at run time (the real clock, touches,
// the keyboard, VoiceOver, bars, the status bar), each tested here on Linux.

@MainActor
@Suite("A legacy 'forever' duration on the real clock")
struct LegacyForeverDurationTests {
    /// `MAXFLOAT` (what `showToast:duration:MAXFLOAT` and `hideTimeOut = MAXFLOAT` pass) and
    /// `DBL_MAX`.
    nonisolated static let forevers: [Double] = [Double(Float.greatestFiniteMagnitude), .greatestFiniteMagnitude]

    /// Shows `request` on a `ClockToastScheduler` (the scheduler apps use) and checks that it
    /// stays, with no timer, until it is tapped.
    private func staysUntilTapped(_ request: ToastRequest) async {
        let clock = TestClock()
        let runtime = ToastRuntime(scheduler: ClockToastScheduler(clock: clock))
        var reasons: [ToastEndReason] = []
        let id = runtime.show(request) { reasons.append($0.reason) }
        await settle(clock, sleepers: 1)  // the show transition's timer
        clock.advance(by: .seconds(5))
        await settle(clock, sleepers: 0)
        #expect(runtime.snapshot(id)?.phase == .shown)
        #expect(runtime.nextDeadline == nil, "no deadline: it never hides by itself")
        runtime.send(.toastTapped(id))
        clock.advance(by: .seconds(5))
        await settle(clock, sleepers: 0) { !reasons.isEmpty }
        #expect(reasons == [.tap])
    }

    @Test(arguments: forevers)
    func toastUtilsShowToastDurationMaxfloat(seconds: Double) async {
        await staysUntilTapped(ClassicSystem.ToastUtil.request(message: "保存成功", duration: seconds))
    }

    @Test(arguments: forevers)
    func objectiveCShowDurationDblMax(seconds: Double) async {
        await staysUntilTapped(ToastRequest(message: "Saved", duration: ToastDuration(objectiveCSeconds: seconds)))
    }

    @Test(arguments: forevers + [Double.infinity])
    func gkrHideTimeOutMaxfloat(value: Double) async {
        let request = ClassicSystem.GKRToast.request(message: "Your text", configuredHideTimeOut: value)
        #expect(request.duration == .indefinite || request.duration == .seconds(value))
        await staysUntilTapped(request)
    }

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func aGKRHideTimeOutThatIsNoDurationFallsBackToTheDefault(value: Double) {
        let request = ClassicSystem.GKRToast.request(message: "Your text", configuredHideTimeOut: value)
        #expect(request.duration == .seconds(ClassicSystem.GKRToast.hideTimeOutSeconds))
    }

    @Test func aGKRHideTimeOutOfZeroStillMeansUntilTapped() {
        #expect(ClassicSystem.GKRToast.request(message: "Stays", configuredHideTimeOut: 0).duration == .indefinite)
        #expect(ClassicSystem.GKRToast.request(message: "Five", configuredHideTimeOut: 5).duration == .seconds(5))
    }
}

@Suite("Which toast is under a finger")
struct TouchTargetTests {
    typealias Region = ToastLayout.HitRegion

    func region(_ id: UInt64, _ frame: ToastRect, clip: ToastRect? = nil, leaving: Bool = false) -> Region {
        Region(id: ToastID(rawValue: id), frame: frame, clip: clip, isLeaving: leaving)
    }

    @Test func everyToastOfAStackTakesItsOwnTouches() {
        // Three bottom toasts stacked, oldest first (the order they were added, bottom of the z-order first).
        let stack = [
            region(1, ToastRect(x: 20, y: 600, width: 350, height: 50)),
            region(2, ToastRect(x: 20, y: 658, width: 350, height: 50)),
            region(3, ToastRect(x: 20, y: 716, width: 350, height: 50)),
        ]
        #expect(ToastLayout.toast(at: ToastPoint(x: 300, y: 620), in: stack) == ToastID(rawValue: 1), "the oldest one's Undo button works")
        #expect(ToastLayout.toast(at: ToastPoint(x: 300, y: 680), in: stack) == ToastID(rawValue: 2))
        #expect(ToastLayout.toast(at: ToastPoint(x: 300, y: 740), in: stack) == ToastID(rawValue: 3))
        #expect(ToastLayout.toast(at: ToastPoint(x: 300, y: 654), in: stack) == nil, "the gap between toasts belongs to the app")
        #expect(ToastLayout.toast(at: ToastPoint(x: 10, y: 10), in: stack) == nil)
    }

    @Test func whereToastsOverlapTheOneDrawnOnTopTakesTheTouch() {
        // Custom content shown over a standard toast at another position.
        let regions = [
            region(1, ToastRect(x: 20, y: 700, width: 350, height: 60)), region(2, ToastRect(x: 100, y: 680, width: 190, height: 60)),
        ]
        #expect(ToastLayout.toast(at: ToastPoint(x: 150, y: 710), in: regions) == ToastID(rawValue: 2))
        #expect(ToastLayout.toast(at: ToastPoint(x: 30, y: 710), in: regions) == ToastID(rawValue: 1))
    }

    @Test func aLeavingToastLetsTouchesThroughToWhateverIsUnderIt() {
        let regions = [
            region(1, ToastRect(x: 20, y: 700, width: 350, height: 60)),
            region(2, ToastRect(x: 20, y: 700, width: 350, height: 60), leaving: true),
        ]
        #expect(ToastLayout.toast(at: ToastPoint(x: 150, y: 710), in: regions) == ToastID(rawValue: 1))
        #expect(ToastLayout.toast(at: ToastPoint(x: 150, y: 710), in: [regions[1]]) == nil)
    }

    @Test func aToastStillBehindItsAnchorTakesNoTouchesThere() {
        let clip = ToastRect(x: 0, y: 91, width: 390, height: 753)
        let banner = [region(1, ToastRect(x: 100, y: 60, width: 190, height: 40), clip: clip)]
        #expect(ToastLayout.toast(at: ToastPoint(x: 150, y: 70), in: banner) == nil, "that is the navigation bar's")
        #expect(ToastLayout.toast(at: ToastPoint(x: 150, y: 95), in: banner) == ToastID(rawValue: 1))
    }
}

@Suite("Bindings and navigation")
struct BindingLifetimeTests {
    @Test func settingTheSameValueAgainWhileTheOldToastLeavesShowsANewToast() {
        // `.toast(isPresented: $copied)`: the app clears `copied`, then sets it again at once.
        var coordinator = ToastBindingCoordinator<Bool>()
        guard case .present(true, let first)? = coordinator.changed(to: true).first else {
            Issue.record("the first change presents")
            return
        }
        #expect(coordinator.changed(to: nil) == [.dismiss(first)])
        let again = coordinator.changed(to: true)
        guard case .present(true, let second)? = again.first, again.count == 1 else {
            Issue.record("setting it again presents a new toast, not nothing: \(again)")
            return
        }
        #expect(second != first)
        #expect(coordinator.ended(first, binding: true).isEmpty, "the new toast is the binding's now")
        #expect(coordinator.ended(second, binding: true) == [.resetBinding])
    }

    @Test func aToastSurvivesItsViewDisappearing() {
        // Save, pop, "Saved": the view's onDisappear must not end the toast.
        var coordinator = ToastBindingCoordinator<String>()
        guard case .present("Saved", let ticket)? = coordinator.changed(to: "Saved").first else {
            Issue.record("the change presents")
            return
        }
        #expect(coordinator.disappeared().isEmpty)
        #expect(coordinator.appeared(with: "Saved").isEmpty, "back again: the toast it asked for is still up")
        #expect(coordinator.ended(ticket, binding: "Saved") == [.resetBinding])
    }
}

@Suite("The keyboard")
struct KeyboardDecisionTests {
    static let phone = ToastSize(width: 390, height: 844)

    @Test func aKeyboardLayoutGuideOnTheSafeAreasBottomEdgeMeansNoKeyboard() {
        // UIKeyboardLayoutGuide: with no docked keyboard its top is the safe area's bottom.
        let resting = ToastRect(x: 0, y: 810, width: 390, height: 34)
        #expect(ToastKeyboard.frame(layoutGuide: resting, safeAreaBottom: 34, in: Self.phone) == nil)
        let up = ToastRect(x: 0, y: 508, width: 390, height: 336)
        #expect(ToastKeyboard.frame(layoutGuide: up, safeAreaBottom: 34, in: Self.phone) == up)
    }

    @Test func aSceneThatStartsWithTheKeyboardUpPlacesItsFirstToastAboveIt() {
        let guide = ToastRect(x: 0, y: 508, width: 390, height: 336)
        let keyboard = ToastKeyboard.frame(layoutGuide: guide, safeAreaBottom: 34, in: Self.phone)
        let environment = ToastLayoutEnvironment(
            containerSize: Self.phone, safeArea: ToastEdgeInsets(top: 47, bottom: 34), keyboardFrame: keyboard)
        var machine = ToastStateMachine()
        _ = machine.show(ToastRequest(message: "Saved"), at: 0)
        let placed = ToastLayout.place(
            machine.snapshots().map { ToastLayout.Item($0) }, in: environment, measurer: ApproximateTextMeasurer())
        #expect((placed.first?.placement.frame ?? .zero).maxY == 508 - ToastStyle.standard.geometry.keyboardGap)
    }

    @Test func onlyADockedKeyboardIsAvoided() {
        let pad = ToastSize(width: 1024, height: 1366)
        let docked = ToastRect(x: 0, y: 1366 - 400, width: 1024, height: 400)
        #expect(ToastKeyboard.docked(docked, in: pad) == docked)
        #expect(
            ToastKeyboard.docked(ToastRect(x: 300, y: 700, width: 320, height: 250), in: pad) == nil,
            "floating: it moves wherever the user puts it")
        #expect(ToastKeyboard.docked(ToastRect(x: 0, y: 500, width: 1024, height: 400), in: pad) == nil, "undocked: above the bottom edge")
        #expect(ToastKeyboard.docked(ToastRect(x: 0, y: 1366, width: 1024, height: 0), in: pad) == nil)
        #expect(ToastKeyboard.docked(nil, in: pad) == nil)
        let shortcuts = ToastRect(x: 0, y: 1366 - 55, width: 1024, height: 55)
        #expect(ToastKeyboard.docked(shortcuts, in: pad) == shortcuts, "a hardware keyboard's shortcuts bar is docked too")
    }
}

@MainActor
@Suite("VoiceOver's double-tap")
struct ActivationTests {
    func presented(_ request: ToastRequest) -> ToastSnapshot {
        var machine = ToastStateMachine()
        let id = machine.show(request, at: 0).id
        return machine.snapshot(id)!
    }

    @Test func activatingAToastWithAnActionRunsTheAction() {
        let toast = presented(ToastRequest(content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo"))))
        #expect(ToastAccessibility.activationEvent(for: toast) == .actionTriggered(toast.id))
    }

    @Test func activatingAnyOtherToastIsATapIfATapEndsIt() {
        let tappable = presented(ToastRequest(message: "Saved"))
        #expect(ToastAccessibility.activationEvent(for: tappable) == .toastTapped(tappable.id))
        let untappable = presented(ToastRequest(message: "保存成功", style: .toastUtil))
        #expect(ToastAccessibility.activationEvent(for: untappable) == nil)
    }

    @Test func theActionRunsThroughTheEngineOnce() {
        let harness = Harness()
        var undone = 0
        let id = harness.runtime.show(
            ToastRequest(content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo"))), action: { undone += 1 })
        let toast = harness.runtime.snapshot(id)!
        let event = ToastAccessibility.activationEvent(for: toast)!
        harness.runtime.send(event)
        harness.runtime.send(event)
        harness.scheduler.runUntilIdle()
        #expect(undone == 1)
        #expect(harness.completions(of: id) == [.action])
    }
}

@MainActor
@Suite("Custom content is a toast like any other")
struct CustomContentLayoutTests {
    static let phone = ToastSize(width: 390, height: 844)
    static let environment = ToastLayoutEnvironment(containerSize: phone, safeArea: ToastEdgeInsets(top: 47, bottom: 34))

    @Test func customContentStacksWithStandardToastsAtItsPosition() {
        var machine = ToastStateMachine(limits: .init(maxVisible: 3))
        let standard = machine.show(ToastRequest(message: "Saved"), at: 0).id
        let custom = machine.show(ToastRequest(message: "3 files"), at: 0).id
        let size = ToastSize(width: 200, height: 60)
        let items = machine.snapshots().map { ToastLayout.Item($0, contentSize: $0.id == custom ? size : nil) }
        let placed = ToastLayout.place(items, in: Self.environment, measurer: ApproximateTextMeasurer())
        let byID = Dictionary(uniqueKeysWithValues: placed.map { ($0.placement.id, $0.placement.frame) })
        #expect(byID[custom, default: .zero].size == size, "custom content keeps its own size")
        #expect(byID[custom, default: .zero].maxY == 844 - 34 - 16, "the newest sits at the edge")
        #expect(
            byID[standard, default: .zero].maxY == byID[custom, default: .zero].minY - ToastStyle.standard.geometry.stackSpacing,
            "the older one moves up")
    }

    @Test func customContentRisesAboveTheKeyboard() {
        var machine = ToastStateMachine()
        _ = machine.show(ToastRequest(message: "3 files"), at: 0)
        var environment = Self.environment
        environment.keyboardFrame = ToastRect(x: 0, y: 508, width: 390, height: 336)
        let placed = ToastLayout.place(
            machine.snapshots().map { ToastLayout.Item($0, contentSize: ToastSize(width: 200, height: 60)) },
            in: environment, measurer: ApproximateTextMeasurer())
        #expect((placed.first?.placement.frame ?? .zero).maxY == 508 - 8)
    }

    @Test func customContentFollowsANewSize() {
        // Rotation, Dynamic Type: measured again, placed again.
        var machine = ToastStateMachine()
        _ = machine.show(ToastRequest(message: "3 files"), at: 0)
        let toasts = machine.snapshots()
        _ = ToastLayout.place(
            toasts.map { ToastLayout.Item($0, contentSize: ToastSize(width: 200, height: 60)) }, in: Self.environment,
            measurer: ApproximateTextMeasurer())
        let landscape = ToastLayoutEnvironment(
            containerSize: ToastSize(width: 844, height: 390), safeArea: ToastEdgeInsets(left: 47, bottom: 21, right: 47))
        let placed = ToastLayout.place(
            toasts.map { ToastLayout.Item($0, contentSize: ToastSize(width: 260, height: 80)) }, in: landscape,
            measurer: ApproximateTextMeasurer())
        #expect(placed.first?.placement.frame == ToastRect(x: (844 - 260) / 2, y: 390 - 21 - 16 - 80, width: 260, height: 80))
    }
}

@MainActor
@Suite("Tab bars and toolbars")
struct BottomBarTests {
    static let phone = ToastSize(width: 390, height: 844)
    static let environment = ToastLayoutEnvironment(containerSize: phone, safeArea: ToastEdgeInsets(top: 47, bottom: 34))
    /// A tab bar: 49 points above the home indicator's 34.
    static let tabBar = ToastRect(x: 0, y: 844 - 83, width: 390, height: 83)

    func place(_ request: ToastRequest, bar: ToastRect?, environment: ToastLayoutEnvironment = environment) -> ToastRect {
        var machine = ToastStateMachine()
        _ = machine.show(request, at: 0)
        return ToastLayout.place(
            machine.snapshots().map { ToastLayout.Item($0, bottomBar: bar) }, in: environment,
            measurer: ApproximateTextMeasurer()
        ).first?.placement.frame ?? .zero
    }

    @Test func aBottomToastShownFromATabSitsAboveTheTabBar() {
        #expect(place(ToastRequest(message: "Saved"), bar: Self.tabBar).maxY == 844 - 83 - 16)
        #expect(place(ToastRequest(message: "Saved"), bar: nil).maxY == 844 - 34 - 16)
    }

    @Test func aBarThatDoesNotReachTheBottomEdgeIsNotAvoided() {
        // A form sheet's own toolbar in the middle of an iPad screen.
        let sheetBar = ToastRect(x: 200, y: 900, width: 600, height: 44)
        let pad = ToastLayoutEnvironment(
            containerSize: ToastSize(width: 1024, height: 1366), safeArea: ToastEdgeInsets(top: 24, bottom: 20))
        #expect(place(ToastRequest(message: "Saved"), bar: sheetBar, environment: pad).maxY == 1366 - 20 - 16)
    }

    @Test func theKeyboardStillWinsWhereItIsHigher() {
        var environment = Self.environment
        environment.keyboardFrame = ToastRect(x: 0, y: 508, width: 390, height: 336)
        #expect(place(ToastRequest(message: "Saved"), bar: Self.tabBar, environment: environment).maxY == 508 - 8)
    }

    @Test func topToastsIgnoreBottomBarsAndCentredOnesCentreAboveThem() {
        #expect(place(ToastRequest(message: "Saved", position: .top), bar: Self.tabBar).minY == 47 + 16)
        let centred = place(ToastRequest(message: "Saved", position: .center), bar: Self.tabBar)
        #expect(centred.midY == 47 + (844 - 83 - 47) / 2.0)
    }

    @Test func aStackSitsAboveTheHighestBarAmongItsToasts() {
        var machine = ToastStateMachine(limits: .init(maxVisible: 2))
        let fromTab = machine.show(ToastRequest(message: "From a tab"), at: 0).id
        _ = machine.show(ToastRequest(message: "From a modal"), at: 0)
        let placed = ToastLayout.place(
            machine.snapshots().map { ToastLayout.Item($0, bottomBar: $0.id == fromTab ? Self.tabBar : nil) },
            in: Self.environment, measurer: ApproximateTextMeasurer())
        #expect((placed.last?.placement.frame ?? .zero).maxY == 844 - 83 - 16)
    }
}

@Suite("Who decides the status bar")
struct StatusBarOwnerTests {
    final class Controller: CustomStringConvertible {
        let name: String
        var presented: Controller?
        var capturesStatusBar = false
        var child: Controller?

        init(_ name: String) { self.name = name }
        var description: String { name }
    }

    func owner(_ root: Controller) -> String {
        ToastStatusBarSource.owner(
            from: root, presented: { $0.presented }, capturesStatusBar: { $0.capturesStatusBar }, child: { $0.child }
        ).name
    }

    @Test func theRootDecidesUnlessAChildOrAFullScreenPresentationTakesOver() {
        let root = Controller("tabs")
        #expect(owner(root) == "tabs")
        let selected = Controller("selected tab")
        root.child = selected
        #expect(owner(root) == "selected tab")
        let sheet = Controller("page sheet")
        root.presented = sheet
        #expect(owner(root) == "selected tab", "a page sheet does not capture the status bar")
        let player = Controller("full-screen player")
        sheet.presented = player
        player.capturesStatusBar = true
        #expect(owner(root) == "full-screen player")
        let video = Controller("video")
        player.child = video
        #expect(owner(root) == "video")
    }

    @Test func aCycleEndsTheWalk() {
        let a = Controller("a")
        let b = Controller("b")
        a.child = b
        b.child = a
        #expect(["a", "b"].contains(owner(a)))
        b.child = nil  // the test's own cycle, broken so that LeakSanitizer finds none
    }
}

@MainActor
@Suite("A leaving toast is not dragged")
struct LeavingPanTests {
    @Test func panningStopsOnceTheToastStartsLeaving() {
        let harness = Harness()
        let id = harness.runtime.show(ToastRequest(message: "Saved", style: Fixture.fadingStyle))
        harness.scheduler.advance(to: 1.5)
        #expect(ToastSwipe.tracksPan(of: harness.runtime.snapshot(id)!))
        harness.runtime.dismissAll()
        #expect(!ToastSwipe.tracksPan(of: harness.runtime.snapshot(id)!))
    }

    @Test func aToastWhoseStyleDoesNotSwipeIsNeverDragged() {
        var machine = ToastStateMachine()
        let id = machine.show(ToastRequest(message: "保存成功", style: .toastUtil), at: 0).id
        #expect(!ToastSwipe.tracksPan(of: machine.snapshot(id)!))
    }
}

@Suite("Announcements that are heard")
struct AnnouncementTests {
    let first = ToastID(rawValue: 1)

    @Test func theAnnouncementWaitsUntilTheToastIsShown() {
        var announcer = ToastAnnouncer()
        #expect(announcer.requested("Saved", for: first).isEmpty, "not in the turn the view is inserted")
        #expect(announcer.shown(first) == ["Saved"])
        #expect(announcer.shown(first).isEmpty, "once")
    }

    @Test func aDroppedAnnouncementIsRetriedOnce() {
        var announcer = ToastAnnouncer()
        _ = announcer.requested("Saved", for: first)
        _ = announcer.shown(first)
        #expect(announcer.finished("Saved", successful: false) == ["Saved"])
        #expect(announcer.finished("Saved", successful: false).isEmpty)
    }

    @Test func aSpokenAnnouncementOrOneForAToastThatIsGoneIsNotRepeated() {
        var announcer = ToastAnnouncer()
        _ = announcer.requested("Saved", for: first)
        _ = announcer.shown(first)
        #expect(announcer.finished("Saved", successful: true).isEmpty)
        let second = ToastID(rawValue: 2)
        _ = announcer.requested("Deleted", for: second)
        _ = announcer.shown(second)
        announcer.removed(second)
        #expect(announcer.finished("Deleted", successful: false).isEmpty)
        #expect(announcer.finished("Something else", successful: false).isEmpty, "not ours")
    }

    @Test func aToastRemovedBeforeItWasShownIsNeverAnnounced() {
        var announcer = ToastAnnouncer()
        _ = announcer.requested("Saved", for: first)
        announcer.removed(first)
        #expect(announcer.shown(first).isEmpty)
    }

    @Test func aRequestForAToastAlreadyShownIsPostedAtOnce() {
        var announcer = ToastAnnouncer()
        #expect(announcer.shown(first).isEmpty)
        #expect(announcer.requested("Saved", for: first) == ["Saved"])
    }
}

@Suite("The scene for a toast shown without a view")
struct DeterministicSceneTests {
    typealias Candidate = ToastSceneSelection.Candidate<String>

    @Test(arguments: 0..<6)
    func theMostRecentlyActiveSceneWithAKeyWindowWinsInAnyOrder(rotation: Int) {
        var scenes = [
            Candidate(id: "left", state: .foregroundActive, hasKeyWindow: true, activation: 3, stableName: "A"),
            Candidate(id: "right", state: .foregroundActive, hasKeyWindow: true, activation: 7, stableName: "B"),
            Candidate(id: "third", state: .foregroundActive, hasKeyWindow: false, activation: 9, stableName: "C"),
        ]
        scenes = Array(scenes[rotation % 3..<3] + scenes[0..<rotation % 3])
        if rotation >= 3 { scenes.reverse() }
        #expect(ToastSceneSelection.choose(preferred: nil, among: scenes) == "right")
    }

    @Test(arguments: 0..<2)
    func equalActivationsAreSettledByTheScenesStableName(order: Int) {
        var scenes = [
            Candidate(id: "one", state: .foregroundActive, hasKeyWindow: true, activation: 0, stableName: "session-B"),
            Candidate(id: "two", state: .foregroundActive, hasKeyWindow: true, activation: 0, stableName: "session-A"),
        ]
        if order == 1 { scenes.reverse() }
        #expect(ToastSceneSelection.choose(preferred: nil, among: scenes) == "two")
    }

    @Test func withoutAKeyWindowTheMostRecentlyActiveSceneServes() {
        let scenes = [
            Candidate(id: "old", state: .foregroundActive, hasKeyWindow: false, activation: 1, stableName: "A"),
            Candidate(id: "new", state: .foregroundActive, hasKeyWindow: false, activation: 2, stableName: "B"),
        ]
        #expect(ToastSceneSelection.choose(preferred: nil, among: scenes) == "new")
        #expect(ToastSceneSelection.choose(preferred: nil, among: scenes.reversed()) == "new")
    }
}

@MainActor
@Suite("What a host files for a toast is released when the request ends")
struct HostRecordContractTests {
    /// Files a record per request as the UIKit host does (before it shows the request) and drops
    /// it in the request's completion: the one place every request ends, queued or not.
    @MainActor
    final class FilingHost {
        let harness = Harness(limits: .init(maxVisible: 1, maxQueued: 5))
        var records: Set<ToastID> = []

        func show(_ message: String) {
            let id = harness.runtime.machine.nextID
            records.insert(id)
            harness.runtime.show(
                ToastRequest(message: message, style: Fixture.fadingStyle, duration: .seconds(3)), id: id,
                completion: { [unowned self] in
                    records.remove($0.id)
                })
        }
    }

    @Test func dismissAllReleasesQueuedRequests() {
        let host = FilingHost()
        for index in 0..<4 { host.show("toast \(index)") }
        #expect(host.records.count == 4)
        host.harness.runtime.dismissAll()
        host.harness.scheduler.runUntilIdle()
        #expect(host.records.isEmpty)
    }

    @Test func aShorterQueueReleasesTheRequestsItDrops() {
        let host = FilingHost()
        for index in 0..<4 { host.show("toast \(index)") }
        host.harness.runtime.send(.limitsChanged(.init(maxVisible: 1, maxQueued: 1)))
        #expect(host.records.count == 2, "the visible one and the one still queued")
        host.harness.scheduler.runUntilIdle()
        #expect(host.records.isEmpty)
    }

    @Test func aRejectedRequestIsReleasedBeforeShowReturns() {
        let host = FilingHost()
        host.show("   ")
        #expect(host.records.isEmpty)
    }
}
