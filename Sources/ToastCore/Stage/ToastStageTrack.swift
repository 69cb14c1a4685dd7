/// A value a host animates from one state to another, as the stage told it to: where it
/// started, where it goes, when and how. Sampling it at a time gives what the host shows then,
/// so the stage knows where a toast is mid-animation (a new move starts from there, as UIKit's
/// `beginFromCurrentState` does) and a renderer draws exactly what the host was told.
struct ToastStageTrack<Value: ToastStageInterpolating>: Sendable {
    var from: Value
    var to: Value
    var start: Double
    var animation: ToastStageAnimation

    /// A value that does not move.
    init(at value: Value) {
        from = value
        to = value
        start = 0
        animation = .instant
    }

    /// A value that moves from `from` to `to` from `start` on.
    init(from: Value, to: Value, start: Double, animation: ToastStageAnimation) {
        self.from = from
        self.to = to
        self.start = start
        self.animation = animation
    }

    /// What the host shows at `time`.
    func value(at time: Double) -> Value {
        guard !animation.isInstant, time < start + animation.duration else { return to }
        return Value.interpolate(from, to, by: animation.value(at: time, from: start))
    }

    /// Whether the animation has finished by `time`.
    func isSettled(at time: Double) -> Bool {
        animation.isInstant || time >= start + animation.duration
    }
}

/// A value a host can animate between two states of.
protocol ToastStageInterpolating: Equatable, Sendable {
    /// The value `fraction` of the way from `a` to `b` (a spring's fraction may pass 1).
    static func interpolate(_ a: Self, _ b: Self, by fraction: Double) -> Self
}

extension Double: ToastStageInterpolating {
    static func interpolate(_ a: Double, _ b: Double, by fraction: Double) -> Double {
        a + (b - a) * fraction
    }
}

extension ToastPoint: ToastStageInterpolating {
    static func interpolate(_ a: ToastPoint, _ b: ToastPoint, by fraction: Double) -> ToastPoint {
        ToastPoint(x: .interpolate(a.x, b.x, by: fraction), y: .interpolate(a.y, b.y, by: fraction))
    }
}

extension ToastRect: ToastStageInterpolating {
    static func interpolate(_ a: ToastRect, _ b: ToastRect, by fraction: Double) -> ToastRect {
        ToastRect(
            x: .interpolate(a.minX, b.minX, by: fraction), y: .interpolate(a.minY, b.minY, by: fraction),
            width: .interpolate(a.width, b.width, by: fraction), height: .interpolate(a.height, b.height, by: fraction))
    }
}

extension ToastTransitionSample: ToastStageInterpolating {
    /// Opacity stays within 0…1 and scale at or above 0, as a view's alpha and transform do.
    static func interpolate(_ a: Self, _ b: Self, by fraction: Double) -> Self {
        ToastTransitionSample(
            opacity: min(max(Double.interpolate(a.opacity, b.opacity, by: fraction), 0), 1),
            offsetX: .interpolate(a.offsetX, b.offsetX, by: fraction), offsetY: .interpolate(a.offsetY, b.offsetY, by: fraction),
            scale: max(Double.interpolate(a.scale, b.scale, by: fraction), 0))
    }
}
