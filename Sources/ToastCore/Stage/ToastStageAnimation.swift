/// How a host animates one change the stage decided: over how long, on which curve.
///
/// A duration of 0 means at once. Every animation the stage returns has a finite duration of
/// at least 0, whatever a keyboard notification or a style said.
package struct ToastStageAnimation: Sendable {
    /// The curves a host animates on.
    package enum Curve: Sendable {
        /// One of ToastCore's curves (a transition's, the reflow's, the spring back's).
        case standard(ToastCurve)
        /// A curve UIKit names by its raw `UIView.AnimationCurve` value, as the keyboard's
        /// notification does (usually 7, which has no case of its own in UIKit).
        case system(Int)

        /// The curve's value at `progress` (0…1), as a host animating it shows it. Curves 0–3
        /// are UIKit's ease-in-out, ease-in, ease-out and linear; any other system curve (the
        /// keyboard's 7) is drawn as a critically damped spring: it starts fast and settles
        /// without overshoot, as the keyboard does.
        package func value(at progress: Double) -> Double {
            switch self {
            case .standard(let curve): curve.value(at: progress)
            case .system(let raw): Self.systemCurve(raw).value(at: progress)
            }
        }

        /// What a system curve is drawn as.
        static func systemCurve(_ raw: Int) -> ToastCurve {
            switch raw {
            case 0: .easeInOut
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .spring(dampingRatio: 1)
            }
        }

        /// The curve's name in the harness's output: `linear`, `easeIn`, `easeOut`,
        /// `easeInOut`, `spring(0.8)`, `keyboard(7)`.
        package var name: String {
            switch self {
            case .standard(.linear): "linear"
            case .standard(.easeIn): "easeIn"
            case .standard(.easeOut): "easeOut"
            case .standard(.easeInOut): "easeInOut"
            case .standard(.spring(let ratio)): "spring(\(ratio))"
            case .system(let raw): "keyboard(\(raw))"
            }
        }

        /// The curve without overshoot, for what only fades (a spring's opacity would flash).
        package var calmed: Curve {
            if case .standard(let curve) = self { return .standard(curve.calmed) }
            return self
        }
    }

    /// Seconds, at least 0 and at most ``ToastTransition/longestDuration``.
    package let duration: Double
    package let curve: Curve

    /// An animation of `duration` seconds: negative and NaN durations count as 0 (at once),
    /// longer ones than a transition may take count as that.
    package init(duration: Double, curve: Curve) {
        self.duration = duration > 0 ? min(duration, ToastTransition.longestDuration) : 0
        self.curve = curve
    }

    /// No animation: the change shows at once.
    package static let instant = ToastStageAnimation(duration: 0, curve: .standard(.linear))

    /// Whether the change shows at once.
    package var isInstant: Bool { duration == 0 }

    /// How far the animation has run at `time` if it started at `start`, as its curve shows it.
    package func value(at time: Double, from start: Double) -> Double {
        guard duration > 0 else { return 1 }
        return curve.value(at: (time - start) / duration)
    }
}
