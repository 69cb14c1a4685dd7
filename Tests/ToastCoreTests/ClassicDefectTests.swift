import Testing

@testable import ToastCore

/// Each defect SEEDS.md lists, as a test that would fail on the original behaviour, through the
/// requests the ToastKitClassic façades make.
@MainActor
@Suite("Classic defects fixed")
struct ClassicDefectTests {
    @Test func toastUtilGravityMapsToTheOriginalsFractions() {
        #expect(ClassicSystem.ToastUtil.Gravity.top.position == .fraction(1.0 / 6.0))
        #expect(ClassicSystem.ToastUtil.Gravity.centre.position == .fraction(0.5))
        #expect(ClassicSystem.ToastUtil.Gravity.bottom.position == .fraction(5.0 / 6.0))
        let request = ClassicSystem.ToastUtil.request(message: "保存成功")
        #expect(request.duration == .seconds(2.5) && request.style == .toastUtil)
    }

    @Test func toastUtilRunsTheReplacedToastsHandlerAndTheOldTimerCannotEndTheNewToast() {
        // Original: the first handler was overwritten (never ran) and its timer, firing at 2.5,
        // dismissed the second toast early.
        let harness = Harness()
        var handlers: [String] = []
        harness.runtime.show(ClassicSystem.ToastUtil.request(message: "first")) { handlers.append("first: \($0.reason.name)") }
        harness.scheduler.advance(to: 1)
        harness.runtime.show(ClassicSystem.ToastUtil.request(message: "second", duration: 4)) {
            handlers.append("second: \($0.reason.name)")
        }
        harness.scheduler.runUntilIdle()
        #expect(handlers == ["first: replaced", "second: timeout"])
        #expect(abs(harness.scheduler.now - (1 + 0.2 + 4 + 0.2)) < 1e-9, "the second toast got its whole time")
    }

    @Test func aSecondTipReplacesTheFirstAtOnceWithoutBlocking() {
        // Original: slept the main thread 0.5 s before every tip after the first.
        let harness = Harness()
        let first = harness.runtime.show(ClassicSystem.WindowTip.request(text: "one"))
        harness.scheduler.advance(to: 1)
        let second = harness.runtime.show(ClassicSystem.WindowTip.request(text: "two"))
        #expect(harness.runtime.snapshot(second)?.phase == .shown, "shown at 1.0, not 1.5")
        #expect(harness.runtime.snapshot(first)?.phase == .leaving(.ending(.replaced)))
    }

    @Test func aSecondBannerMessageRestartsTheCycleWithTheNewText() {
        let harness = Harness()
        let first = harness.runtime.show(ClassicSystem.MessageBanner.request(message: "刷新了20条新数据"))
        harness.scheduler.advance(to: 0.5)
        let second = harness.runtime.show(ClassicSystem.MessageBanner.request(message: "刷新了3条新数据"))
        #expect(harness.completions(of: first).isEmpty)
        harness.scheduler.runUntilIdle()
        #expect(harness.completions(of: first) == [.replaced])
        #expect(harness.completions(of: second) == [.timeout])
        #expect(abs(harness.scheduler.now - 2.1) < 1e-9, "0.5 + 0.8 in + 0.5 hold + 0.3 out")
    }

    @Test func hideMessageCancelsThePendingFadeOut() {
        // Original: hideMessage reset the view, but the queued fade-out still ran later.
        let harness = Harness()
        let banner = harness.runtime.show(ClassicSystem.MessageBanner.request(message: "刷新了20条新数据"))
        harness.scheduler.advance(to: 1.0)  // holding
        harness.runtime.dismiss(banner)
        harness.scheduler.runUntilIdle()
        #expect(harness.completions(of: banner) == [.dismissed])
        #expect(!harness.log.contains { $0.contains("timeout") })
        #expect(harness.runtime.nextDeadline == nil)
    }

    @Test func aGKRToastThatNeverHidesCanBeTappedAway() {
        // Original: hideTimeOut 0 left no way to dismiss the toast.
        let harness = Harness()
        let toast = harness.runtime.show(ClassicSystem.GKRToast.request(message: "Stays", hideTimeOut: 0))
        harness.scheduler.advance(to: 600)
        #expect(harness.runtime.snapshot(toast)?.phase == .shown)
        harness.runtime.send(.toastTapped(toast))
        harness.scheduler.runUntilIdle()
        #expect(harness.completions(of: toast) == [.tap])
    }

    @Test func aCustomHideBlockThatNeverRemovesItsViewsIsEndedAfterTheGracePeriod() {
        // Original: the views stayed forever (a leak) and nothing completed.
        let harness = Harness()
        let toast = harness.runtime.show(ClassicSystem.GKRToast.request(message: "Leaky", hideTimeOut: 1, customHide: true))
        harness.scheduler.runUntilIdle()
        #expect(harness.completions(of: toast) == [.timeout])
        #expect(abs(harness.scheduler.now - (0.5 + 1 + ClassicSystem.GKRToast.customHideGraceSeconds)) < 1e-9)
    }

    @Test func aCustomHideBlockThatRemovesItsViewsEndsTheToastThen() {
        let harness = Harness()
        let toast = harness.runtime.show(ClassicSystem.GKRToast.request(message: "Tidy", hideTimeOut: 1, customHide: true))
        harness.scheduler.advance(to: 1.5)  // the hide block starts
        harness.scheduler.advance(to: 2.2)
        harness.runtime.send(.hideAnimationFinished(toast))
        #expect(harness.completions(of: toast) == [.timeout])
        #expect(harness.runtime.nextDeadline == nil)
    }
}
