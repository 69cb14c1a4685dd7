#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension View {
    /// Runs `action` with the new value whenever `value` changes: with iOS 17's `onChange(of:)`
    /// (two parameters) from iOS 17 on, and with the one-parameter form, deprecated in iOS 17,
    /// before. Either way `action` is the closure of the body that was built *before* the change
    /// (on iOS 16 the one-parameter form runs that one too), so what it needs besides the new
    /// value is read at the time it runs, not captured from the view.
    @ViewBuilder
    func onToastChange<Value: Equatable>(of value: Value, perform action: @escaping (Value) -> Void) -> some View {
        if #available(iOS 17.0, *) {
            onChange(of: value) { _, newValue in action(newValue) }
        } else {
            onChange(of: value, perform: action)
        }
    }
}
#endif
