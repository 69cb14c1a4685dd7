import Testing

@testable import ToastCore
@testable import ToastShellRules

/// Decisions the shells carry out for assistive technologies and keyboards: the escape gesture,
/// custom content, keyboard shortcuts and a material's fade.
@Suite("Accessibility in the shells")
struct AccessibilityShellTests {
    /// Shows each request in one engine, oldest first, and returns their snapshots in that order.
    func presented(_ requests: ToastRequest...) -> [ToastSnapshot] { presented(requests) }

    func presented(_ request: ToastRequest) -> ToastSnapshot { presented([request])[0] }

    func presented(_ requests: [ToastRequest]) -> [ToastSnapshot] {
        var machine = ToastStateMachine(limits: .init(maxVisible: requests.count))
        let ids = requests.map { machine.show($0, at: 0).id }
        return ids.map { machine.snapshot($0)! }
    }

    static let undo = ToastContent(message: "Deleted", action: ToastAction(title: "Undo"))

    // MARK: - Escape (item 20)

    @Test func escapeDismissesAnIndefiniteToast() {
        let toast = presented(ToastRequest(message: "Connecting…", style: .toastUtil, duration: .indefinite))
        // Neither tapped nor swiped away by its style: it ends as the app would end it.
        #expect(ToastAccessibility.escapeEvent(for: toast) == .toastTapped(toast.id))
        let loading = presented(ToastRequest(content: ToastContent(message: "Uploading…", progress: .indeterminate)))
        #expect(ToastAccessibility.escapeEvent(for: loading) != nil)
    }

    @Test func escapeDoesWhatDismissDoes() {
        var swipeOnly = ToastStyle.standard
        swipeOnly.name = "swipe only"
        swipeOnly.behavior.tapToDismiss = false
        let toast = presented(ToastRequest(content: Self.undo, style: swipeOnly))
        #expect(ToastAccessibility.escapeEvent(for: toast) == ToastAccessibility.event(for: .dismiss, toast: toast))
        #expect(ToastAccessibility.escapeEvent(for: toast) == .dismissRequested(toast.id))
    }

    @Test func escapeLeavesAToastThatOffersNoDismissAlone() {
        let toast = presented(ToastRequest(message: "保存成功", style: .toastUtil))
        #expect(ToastAccessibility.escapeEvent(for: toast) == nil)
    }

    // MARK: - Custom content (item 16)

    @Test func contentWithoutElementsIsReadAsTheRequestsText() {
        let toast = presented(ToastRequest(message: "3 new messages", title: "Inbox"))
        #expect(ToastAccessibility.exposure(ofContentWithElements: false, toast: toast) == .toastElement(label: "Inbox\n3 new messages"))
    }

    @Test func contentWithElementsKeepsThem() {
        let toast = presented(ToastRequest(content: Self.undo))
        #expect(ToastAccessibility.exposure(ofContentWithElements: true, toast: toast) == .contentElements)
    }

    @Test func customContentOffersDismissLikeAnyToast() {
        // The actions do not depend on who draws the toast: a custom presenter's request offers
        // the same Dismiss (its style's tap) as ToastKit's own view.
        let toast = presented(ToastRequest(message: "Notification"))
        #expect(ToastAccessibility.customActions(for: toast) == [.dismiss])
        #expect(ToastAccessibility.name(of: .dismiss) == "Dismiss")
        #expect(ToastAccessibility.name(of: .action("Undo")) == "Undo")
    }

    // MARK: - Keyboard (item 19)

    @Test func anActionToastCanBeReachedFromTheKeyboard() {
        let toast = presented(ToastRequest(content: Self.undo))
        let shortcuts = ToastKeyboardShortcut.shortcuts(for: [toast])
        #expect(shortcuts.map(\.key) == [.returnKey, .delete])
        #expect(shortcuts.allSatisfy { $0.modifiers == [.shift, .command] && $0.toast == toast.id })
        #expect(shortcuts.map(\.event) == [.actionTriggered(toast.id), .toastTapped(toast.id)])
    }

    @Test func theNewestToastThatOffersEachActionTakesItsShortcut() {
        let toasts = presented(
            ToastRequest(content: Self.undo), ToastRequest(message: "Saved"),
            ToastRequest(message: "Copied", style: .toastUtil))
        let (undo, saved) = (toasts[0], toasts[1])
        let shortcuts = ToastKeyboardShortcut.shortcuts(for: toasts)
        // "Copied" offers nothing; "Saved" is newer than "Deleted" and can be dismissed; only
        // "Deleted" has an action.
        #expect(shortcuts.map(\.toast) == [undo.id, saved.id])
        #expect(shortcuts.map(\.action) == [.action("Undo"), .dismiss])
    }

    @Test func aLeavingToastOffersNoShortcut() {
        var machine = ToastStateMachine()
        let id = machine.show(ToastRequest(content: Self.undo, style: Fixture.fadingStyle), at: 0).id
        _ = machine.handle(.dismissRequested(id), at: 0.5)
        let leaving = machine.snapshot(id)!
        #expect(leaving.isLeaving)
        #expect(ToastKeyboardShortcut.shortcuts(for: [leaving]).isEmpty)
    }

    @Test func aToastThatOffersNothingHasNoShortcut() {
        #expect(ToastKeyboardShortcut.shortcuts(for: [presented(ToastRequest(message: "保存成功", style: .toastUtil))]).isEmpty)
        #expect(ToastKeyboardShortcut.shortcuts(for: []).isEmpty)
    }

