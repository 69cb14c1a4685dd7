import Testing

@testable import ToastCore
@testable import ToastShellRules

@Suite("Binding-driven toasts")
struct BindingCoordinatorTests {
    /// The ticket of the one presentation in `actions`, recording an issue if there is none.
    func ticket<Value>(
        _ actions: [ToastBindingCoordinator<Value>.Cue], presenting value: Value, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ToastBindingCoordinator<Value>.Ticket? {
        guard actions.count == 1, case .present(let presented, let ticket) = actions[0], presented == value else {
            Issue.record("expected one presentation of \(value), got \(actions)", sourceLocation: sourceLocation)
            return nil
        }
        return ticket
    }

    @Test func aChangePresentsOnceAndTheEndResetsTheBinding() throws {
        var coordinator = ToastBindingCoordinator<String>()
        #expect(coordinator.appeared(with: nil).isEmpty)
        let copied = try #require(ticket(coordinator.changed(to: "Copied"), presenting: "Copied"))
        #expect(coordinator.changed(to: "Copied").isEmpty, "the same value again presents nothing")
        #expect(coordinator.ended(copied, binding: "Copied") == [.resetBinding])
        #expect(coordinator.outstanding.isEmpty)
    }

    @Test func aValueAlreadySetWhenTheViewAppearsPresentsOnceEvenIfItAppearsAgain() throws {
        var coordinator = ToastBindingCoordinator<String>()
        _ = try #require(ticket(coordinator.appeared(with: "Welcome"), presenting: "Welcome"))
        #expect(coordinator.appeared(with: "Welcome").isEmpty, "body and onAppear may run again")
    }

    @Test func aNewerValueIsNeverResetByAnOlderToastsEnd() throws {
        var coordinator = ToastBindingCoordinator<Int>()
        let one = try #require(ticket(coordinator.changed(to: 1), presenting: 1))
        let two = try #require(ticket(coordinator.changed(to: 2), presenting: 2))
        #expect(coordinator.ended(one, binding: 2).isEmpty)
        #expect(coordinator.ended(two, binding: 2) == [.resetBinding])
    }

    @Test func clearingTheBindingDismissesWhatItPresented() throws {
        var coordinator = ToastBindingCoordinator<Bool>()
        let shown = try #require(ticket(coordinator.changed(to: true), presenting: true))
        #expect(coordinator.changed(to: nil) == [.dismiss(shown)])
        #expect(coordinator.changed(to: nil).isEmpty, "dismissed once")
        #expect(coordinator.ended(shown, binding: nil).isEmpty, "already nil: nothing to reset")
    }

    @Test func aDisappearingHostLeavesItsToastsUp() throws {
        var coordinator = ToastBindingCoordinator<String>()
        _ = try #require(ticket(coordinator.changed(to: "a"), presenting: "a"))
        _ = try #require(ticket(coordinator.changed(to: "b"), presenting: "b"))
        #expect(coordinator.disappeared().isEmpty)
        #expect(coordinator.outstanding == ["a", "b"])
        #expect(coordinator.ended(ToastBindingCoordinator<String>.Ticket(serial: 99), binding: nil).isEmpty, "unknown tickets are ignored")
    }
}

/// Save, then pop. The view's state is destroyed before its "Saved" toast
/// ends; the binding (a model's property) must still be reset, or the toast shows again the next
/// time the view appears.
@Suite("Binding-driven toasts: the reset outlives the view")
struct BindingResetAfterHostWentTests {
    @Test func aToastThatEndsAfterItsHostWentResetsTheBindingThatStillHoldsItsValue() {
        #expect(ToastBindingCoordinator<Bool>.endedAfterHostWent(presenting: true, binding: true) == [.resetBinding])
        #expect(ToastBindingCoordinator<String>.endedAfterHostWent(presenting: "Saved", binding: "Saved") == [.resetBinding])
    }

    @Test func aValueSetMeanwhileOrAClearedBindingIsLeftAlone() {
        #expect(ToastBindingCoordinator<String>.endedAfterHostWent(presenting: "Saved", binding: "Deleted").isEmpty)
        #expect(ToastBindingCoordinator<Bool>.endedAfterHostWent(presenting: true, binding: nil).isEmpty)
    }

    @Test func aHostThatOnlyDisappearedStillDecidesWithItsOwnRecord() throws {
        var coordinator = ToastBindingCoordinator<Bool>()
        _ = coordinator.appeared(with: nil)
        guard case .present(_, let ticket)? = coordinator.changed(to: true).first else {
            Issue.record("expected a presentation")
            return
        }
        #expect(coordinator.disappeared().isEmpty)
        #expect(coordinator.ended(ticket, binding: true) == [.resetBinding])
    }
}
