#if canImport(UIKit)
import UIKit
import ToastCore
import ToastKit

/// Where `ToastUtil` puts a toast: `TOP`, `CENTRE` or `BOTTOM` in Objective-C, as in the original.
@objc
public enum Gravity: Int {
    /// The toast's top edge at ⅙ of the free height (the container's height less the toast's).
    @objc(TOP) case top
    /// The toast's top edge at half the free height: centred.
    @objc(CENTRE) case centre
    /// The toast's top edge at ⅚ of the free height, the original's default.
    @objc(BOTTOM) case bottom

    var seed: ClassicSystem.ToastUtil.Gravity {
        switch self {
        case .top: .top
        case .centre: .centre
        case .bottom: .bottom
        }
    }
}

/// The Android-style toast of `ToastUtil.h` (seed `000`), on ToastKit's engine.
///
/// ```objc
/// [[ToastUtil toast] showToast:@"保存成功"];
/// [[ToastUtil toast] showToast:@"加载完成" duration:2 gravity:TOP finishHandler:^{ … }];
/// ```
/// ```swift
/// ToastUtil.toast().showToast("保存成功", duration: 2, gravity: .top) { … }
/// ```
///
/// Looks and times as the original (black at 60 %, radius 4, 12 pt, padding 12; at ⅙, ½ or ⅚ of
/// the free height; 0.2 s fades; 2.5 s by default; a new toast replaces the visible one). Fixed:
/// the finish handler of a replaced toast still runs (once, after it is gone); an old timer never
/// hides a newer toast; nothing is logged; the toast shows in the active scene's overlay, above
/// sheets, in the safe area, announced to VoiceOver; a "forever" duration (`MAXFLOAT`) keeps it
/// until it is tapped.
///
/// Every method may be called from any thread, as the original could: on the main thread the
/// toast shows at once; from another thread it shows on the main thread, after whatever that
/// thread asked for earlier (calls one thread makes show in its order; a call on the main thread
/// does not wait for calls other threads made before it). The finish handler runs on the main
/// thread.
///
/// `[[ToastUtil alloc] init]` and `[ToastUtil new]` work as they did, and every instance behaves
/// like `+toast`: the one ToastUtil toast on screen is replaced by the next, whichever instance
/// shows it (two instances of the original drew their toasts on top of each other).
///
/// It shows in the active scene, which needs the app's list of scenes: it is unavailable in app
/// extensions (where a toast shows from a view: `view.showToast`).
@available(iOSApplicationExtension, unavailable)
@MainActor
@objc(ToastUtil)
public final class ToastUtil: NSObject {
    private nonisolated static let shared = ToastUtil()

    /// The shared instance (`+toast`).
    @objc(toast)
    public nonisolated static func toast() -> ToastUtil {
        shared
    }

    /// An instance of its own, as the original allowed; it shows toasts exactly as ``toast()``
    /// does (it holds nothing: every toast is the engine's). Safe from any thread.
    nonisolated override public init() {
        super.init()
    }

    /// 2.5 s at the bottom.
    @objc(showToast:)
    public nonisolated func showToast(_ msg: String) {
        showToast(msg, duration: ClassicSystem.ToastUtil.defaultDurationSeconds, gravity: .bottom, finishHandler: nil)
    }

    /// `duration` seconds at the bottom.
    @objc(showToast:duration:)
    public nonisolated func showToast(_ msg: String, duration: TimeInterval) {
        showToast(msg, duration: duration, gravity: .bottom, finishHandler: nil)
    }

    /// `duration` seconds at `gravity`.
    ///
    /// ```objc
    /// [[ToastUtil toast] showToast:@"已复制" duration:1.5 gravity:CENTRE];
    /// ```
    ///
    /// The duration is taken as it is: 0 hides the toast as soon as it has faded in, and more
    /// than a day (`MAXFLOAT`, `DBL_MAX`, `INFINITY`) keeps it until it is tapped. A negative or
    /// NaN duration is refused and nothing shows.
    @objc(showToast:duration:gravity:)
    public nonisolated func showToast(_ msg: String, duration: TimeInterval, gravity: Gravity) {
        showToast(msg, duration: duration, gravity: gravity, finishHandler: nil)
    }

    /// `finishHandler` runs once, on the main thread, after the toast is gone, however it ended
    /// (also when a newer toast replaced it, or when the request was refused, for example for
    /// empty text).
    @objc(showToast:duration:gravity:finishHandler:)
    public nonisolated func showToast(
        _ msg: String, duration: TimeInterval, gravity: Gravity, finishHandler: (@MainActor @Sendable () -> Void)?
    ) {
        let request = ClassicSystem.ToastUtil.request(message: msg, duration: duration, gravity: gravity.seed)
        // Swift 6 traps a main-actor @objc method called off the main thread; hop instead.
        ToastMainThread.run {
            Toast.show(Toast(request: request)) { _ in finishHandler?() }
        }
    }
}

extension Toast {
    /// A toast that makes exactly `request` (a classic façade's decision).
    init(request: ToastRequest) {
        self.init(
            request.content.message, title: request.content.title, style: request.style, duration: request.duration,
            position: request.position, priority: request.priority, policy: request.policy, coalescingKey: request.coalescingKey)
    }
}
#endif
