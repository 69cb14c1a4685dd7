/// Which keyboard frame toasts avoid.
///
/// Only a docked keyboard is avoided: one that reaches the container's bottom edge, as UIKit's
/// own `keyboardLayoutGuide` follows it. A floating or undocked iPad keyboard can be anywhere
/// and the user moves it; avoiding it would throw bottom toasts to the middle of the screen. A
/// hardware keyboard's shortcuts bar is docked (short, at the bottom) and is avoided.
///
/// A scene that starts showing toasts while the keyboard is already up has seen no keyboard
/// notification: it reads the app window's keyboard layout guide, which with no docked keyboard
/// sits on the safe area's bottom edge.
package enum ToastKeyboard {
    /// How far a keyboard's bottom may be from the container's bottom edge and still count as
    /// docked (rounding in coordinate conversions).
    package static let dockingTolerance = 1.0

    /// `frame` (container coordinates) if it is a docked keyboard, else `nil`.
    package static func docked(_ frame: ToastRect?, in container: ToastSize) -> ToastRect? {
        guard let frame, frame.width > 0, frame.height > 0,
            frame.maxY >= container.height - dockingTolerance, frame.minY < container.height
        else { return nil }
        return frame
    }

    /// The keyboard a keyboard layout guide's frame shows (container coordinates), given the
    /// safe area's bottom inset: `nil` when the guide rests on the safe area's bottom edge.
    package static func frame(layoutGuide: ToastRect, safeAreaBottom: Double, in container: ToastSize) -> ToastRect? {
        guard layoutGuide.minY < container.height - safeAreaBottom - dockingTolerance else { return nil }
        return docked(layoutGuide, in: container)
    }
}
