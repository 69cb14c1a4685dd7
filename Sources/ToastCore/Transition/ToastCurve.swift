/// How a transition's progress maps to the distance covered: `value(at: 0) == 0`,
/// `value(at: 1) == 1`.
///
/// The Bézier curves use Core Animation's control points, so a transition sampled here matches
/// `UIView.animate` with the same curve. A spring may overshoot 1 before it settles.
public enum ToastCurve: Hashable, Sendable {
    /// The same speed throughout; abrupt at both ends. UIWindow's tip fades out on it.
    case linear
    /// Starts slowly and speeds up (Core Animation's control points 0.42, 0 and 1, 1); suits a
    /// toast that leaves.
    case easeIn
    /// Starts fast and slows into place (control points 0, 0 and 0.58, 1); suits a toast that
    /// enters.
    case easeOut
    /// Slow at both ends (control points 0.42, 0 and 0.58, 1): the default curve of a
    /// transition.
    case easeInOut
    /// A damped spring that settles by the end of the transition. `dampingRatio` 1 is critically
    /// damped (no overshoot); smaller values bounce. Values outside 0.05…1 are clamped.
    case spring(dampingRatio: Double)

    /// The smallest damping ratio a spring is allowed; below it the spring barely settles.
    package static let minimumDampingRatio = 0.05
    /// A spring's envelope falls to this fraction of its start by the end of the transition.
    static let springSettleFraction = 1e-4

    /// The curve's value at `progress` (clamped to 0…1).
    package func value(at progress: Double) -> Double {
        let t = progress.isNaN ? 1 : min(max(progress, 0), 1)
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        switch self {
        case .linear: return t
        case .easeIn: return Self.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: t)
        case .easeOut: return Self.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: t)
        case .easeInOut: return Self.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: t)
        case .spring(let dampingRatio): return Self.spring(dampingRatio: dampingRatio, at: t)
        }
    }

    /// Whether the curve may go beyond 1 (so opacity must be clamped).
    package var overshoots: Bool {
        if case .spring(let ratio) = self { return !(ratio >= 1) }
        return false
    }

    /// The curve without overshoot: a spring becomes ease-in-out, since a fade (opacity) that
    /// overshoots would flash. Used wherever only opacity animates.
    package var calmed: ToastCurve {
        overshoots ? .easeInOut : self
    }

    private static func spring(dampingRatio: Double, at t: Double) -> Double {
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, minimumDampingRatio), 1)
        // Choose the natural frequency so the envelope e^(−ζωt) reaches the settle fraction at t = 1.
        let omega = -ToastMath.log(springSettleFraction) / zeta
        if zeta >= 1 {
            return 1 - ToastMath.exp(-omega * t) * (1 + omega * t)
        }
        let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
        let envelope = ToastMath.exp(-zeta * omega * t)
        return 1 - envelope * (ToastMath.cos(dampedOmega * t) + zeta * omega / dampedOmega * ToastMath.sin(dampedOmega * t))
    }

    /// y on the cubic Bézier from (0,0) to (1,1) with the given control points, at x = `x`.
    private static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        // Newton's method first; bisection when the slope is too flat to trust.
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
            let derivative = slope(s, x1, x2)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}
