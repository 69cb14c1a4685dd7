#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastKit

/// A toast's SwiftUI content as `Toast { … }` keeps it: a description of views, from which a
/// new presenter, with a hosting controller of its own, is made for every show. One hosting
/// controller moved into two toasts (one `Toast` value shown with `.replace`, or with
/// `maxVisible` above 1) would leave the second an empty frame once the first ended.
struct SwiftUIToastContent: ToastPresenterFactory {
    let content: AnyView
    /// The label the app gave, or `nil` (VoiceOver then reads the content's own text).
    let accessibilityLabel: String?
    /// The environment of the view the toast is shown from, once it is shown from one.
    var environment: CapturedEnvironment?

    func makePresenter() -> any ToastContentPresenting {
        SwiftUIContentPresenter(self)
    }
}
#endif
