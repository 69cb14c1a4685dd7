#if canImport(UIKit)
import UIKit
import ToastCore

/// Everything a scene host keeps for one toast, from the moment the engine gives it an
/// identifier until its request ends — queued, on screen, or back in the queue after being
/// pre-empted. One record, so that ending a toast is one removal and nothing (an image, a
/// presenter, a view controller) outlives it.
@MainActor
final class HostedToast {
    /// What draws the toast.
    enum Content {
        /// ToastKit's own view.
        case standard
        /// A presenter's content.
        case custom(any ToastContentPresenting)
        /// A presenter made for this toast (SwiftUI content), once it first appears: a
        /// queued toast builds no views (a hosting controller loads its view when it is made).
        case madePerShow(any ToastPresenterFactory)
    }

    let id: ToastID
    private(set) var content: Content
    /// The image of an `.image` icon, which the engine's request names only; an update made
    /// with a whole ``Toast`` brings its own.
    var image: UIImage?
    /// The view the toast was shown from, whose controller's bars a bottom toast stays above.
    weak var source: UIView?
    /// The view an anchored toast sits below.
    let anchor: (name: ToastAnchor, view: Weak<UIView>)?
    /// Its views while it is on screen; `nil` while it is queued.
    var views: Views?
    /// The size custom content last measured itself at.
    var measuredSize: ToastSize?

    init(id: ToastID, toast: Toast, source: UIView?, anchor: (name: ToastAnchor, view: UIView)?) {
        self.id = id
        if let factory = toast.presenterFactory {
            content = .madePerShow(factory)
        } else if let presenter = toast.presenter {
            content = .custom(presenter)
        } else {
            content = .standard
        }
        if case .image(let image) = toast.icon { self.image = image }
        self.source = source
        self.anchor = anchor.map { ($0.name, Weak($0.view)) }
    }

    /// The presenter, if the toast has one: made now, the first time it is asked for, for a toast
    /// whose presenter is made per show. Asked for only once the toast appears.
    var presenter: (any ToastContentPresenting)? {
        switch content {
        case .standard: return nil
        case .custom(let presenter): return presenter
        case .madePerShow(let factory):
            let presenter = factory.makePresenter()
            content = .custom(presenter)
            return presenter
        }
    }

    /// Whether a custom presenter runs the toast's show and hide animations itself (asked once
    /// the toast appears).
    var animatesItself: Bool { presenter?.animatesItself ?? false }

    /// A toast's views on screen, and what the stage last told them.
    @MainActor
    final class Views {
        /// The toast itself.
        let surface: ToastSurfaceView
        /// Covers the window, or only the part below the anchor for a toast that slides from
        /// behind it (its clip); the surface lives in it.
        let clipView: ToastPassThroughView
        /// The style's dim, under the toast, once the stage fades one in.
        var dim: UIView?
        /// A custom presenter's backdrop, under the toast.
        let backdrop: ToastPassThroughView?
        /// Where the stage last put it.
        var placed: ToastLayout.Placed?
        /// The transition's look it was last told to reach.
        var look = ToastTransitionSample.identity
        /// Runs the show or hide transition.
        var animator: UIViewPropertyAnimator?
        /// Runs a spring back; stopped when a finger takes the toast again or it starts leaving.
        var offsetAnimator: UIViewPropertyAnimator?
        /// Fades the dim; stopped when the next fade starts.
        var dimAnimator: UIViewPropertyAnimator?
        /// Where a drag has moved it from its place.
        var offset: CGPoint = .zero
        /// How a folded deck draws it beyond its look: smaller and dimmer behind the front.
        var pile = (scale: 1.0, opacity: 1.0)

        init(surface: ToastSurfaceView, clipView: ToastPassThroughView, backdrop: ToastPassThroughView?) {
            self.surface = surface
            self.clipView = clipView
            self.backdrop = backdrop
        }
    }

    /// Takes the toast's views off screen (and its presenter's view controller out of
    /// `parent`). The record stays until the request ends: a pre-empted toast comes back.
    func unhost(from parent: UIViewController) {
        guard let views else { return }
        self.views = nil
        for animator in [views.animator, views.offsetAnimator, views.dimAnimator] { animator?.stopAnimation(true) }
        views.surface.cancelPan()
        let child = presenter?.contentViewController
        if let child, child.parent === parent { child.willMove(toParent: nil) }
        views.clipView.removeFromSuperview()
        views.dim?.removeFromSuperview()
        views.backdrop?.removeFromSuperview()
        if let child, child.parent === parent {
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
    }
}

/// A reference held weakly, for handles that must not keep a scene alive.
@MainActor
struct Weak<Value: AnyObject> {
    weak var value: Value?

    init(_ value: Value) {
        self.value = value
    }
}
#endif
