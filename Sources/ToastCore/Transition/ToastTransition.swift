/// How a toast enters or leaves: a fade, a slide, a scale, or any combination, over a duration
/// with a curve.
///
/// A transition describes the toast's *off-screen* state. Entering goes from that state to the
/// resting one; leaving goes back. Hosts sample it for the opacity, offset and scale at any
/// point, so UIKit animations, the Linux renderer and tests all agree.
///
/// ```swift
/// style.motion.show = ToastTransition.fade(duration: 0.3)
///     .combined(with: .slide(from: .bottom, duration: 0.3))
/// ```
///
/// With Reduce Motion on, every transition becomes a plain fade of the same duration.
public struct ToastTransition: Hashable, Sendable {
    /// Seconds from start to end. Negative or NaN values count as 0 (instant); more than a
    /// minute counts as a minute.
    public var duration: Double
    /// How the transition's progress maps to the distance covered over ``duration``. A fade
    /// never overshoots: with a spring, opacity stops at fully opaque.
    public var curve: ToastCurve
    /// Whether the toast is transparent when off screen.
    public var fades: Bool
    /// Where the toast is when off screen.
    public var motion: Motion
    /// The toast's scale when off screen; 1 means it does not scale.
    public var scale: Double

    /// Where a toast is when off screen, relative to its resting frame.
    public enum Motion: Hashable, Sendable {
        /// At its resting frame.
        case none
        /// Just beyond an edge of the container.
        case edge(ToastEdge)
        /// Hidden behind its anchor (a navigation bar): its bottom edge on the anchor's bottom edge.
        /// Without an anchor it behaves as ``edge(_:)`` with ``ToastEdge/top``.
        case behindAnchor
        /// Moved by fixed distances in points (positive `dx` is towards the trailing edge).
        case offset(dx: Double, dy: Double)
    }

    /// A transition from its parts; by default a fade in place on the ease-in-out curve. The
    /// named transitions (``fade(duration:curve:)``, ``slide(from:duration:curve:)``, …) and
    /// ``combined(with:)`` cover most needs.
    ///
    /// ```swift
    /// // Drops in from 40 pt above, fading and growing from 90 %.
    /// ToastTransition(duration: 0.3, curve: .easeOut, motion: .offset(dx: 0, dy: -40), scale: 0.9)
    /// ```
    ///
    /// A `scale` that is NaN or infinite counts as 1 (no scaling).
    public init(duration: Double, curve: ToastCurve = .easeInOut, fades: Bool = true, motion: Motion = .none, scale: Double = 1) {
        self.duration = duration
        self.curve = curve
        self.fades = fades
        self.motion = motion
        self.scale = scale
    }

    /// Appears or disappears at once.
    public static let instant = ToastTransition(duration: 0, curve: .linear, fades: false)

    /// Opacity between 0 and 1.
    public static func fade(duration: Double, curve: ToastCurve = .easeInOut) -> ToastTransition {
        ToastTransition(duration: duration, curve: curve, fades: true)
    }

    /// Moves in from beyond `edge` without fading.
    public static func slide(from edge: ToastEdge, duration: Double, curve: ToastCurve = .easeInOut) -> ToastTransition {
        ToastTransition(duration: duration, curve: curve, fades: false, motion: .edge(edge))
    }

    /// Moves out from behind the toast's anchor without fading.
    public static func slideFromAnchor(duration: Double, curve: ToastCurve = .easeInOut) -> ToastTransition {
        ToastTransition(duration: duration, curve: curve, fades: false, motion: .behindAnchor)
    }

    /// Grows from `scale` without fading.
    public static func scale(from scale: Double, duration: Double, curve: ToastCurve = .easeInOut) -> ToastTransition {
        ToastTransition(duration: duration, curve: curve, fades: false, scale: scale)
    }

    /// Both transitions at once, with this transition's duration and curve. A motion of `other`
    /// applies when this one has none; scales multiply.
    public func combined(with other: ToastTransition) -> ToastTransition {
        ToastTransition(
            duration: duration, curve: curve,
            fades: fades || other.fades,
            motion: motion == .none ? other.motion : motion,
            scale: scale * other.scale)
    }

    /// A plain fade of the same duration, for Reduce Motion, on the ``ToastCurve/calmed`` curve.
    package var reducedMotion: ToastTransition {
        ToastTransition(duration: duration, curve: curve.calmed, fades: true)
    }

    /// `duration`, with negative and NaN values read as 0 and infinity capped at a minute.
    package var effectiveDuration: Double {
        guard duration > 0 else { return 0 }
        return min(duration, Self.longestDuration)
    }

