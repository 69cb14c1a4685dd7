#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import ToastCore

/// Where a toast sits, for Objective-C callers.
@objc(TKToastPosition)
public enum ToastObjectiveCPosition: Int {
    case top, center, bottom

    var position: ToastPosition {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
    }
}

/// Why a toast ended, for Objective-C callers (``ToastDismissReason`` without its details).
@objc(TKToastDismissReason)
public enum ToastObjectiveCDismissReason: Int {
    case timeout, tap, swipe, action, dismissed, replaced, coalesced, dropped, rejected

    init(_ reason: ToastDismissReason) {
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
/// [TKToast show:@"Saved" duration:3.5 position:TKToastPositionTop completion:^(TKToastDismissReason reason) { … }];
/// [TKToast showFromAnyThread:@"Done"];   // from a background queue
/// ```
///
/// A duration of 0 or less means "automatic" (from the text's length), as Objective-C has no
/// optional numbers; use `TKToast.showIndefinitely:` for a toast that stays until tapped.
@MainActor
@objc(TKToast)
public final class ToastObjectiveC: NSObject {
    @available(*, unavailable)
    override init() {
        fatalError("TKToast has class methods only")
    }

    @objc(show:)
    @discardableResult
    public static func show(_ message: String) -> ToastHandle {
        Toast.show(message)
    }

    @objc(show:duration:position:completion:)
    @discardableResult
    public static func show(_ message: String, duration: TimeInterval, position: ToastObjectiveCPosition, completion: ((ToastObjectiveCDismissReason) -> Void)?) -> ToastHandle {
        Toast.show(message, duration: ToastDuration(objectiveCSeconds: duration), position: position.position) { dismissal in
            completion?(ToastObjectiveCDismissReason(dismissal.reason))
        }
    }

    @objc(showIndefinitely:)
    @discardableResult
    public static func showIndefinitely(_ message: String) -> ToastHandle {
        Toast.show(message, duration: .indefinite)
    }

    @objc(dismissAll)
    public static func dismissAll() {
        Toast.dismissAll()
    }

    /// Safe from any thread: hops to the main thread first.
    @objc(showFromAnyThread:)
    public nonisolated static func showFromAnyThread(_ message: String) {
        Toast.showFromAnyThread(message)
    }
}

extension UIView {
    /// `[view tk_showToast:@"Copied"]`: a toast in this view's scene.
    @objc(tk_showToast:)
    @available(swift, obsoleted: 1, message: "Use showToast(_:) from Swift")
    @discardableResult
    public func objectiveCShowToast(_ message: String) -> ToastHandle {
        showToast(message)
    }
}

extension UIViewController {
    /// `[self tk_showToast:@"Saved"]`: a toast in this controller's scene.
    @objc(tk_showToast:)
    @available(swift, obsoleted: 1, message: "Use showToast(_:) from Swift")
    @discardableResult
    public func objectiveCShowToast(_ message: String) -> ToastHandle {
        showToast(message)
    }
}
#endif
