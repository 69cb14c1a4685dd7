import Testing

@_spi(Plumbing) @testable import ToastCore

/// How a toast as the app wrote it becomes the engine's request (`Toast.defaults` filling in
/// what it leaves out), how a waiting toast is rebuilt from an update, and the app-wide limits.
@Suite("Drafts, defaults and limits")
struct RequestDraftTests {
    static let saved = ToastContent(message: "Saved")

    @Test func whatTheToastGivesWinsThenTheDefaultsThenTheStyle() {
        var defaults = ToastRequestDefaults()
        let plain = ToastRequestDraft(content: Self.saved).request(with: defaults)
        #expect(plain.style == .standard)
        #expect(plain.duration == ToastStyle.standard.behavior.duration)
        #expect(plain.position == ToastStyle.standard.behavior.position)
        #expect(plain.policy == ToastStyle.standard.behavior.policy)

        defaults.style = .error
        defaults.position = .top
        defaults.policy = .replace
        let fromDefaults = ToastRequestDraft(content: Self.saved).request(with: defaults)
        #expect(fromDefaults.style == .error)
        #expect(fromDefaults.duration == ToastStyle.error.behavior.duration, "no default duration: the defaults' style's")
        #expect(fromDefaults.position == .top)
        #expect(fromDefaults.policy == .replace)

        let own = ToastRequestDraft(content: Self.saved, style: .success, duration: .short, position: .center, policy: .drop)
            .request(with: defaults)
        #expect(own.style == .success)
        #expect(own.duration == .short)
        #expect(own.position == .center)
        #expect(own.policy == .drop)
    }

    @Test func aLoadingToastNeverTakesTheDefaultDuration() {
        var defaults = ToastRequestDefaults()
        defaults.duration = .seconds(3)
        let loading = ToastRequestDraft(content: ToastContent(message: "Uploading…", progress: .indeterminate))
        #expect(loading.request(with: defaults).duration == .indefinite)
        #expect(ToastRequestDraft(content: Self.saved).request(with: defaults).duration == .seconds(3))
        var timed = loading
        timed.duration = .long
        #expect(timed.request(with: defaults).duration == .long, "its own duration still counts")
    }

    @Test func anUpdateOfAWaitingToastLeavesWhatItDoesNotNameToTheDefaults() {
        var defaults = ToastRequestDefaults()
        let draft = ToastRequestDraft(content: ToastContent(message: "Uploading…", progress: .indeterminate))
            .updated(.progress(0.4))
        #expect(draft.content.progress == .fraction(0.4))
        #expect(draft.style == nil && draft.duration == nil)
        // The defaults change before a scene appears: the toast shows with the new ones.
        defaults.style = .info
        defaults.position = .top
        let request = draft.request(with: defaults)
        #expect(request.style == .info)
        #expect(request.position == .top)
        #expect(request.duration == .indefinite)
    }

    @Test func anUpdateWithAWholeToastReplacesItsContentStyleAndDuration() {
        let finished = ToastRequest(
            content: ToastContent(message: "Uploaded", icon: .symbol("checkmark"), action: ToastAction(title: "Open")), style: .success)
        let draft = ToastRequestDraft(
            content: ToastContent(message: "Uploading…", title: "Photos", progress: .fraction(0.9)), position: .top
        )
        .updated(.replacing(with: finished))
        #expect(draft.content == finished.content)
        #expect(draft.style == .success)
        #expect(draft.duration == finished.duration)
        #expect(draft.position == .top, "an update never moves a toast")
        #expect(draft.request(with: ToastRequestDefaults()).content.progress == nil, "finished: it times out")
    }

    @Test func theLimitsAreTheEnginesClampedAndIndependent() {
        var defaults = ToastRequestDefaults()
        #expect(defaults.limits == ToastStateMachine.Configuration())
        defaults.maxVisible = 3
        defaults.maxQueued = 10
        #expect(defaults.limits == ToastStateMachine.Configuration(maxVisible: 3, maxQueued: 10))
        defaults.maxVisible = ToastStateMachine.Configuration.maxVisibleLimit + 1
        #expect(defaults.maxVisible == ToastStateMachine.Configuration.maxVisibleLimit)
        #expect(defaults.maxQueued == 10, "setting one limit keeps the other")
        defaults.maxQueued = -1
        #expect(defaults.maxQueued == 0)
        defaults.maxVisible = 0
        #expect(defaults.maxVisible == 1)
    }
}
