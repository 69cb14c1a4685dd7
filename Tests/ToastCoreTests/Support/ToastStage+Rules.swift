@testable import ToastCore

extension ToastStage {
    /// The first of the stage's rules that does not hold now, or `nil` when they all do; the
    /// property tests and the fuzz targets ask after every step.
    ///
    /// - The stage holds exactly the toasts the engine shows (`shown`, the engine's presented
    ///   toasts), and, in a scene with a size, every one of them has a place.
    /// - Its drawing order (``toastIDs``) names each toast on the stage once, and each toast of a
    ///   position in the order that position stacks them (the order they appeared).
    /// - Visible toasts at one position never overlap, but for the pile behind a folded deck's
    ///   front (an open deck is a list).
    /// - Every visible toast lies in its room (inside the safe area, above the keyboard and the
    ///   bars) unless its place says it overflows, and it says so only where its position's stack
    ///   cannot fit: a bottom stack runs out at the top, a top or anchored one at the bottom, and
    ///   a centred one only when it is taller (or a toast wider) than the room.
    /// - A folded deck has one toast in front; each one behind it is drawn smaller and peeks at
    ///   most ``deckPeek`` a step, ``deckDrawnDepth`` steps in all, beyond the front's edge.
    func brokenRule(shown: [ToastSnapshot]) -> String? {
        var shownIDs = Set<ToastID>()
        for toast in shown { shownIDs.insert(toast.id) }
        for id in onStage.keys where !shownIDs.contains(id) {
            return "\(id) is on the stage but the engine does not show it"
        }
        if let broken = brokenDrawingOrderRule(shown: shown) { return broken }
        let hasSize = scene.size.width > 0 && scene.size.height > 0
        var groups: [ToastPosition: [ToastLayout.Placed]] = [:]
        var everyone: [ToastPosition: [ToastLayout.Placed]] = [:]
        for toast in shown {
            guard onStage[toast.id] != nil else { return "\(toast.id) is shown but not on the stage" }
            guard let placed = placed(toast.id) else {
                if hasSize { return "\(toast.id) is shown but has no place" }
                continue
            }
            everyone[toast.request.position, default: []].append(placed)
            guard !toast.isLeaving else { continue }
            // A folded deck's toasts overlap the front on purpose; its front and a list's toasts
            // may not overlap one another.
            if placed.depth == 0 { groups[toast.request.position, default: []].append(placed) }
            if !placed.overflows, !ToastLayout.contains(placed.room, placed.placement.frame) {
                return "\(toast.id) at \(placed.placement.frame) lies outside its room \(placed.room) and does not say so"
            }
            if !placed.overflows, !ToastLayout.contains(safeRect, placed.placement.frame) {
                return "\(toast.id) at \(placed.placement.frame) lies outside the safe area \(safeRect)"
            }
        }
        if let broken = brokenPileRule(shown: shown) { return broken }
        for (position, placed) in groups {
            if let broken = Self.brokenOverflowRule(position, visible: placed, all: everyone[position] ?? placed) { return broken }
            for (index, a) in placed.enumerated() {
                for b in placed[(index + 1)...] where Self.overlap(a.placement.frame, b.placement.frame) {
                    return "\(a.placement.id) and \(b.placement.id) overlap at \(position)"
                }
            }
        }
        return nil
    }

    /// Where the drawing order misses a toast, names one twice or one that is gone, or draws a
    /// position's toasts in another order than the engine shows them (oldest first).
    private func brokenDrawingOrderRule(shown: [ToastSnapshot]) -> String? {
        let order = toastIDs
        guard order.count == onStage.count, Set(order) == Set(onStage.keys) else {
            return "the drawing order \(order) does not name each of the stage's \(onStage.count) toasts once"
        }
        var drawn: [ToastPosition: [ToastID]] = [:]
        for id in order { if let position = onStage[id]?.toast.request.position { drawn[position, default: []].append(id) } }
        var engine: [ToastPosition: [ToastID]] = [:]
        for toast in shown { engine[toast.request.position, default: []].append(toast.id) }
        for (position, ids) in engine where drawn[position] != ids {
            return "at \(position) the stage draws \(drawn[position] ?? []) but the engine shows \(ids)"
        }
        return nil
    }

