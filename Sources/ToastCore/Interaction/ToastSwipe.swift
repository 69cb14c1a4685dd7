/// Decides what a pan on a toast does: how far the toast follows the finger, and whether letting
/// go dismisses it.
///
/// A toast is swiped away towards its own edge: a bottom toast down, a top or anchored toast up,
/// a centred one sideways in either direction. Against that direction it follows the finger
/// reluctantly (rubber-banding). Letting go dismisses it when it has travelled
/// ``distanceThreshold`` points or is moving at ``velocityThreshold`` points a second that way
/// (SwiftMessages' thresholds); otherwise it springs back.
package enum ToastSwipe {
    /// Points travelled towards the edge that dismiss on release.
    package static let distanceThreshold: Double = 75
    /// Points a second towards the edge that dismiss on release.
    package static let velocityThreshold: Double = 750
    /// How much of a pan against the dismiss direction the toast follows.
    package static let resistance: Double = 0.15

    /// The directions a toast at `position` can be swiped away in.
    package enum Axis: Sendable {
        /// Down only (bottom toasts).
        case down
        /// Up only (top and anchored toasts).
        case up
        /// Left or right.
        case sideways
    }

    package static func axis(for position: ToastPosition) -> Axis {
        switch position {
        case .bottom: .down
        case .top, .anchored: .up
        case .center: .sideways
        case .fraction(let value): value < 0.4 ? .up : value > 0.6 ? .down : .sideways
        }
    }

    /// Whether a pan on `toast` moves it: only while its style swipes and it is not leaving. A
    /// toast that starts leaving during a drag (replaced, dismissed, dismiss-all) stops following
    /// the finger and leaves from where it is; a drag never brings it back.
    package static func tracksPan(of toast: ToastSnapshot) -> Bool {
        toast.request.style.behavior.swipeToDismiss && !toast.isLeaving
    }

    /// Where the toast is drawn for a pan of `translation` (physical points, y down).
    package static func displacement(for translation: ToastPoint, position: ToastPosition) -> ToastPoint {
        func resist(_ value: Double, towards sign: Double) -> Double {
            value * sign >= 0 ? value : value * resistance
        }
        switch axis(for: position) {
        case .down: return ToastPoint(x: translation.x * resistance, y: resist(translation.y, towards: 1))
        case .up: return ToastPoint(x: translation.x * resistance, y: resist(translation.y, towards: -1))
        case .sideways: return ToastPoint(x: translation.x, y: translation.y * resistance)
        }
    }

    /// Whether releasing a pan with this translation and velocity dismisses the toast.
    package static func dismissesOnRelease(translation: ToastPoint, velocity: ToastPoint, position: ToastPosition) -> Bool {
        func decisive(_ distance: Double, _ speed: Double) -> Bool {
            distance >= distanceThreshold || (speed >= velocityThreshold && distance > 0)
        }
        switch axis(for: position) {
        case .down: return decisive(translation.y, velocity.y)
        case .up: return decisive(-translation.y, -velocity.y)
        case .sideways:
            let sign: Double = translation.x >= 0 ? 1 : -1
            return decisive(translation.x * sign, velocity.x * sign)
        }
    }
}