    /// No transition lasts longer than this, whatever a style says.
    package static let longestDuration: Double = 60
}

/// An edge of the container, named by reading direction at the sides.
public enum ToastEdge: Hashable, Sendable {
    /// `top` and `bottom` are the container's physical edges; `leading` is the edge where text
    /// starts (left in left-to-right text, right in right-to-left text) and `trailing` the
    /// other side.
    case top, bottom, leading, trailing
}

/// Which way a transition runs.
package enum ToastTransitionPhase: Sendable {
    /// From the off-screen state to rest.
    case entering
    /// From rest to the off-screen state.
    case leaving
}

/// What a transition needs to know about where the toast is.
package struct ToastTransitionGeometry: Sendable {
    /// The toast's resting frame.
    package var frame: ToastRect
    /// The container's size.
    package var container: ToastSize
    /// The anchor's frame, for ``ToastTransition/Motion/behindAnchor``.
    package var anchor: ToastRect?
    package var layoutDirection: ToastLayoutDirection

    package init(frame: ToastRect, container: ToastSize, anchor: ToastRect? = nil, layoutDirection: ToastLayoutDirection = .leftToRight) {
        self.frame = frame
        self.container = container
        self.anchor = anchor
        self.layoutDirection = layoutDirection
    }
}

/// How a toast looks at one moment of a transition, relative to its resting frame.
package struct ToastTransitionSample: Equatable, Sendable {
    package var opacity: Double
    /// Horizontal displacement in points (physical: positive is to the right).
    package var offsetX: Double
    /// Vertical displacement in points (positive is down).
    package var offsetY: Double
    package var scale: Double

    package init(opacity: Double, offsetX: Double, offsetY: Double, scale: Double) {
        self.opacity = opacity
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.scale = scale
    }

    /// At rest: opaque, in place, full size.
    package static let identity = ToastTransitionSample(opacity: 1, offsetX: 0, offsetY: 0, scale: 1)
}

extension ToastTransition {
    /// The toast's look at `progress` (0…1, clamped) through this transition.
    package func sample(at progress: Double, phase: ToastTransitionPhase, geometry: ToastTransitionGeometry)
        -> ToastTransitionSample
    {
        let covered = curve.value(at: progress)
        let away = offscreenSample(geometry: geometry)
        let fraction = phase == .entering ? 1 - covered : covered
        return ToastTransitionSample(
            opacity: min(max(1 + (away.opacity - 1) * fraction, 0), 1),
            offsetX: away.offsetX * fraction,
            offsetY: away.offsetY * fraction,
            scale: max(1 + (away.scale - 1) * fraction, 0))
    }

    /// The opacity of a style's full-screen dim at `progress`: it always fades over the
    /// transition's duration, whatever the toast itself does (GKRToast fades its background view
    /// while a custom block slides the box).
    package func dimOpacity(at progress: Double, phase: ToastTransitionPhase) -> Double {
        reducedMotion.sample(at: progress, phase: phase, geometry: ToastTransitionGeometry(frame: .zero, container: .zero)).opacity
    }

    /// The toast's look when fully off screen.
    package func offscreenSample(geometry: ToastTransitionGeometry) -> ToastTransitionSample {
        let (dx, dy) = offset(geometry: geometry)
        return ToastTransitionSample(opacity: fades ? 0 : 1, offsetX: dx, offsetY: dy, scale: scale.isFinite ? scale : 1)
    }

    private func offset(geometry g: ToastTransitionGeometry) -> (Double, Double) {
        let rightToLeft = g.layoutDirection == .rightToLeft
        switch motion {
        case .none:
            return (0, 0)
        case .offset(let dx, let dy):
            return (rightToLeft ? -dx : dx, dy)
        case .behindAnchor:
            guard let anchor = g.anchor else { return Motion.edge(.top).offsetFor(g) }
            return (0, anchor.maxY - g.frame.maxY)
        case .edge:
            return motion.offsetFor(g)
        }
    }
}

extension ToastTransition.Motion {
    fileprivate func offsetFor(_ g: ToastTransitionGeometry) -> (Double, Double) {
        guard case .edge(let edge) = self else { return (0, 0) }
        let leftEdge = g.layoutDirection == .leftToRight ? ToastEdge.leading : .trailing
        switch edge {
        case .top: return (0, -g.frame.maxY)
        case .bottom: return (0, g.container.height - g.frame.minY)
        case leftEdge: return (-g.frame.maxX, 0)
        default: return (g.container.width - g.frame.minX, 0)
        }
    }
}
