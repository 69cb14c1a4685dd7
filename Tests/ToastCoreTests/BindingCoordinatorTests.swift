import Testing
@_spi(Plumbing) @testable import ToastCore

@Suite("Binding-driven toasts")
struct BindingCoordinatorTests {
    @Test func aChangePresentsOnceAndTheEndResetsTheBinding() {
        var coordinator = ToastBindingCoordinator<String>()
        #expect(coordinator.appeared(with: nil).isEmpty)
        #expect(coordinator.changed(to: "Copied") == [.present("Copied")])
        #expect(coordinator.changed(to: "Copied").isEmpty, "the same value again presents nothing")
        #expect(coordinator.ended("Copied", binding: "Copied") == [.resetBinding])
        #expect(coordinator.outstanding.isEmpty)
    }

    @Test func aValueAlreadySetWhenTheViewAppearsPresentsOnceEvenIfItAppearsAgain() {
        var coordinator = ToastBindingCoordinator<String>()
        #expect(coordinator.appeared(with: "Welcome") == [.present("Welcome")])
        #expect(coordinator.appeared(with: "Welcome").isEmpty, "body and onAppear may run again")
    }

    @Test func aNewerValueIsNeverResetByAnOlderToastsEnd() {
        var coordinator = ToastBindingCoordinator<Int>()
        #expect(coordinator.changed(to: 1) == [.present(1)])
        #expect(coordinator.changed(to: 2) == [.present(2)])
        #expect(coordinator.ended(1, binding: 2).isEmpty)
        #expect(coordinator.ended(2, binding: 2) == [.resetBinding])
    }

    @Test func clearingTheBindingDismissesWhatItPresented() {
        var coordinator = ToastBindingCoordinator<Bool>()
        _ = coordinator.changed(to: true)
        #expect(coordinator.changed(to: nil) == [.dismiss(true)])
        #expect(coordinator.ended(true, binding: nil).isEmpty, "already nil: nothing to reset")
    }

    @Test func aDisappearingHostDismissesItsToasts() {
        var coordinator = ToastBindingCoordinator<String>()
        _ = coordinator.changed(to: "a")
        _ = coordinator.changed(to: "b")
        #expect(coordinator.disappeared() == [.dismiss("a"), .dismiss("b")])
        #expect(coordinator.ended("zzz", binding: nil).isEmpty, "unknown values are ignored")
    }
}
