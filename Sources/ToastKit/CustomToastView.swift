#if canImport(UIKit)
@preconcurrency import UIKit
import ToastCore
internal import ToastShellRules

/// The toast a custom presenter draws into (``ToastContentPresenting``): sized to the toast's
/// frame and moved by the scene host like ``ToastView``, with the same taps, presses, swipes,
/// escape gesture and keyboard shortcuts. Its presenter's views fill it.
///
/// What VoiceOver reads is ``ToastAccessibility/exposure(ofContentWithElements:toast:)``'s
/// decision, carried out here for UIKit content:
/// - content with no accessibility element makes this view the one element, labelled with the
///   request's text, with the toast's custom actions;
/// - content with elements of its own keeps them, and each offers the toast's custom actions
///   after its own (a container's custom actions are not offered on the elements inside it, and
///   an element's subviews are not read, so the actions go where VoiceOver's focus is).
///
/// Content a view controller owns (SwiftUI in a hosting controller) is left to that controller's own
/// accessibility: its elements are not views, and are built when VoiceOver asks for them. Escape
/// works for it all the same (UIKit asks every view that contains the focused element).
@MainActor
final class CustomToastView: ToastSurfaceView {
    let presenter: any ToastContentPresenting
    /// The content's elements that carry the toast's actions now.
    private var decorated: [Weak<UIView>] = []

    init(toast: ToastSnapshot, presenter: any ToastContentPresenting, onReport: @escaping (Report) -> Void) {
        self.presenter = presenter
        super.init(toast: toast, onReport: onReport)
        backgroundColor = .clear
        // Until the content is installed and placed (apply), the presenter's views are what
        // VoiceOver reads; the toast is announced by the engine either way.
        isAccessibilityElement = false
    }

    /// Sizes the toast to `frame` (its clip view's coordinates) and lays its content out at once, so
    /// that Auto Layout content moves within the same animation.
    func apply(_ frame: CGRect) {
        place(frame)
        layoutIfNeeded()
        refreshAccessibility()
    }

    /// Fades as ``ToastMaterialFade`` says for custom content: content that takes its opacity
    /// itself (SwiftUI in a hosting controller) gets it inside an opaque view, in step with the transition's
    /// animation (`UIView.inheritedAnimationDuration`: the duration of the animation block this
    /// runs in, 0 outside one); any other content fades as this one view.
    override func setOpacity(_ opacity: CGFloat) {
        let taker = presenter as? any ToastContentTakingOpacity
        let fade = ToastMaterialFade(opacity: Double(opacity), contentTakesOpacity: taker != nil)
        alpha = CGFloat(fade.view)
        taker?.setOpacity(fade.parts, duration: UIView.inheritedAnimationDuration)
    }

    override func update(toast: ToastSnapshot) {
        super.update(toast: toast)
        refreshAccessibility()
    }

    /// The front of a folded deck says how many wait behind it and offers to fan the deck out,
    /// whoever draws it.
    override func showPile(depth: Int, behind: Int) {
        guard depth != pileDepth || behind != pileBehind else { return }
        super.showPile(depth: depth, behind: behind)
        refreshAccessibility()
    }

    /// Carries out the exposure decision for the content as it is now (placed, so installed).
    private func refreshAccessibility() {
        guard presenter.contentViewController == nil else {
            (presenter as? any ToastContentShowingPile)?.showPile(behind: pileBehind, of: toast)
            return
        }
        let elements = Self.elements(in: self)
        let actions = makeAccessibilityActions()
        // An element that says nothing and does nothing (an image with no label) is no voice of
        // the content's own.
        let speaks = elements.contains { element in
            !(element.accessibilityLabel ?? "").isEmpty || element.accessibilityTraits.contains(.button) || element is UIControl
        }
        switch ToastAccessibility.exposure(ofContentWithElements: speaks, toast: toast) {
        case .toastElement(let label):
            undecorate()
            isAccessibilityElement = true
            accessibilityLabel = label
            accessibilityValue = ToastAccessibility.deckValue(behind: pileBehind)
            accessibilityTraits = toast.request.content.action == nil ? .staticText : [.staticText, .button]
            accessibilityCustomActions = actions
        case .contentElements:
            isAccessibilityElement = false
            accessibilityLabel = nil
            accessibilityValue = nil
            accessibilityCustomActions = nil
            undecorate(keeping: elements)
            for element in elements {
                element.accessibilityCustomActions = Self.own(element.accessibilityCustomActions) + actions
            }
            decorated = elements.map { Weak($0) }
        }
    }

    /// Takes the toast's actions off the elements that had them, except `kept`.
    private func undecorate(keeping kept: [UIView] = []) {
        for view in decorated.compactMap(\.value) where !kept.contains(where: { $0 === view }) {
            let own = Self.own(view.accessibilityCustomActions)
            view.accessibilityCustomActions = own.isEmpty ? nil : own
        }
        decorated = []
    }

    /// The actions an element's own code gave it.
    private static func own(_ actions: [UIAccessibilityCustomAction]?) -> [UIAccessibilityCustomAction] {
        (actions ?? []).filter { !($0 is ToastAccessibilityAction) }
    }

    /// The accessibility elements among `view`'s descendants that are views, in subview order:
    /// a view that is an element is one (its subviews are not read); a hidden view and its
    /// subviews are none.
    private static func elements(in view: UIView) -> [UIView] {
        var found: [UIView] = []
        for subview in view.subviews where !subview.isHidden && !subview.accessibilityElementsHidden {
            if subview.isAccessibilityElement {
                found.append(subview)
            } else {
                found += elements(in: subview)
            }
        }
        return found
    }
}
#endif
