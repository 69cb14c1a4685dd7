#if canImport(UIKit)
import UIKit
import ToastCore

/// Where a toast sits, for Objective-C callers.
@objc(TKToastPosition)
public enum ToastObjectiveCPosition: Int {
    /// `TKToastPositionTop`, `TKToastPositionCenter` and `TKToastPositionBottom`: below the top
    /// safe-area edge, centred in the space the safe area and keyboard leave, or above the
    /// bottom safe-area edge and the keyboard (``/ToastCore/ToastPosition``'s `top`, `center`
    /// and `bottom`).
    case top, center, bottom

    var position: ToastPosition {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
    }
}

/// A toast's look, for Objective-C callers: the modern presets.
@objc(TKToastStyle)
public enum ToastObjectiveCStyle: Int, Sendable {
    /// `TKToastStyleStandard`, `…Success`, `…Warning`, `…Error` and `…Info`: the presets of the
    /// same names (``/ToastCore/ToastStyle/standard``, ``/ToastCore/ToastStyle/success``,
    /// ``/ToastCore/ToastStyle/warning``, ``/ToastCore/ToastStyle/error``,
    /// ``/ToastCore/ToastStyle/info``), with their icons, tints, haptics and default durations.
    case standard, success, warning, error, info

    var style: ToastStyle {
        switch self {
        case .standard: .standard
        case .success: .success
        case .warning: .warning
        case .error: .error
        case .info: .info
        }
    }
}

/// How the toasts that share a position are drawn, for Objective-C callers
/// (``/ToastCore/ToastStacking``).
@objc(TKToastStacking)
public enum ToastObjectiveCStacking: Int {
    /// `TKToastStackingList` and `TKToastStackingDeck`: one above the other, or a pile that fans
    /// out on a tap (``/ToastCore/ToastStacking/list``, ``/ToastCore/ToastStacking/deck``).
    case list, deck
}

/// Why a toast ended, for Objective-C callers (``/ToastCore/ToastEndReason`` without its
/// details).
@objc(TKToastEndReason)
public enum ToastObjectiveCEndReason: Int {
    /// `TKToastEndReasonTimeout`, `…Tap`, `…Swipe`, `…Action`, `…Dismissed`, `…Replaced`,
    /// `…Coalesced`, `…Dropped` and `…Rejected`: the reasons of the same names. Its time ran
    /// out; the user tapped it, swiped it away or chose its action; the app dismissed it; a
    /// newer toast replaced it or carried its news (coalesced); it never showed because it was
    /// dropped (a full queue, a busy position, no window) or rejected (nothing to show, a bad
    /// duration).
    case timeout, tap, swipe, action, dismissed, replaced, coalesced, dropped, rejected

    init(_ reason: ToastEndReason) {
        switch reason {
        case .timeout: self = .timeout
        case .tap: self = .tap
        case .swipe: self = .swipe
        case .action: self = .action
        case .dismissed: self = .dismissed
        case .replaced: self = .replaced
        case .coalesced: self = .coalesced
        case .dropped: self = .dropped
        case .rejected: self = .rejected
        }
    }
}

/// ToastKit's main entry points for Objective-C.
///
/// ```objc
/// [TKToast show:@"Saved"];
/// [TKToast show:@"Saved" duration:3.5 position:TKToastPositionTop completion:^(TKToastEndReason reason) { … }];
/// ```
///
/// Every entry point may be called from any thread, as legacy code does from network callbacks:
/// on the main thread it shows at once, within the call; from another thread the toast shows on the
/// main thread, after whatever that thread asked for earlier (in Swift 6 a main-actor `@objc`
/// method called off the main thread traps, so these are `nonisolated` and hop themselves).
/// Calls one thread makes show in the order it made them. Calls from different threads have no
/// order between them: one made on the main thread shows at once, ahead of calls another thread
/// made just before it that still wait for the main queue. The handle is returned at once either
/// way; completions run on the main thread.
///
/// A duration of 0 or less means "automatic" (from the text's length), as Objective-C has no
/// optional numbers; more than a day (`DBL_MAX`, `MAXFLOAT`, `INFINITY`) means the toast stays
/// until tapped; `TKToast.showIndefinitely:` says so by name.
///
/// The `show…` methods show in the active scene, which needs the app's list of scenes: they are
/// unavailable in app extensions. There, use `-[UIView tk_showToast:]` or
/// `-[UIViewController tk_showToast:]` on a view the extension shows. `dismissAll` works
/// everywhere.
@MainActor
@objc(TKToast)
public final class ToastObjectiveC: NSObject {
    @available(*, unavailable)
    override init() {
        fatalError("TKToast has class methods only")
    }

    /// `[TKToast show:@"Saved"]`: a message with everything else from ``Toast/defaults`` and
    /// its style. Safe from any thread; returns at once.
    @available(iOSApplicationExtension, unavailable)
    @objc(show:)
    @discardableResult
    public nonisolated static func show(_ message: String) -> ToastHandle {
        show(message, duration: nil, position: nil, completion: nil)
    }

    /// A message for `duration` seconds at `position`, with a completion that gets the reason it
    /// ended, on the main thread, exactly once.
    ///
    /// ```objc
    /// [TKToast show:@"Saved" duration:0 position:TKToastPositionTop completion:nil];
    /// ```
    ///
    /// A duration of 0 or less, or NaN, means automatic (from the text's length); more than a
    /// day (`DBL_MAX`, `MAXFLOAT`, `INFINITY`) means the toast stays until tapped, as
    /// `showIndefinitely:` does.
    @available(iOSApplicationExtension, unavailable)
    @objc(show:duration:position:completion:)
    @discardableResult
    public nonisolated static func show(
        _ message: String, duration: TimeInterval, position: ToastObjectiveCPosition,
        completion: (@MainActor @Sendable (ToastObjectiveCEndReason) -> Void)?
    ) -> ToastHandle {
        show(message, duration: ToastDuration(objectiveCSeconds: duration), position: position.position, completion: completion)
    }

