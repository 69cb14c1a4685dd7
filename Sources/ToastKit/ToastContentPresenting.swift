#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import ToastCore

/// A toast that draws and animates itself, while the engine still decides when it shows, how
/// long it stays, what a tap does and when it ends.
///
/// ToastKit gives the presenter a container that covers the window and lets touches through;
/// the presenter adds its views and returns the one view that takes touches (a tap on it reaches
/// the engine, a touch holds the timer). The presenter animates in and out when told; when its
/// exit has removed its views it calls `finished`, and the toast ends then. If it never calls,
/// the toast ends at the style's hide deadline and ToastKit removes the container with whatever
/// is left in it.
///
/// ```swift
/// final class BadgePresenter: ToastContentPresenting {
///     func install(in container: UIView) -> UIView { … return badge }
///     func animateIn(duration: TimeInterval) { UIView.animate(withDuration: duration) { badge.alpha = 1 } }
///     func animateOut(duration: TimeInterval, finished: @escaping @MainActor () -> Void) { … }
/// }
/// var toast = Toast("3 new")
/// toast.presenter = BadgePresenter()
/// ```
@MainActor
public protocol ToastContentPresenting: AnyObject {
    /// Adds the toast's views to `container`; returns the view that takes touches.
    func install(in container: UIView) -> UIView
    /// The show transition starts and lasts `duration` seconds.
    func animateIn(duration: TimeInterval)
    /// The hide transition starts; it may last up to `duration` seconds. Call `finished` when the
    /// views are gone.
    func animateOut(duration: TimeInterval, finished: @escaping @MainActor () -> Void)
}
#endif
