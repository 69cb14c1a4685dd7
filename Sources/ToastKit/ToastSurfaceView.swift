#if canImport(UIKit)
@preconcurrency import UIKit
import ToastCore
internal import ToastShellRules

/// The view that is one toast on screen, as the scene host moves it: ToastKit's own
/// (``ToastView``) or a custom presenter's (``CustomToastView``). It reports what the user does
/// and decides nothing: taps and presses go to the engine, a drag's translation and release
/// velocity to the stage (which decides whether it follows, springs back or swipes away),
/// VoiceOver's double-tap, escape gesture and custom actions to the engine
/// (``ToastAccessibility``), and while it is in a window its keyboard shortcuts are on the app's
/// window (``ToastKeyCommands``).
@MainActor
class ToastSurfaceView: UIView, UIGestureRecognizerDelegate {
    /// What the view reports; the scene host forwards events to the runtime, pans to the stage.
    enum Report {
        case event(ToastStateMachine.Input)
        /// A tap on the toast's body, or VoiceOver's double-tap standing for one: it goes to the
        /// stage, which fans a folded deck out or sends the engine `toastTapped`. (Dismissing by
        /// name — VoiceOver's "Dismiss", its escape gesture, ⇧⌘Delete — is an event: it ends the
        /// toast, deck or not.)
        case tapped
        /// A finger dragging the toast has moved `translation` points from where it went down.
        case panned(translation: CGPoint)
        /// The finger lifted, moving `velocity` points a second.
        case panEnded(velocity: CGPoint)
        /// The system cancelled the drag.
        case panCancelled
        /// Something asked for the folded deck this toast is the front of to fan out (its custom
        /// action, its shortcut): it goes to the stage.
        case expandDeck
    }

    let id: ToastID
    /// The engine's latest snapshot of the toast.
    private(set) var toast: ToastSnapshot
    let onReport: (Report) -> Void
    private var pan: UIPanGestureRecognizer?
    private var tap: UITapGestureRecognizer?
    private(set) var isPanning = false

    init(toast: ToastSnapshot, onReport: @escaping (Report) -> Void) {
        self.id = toast.id
        self.toast = toast
        self.onReport = onReport
        super.init(frame: .zero)
        installGestures()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("toast views are created in code only")
    }

    /// Its place in a folded deck (``ToastLayout/Placed/depth``): behind the front (depth
    /// above 0) only its surface is drawn and VoiceOver skips it; the front says how many are
    /// behind it (`behind`) and offers to fan the deck out. ToastKit's own toasts hide their
    /// text; custom content stays as it is drawn.
    func showPile(depth: Int, behind: Int) {
        accessibilityElementsHidden = depth > 0
        guard depth != pileDepth || behind != pileBehind else { return }
        pileDepth = depth
        pileBehind = behind
        // Only the front of a pile offers shortcuts, the deck's among them.
        ToastKeyCommands.shared.refresh()
    }

    /// Draws it `opacity` times as bright as the front of its deck, inside the stage's move
    /// (1: not behind a front). The scene host fades the whole toast by that much already; only a
    /// backdrop that a fade leaves as bright as it was (glass) needs more (``ToastView``).
    func dimInPile(_ opacity: Double) {}

    /// Its place in a folded deck, as ``showPile(depth:behind:)`` last said.
    private(set) var pileDepth = 0
    /// For the front of a folded deck, how many are behind it, as ``showPile(depth:behind:)`` last said.
    private(set) var pileBehind = 0

    /// A new snapshot from the engine.
    func update(toast: ToastSnapshot) {
        let before = self.toast
        self.toast = toast
        // A toast that starts leaving gives its shortcuts up, a new action changes them; a
        // change to its progress or text alone leaves them as they are.
        if ToastKeyboardShortcut.shortcuts(for: [before]) != ToastKeyboardShortcut.shortcuts(for: [toast]) {
            ToastKeyCommands.shared.refresh()
        }
    }

    /// Draws the toast at `opacity`, its transition's look (the scene host sets it, animated or
    /// not). A plain view takes it as its alpha; ``ToastView`` spreads it over its parts, since a
    /// material must not be drawn inside a view whose alpha is below 1.
    func setOpacity(_ opacity: CGFloat) {
        alpha = opacity
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        // Inserted into the overlay, or taken off with its clip view: UIKit calls this on every
        // subview when an ancestor joins or leaves a window.
        ToastKeyCommands.shared.register(self)
    }

