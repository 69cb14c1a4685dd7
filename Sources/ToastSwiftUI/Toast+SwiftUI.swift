#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastCore
internal import ToastShellRules
import ToastKit
import UIKit

extension Toast {
    /// What VoiceOver announces for custom content that names no label: "Notification", in the
    /// language the app is shown in (ToastKit ships it in 34 languages; an app's own
    /// `ToastKit.strings` table overrides it).
    public static let defaultAccessibilityLabel = ToastPhrase.notification.localized

    /// A toast with custom SwiftUI content, a toast like any other: placed by the style's rules
    /// at `position` at the size SwiftUI gives it, stacked with the other toasts there, kept above
    /// the keyboard, placed again on rotation and text-size changes, moved by the style's
    /// transitions; the engine decides its timing, queue and end.
    ///
    /// ```swift
    /// showToast(Toast(accessibilityLabel: "Downloaded 3 files") {
    ///     HStack { Image(systemName: "arrow.down.circle.fill"); Text("3 files") }
    ///         .padding().background(.thinMaterial, in: Capsule())
    /// })
    /// ```
    ///
    /// The content lives in a hosting controller of its own, in the overlay above the app; each
    /// show makes a new one, so one `Toast` value can be shown again while it is still up.
    /// Shown with ``ShowToastAction`` or a `.toast` modifier, it gets the environment of the view
    /// it is shown from, as it was at that moment: the environment objects and observable objects
    /// that view can read, its tint, locale, Dynamic Type size (with that view's limits), fonts
    /// and your own keys; its appearance and `isEnabled` stay the overlay's. Shown with ToastKit's
    /// `Toast.show(_:in:completion:)`, from outside SwiftUI, it gets no environment: give the
    /// content what it reads yourself (`CartBadge().environmentObject(cart)`). ToastSwiftUI's
    /// overview says what crosses and what does not.
    ///
    /// VoiceOver reads the content as one element, like every toast: its label is
    /// `accessibilityLabel`, or without one the content's own text; its buttons are named actions
    /// of the element, and it offers "Dismiss" whenever the toast can be tapped or swiped away,
    /// or never hides by itself. `accessibilityLabel` is also what is announced when the toast
    /// appears ("Notification" without one) and how its reading time is measured. Buttons inside
    /// work; with a style that dismisses on tap, a tap on one also ends the toast.
    public init<Content: View>(
        accessibilityLabel: String? = nil, style: ToastStyle? = nil, duration: ToastDuration? = nil,
        position: ToastPosition? = nil, priority: ToastPriority = .normal, policy: ToastQueuePolicy? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            accessibilityLabel ?? Self.defaultAccessibilityLabel, style: style, duration: duration, position: position, priority: priority,
            policy: policy)
        presenterFactory = SwiftUIToastContent(content: AnyView(content()), accessibilityLabel: accessibilityLabel)
    }

    /// The toast with its SwiftUI content drawn in `environment`, the environment of the view
    /// it is shown from; any other toast as it is.
    func withEnvironment(_ environment: CapturedEnvironment?) -> Toast {
        guard let environment, var content = presenterFactory as? SwiftUIToastContent else { return self }
        content.environment = environment
        var toast = self
        toast.presenterFactory = content
        return toast
    }
}
#endif
