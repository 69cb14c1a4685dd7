import Testing

@testable import ToastCore

/// How a toast as the app wrote it becomes the engine's request (what it leaves out filled in
/// from the app's defaults, then the style), and how a toast still waiting for a scene
/// takes an update.
@Suite("Filling in requests, updating waiting toasts")
struct RequestFillingTests {
    static let saved = ToastContent(message: "Saved")

    @Test func whatTheToastGivesWinsThenTheAppsDefaultsThenTheStyle() {
        let plain = ToastRequest(content: Self.saved, style: .error)
        #expect(plain.duration == ToastStyle.error.behavior.duration)
        #expect(plain.position == ToastStyle.error.behavior.position)
        #expect(plain.policy == ToastStyle.error.behavior.policy)

        let fromApp = ToastRequest(
            content: Self.saved, style: .error, appDuration: .seconds(3), appPosition: .top, appPolicy: .replace)
        #expect(fromApp.duration == .seconds(3))
        #expect(fromApp.position == .top)
        #expect(fromApp.policy == .replace)

        let own = ToastRequest(
            content: Self.saved, style: .success, duration: .short, position: .center, policy: .drop, appDuration: .seconds(3),
            appPosition: .top, appPolicy: .replace)
        #expect(own.duration == .short)
        #expect(own.position == .center)
        #expect(own.policy == .drop)
    }

    @Test func aLoadingToastNeverTakesTheAppsDuration() {
        let uploading = ToastContent(message: "Uploading…", progress: .indeterminate)
        #expect(ToastRequest(content: uploading, appDuration: .seconds(3)).duration == .indefinite)
        #expect(
            ToastRequest(content: uploading, duration: .long, appDuration: .seconds(3)).duration == .long, "its own duration still counts")
    }

    @Test func anUpdateOfAWaitingToastLeavesWhatItDoesNotNameAsTheAppWroteIt() {
        var content = ToastContent(message: "Uploading…", progress: .indeterminate)
        var style: ToastStyle?
        var duration: ToastDuration?
        ToastUpdate.progress(0.4).apply(to: &content, style: &style, duration: &duration)
        #expect(content.progress == .fraction(0.4))
        #expect(content.message == "Uploading…")
        #expect(style == nil && duration == nil, "left out: the app's defaults still fill them in when it is shown")

        ToastUpdate([.style(.info), .duration(.long), .style(.error)]).apply(to: &content, style: &style, duration: &duration)
        #expect(style == .error, "changes apply in order")
        #expect(duration == .long)
    }

    @Test func anUpdateWithAWholeToastReplacesItsContentStyleAndDuration() {
        let finished = ToastRequest(
            content: ToastContent(message: "Uploaded", icon: .symbol("checkmark"), action: ToastAction(title: "Open")), style: .success)
        var content = ToastContent(message: "Uploading…", title: "Photos", progress: .fraction(0.9))
        var style: ToastStyle?
        var duration: ToastDuration?
        ToastUpdate.replacing(with: finished).apply(to: &content, style: &style, duration: &duration)
        #expect(content == finished.content)
        #expect(content.progress == nil, "finished: it times out")
        #expect(style == .success)
        #expect(duration == finished.duration)
    }

    @Test func anUpdateOfARequestMakesTheSameChanges() {
        let request = ToastRequest(content: ToastContent(message: "Uploading…", progress: .indeterminate), position: .top)
        let update = ToastUpdate([.message("Uploaded"), .progress(nil), .style(.success), .duration(.short)])
        let updated = update.applied(to: request)
        #expect(updated.content == ToastContent(message: "Uploaded"))
        #expect(updated.style == .success)
        #expect(updated.duration == .short)
        #expect(updated.position == .top, "an update never moves a toast")
        #expect(ToastUpdate.message("Again").applied(to: request).style == request.style, "what it does not name stays")
    }
}
