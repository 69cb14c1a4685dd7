import Testing

@testable import ToastCore
@testable import ToastShellRules

/// SwiftUI content gets a "Dismiss" action and a label of its own, as the accessibility article
/// promises for every toast.
@Suite("SwiftUI content accessibility")
struct SwiftUIContentAccessibilityTests {
    /// The toast on screen for `request`, as the accessibility tests make it.
    func presented(_ request: ToastRequest) -> ToastSnapshot {
        AccessibilityTests().presented(request)
    }

    @Test func theLabelTheAppGaveIsTheElementsLabel() {
        let toast = presented(ToastRequest(message: "Downloaded\t3 files"))  // cleaned as every toast's text is
        #expect(ToastAccessibility.swiftUIContent(for: toast, labelGiven: true).label == .given("Downloaded 3 files"))
    }

    @Test func withoutALabelTheContentsOwnTextIsReadNotTheStandIn() {
        let toast = presented(ToastRequest(message: "Notification"))
        #expect(ToastAccessibility.swiftUIContent(for: toast, labelGiven: false).label == .contentsOwn)
    }

    @Test func contentThatCanBeTappedAwayOffersDismiss() {
        let toast = presented(ToastRequest(message: "Downloaded", style: .standard))
        let element = ToastAccessibility.swiftUIContent(for: toast, labelGiven: true)
        #expect(element.actions == [.dismiss])
        #expect(ToastAccessibility.event(for: .dismiss, toast: toast) == .toastTapped(toast.id))
    }

    @Test func contentThatStaysOffersDismissEvenWhenNeitherTapNorSwipeEndsIt() {
        let toast = presented(ToastRequest(message: "Syncing", style: .toastUtil, duration: .indefinite))
        #expect(ToastAccessibility.swiftUIContent(for: toast, labelGiven: false).actions == [.dismiss])
    }

    @Test func theToastsOwnActionComesFirstAndABriefUntouchableToastOffersNone() {
        let withAction = presented(ToastRequest(content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo"))))
        #expect(ToastAccessibility.swiftUIContent(for: withAction, labelGiven: true).actions == [.action("Undo"), .dismiss])
        let brief = presented(ToastRequest(message: "Hi", style: .toastUtil))
        #expect(ToastAccessibility.swiftUIContent(for: brief, labelGiven: true).actions.isEmpty)
    }
}
