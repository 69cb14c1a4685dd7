import Testing

@testable import ToastCore
@testable import ToastShellRules

@Suite("Scene selection")
struct SceneSelectionTests {
    typealias Candidate = ToastSceneSelection.Candidate<String>

    @Test func theViewsOwnSceneWinsWhileItIsInTheForeground() {
        let scenes = [
            Candidate(id: "main", state: .foregroundActive, hasKeyWindow: true),
            Candidate(id: "side", state: .foregroundInactive, hasKeyWindow: false),
        ]
        #expect(ToastSceneSelection.choose(preferred: "side", among: scenes) == "side")
        #expect(ToastSceneSelection.choose(preferred: nil, among: scenes) == "main")
    }

    @Test func aBackgroundOrUnknownPreferredSceneFallsBackToTheKeyWindowsScene() {
        let scenes = [
            Candidate(id: "other", state: .foregroundActive, hasKeyWindow: false),
            Candidate(id: "key", state: .foregroundActive, hasKeyWindow: true),
            Candidate(id: "asleep", state: .background, hasKeyWindow: false),
        ]
        #expect(ToastSceneSelection.choose(preferred: "asleep", among: scenes) == "key")
        #expect(ToastSceneSelection.choose(preferred: "gone", among: scenes) == "key")
    }

    @Test func withoutAKeyWindowAnyActiveSceneServesAndWithoutOneNothingDoes() {
        #expect(
            ToastSceneSelection.choose(
                preferred: nil,
                among: [
                    Candidate(id: "a", state: .foregroundInactive, hasKeyWindow: true),
                    Candidate(id: "b", state: .foregroundActive, hasKeyWindow: false),
                ]) == "b")
        #expect(
            ToastSceneSelection.choose(
                preferred: nil,
                among: [
                    Candidate(id: "a", state: .foregroundInactive, hasKeyWindow: true),
                    Candidate(id: "b", state: .background, hasKeyWindow: false),
                ]) == nil)
        #expect(ToastSceneSelection.choose(preferred: nil, among: [Candidate]()) == nil)
    }
}

@Suite("Waiting room")
struct WaitingRoomTests {
    @Test func requestsWaitInOrderAndLeaveTogetherWhenASceneActivates() {
        var room = ToastWaitingRoom<Int>()
        #expect(room.admit(1, at: 0) == .waits(until: ToastWaitingRoom<Int>.waitLimit))
        #expect(room.nextDeadline == ToastWaitingRoom<Int>.waitLimit)
        _ = room.admit(2, at: 3)
        #expect(room.releaseAll() == [1, 2])
        #expect(room.isEmpty)
    }

    @Test func requestsThatWaitTooLongExpireOldestFirst() {
        var room = ToastWaitingRoom<Int>()
        _ = room.admit(1, at: 0)
        _ = room.admit(2, at: 4)
        #expect(room.expire(at: 9.9).isEmpty)
        #expect(room.expire(at: 10) == [1])
        #expect(room.tickets == [2])
        #expect(room.nextDeadline == 4 + ToastWaitingRoom<Int>.waitLimit)
        #expect(room.remove(2) && !room.remove(2))
        #expect(room.nextDeadline == nil)
    }

    @Test func aFullRoomRefusesTheNewcomerAsAFullQueueDoesAndTakesOneOnceOneLeaves() {
        var room = ToastWaitingRoom<Int>()
        let capacity = ToastWaitingRoom<Int>.capacity
        for ticket in 0..<capacity {
            guard case .waits = room.admit(ticket, at: Double(ticket) / 1000) else {
                Issue.record("ticket \(ticket) refused below the capacity")
                return
            }
        }
        #expect(room.admit(capacity, at: 1) == .refused(.dropped(.queueFull(limit: capacity))))
        #expect(room.tickets == Array(0..<capacity), "nothing waiting is lost")
        room.remove(0)
        #expect(room.admit(capacity + 1, at: 1) == .waits(until: 1 + ToastWaitingRoom<Int>.waitLimit))
    }
}

