import Testing

@testable import ToastCore
@testable import ToastShellRules

/// `.toast(progress:_:done:)`'s rules: when its loading toast shows, updates,
/// finishes, and what happens when its view disappears and comes back.
@Suite("Progress-driven toasts")
struct ProgressCoordinatorTests {
    typealias Coordinator = ToastProgressCoordinator

    /// The ticket of the one loading toast `actions` show, recording an issue if there is none.
    func shown(
        _ actions: [Coordinator.Cue], at progress: ToastProgress, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Coordinator.Ticket? {
        guard actions.count == 1, case .show(let shownProgress, let ticket) = actions[0], shownProgress == progress else {
            Issue.record("expected one loading toast at \(progress), got \(actions)", sourceLocation: sourceLocation)
            return nil
        }
        return ticket
    }

    @Test func oneLoadingToastShowsUpdatesInPlaceAndFinishesWithItsDoneMessage() throws {
        var coordinator = Coordinator()
        #expect(coordinator.appeared(with: nil, done: "Uploaded").isEmpty)
        let upload = try #require(shown(coordinator.changed(to: .indeterminate, done: "Uploaded"), at: .indeterminate))
        #expect(coordinator.changed(to: .fraction(0.4), done: "Uploaded") == [.update(.fraction(0.4), upload)])
        #expect(coordinator.appeared(with: .fraction(0.4), done: "Uploaded") == [.update(.fraction(0.4), upload)], "onAppear again")
        #expect(coordinator.changed(to: .indeterminate, done: "Uploaded") == [.update(.indeterminate, upload)])
        #expect(coordinator.changed(to: nil, done: "Uploaded") == [.finish("Uploaded", upload)])
        #expect(coordinator.loadingToast == nil)
        #expect(coordinator.changed(to: nil, done: "Uploaded").isEmpty)
        #expect(coordinator.ended(upload).isEmpty, "the finished toast timing out changes nothing")
    }

    @Test func withoutADoneMessageFinishedWorkDismissesItsToast() throws {
        var coordinator = Coordinator()
        _ = coordinator.appeared(with: nil, done: nil)
        let sync = try #require(shown(coordinator.changed(to: .fraction(0), done: nil), at: .fraction(0)))
        #expect(coordinator.changed(to: nil, done: nil) == [.dismiss(sync)])
    }

    @Test func progressAlreadyUnderWayWhenTheViewAppearsShowsOnce() throws {
        var coordinator = Coordinator()
        let ticket = try #require(shown(coordinator.appeared(with: .fraction(0.2), done: nil), at: .fraction(0.2)))
        #expect(coordinator.loadingToast == ticket)
        #expect(coordinator.appeared(with: .fraction(0.2), done: nil) == [.update(.fraction(0.2), ticket)])
    }

    @Test func aViewThatGoesAwayEndsItsLoadingToastAndShowsOneAgainWhenItComesBack() throws {
        var coordinator = Coordinator()
        _ = coordinator.appeared(with: nil, done: "Uploaded")
        let first = try #require(shown(coordinator.changed(to: .indeterminate, done: "Uploaded"), at: .indeterminate))
        // Popped, or only covered by a push, a tab switch or a sheet.
        #expect(coordinator.disappeared() == [.dismiss(first)])
        #expect(coordinator.loadingToast == nil)
        #expect(coordinator.changed(to: .fraction(0.5), done: "Uploaded").isEmpty, "nothing shows while it is away")
        let second = try #require(shown(coordinator.appeared(with: .fraction(0.5), done: "Uploaded"), at: .fraction(0.5)))
        #expect(second != first)
        #expect(coordinator.ended(first).isEmpty, "the first toast's end does not touch the second")
        #expect(coordinator.changed(to: nil, done: "Uploaded") == [.finish("Uploaded", second)])
    }

    @Test func workThatEndsWhileTheViewIsAwayShowsNothingWhenItComesBack() throws {
        var coordinator = Coordinator()
        _ = try #require(shown(coordinator.appeared(with: .indeterminate, done: "Saved"), at: .indeterminate))
        _ = coordinator.disappeared()
        #expect(coordinator.changed(to: nil, done: "Saved").isEmpty)
        #expect(coordinator.appeared(with: nil, done: "Saved").isEmpty)
    }

    @Test func aFinishedToastOutlivesItsView() throws {
        var coordinator = Coordinator()
        let save = try #require(shown(coordinator.appeared(with: .indeterminate, done: "Saved"), at: .indeterminate))
        #expect(coordinator.changed(to: nil, done: "Saved") == [.finish("Saved", save)])
        // Save, then pop: the "Saved" toast stays.
        #expect(coordinator.disappeared().isEmpty)
    }

    @Test func aLoadingToastTheUserEndedStaysAwayUntilTheWorkStartsAgain() throws {
        var coordinator = Coordinator()
        let first = try #require(shown(coordinator.appeared(with: .fraction(0.1), done: "Done"), at: .fraction(0.1)))
        #expect(coordinator.ended(first).isEmpty, "swiped away")
        #expect(coordinator.changed(to: .fraction(0.6), done: "Done").isEmpty, "the next amount does not bring it back")
        #expect(coordinator.disappeared().isEmpty)
        #expect(coordinator.appeared(with: .fraction(0.7), done: "Done").isEmpty, "nor does coming back")
        #expect(coordinator.changed(to: nil, done: "Done").isEmpty, "no toast to finish")
        let next = try #require(shown(coordinator.changed(to: .indeterminate, done: "Done"), at: .indeterminate))
        #expect(next != first)
    }
}
