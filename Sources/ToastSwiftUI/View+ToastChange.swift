#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension View {
    /// Runs `action` with the new value whenever `value` changes: with iOS 17's `onChange(of:)`
    /// (two parameters) from iOS 17 on, and with the one-parameter form, deprecated in iOS 17,
    /// before. Either way `action` is the closure of the body that was built *before* the change
    /// (on iOS 16 the one-parameter form runs that one too), so what it needs besides the new
    /// value is read at the time it runs, not captured from the view.
    ///
    /// The iOS 17 form is compiled only against an SDK that has it (the iOS 17 SDK on, the one
    /// every Xcode that reads this package has); against the iOS 16.5 SDK, which
    /// `scripts/ios-check` also compiles against, the iOS 16 form runs on every system.
    @ViewBuilder
    func onToastChange<Value: Equatable>(of value: Value, perform action: @escaping (Value) -> Void) -> some View {
        #if canImport(UIKit, _version: 7000)
        if #available(iOS 17.0, *) {
            onChange(of: value) { _, newValue in action(newValue) }
        } else {
            onChange(of: value, perform: action)
        }
        #else
        onChange(of: value, perform: action)
        #endif
    }
}
#endif
