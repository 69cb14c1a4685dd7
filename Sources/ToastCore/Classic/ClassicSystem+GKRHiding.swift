/// GKRToast's class API beyond `+show:` (`+hide` and the configuration's `hideOnTouch`): what a
/// tap does and which toasts a hide ends, decided here so they run and are tested on every
/// platform.
extension ClassicSystem.GKRToast {
    /// `hideOnTouch` of a new `GKRToastConfigure`: the pod's default lets a tap hide the toast.
    public static let hidesOnTouchByDefault = true

    /// `+[GKRToast show:]` with a configuration as an app filled it in, `hideOnTouch` included.
    ///
    /// With `hideOnTouch` a tap on the box hides the toast (its hide blocks run). Without it a tap
    /// does nothing, except on a toast that never hides by itself (`hideTimeOut` 0): that one
    /// still takes a tap, as every toast does that could otherwise stay for ever, so a
    /// forgotten `+hide` cannot leave it on screen. The background is never touched: taps there
    /// go to the app (the pod's background swallowed them to hide the toast).
    public static func request(message: String, configuredHideTimeOut: Double, customHide: Bool, hideOnTouch: Bool) -> ToastRequest {
        var request = request(message: message, configuredHideTimeOut: configuredHideTimeOut, customHide: customHide)
        request.style.behavior.tapToDismiss = hideOnTouch
        return request
    }

    /// The GKRToasts an app has shown that have not ended yet, oldest first: what `+hide` ends.
    ///
    /// The pod showed one toast at a time, so its `+hide` left no GKRToast behind. ToastKit
    /// queues them, so "the current toast" is the one on screen and every one waiting behind it:
    /// `+hide` ends them all, the newest first, so that no waiting toast is brought on screen by
    /// the end of an older one. The engine makes the rest of the decision: the one on screen runs
    /// its hide blocks once (a hide while it is already hiding changes nothing), and a waiting one
    /// ends without ever showing. A toast stays listed until its completion reports it ended.
    ///
    /// `Key` is whatever the host tracks a toast by: a ``ToastID`` here, a handle in ToastKit.
    public struct LiveToasts<Key: Hashable> {
        private var keys: [Key] = []

        public init() {}

        /// A GKRToast was asked for (before the engine has decided when it shows).
        public mutating func shown(_ key: Key) {
            guard !keys.contains(key) else { return }
            keys.append(key)
        }

        /// The toast ended, however it did: `+hide` no longer concerns it.
        public mutating func ended(_ key: Key) {
            keys.removeAll { $0 == key }
        }

        /// What `+hide` ends: every live GKRToast, newest first.
        public var toHide: [Key] { keys.reversed() }

        /// Whether no GKRToast is live.
        public var isEmpty: Bool { keys.isEmpty }
    }
}

extension ClassicSystem.GKRToast.LiveToasts: Sendable where Key: Sendable {}
