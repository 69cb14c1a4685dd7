import Testing

@testable import ToastCore
@testable import ToastShellRules

/// VoiceOver announcements by priority: queued behind what VoiceOver is saying is iOS 16's only
/// way (the queue attribute); iOS 17's announcement priority lets an error interrupt while a
/// routine "Saved" still waits and never cuts the user's own speech short.
@Suite("Announcement priority")
struct AnnouncementPriorityTests {
    typealias Priority = ToastAnnouncementPriority

    static func priority(_ style: ToastStyle, _ priority: ToastPriority = .normal) -> Priority {
        Priority(for: ToastRequest(message: "News", style: style, priority: priority))
    }

    @Test func routineNewsWaitsItsTurn() {
        for style in [ToastStyle.standard, .success, .info, .toastUtil, .windowTip, .messageBanner, .gkrToast, .gkrFancyToast] {
            #expect(Self.priority(style) == .low, "\(style.name)")
        }
    }

    @Test func aWarningOrAnErrorInterruptsButCanBeInterrupted() {
        #expect(Self.priority(.warning) == .default)
        #expect(Self.priority(.error) == .default)
    }

    @Test func newsTheAppMarkedUrgentInterrupts() {
        #expect(Self.priority(.standard, .high) == .default)
        #expect(Self.priority(.success, .high) == .default)
        #expect(Self.priority(.warning, .high) == .default)
    }

    @Test func onlyAnUrgentFailureSpeaksToTheEnd() {
        #expect(Self.priority(.error, .high) == .high)
        let others = ToastStyle.presets.flatMap { style in ToastPriority.allCases.map { (style, $0) } }
            .filter { !($0.0.behavior.haptic == .error && $0.1 == .high) }
        #expect(others.allSatisfy { Self.priority($0.0, $0.1) < .high })
    }

    @Test func aCustomStyleIsJudgedByItsHaptic() {
        var style = ToastStyle.standard
        style.behavior.haptic = .error
        #expect(Self.priority(style) == .default)
    }

    @Test func aToastThatIsGoneIsAnnouncedAtTheLowestPriority() {
        #expect(Priority(for: nil as ToastSnapshot?) == .low)
    }

    @Test func anUpdateIsJudgedByTheToastAsItIsAfterTheUpdate() {
        var machine = ToastStateMachine()
        _ = machine.handle(.screenReaderChanged(running: true), at: 0)
        let id = machine.show(ToastRequest(content: ToastContent(message: "Uploading…", progress: .indeterminate)), at: 0).id
        #expect(Priority(for: machine.snapshot(id)) == .low)
        let failed = ToastRequest(message: "Upload failed", style: .error)
        let effects = machine.handle(.updateRequested(id, .replacing(with: failed)), at: 1)
        let announced = effects.compactMap { effect -> String? in
            if case .announce(let toast, let text) = effect, toast == id { return text }
            return nil
        }
        #expect(announced == ["Upload failed"])
        #expect(Priority(for: machine.snapshot(id)) == .default)
    }

    @Test func theAnnouncerKeepsEachAnnouncementsPriorityForItsText() {
        var announcer = ToastAnnouncer()
        let saved = ToastID(rawValue: 1)
        let failed = ToastID(rawValue: 2)
        _ = announcer.requested("Saved", priority: .low, for: saved)
        _ = announcer.requested("Sync failed", priority: .default, for: failed)
        #expect(announcer.shown(saved) == ["Saved"])
        #expect(announcer.priority(of: "Saved") == .low)
        #expect(announcer.shown(failed) == ["Sync failed"])
        #expect(announcer.priority(of: "Sync failed") == .default)
        // Retried with the priority it had.
        #expect(announcer.finished("Sync failed", successful: false) == ["Sync failed"])
        #expect(announcer.priority(of: "Sync failed") == .default)
        #expect(announcer.priority(of: "Not ours") == .low)
    }

    @Test func theSameWordsFromTwoToastsTakeTheHigherPriority() {
        var announcer = ToastAnnouncer()
        _ = announcer.requested("Offline", priority: .low, for: ToastID(rawValue: 1))
        _ = announcer.requested("Offline", priority: .high, for: ToastID(rawValue: 2))
        #expect(announcer.priority(of: "Offline") == .high)
    }

    @Test func anAnnouncementRequestedWithoutAPriorityIsQueuedAsBefore() {
        var announcer = ToastAnnouncer()
        _ = announcer.requested("Saved", for: ToastID(rawValue: 1))
        #expect(announcer.priority(of: "Saved") == .low)
    }
}