    /// Sizes the view to `frame` (its clip view's coordinates) through `bounds` and `center`, so that
    /// transition transforms keep working.
    func place(_ frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: - Gestures

    private func installGestures() {
        // A tap recognizer cancels the touches of the views it sits over by default, and then a
        // button inside (a SwiftUI `Button`, an Undo) never fires: these only watch.
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
        tap.cancelsTouchesInView = false
        tap.delegate = self
        addGestureRecognizer(tap)
        self.tap = tap
        // A finger down anywhere on the toast (its own subviews take the touches) pauses its timer.
        let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:)))
        press.minimumPressDuration = 0
        press.cancelsTouchesInView = false
        press.delaysTouchesEnded = false
        press.delegate = self
        addGestureRecognizer(press)
        if toast.request.style.behavior.swipeToDismiss {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
            pan.delegate = self
            addGestureRecognizer(pan)
            self.pan = pan
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        // These only watch: they work together with each other and with the recognizers of
        // custom content inside (a pan still makes the tap fail by moving).
        true
    }

    /// What a touch at `point` (this view's coordinates) is: ToastCore's decision for ToastKit's
    /// own toasts (``ToastView``); the whole toast for custom content, whose controls take their
    /// own touches.
    func touchPart(at point: CGPoint) -> ToastPlacement.TouchPart {
        .body
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        // Only a touch on the body of the toast is a tap on it: one on the action, or just beside
        // it, never ends the toast.
        guard gestureRecognizer === tap else { return true }
        return touchPart(at: touch.location(in: self)) == .body
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === pan { return ToastSwipe.tracksPan(of: toast) }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Ends a drag in progress; the toast stays where the drag left it (a leaving toast leaves
    /// from there).
    func cancelPan() {
        guard let pan, pan.state != .possible else { return }
        isPanning = false
        pan.isEnabled = false  // cancels it; no further callbacks report a position
        pan.isEnabled = true
    }

    @objc private func tapped() {
        onReport(.tapped)
    }

    @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began: onReport(.event(.touchBegan(id)))
        case .ended, .cancelled, .failed: onReport(.event(.touchEnded(id)))
        default: break
        }
    }

    /// Every drag that began is reported to its end; whether the toast follows it is the
    /// stage's decision (``ToastSwipe/tracksPan(of:)``), also when the toast starts leaving or is
    /// restyled mid-drag.
    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
        guard let container = superview else { return }
        switch recognizer.state {
        case .began, .changed:
            isPanning = true
            onReport(.panned(translation: recognizer.translation(in: container)))
        case .ended:
            isPanning = false
            onReport(.panEnded(velocity: recognizer.velocity(in: container)))
        case .cancelled, .failed:
            isPanning = false
            onReport(.panCancelled)
        default:
            break
        }
    }

    // MARK: - VoiceOver

    /// VoiceOver's double-tap. Without this, VoiceOver taps the element's activation point, which
    /// ends a toast with `tap` and never runs its action.
    nonisolated override func accessibilityActivate() -> Bool {
        // VoiceOver calls this on the main thread.
        ToastMainThread.assumeMainActor {
            guard let event = ToastAccessibility.activationEvent(for: toast) else { return false }
            onReport(event == .toastTapped(id) ? .tapped : .event(event))
            return true
        }
    }

    /// VoiceOver's escape gesture (a two-finger Z). UIKit asks the focused element and then each
    /// view that contains it, until one returns true, so this answers for the toast and for any
    /// element of custom content inside it (``ToastAccessibility/escapeEvent(for:)``).
    nonisolated override func accessibilityPerformEscape() -> Bool {
        // VoiceOver calls this on the main thread.
        ToastMainThread.assumeMainActor {
            guard let event = ToastAccessibility.escapeEvent(for: toast) else { return false }
            onReport(.event(event))
            return true
        }
    }

    /// The toast's custom actions (``ToastAccessibility/customActions(for:behind:)``), named in
    /// the app's language, each carried out by ``perform(_:)``.
    func makeAccessibilityActions() -> [ToastAccessibilityAction] {
        ToastAccessibility.customActions(for: toast, behind: pileBehind).map { action in
            ToastAccessibilityAction(name: ToastAccessibility.name(of: action)) { [weak self] _ in
                // The iOS 16 SDK does not mark this handler as main-actor; UIKit calls it on the
                // main thread, so the action reaches the engine within the call.
                ToastMainThread.assumeMainActor {
                    guard let self else { return false }
                    self.perform(action)
                    return true
                }
            }
        }
    }

    /// Carries out a custom action (VoiceOver's, a keyboard shortcut's): its event goes to the
    /// engine; fanning the deck out goes to the stage.
    func perform(_ action: ToastAccessibility.CustomAction) {
        if let event = ToastAccessibility.event(for: action, toast: toast) {
            onReport(.event(event))
        } else {
            onReport(.expandDeck)
        }
    }
}

/// A custom action ToastKit adds to a toast's elements; its class tells it from the actions an
/// element's own code gave it, so that it can be replaced without touching those.
@MainActor
final class ToastAccessibilityAction: UIAccessibilityCustomAction {}
#endif
