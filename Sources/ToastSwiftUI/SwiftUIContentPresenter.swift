#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastCore
internal import ToastShellRules
import ToastKit
import UIKit

/// Hosts one show of a toast's SwiftUI content. ToastKit places, measures and moves it like its
/// own toasts; this only owns the hosting controller, which ToastKit makes a child of the
/// overlay's root view controller before the content is measured (a hosting controller measured
/// outside a window has no inherited traits: no Dynamic Type, no dark mode). A new one is made
/// for every show (`SwiftUIToastContent`).
@MainActor
final class SwiftUIContentPresenter: ToastContentTakingOpacity, ToastContentShowingPile {
    private let hosting: UIHostingController<SwiftUIToastRoot>
    private let fade: SwiftUIToastFade
    private let labelGiven: Bool

    init(_ content: SwiftUIToastContent) {
        labelGiven = content.accessibilityLabel != nil
        // safeAreaRegions exists from iOS 16.4; before it the root view ignores the safe area.
        let ignoresSafeArea: Bool
        if #available(iOS 16.4, *) {
            ignoresSafeArea = false
        } else {
            ignoresSafeArea = true
        }
        let fade = SwiftUIToastFade()
        self.fade = fade
        let element = ToastAccessibility.SwiftUIContent(label: content.accessibilityLabel.map { .given($0) } ?? .contentsOwn, actions: [])
        hosting = UIHostingController(
            rootView: SwiftUIToastRoot(
                content: content.content, environment: content.environment,
                accessibility: SwiftUIToastAccessibility(element: element, perform: { _ in }), ignoresSafeArea: ignoresSafeArea,
                fade: fade))
        hosting.view.backgroundColor = .clear
        // A size change inside the content (its state, its text) reaches the overlay's root view
        // controller as preferredContentSizeDidChange, and the toast is placed again.
        hosting.sizingOptions = [.preferredContentSize]
        if #available(iOS 16.4, *) {
            // The toast is kept inside the safe area by the layout; sliding in from an edge must
            // not make SwiftUI pad the content for the part of the screen it passes through.
            hosting.safeAreaRegions = []
        }
    }

    var contentViewController: UIViewController? { hosting }

    /// `content` is the toast's own view: from it the presenter learns which toast it draws,
    /// for VoiceOver's label and custom actions (decided by ToastCore), before the content is
    /// first laid out.
    func install(in content: UIView, backdrop: UIView) {
        self.content = content
        if let toast = Toast.snapshot(drawnBy: content) { showPile(behind: 0, of: toast) }
        hosting.view.frame = content.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(hosting.view)
    }

    /// The toast's own view, which the custom actions report through.
    private weak var content: UIView?

    /// What VoiceOver finds on the content (ToastCore's decision for `toast`, the front of a
    /// folded deck with `behind` toasts behind it, or not), and how its actions reach the toast.
    func showPile(behind: Int, of toast: ToastSnapshot) {
        let element = ToastAccessibility.swiftUIContent(for: toast, labelGiven: labelGiven, behind: behind)
        guard element != hosting.rootView.accessibility.element else { return }
        hosting.rootView.accessibility = SwiftUIToastAccessibility(
            element: element,
            perform: { [weak self] action in
                guard let content = self?.content else { return }
                switch action {
                case .expandDeck: Toast.expandDeck(drawnBy: content)
                case .action, .dismiss: Toast.report({ ToastAccessibility.event(for: action, toast: $0) }, onToastDrawnBy: content)
                }
            })
    }

    /// SwiftUI does not follow UIKit's animation blocks: the change is animated in SwiftUI over
    /// the same duration (on its ease-in-out curve, close to the transition's).
    func setOpacity(_ opacity: Double, duration: TimeInterval) {
        guard fade.opacity != opacity else { return }
        withAnimation(duration > 0 ? .easeInOut(duration: duration) : nil) { fade.opacity = opacity }
    }

    func sizeThatFits(_ size: CGSize) -> CGSize {
        hosting.sizeThatFits(in: size)
    }
}
#endif
