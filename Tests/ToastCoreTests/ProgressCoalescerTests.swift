import Testing

@testable import ToastCore

/// Progress reported faster than the display draws reaches the engine once a frame per toast,
/// the latest value, and never out of order with the toast's other changes.
@Suite("Progress at the display's frame rate")
struct ProgressCoalescerTests {
    @Test func betweenTwoFramesOnlyTheLatestFractionGoesOn() {
        var progress = ToastProgressCoalescer<Int>()
        let asks = [
            progress.changed(1, to: 0.10), progress.changed(1, to: 0.11), progress.changed(2, to: 0.50), progress.changed(1, to: 0.12),
        ]
        #expect(asks == [true, false, false, false], "the first fraction asks for a frame; then one is coming")
        let frame = progress.frame()
        #expect(frame.map(\.key) == [1, 2], "in the order the toasts first changed")
        #expect(frame.map(\.fraction) == [0.12, 0.50])
        #expect(progress.isIdle)
        let empty = progress.frame()
        #expect(empty.isEmpty, "a frame with nothing new hands on nothing")
        let again = progress.changed(1, to: 0.2)
        #expect(again, "after a frame, the next fraction asks for another")
    }

    /// "Finished" right after the last fraction must not be undone by that fraction a frame later.
    @Test func anotherChangeToTheToastTakesItsWaitingFractionFirst() {
        var progress = ToastProgressCoalescer<Int>()
        progress.changed(1, to: 0.98)
        progress.changed(2, to: 0.40)
        let first = progress.flush(1)
        let second = progress.flush(1)
        #expect(first == 0.98)
        #expect(second == nil, "it went on once")
        let frame = progress.frame()
        #expect(frame.map(\.key) == [2])
    }

    @Test func aProgressOnlyChangeIsToldApartFromAnyOther() {
        let loading = ToastRequest(content: ToastContent(message: "Uploading…", progress: .fraction(0.2)))
        var further = loading
        further.content.progress = .fraction(0.3)
        #expect(ToastProgressCoalescer<Int>.changesProgressOnly(from: loading, to: further))
        var renamed = further
        renamed.content.message = "Uploading 2 files…"
        #expect(!ToastProgressCoalescer<Int>.changesProgressOnly(from: loading, to: renamed))
        #expect(!ToastProgressCoalescer<Int>.changesProgressOnly(from: loading, to: loading), "no change is no progress change")
        var done = further
        done.content.progress = nil
        done.style = .success
        #expect(!ToastProgressCoalescer<Int>.changesProgressOnly(from: further, to: done))
    }

    /// 10,000 reports at about 300 a second, drawn at 60 frames a second: one engine update and
    /// one `updated` event per frame, and the toast ends at the last value reported.
    @Test @MainActor func tenThousandReportsThroughTheRuntimeBecomeOneUpdatePerFrame() throws {
        let scheduler = ManualToastScheduler()
        let runtime = ToastRuntime(scheduler: scheduler)
        let id = runtime.show(ToastRequest(content: ToastContent(message: "Uploading…", progress: .fraction(0))))
        var updated = 0
        let observation = runtime.observe { event in
            if case .updated = event { updated += 1 }
        }
        defer { observation.cancel() }
        var progress = ToastProgressCoalescer<ToastID>()
        let reports = 10_000
        let reportsPerFrame = 5  // 300 a second at 60 frames a second
        var frames = 0
        for report in 1...reports {
            progress.changed(id, to: Double(report) / Double(reports))
            if report % reportsPerFrame == 0 {
                frames += 1
                for (key, fraction) in progress.frame() { runtime.update(key, .progress(fraction)) }
            }
        }
        for (key, fraction) in progress.frame() { runtime.update(key, .progress(fraction)) }
        #expect(frames == reports / reportsPerFrame)
        #expect(updated == frames, "one updated event per frame, not per report")
        let toast = try #require(runtime.snapshot(id))
        #expect(toast.request.content.progress == .fraction(1), "the last value reported")
    }
}