    /// Shortcuts never take first responder: with no hardware keyboard nothing is installed; the
    /// app's main menu holds them when the app put them there; else the controllers of the
    /// responder chain do.
    @Test func shortcutsNeverTakeFirstResponderAndCostNothingWithoutAKeyboard() {
        #expect(ToastKeyCommandRoute.route(hasShortcuts: true, keyboardAttached: false, inAppMenu: false) == .none)
        #expect(ToastKeyCommandRoute.route(hasShortcuts: true, keyboardAttached: false, inAppMenu: true) == .none)
        #expect(ToastKeyCommandRoute.route(hasShortcuts: true, keyboardAttached: true, inAppMenu: true) == .appMenu)
        #expect(ToastKeyCommandRoute.route(hasShortcuts: true, keyboardAttached: true, inAppMenu: false) == .responderChain)
        #expect(ToastKeyCommandRoute.route(hasShortcuts: false, keyboardAttached: true, inAppMenu: false) == .none)
    }

    /// The front of a folded deck offers to fan it out, as a named custom action ("2 more", as
    /// its value reads) and as ⇧⌘Space, and keeps its own action named too; fanning out goes to
    /// the stage, not the engine.
    @Test func theFrontOfAFoldedDeckCanBeFannedOutWithoutATouch() {
        let front = presented(ToastRequest(content: Self.undo))
        #expect(ToastAccessibility.customActions(for: front, behind: 2) == [.action("Undo"), .expandDeck(behind: 2), .dismiss])
        #expect(ToastAccessibility.name(of: .expandDeck(behind: 2)) == "2 more")
        #expect(ToastAccessibility.event(for: .expandDeck(behind: 2), toast: front) == nil)
        let shortcuts = ToastKeyboardShortcut.shortcuts(among: [(front, 2)])
        #expect(shortcuts.map(\.key) == [.returnKey, .space, .delete])
        #expect(shortcuts.map(\.event) == [.actionTriggered(front.id), nil, .toastTapped(front.id)])
        #expect(ToastKeyboardShortcut.shortcuts(among: [(front, 0)]).map(\.key) == [.returnKey, .delete])
    }

    /// SwiftUI content reads "2 more" as a toast ToastKit draws does.
    @Test func aCustomContentFrontSaysHowManyAreBehindIt() {
        let front = presented(ToastRequest(message: "3 files"))
        let element = ToastAccessibility.swiftUIContent(for: front, labelGiven: true, behind: 2)
        #expect(element.value == "2 more")
        #expect(element.actions.contains(.expandDeck(behind: 2)))
        #expect(ToastAccessibility.swiftUIContent(for: front, labelGiven: true).value == nil)
    }

    // MARK: - A material's fade (item 8)

    /// SwiftUI content with `.background(.thinMaterial)` or `.glassEffect()` takes the
    /// transition's opacity itself: the view that holds it stays opaque, under Reduce Motion too.
    @Test func customContentThatTakesItsOpacityIsNeverInsideATranslucentView() {
        for opacity in stride(from: 0.0, through: 1, by: 0.25) {
            let fade = ToastMaterialFade(opacity: opacity, contentTakesOpacity: true)
            #expect(fade.view == 1)
            #expect(fade.parts == opacity)
        }
        let plain = ToastMaterialFade(opacity: 0.4, contentTakesOpacity: false)
        #expect(plain.view == 0.4 && plain.parts == 1, "other content fades as one view")
        #expect(ToastMaterialFade(opacity: .nan, contentTakesOpacity: true).parts == 0)
    }

    @Test func aMaterialFadesByItsEffectNeverByItsViewsOpacity() {
        for opacity in stride(from: 0.0, through: 1, by: 0.25) {
            let fade = ToastMaterialFade(opacity: opacity, backdrop: .thinMaterial)
            #expect(fade.view == 1, "a view that holds a blur is drawn at full opacity")
            #expect(fade.parts == opacity)
            #expect(fade.showsMaterial == (opacity > 0))
        }
    }

    @Test func aToastWithoutAMaterialFadesAsOne() {
        let fade = ToastMaterialFade(opacity: 0.4, backdrop: .none)
        #expect(fade == ToastMaterialFade(opacity: 0.4, backdrop: .none))
        #expect((fade.view, fade.parts, fade.showsMaterial) == (0.4, 1, false))
    }

    @Test func reduceMotionsFadeOfAModernPresetKeepsTheBlurOpaque() {
        // Every transition is a fade under Reduce Motion; halfway through, the modern preset's
        // view still holds its material at full opacity.
        let style = ToastStyle.success
        #expect(style.colors.backdrop != .none)
        let look = style.motion.show.reducedMotion.sample(
            at: 0.5, phase: .entering, geometry: ToastTransitionGeometry(frame: .zero, container: .zero))
        let fade = ToastMaterialFade(opacity: look.opacity, backdrop: style.colors.backdrop)
        #expect(look.opacity > 0 && look.opacity < 1)
        #expect(fade.view == 1 && fade.showsMaterial && fade.parts == look.opacity)
        // Reduce Transparency takes the material away; the toast fades as one again.
        let plain = style.adjusted(reduceTransparency: true, increaseContrast: false)
        #expect(plain.colors.backdrop == .none)
        #expect(ToastMaterialFade(opacity: look.opacity, backdrop: plain.colors.backdrop).view == look.opacity)
    }
}