@Suite("Swipe")
struct SwipeTests {
    @Test func eachPositionSwipesTowardsItsEdge() {
        #expect(ToastSwipe.axis(for: .bottom) == .down)
        #expect(ToastSwipe.axis(for: .top) == .up)
        #expect(ToastSwipe.axis(for: .anchored(to: .navigationBar)) == .up)
        #expect(ToastSwipe.axis(for: .center) == .sideways)
        #expect(ToastSwipe.axis(for: .fraction(5.0 / 6.0)) == .down)
        #expect(ToastSwipe.axis(for: .fraction(1.0 / 6.0)) == .up)
    }

    @Test func distanceOrSpeedTowardsTheEdgeDismisses() {
        let still = ToastPoint.zero
        #expect(ToastSwipe.dismissesOnRelease(translation: ToastPoint(x: 0, y: 75), velocity: still, position: .bottom))
        #expect(!ToastSwipe.dismissesOnRelease(translation: ToastPoint(x: 0, y: 74), velocity: still, position: .bottom))
        #expect(ToastSwipe.dismissesOnRelease(translation: ToastPoint(x: 0, y: 10), velocity: ToastPoint(x: 0, y: 800), position: .bottom))
        #expect(
            !ToastSwipe.dismissesOnRelease(translation: ToastPoint(x: 0, y: -200), velocity: ToastPoint(x: 0, y: -2000), position: .bottom),
            "never against the edge")
        #expect(ToastSwipe.dismissesOnRelease(translation: ToastPoint(x: 0, y: -80), velocity: still, position: .top))
        #expect(ToastSwipe.dismissesOnRelease(translation: ToastPoint(x: -80, y: 0), velocity: still, position: .center))
        #expect(ToastSwipe.dismissesOnRelease(translation: ToastPoint(x: 80, y: 0), velocity: still, position: .center))
    }

    @Test func aPanAgainstTheEdgeIsResisted() {
        let down = ToastSwipe.displacement(for: ToastPoint(x: 40, y: -100), position: .bottom)
        #expect(down == ToastPoint(x: 40 * ToastSwipe.resistance, y: -100 * ToastSwipe.resistance))
        #expect(ToastSwipe.displacement(for: ToastPoint(x: 0, y: 60), position: .bottom).y == 60)
        #expect(
            ToastSwipe.displacement(for: ToastPoint(x: -60, y: 20), position: .center) == ToastPoint(x: -60, y: 20 * ToastSwipe.resistance))
    }
}

@Suite("Accessibility")
struct AccessibilityTests {
    func presented(_ request: ToastRequest) -> ToastSnapshot {
        var machine = ToastStateMachine()
        let id = machine.show(request, at: 0).id
        return machine.snapshot(id)!
    }