    /// The first pile whose toasts behind its front are not smaller than it, or reach further
    /// beyond its edge than the deck allows.
    private func brokenPileRule(shown: [ToastSnapshot]) -> String? {
        var fronts: [(position: ToastPosition, frame: ToastRect)] = []
        for toast in shown where !toast.isLeaving {
            guard let placed = placed(toast.id), placed.depth == 0, placed.behind > 0 else { continue }
            fronts.append((toast.request.position, placed.placement.frame))
        }
        let reach = Self.deckPeek * Double(Self.deckDrawnDepth) + ToastLayout.slack
        for toast in shown where !toast.isLeaving {
            guard let placed = placed(toast.id), placed.depth > 0 else { continue }
            let position = toast.request.position
            var front: ToastRect?
            for candidate in fronts where candidate.position == position { front = candidate.frame }
            guard let frame = front else { return "\(placed.placement.id) is behind a deck at \(position) that has no front" }
            let drawn = placed.drawnFrame
            guard placed.scale < 1, drawn.minY >= frame.minY - reach, drawn.maxY <= frame.maxY + reach,
                drawn.minX >= frame.minX - ToastLayout.slack, drawn.maxX <= frame.maxX + ToastLayout.slack
            else { return "\(placed.placement.id) at depth \(placed.depth) is drawn at \(drawn), beyond the deck's front at \(frame)" }
        }
        return nil
    }

    /// A rule `cue` breaks by itself: every animation lasts a finite, non-negative time.
    static func brokenRule(in cue: Cue) -> String? {
        let animation: ToastStageAnimation
        switch cue {
        case .move(_, _, let moving), .transition(_, _, _, _, let moving), .dim(_, _, _, _, let moving), .springBack(_, _, let moving):
            animation = moving
        default:
            return nil
        }
        return animation.duration.isFinite && animation.duration >= 0 ? nil : "an animation lasts \(animation.duration) s"
    }

    /// Where a position's stack may overflow its room, and where it may not.
    private static func brokenOverflowRule(_ position: ToastPosition, visible: [ToastLayout.Placed], all: [ToastLayout.Placed])
        -> String?
    {
        switch position {
        case .bottom:
            // A bottom stack stands on its edge: one too tall runs out at the top.
            for toast in visible where toast.overflows && toast.placement.frame.minY >= toast.room.minY - ToastLayout.slack {
                return "\(toast.placement.id) at the bottom overflows \(toast.room) other than at the top: \(toast.placement.frame)"
            }
        case .top, .anchored:
            // These hang from an edge or an anchor: a stack too long runs out at the bottom.
            for toast in visible where toast.overflows && toast.placement.frame.maxY <= toast.room.maxY + ToastLayout.slack {
                return "\(toast.placement.id) at \(position) overflows \(toast.room) other than at the bottom: \(toast.placement.frame)"
            }
        case .center, .fraction:
            // The layout can move these stacks: one overflows only when it cannot fit. Leaving
            // toasts count: after a rotation they are stacked with the others.
            guard let first = visible.first, visible.contains(where: { $0.overflows }) else { return nil }
            var union = first.placement.frame
            for other in all { union = Self.union(union, other.placement.frame) }
            let tooWide = visible.contains { $0.placement.frame.width > first.room.width + ToastLayout.slack }
            if union.height <= first.room.height + ToastLayout.slack, !tooWide {
                return "a toast at \(position) says it overflows, but its stack fits in \(first.room)"
            }
        }
        return nil
    }

    /// The scene's safe area, in the container's coordinates.
    private var safeRect: ToastRect {
        let safe = scene.safeArea
        return ToastRect(
            x: safe.left, y: safe.top, width: scene.size.width - safe.left - safe.right, height: scene.size.height - safe.top - safe.bottom)
    }

    static func overlap(_ a: ToastRect, _ b: ToastRect) -> Bool {
        a.minX < b.maxX - ToastLayout.slack && b.minX < a.maxX - ToastLayout.slack && a.minY < b.maxY - ToastLayout.slack
            && b.minY < a.maxY - ToastLayout.slack
    }

    static func union(_ a: ToastRect, _ b: ToastRect) -> ToastRect {
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return ToastRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
