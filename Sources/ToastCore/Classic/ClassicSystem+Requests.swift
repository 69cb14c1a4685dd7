/// How each seed API's call becomes an engine request: the decisions of the ToastKitClassic
/// façades, kept here so they run and are tested on every platform.
extension ClassicSystem.ToastUtil {
    /// `Gravity`: where `showToast:duration:gravity:` puts the toast.
    package enum Gravity: Int, Hashable, Sendable, CaseIterable {
        case top, centre, bottom

        /// `y = (H − h) × 1/6, 1/2, 5/6`.
        package var position: ToastPosition {
            switch self {
            case .top: .fraction(ClassicSystem.ToastUtil.topFraction)
            case .centre: .fraction(ClassicSystem.ToastUtil.centreFraction)
            case .bottom: .fraction(ClassicSystem.ToastUtil.bottomFraction)
            }
        }
    }

    /// `showToast:duration:gravity:`: the ToastUtil look; a new toast replaces the visible one at
    /// once, and the replaced one's handler still runs (the original lost it).
    package static func request(message: String, duration: Double = defaultDurationSeconds, gravity: Gravity = .bottom) -> ToastRequest {
        // INFINITY means "forever", as DBL_MAX and MAXFLOAT do (more than a day is indefinite).
        let length: ToastDuration = duration == .infinity ? .indefinite : .seconds(duration)
        return ToastRequest(message: message, style: .toastUtil, duration: length, position: gravity.position, policy: .replace)
    }
}

extension ClassicSystem.WindowTip {
    /// `+[UIWindow showTips:]`: a new tip replaces the old one at once (the original slept the
    /// main thread for 0.5 s first).
    package static func request(text: String) -> ToastRequest {
        ToastRequest(message: text, style: .windowTip, policy: .replace)
    }
}

extension ClassicSystem.MessageBanner {
    /// `-[ShowMessageView showMessage:]`: every message restarts the show → hold → hide cycle with
    /// the new text (the original swapped the text mid-animation).
    package static func request(message: String) -> ToastRequest {
        ToastRequest(message: message, style: .messageBanner, position: .anchored(to: .navigationBar), policy: .replace)
    }
}

extension ClassicSystem.GKRToast {
    /// How long a custom hide block may take to remove its views before the toast is removed and
    /// completed anyway (the original leaked the views forever).
    package static let customHideGraceSeconds = 3.0

    /// `+[GKRToast show:]` with a configuration: `hideTimeOut` 0 means the toast stays until it is
    /// tapped (the original could not be dismissed at all); a custom hide block gets
    /// ``customHideGraceSeconds`` to finish.
    package static func request(message: String, hideTimeOut: Double = hideTimeOutSeconds, customHide: Bool = false) -> ToastRequest {
        var style = ToastStyle.gkrToast
        if customHide {
            style.motion.hide = ToastTransition(duration: customHideGraceSeconds, curve: .linear, fades: false)
        }
        let duration: ToastDuration = hideTimeOut == 0 ? .indefinite : .seconds(hideTimeOut)
        return ToastRequest(message: message, style: style, duration: duration, position: .center, policy: .queue)
    }
}