    @Test func theLabelReadsTitleThenMessageThenTheActionItsDoubleTapRuns() {
        #expect(ToastAccessibility.label(for: ToastContent(message: "3 photos", title: "Uploaded")) == "Uploaded\n3 photos")
        // A double-tap runs the action: the label names it, last.
        #expect(
            ToastAccessibility.label(for: ToastContent(message: "Message archived", action: ToastAction(title: "Undo")))
                == "Message archived\nUndo")
        let undoable = presented(ToastRequest(content: ToastContent(message: "Message archived", action: ToastAction(title: "Undo"))))
        #expect(ToastAccessibility.activationEvent(for: undoable) == .actionTriggered(undoable.id))
    }

    @Test func anIndefiniteToastAlwaysOffersDismiss() {
        var style = ToastStyle.toastUtil  // neither tap nor swipe
        let timed = presented(ToastRequest(message: "Hi", style: style))
        #expect(ToastAccessibility.customActions(for: timed).isEmpty)
        style.name = "toastUtil"
        let stays = presented(ToastRequest(message: "Hi", style: style, duration: .indefinite))
        #expect(ToastAccessibility.customActions(for: stays) == [.dismiss])
        #expect(ToastAccessibility.event(for: .dismiss, toast: stays) == .toastTapped(stays.id))
    }

    @Test func theToastsActionComesFirst() {
        let toast = presented(ToastRequest(content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo"))))
        #expect(ToastAccessibility.customActions(for: toast) == [.action("Undo"), .dismiss])
        #expect(ToastAccessibility.event(for: .action("Undo"), toast: toast) == .actionTriggered(toast.id))
    }
}

@Suite("Hit testing")
struct HitTestingTests {
    @Test func touchesOutsideEveryToastBelongToTheApp() {
        let font = ToastFont(size: 12)
        func placement(_ id: UInt64, _ frame: ToastRect) -> ToastPlacement {
            ToastPlacement(
                id: ToastID(rawValue: id), frame: frame, cornerRadius: 0, messageFont: font, titleFont: font, actionFont: font,
                layoutDirection: .leftToRight)
        }
        let placements = [
            placement(1, ToastRect(x: 0, y: 0, width: 100, height: 50)), placement(2, ToastRect(x: 50, y: 25, width: 100, height: 50)),
        ]
        #expect(ToastLayout.toast(at: ToastPoint(x: 10, y: 10), in: placements) == ToastID(rawValue: 1))
        #expect(ToastLayout.toast(at: ToastPoint(x: 60, y: 30), in: placements) == ToastID(rawValue: 2), "the newest is on top")
        #expect(ToastLayout.toast(at: ToastPoint(x: 200, y: 200), in: placements) == nil)
        #expect(ToastLayout.toast(at: ToastPoint(x: 100, y: 10), in: placements) == nil, "the right edge is outside")
    }
}

@Suite("Legibility settings")
struct LegibilityTests {
    @Test func reduceTransparencyMakesTheBackgroundNearlySolidAndDropsTheDim() {
        let style = ToastStyle.gkrToast.adjusted(reduceTransparency: true, increaseContrast: false)
        #expect(style.colors.background.light.alpha == ToastStyle.reducedTransparencyMinimumAlpha)
        #expect(style.colors.dim == nil)
        let opaque = ToastStyle.windowTip.adjusted(reduceTransparency: true, increaseContrast: false)
        #expect(opaque.colors.background == ToastStyle.windowTip.colors.background, "already solid")
    }

    @Test func increaseContrastMakesEverythingOpaque() {
        let style = ToastStyle.toastUtil.adjusted(reduceTransparency: false, increaseContrast: true)
        #expect(style.colors.background.light.alpha == 1 && style.colors.background.dark.alpha == 1)
        #expect(style.colors.text.light.alpha == 1)
        #expect(ToastStyle.standard.adjusted(reduceTransparency: false, increaseContrast: false) == .standard)
    }
}

@Suite("Which window is the app's")
struct AppWindowTests {
    typealias Candidate = ToastAppWindow.Candidate
    static let overlay = Candidate(isToastOverlay: true, isKey: false, isHidden: false, isAtNormalLevel: false)
    static let main = Candidate(isToastOverlay: false, isKey: false, isHidden: false, isAtNormalLevel: true)
    static let keyMain = Candidate(isToastOverlay: false, isKey: true, isHidden: false, isAtNormalLevel: true)
    static let hiddenSpare = Candidate(isToastOverlay: false, isKey: false, isHidden: true, isAtNormalLevel: true)
    static let alertWindow = Candidate(isToastOverlay: false, isKey: false, isHidden: false, isAtNormalLevel: false)

    @Test func theKeyWindowWinsAndTheOverlayNever() {
        #expect(ToastAppWindow.choose(among: [Self.overlay, Self.main, Self.keyMain]) == 2)
        #expect(ToastAppWindow.choose(among: [Self.overlay]) == nil)
    }

    @Test func withoutAKeyWindowTheFirstVisibleNormalOneThenAnyVisibleOne() {
        #expect(ToastAppWindow.choose(among: [Self.alertWindow, Self.main]) == 1)
        #expect(ToastAppWindow.choose(among: [Self.overlay, Self.alertWindow]) == 1)
    }

    @Test func aHiddenWindowIsNeverTheApps() {
        // UIKit lists hidden windows: an app's spare HUD window kept hidden is no guide.
        #expect(ToastAppWindow.choose(among: [Self.hiddenSpare, Self.main]) == 1)
        #expect(ToastAppWindow.choose(among: [Self.hiddenSpare]) == nil)
    }
}