    /// A toast with a title, a style, an SF Symbol and one action, for Objective-C:
    /// `[TKToast show:@"Deleted" title:nil style:TKToastStyleSuccess icon:nil actionTitle:@"Undo" action:^{ … }]`.
    @available(iOSApplicationExtension, unavailable)
    @objc(show:title:style:icon:actionTitle:action:)
    @discardableResult
    public nonisolated static func show(
        _ message: String, title: String?, style: ToastObjectiveCStyle, icon symbolName: String?, actionTitle: String?,
        action: (@MainActor @Sendable () -> Void)?
    ) -> ToastHandle {
        let handle = ToastHandle()
        ToastMainThread.run {
            var toast = Toast(message, title: title, icon: symbolName.map(Toast.Icon.system), style: style.style)
            if let actionTitle, let action { toast.action = Toast.Action(actionTitle, handler: action) }
            ToastCenter.shared.show(toast, from: .app(in: nil), anchor: nil, handle: handle, completion: nil)
        }
        return handle
    }

    /// A loading toast (a spinner) that stays until its handle finishes or dismisses it:
    /// `-updateProgress:`, `-updateMessage:`, `-finishWithMessage:style:`. It appears only if the
    /// work is still running after a grace time (``ToastDefaults/loading``).
    @available(iOSApplicationExtension, unavailable)
    @objc(showLoading:)
    @discardableResult
    public nonisolated static func showLoading(_ message: String) -> ToastHandle {
        let handle = ToastHandle()
        ToastMainThread.run {
            let toast = Toast(message, progress: .indeterminate, loading: Toast.defaults.loading)
            ToastCenter.shared.show(toast, from: .app(in: nil), anchor: nil, handle: handle, completion: nil)
        }
        return handle
    }

    /// A message that stays until the user taps it or the app dismisses it (through the
    /// returned handle or ``dismissAll()``). Safe from any thread.
    @available(iOSApplicationExtension, unavailable)
    @objc(showIndefinitely:)
    @discardableResult
    public nonisolated static func showIndefinitely(_ message: String) -> ToastHandle {
        show(message, duration: .indefinite, position: nil, completion: nil)
    }

    /// Ends every toast in every scene, visible, queued or waiting, with
    /// `TKToastEndReasonDismissed`. Safe from any thread; from another thread it takes
    /// effect on the main thread, after what that thread asked for earlier (not after what
    /// other threads asked for: a show another thread requested just before may still be on its
    /// way, and shows).
    @objc(dismissAll)
    public nonisolated static func dismissAll() {
        ToastMainThread.run { Toast.dismissAll() }
    }

    /// `TKToast.maxVisible = 3;`: how many toasts one position of one scene shows at once
    /// (``ToastDefaults/maxVisible``). Main thread only, like the rest of an app's set-up.
    @objc public static var maxVisible: Int {
        get { Toast.defaults.maxVisible }
        set { Toast.defaults.maxVisible = newValue }
    }

    /// `TKToast.stacking = TKToastStackingDeck;`: how the toasts that share a position are drawn
    /// (``ToastDefaults/stacking``). Main thread only.
    @objc public static var stacking: ToastObjectiveCStacking {
        get { Toast.defaults.stacking == .deck ? .deck : .list }
        set { Toast.defaults.stacking = newValue == .deck ? .deck : .list }
    }

    /// The same as `show:`, which is safe from any thread too; kept for code written against it.
    @available(iOSApplicationExtension, unavailable)
    @objc(showFromAnyThread:)
    public nonisolated static func showFromAnyThread(_ message: String) {
        show(message)
    }

    @available(iOSApplicationExtension, unavailable)
    private nonisolated static func show(
        _ message: String, duration: ToastDuration?, position: ToastPosition?,
        completion: (@MainActor @Sendable (ToastObjectiveCEndReason) -> Void)?
    ) -> ToastHandle {
        let handle = ToastHandle()
        ToastMainThread.run {
            var finished: Toast.Completion?
            if let completion {
                finished = { ending in completion(ToastObjectiveCEndReason(ending.reason)) }
            }
            let toast = Toast(message, duration: duration, position: position)
            ToastCenter.shared.show(toast, from: .app(in: nil), anchor: nil, handle: handle, completion: finished)
        }
        return handle
    }
}

extension UIView {
    /// `[view tk_showToast:@"Copied"]`: a toast in this view's scene. Safe from any thread.
    @objc(tk_showToast:)
    @available(swift, obsoleted: 1, message: "Use showToast(_:) from Swift")
    @discardableResult
    public nonisolated func objectiveCShowToast(_ message: String) -> ToastHandle {
        let handle = ToastHandle()
        ToastMainThread.run { self.showToast(Toast(message), handle: handle, completion: nil) }
        return handle
    }
}

extension UIViewController {
    /// `[self tk_showToast:@"Saved"]`: a toast in this controller's scene. Safe from any thread.
    @objc(tk_showToast:)
    @available(swift, obsoleted: 1, message: "Use showToast(_:) from Swift")
    @discardableResult
    public nonisolated func objectiveCShowToast(_ message: String) -> ToastHandle {
        let handle = ToastHandle()
        ToastMainThread.run { self.showToast(Toast(message), handle: handle, completion: nil) }
        return handle
    }
}
#endif
