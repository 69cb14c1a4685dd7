#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The environment of the view a toast with SwiftUI content is shown from, as it was at that
/// moment, carried to the toast's own hosting controller: the SwiftUI environment does not
/// cross a `UIHostingController`, so without it content that reads an `@EnvironmentObject` the
/// app set stops with SwiftUI's fatal error, and tint, locale and Dynamic Type limits are lost.
///
/// It is read where SwiftUI hands a view its `EnvironmentValues` (the `showToast` key path, a
/// `.toast` modifier's body) and applied to the content with `.environment(\.self, …)`
/// (`SwiftUIToastRoot` says what it keeps from the overlay instead).
///
/// `@unchecked Sendable`, with this proof: `EnvironmentValues` is not `Sendable`, and the box
/// travels inside ``ShowToastAction``, which is. The box is immutable (one `let`, written only by
/// `init`), `EnvironmentValues` is a value type with copy-on-write storage, so no write to another
/// copy reaches the one in the box, and the box's `values` are read only on the main actor
/// (by `SwiftUIContentPresenter`, which is main-actor isolated, when it builds a toast's root view).
final class CapturedEnvironment: @unchecked Sendable {
    let values: EnvironmentValues

    init(_ values: EnvironmentValues) {
        self.values = values
    }
}

extension EnvironmentValues {
    /// The environment here, to host a toast's SwiftUI content in (for the `.toast` modifiers).
    var capturedForToasts: CapturedEnvironment { CapturedEnvironment(self) }
}
#endif
