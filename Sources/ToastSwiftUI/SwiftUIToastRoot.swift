#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastCore
internal import ToastShellRules
import ToastKit

/// The root view of a toast's SwiftUI content, in the toast's own hosting controller.
///
/// - The environment of the view the toast was shown from applies to the content
///   (`CapturedEnvironment`), as it was at the show, except two values that stay the overlay's:
///   the appearance (`colorScheme`: the toast looks like the toasts beside it, and follows a
///   switch to dark mode while it is up) and `isEnabled` (a toast shown from a disabled part of
///   a screen still takes taps).
/// - The content is one accessibility element, as ToastCore's `ToastAccessibility.swiftUIContent`
///   decides: its children combined (their buttons become named actions), the label the app
///   gave if it gave one, and the toast's custom actions ("Dismiss").
/// - Before iOS 16.4 (no `safeAreaRegions`) the content ignores the safe area and the keyboard
///   itself. SwiftUI lays out a view that ignores the safe area in its container's full bounds;
///   the hosting view is exactly the toast, which ToastKit keeps inside the safe area at rest, so
///   the content is neither padded nor shifted as it slides through the insets or the keyboard.
struct SwiftUIToastRoot: View {
    let content: AnyView
    let environment: CapturedEnvironment?
    var accessibility: SwiftUIToastAccessibility
    /// Whether the content ignores the safe area itself (iOS 16.0–16.3).
    let ignoresSafeArea: Bool
    /// The transition's opacity, which the content takes itself (``SwiftUIToastFade``).
    @ObservedObject var fade: SwiftUIToastFade
    /// The overlay's appearance, read outside the carried environment.
    @Environment(\.colorScheme) private var overlayColorScheme

    var body: some View {
        content
            // Without a compositing group SwiftUI applies an opacity to each layer below it, so a
            // material or glass in the content fades as itself, not inside a translucent view.
            .opacity(fade.opacity)
            .environment(\.isEnabled, true)
            .environment(\.colorScheme, overlayColorScheme)
            .modifier(CarriedEnvironment(environment: environment))
            .modifier(SwiftUIToastAccessibilityModifier(accessibility: accessibility))
            .ignoresSafeArea(.all, edges: ignoresSafeArea ? .all : [])
    }
}

/// Applies a captured environment: every value, environment objects (`environmentObject(_:)`)
/// and observable objects (`environment(_:)`) included, since SwiftUI keeps them all in
/// `EnvironmentValues`.
/// The opacity of a toast's SwiftUI content during its transitions: the content takes it itself
/// (ToastCore's `ToastMaterialFade`), and the view that hosts it stays opaque.
///
/// It starts at 0, the look every show transition starts from. SwiftUI reads an observable
/// object when it next updates, after the current turn: the show transition sets 0 and then
/// animates to 1 in one turn, so SwiftUI sees only the last value, and content that started at 1
/// popped in with nothing to animate from (with Reduce Motion, where the fade is the whole
/// entrance, it had none). At 0 from the start, the content is measured (its first update)
/// invisible, and the animated change to 1 runs from there.
@MainActor
final class SwiftUIToastFade: ObservableObject {
    @Published var opacity: Double = 0
}

private struct CarriedEnvironment: ViewModifier {
    let environment: CapturedEnvironment?

    func body(content: Content) -> some View {
        if let environment {
            content.environment(\.self, environment.values)
        } else {
            content
        }
    }
}

/// What VoiceOver finds on SwiftUI content, and how its custom actions reach the toast.
struct SwiftUIToastAccessibility {
    var element: ToastAccessibility.SwiftUIContent
    /// Sends a custom action to the toast the content is in.
    var perform: @MainActor (ToastAccessibility.CustomAction) -> Void
}

/// Makes the content one element with its label and custom actions. The structure is the same
/// before and after the presenter learns its toast (only the actions and the label's text
/// change), so the content keeps its state.
private struct SwiftUIToastAccessibilityModifier: ViewModifier {
    let accessibility: SwiftUIToastAccessibility

    func body(content: Content) -> some View {
        content
            // An element of its own, combined with the content's: the content's view stays the
            // same whether the toast is a deck's front or not, so it keeps its state.
            .overlay(SwiftUIToastValue(value: accessibility.element.value))
            .accessibilityElement(children: .combine)
            .modifier(SwiftUIToastLabel(label: accessibility.element.label))
            .accessibilityActions {
                ForEach(accessibility.element.actions, id: \.self) { action in
                    Button(ToastAccessibility.name(of: action)) { accessibility.perform(action) }
                }
            }
    }
}

/// How many toasts wait behind the front of a folded deck: an invisible element that the
/// content's combined element reads after the content's own value.
private struct SwiftUIToastValue: View {
    let value: String?

    var body: some View {
        Color.clear
            .allowsHitTesting(false)
            .accessibilityElement()
            .accessibilityValue(Text(verbatim: value ?? ""))
            .accessibilityHidden(value == nil)
    }
}

private struct SwiftUIToastLabel: ViewModifier {
    let label: ToastAccessibility.SwiftUIContent.Label

    func body(content: Content) -> some View {
        switch label {
        case .given(let text): content.accessibilityLabel(Text(verbatim: text))
        case .contentsOwn: content
        }
    }
}
#endif
