#if canImport(UIKit)
import UIKit
import ToastCore

/// A toast that draws itself, while it stays a toast like any other: the engine decides when it
/// shows, how long it stays, what a tap does and when it ends, and ToastKit places it by its
/// style's rules — stacked with the other toasts at its position, above the keyboard, placed
/// again on rotation, size, text-size and appearance changes — and moves it with the style's
/// transitions.
///
/// ToastKit gives the presenter `content`, a view that *is* the toast: ToastKit sizes it to the
/// toast's frame, moves it, and takes taps, presses and swipes on it (without cancelling the
/// touches of buttons inside it). The presenter fills it with its views and says how big they
/// want to be; ToastKit asks again whenever it lays out. `backdrop` covers the window behind the
/// toast and never takes touches, for a dim of the presenter's own. Both are in the window when
/// `install` runs, so the views have the window's traits (Dynamic Type, dark mode) when measured.
///
/// ```swift
/// final class BadgePresenter: ToastContentPresenting {
///     let badge = BadgeView()
///     func install(in content: UIView, backdrop: UIView) {
///         badge.frame = content.bounds
///         badge.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///         content.addSubview(badge)
///     }
///     func sizeThatFits(_ size: CGSize) -> CGSize { badge.sizeThatFits(size) }
/// }
/// var toast = Toast("3 new")        // what VoiceOver announces
/// toast.presenter = BadgePresenter()
/// ```
///
/// A presenter that runs its own show and hide animations says so with `animatesItself`; when
/// its exit has removed its views it calls `finished`, and the toast ends then. If it never
/// calls, the toast ends at the style's hide deadline and ToastKit removes whatever is left.
///
/// Content with a blur, a material or glass adopts ``ToastContentTakingOpacity`` to fade itself:
/// an effect view inside a view whose alpha is below 1 is drawn wrongly.
@MainActor
public protocol ToastContentPresenting: AnyObject {
    /// A view controller that owns the content (a `UIHostingController`), or `nil`. ToastKit
    /// adds it as a child of the overlay's root view controller before `install`, and removes it
    /// with the toast.
    var contentViewController: UIViewController? { get }
    /// Adds the toast's views to `content` (the toast) and, if it wants one, a dim to `backdrop`.
    func install(in content: UIView, backdrop: UIView)
    /// The content's size when it may be at most `size`. Asked after `install` and on every
    /// layout.
    func sizeThatFits(_ size: CGSize) -> CGSize
    /// Whether `animateIn` and `animateOut` run the show and hide animations. When `false` (the
    /// default) ToastKit moves `content` with the style's transitions and never calls them.
    var animatesItself: Bool { get }
    /// The show transition starts and lasts `duration` seconds.
    func animateIn(duration: TimeInterval)
    /// The hide transition starts; it may last up to `duration` seconds. Call `finished` when
    /// the views are gone.
    func animateOut(duration: TimeInterval, finished: @escaping @MainActor () -> Void)
}

extension ToastContentPresenting {
    public var contentViewController: UIViewController? { nil }
    public var animatesItself: Bool { false }
    public func animateIn(duration: TimeInterval) {}
    public func animateOut(duration: TimeInterval, finished: @escaping @MainActor () -> Void) { finished() }
}
#endif
