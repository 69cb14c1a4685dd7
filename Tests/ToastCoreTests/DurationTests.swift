import Testing

@testable import ToastCore

@Suite("Durations and reading time")
struct DurationTests {
    @Test func namedDurationsFollowAndroid() {
        #expect(ToastDuration.short.resolved(for: "Hi", screenReaderRunning: false) == .seconds(2))
        #expect(ToastDuration.long.resolved(for: "Hi", screenReaderRunning: false) == .seconds(3.5))
        #expect(ToastDuration.seconds(0.75).resolved(for: "Hi", screenReaderRunning: false) == .seconds(0.75))
        #expect(ToastDuration.indefinite.resolved(for: "Hi", screenReaderRunning: true) == .indefinite)
    }

    @Test(arguments: [
        ("Saved", 1),
        ("Saved to Photos", 3),
        ("don't stop", 3),  // the apostrophe splits, as it does for most word counters
        ("刷新了20条新数据", 8),
        ("ありがとうございます", 10),
        ("저장되었습니다 사진", 2),
        ("مرحبا بالعالم", 2),
        ("", 0),
        ("🎉 🎉", 0),
    ])
    func wordsAreCountedWithEachCJKCharacterAsAWord(text: String, words: Int) {
        #expect(ReadingTime.wordCount(text) == words)
    }

    @Test func automaticDurationGrowsWithTheTextAndIsClamped() {
        #expect(ToastDuration.automatic.resolved(for: "Saved", screenReaderRunning: false) == .seconds(ReadingTime.minimumSeconds))
        let twenty = Array(repeating: "word", count: 20).joined(separator: " ")
        #expect(ToastDuration.automatic.resolved(for: twenty, screenReaderRunning: false) == .seconds(1 + 20 * 60 / 200.0))
        let novel = String(repeating: "word ", count: 1_000)
        #expect(ToastDuration.automatic.resolved(for: novel, screenReaderRunning: false) == .seconds(ReadingTime.maximumSeconds))
        let chinese = String(repeating: "数", count: 20)
        #expect(ToastDuration.automatic.resolved(for: chinese, screenReaderRunning: false) == .seconds(7))
    }

    @Test func aScreenReaderExtendsButNeverShortens() {
        let long = String(repeating: "word ", count: 30)
        let extended = ToastDuration.short.resolved(for: long, screenReaderRunning: true)
        #expect(extended == .seconds(30 * 60 / 150.0 + ReadingTime.screenReaderGraceSeconds))
        #expect(ToastDuration.seconds(60).resolved(for: "Hi", screenReaderRunning: true) == .seconds(60))
    }

    @Test func onlyFiniteNonNegativeSecondsAreValid() {
        #expect(ToastDuration.seconds(0).validationFailure == nil)
        #expect(ToastDuration.seconds(-0.001).validationFailure == .invalidDuration(-0.001))
        #expect(ToastDuration.seconds(-.infinity).validationFailure == .invalidDuration(-.infinity))
        #expect(ToastDuration.indefinite.validationFailure == nil)
    }
}

@Suite("Text cleaning")
struct TextTests {
    @Test func controlCharactersGoAndLineBreaksAreNormalised() {
        #expect(ToastText.clean("a\u{0000}b\u{0007}c\u{001B}[31m", limit: 100) == "abc[31m")
        #expect(ToastText.clean("one\r\ntwo\rthree\u{2028}four", limit: 100) == "one\ntwo\nthree\nfour")
        #expect(ToastText.clean("tab\there", limit: 100) == "tab here")
    }

    @Test func longTextIsCutAtAGraphemeWithAnEllipsis() {
        #expect(ToastText.clean("abcdef", limit: 4) == "abc…")
        #expect(ToastText.clean("abcd", limit: 4) == "abcd")
        let family = "👨‍👩‍👧‍👦"
        let cut = ToastText.clean(String(repeating: family, count: 10), limit: 3)
        #expect(cut == family + family + "…")
        #expect(cut.count == 3)
        let flags = ToastText.clean("🇨🇳🇺🇸🇫🇷", limit: 2)
        #expect(flags == "🇨🇳…")
    }

    @Test func stackedCombiningMarksAreCappedWithoutSplittingTheCharacter() {
        let zalgo = "e" + String(repeating: "\u{0301}", count: 500)
        let cleaned = ToastText.clean(zalgo + "x", limit: 10)
        #expect(cleaned.count == 2)
        #expect(cleaned.unicodeScalars.count == ToastText.scalarsPerGraphemeLimit + 1)
    }

    @Test func aHugeMessageIsCappedToTheLimit() {
        let huge = String(repeating: "数据", count: 2_000_000)
        let cleaned = ToastText.clean(huge, limit: ToastText.messageGraphemeLimit)
        #expect(cleaned.count == ToastText.messageGraphemeLimit)
        #expect(cleaned.last == ToastText.ellipsis)
    }

    @Test func blankMeansNothingVisible() {
        #expect(ToastText.isBlank(""))
        #expect(ToastText.isBlank(" \n\u{200B}\u{FEFF}"))
        #expect(!ToastText.isBlank(" . "))
        #expect(!ToastText.isBlank("🙂"))
    }
}

@MainActor
@Suite("Forever, however it is spelled")
struct ForeverDurationTests {
    @Test func infinityFromObjectiveCMeansIndefiniteLikeDBLMax() {
        #expect(ToastDuration(objectiveCSeconds: .infinity) == .indefinite)
        #expect(ToastDuration(objectiveCSeconds: -.infinity) == .automatic)
        #expect(ToastDuration(objectiveCSeconds: .nan) == .automatic)
        let harness = Harness()
        let id = harness.show(
            ToastRequest(
                message: "Forever", style: Fixture.instantStyle, duration: ToastDuration(objectiveCSeconds: .greatestFiniteMagnitude)))
        #expect(harness.runtime.snapshot(id)?.remaining == .indefinite)
    }

    @Test func toastUtilWithInfinityStaysInsteadOfBeingRejected() {
        let harness = Harness()
        let id = harness.show(ClassicSystem.ToastUtil.request(message: "Forever", duration: .infinity))
        #expect(harness.completions(of: id).isEmpty, "not rejected")
        #expect(harness.runtime.snapshot(id)?.request.duration == .indefinite)
    }

    @Test func loadingTimesSetOnAValueAreClampedToo() {
        var timing = ToastLoadingTiming.standard
        timing.graceSeconds = .infinity
        timing.minimumSeconds = -3
        #expect(timing.graceSeconds == ToastLoadingTiming.longestSeconds && timing.minimumSeconds == 0)
    }

    @Test func workScheduledForAnInfiniteDeadlineRunsLastWithoutTakingTheClockThere() {
        let scheduler = ManualToastScheduler()
        var ran: [String] = []
        _ = scheduler.schedule(at: .infinity) { ran.append("never by itself") }
        _ = scheduler.schedule(at: 5) { ran.append("at 5") }
        #expect(scheduler.runUntilIdle())
        #expect(ran == ["at 5", "never by itself"])
        #expect(scheduler.now == 5)
    }
}
