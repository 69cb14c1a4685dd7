extension ToastPlacement {
    /// What a touch on a toast is, by where it lands.
    package enum TouchPart: Sendable {
        /// The action: its button takes the touch.
        case action
        /// Just beside the action: neither the action nor a tap on the toast. A finger that
        /// misses "Undo" by a little does not end the toast, losing what the action would save,
        /// nor does it run the action.
        case nearAction
        /// The rest of the toast: a tap there is a tap on the toast.
        case body
    }

    /// The least side of a touch target: Apple's Human Interface Guidelines ask for 44 × 44 pt.
    package static let minimumTouchSide = 44.0
    /// How far around the action's touch target a touch is ``TouchPart/nearAction``.
    package static let actionGuardBand = 12.0

    /// Where the action takes touches, in the toast's coordinates: its frame grown about its
    /// centre to at least ``minimumTouchSide`` on each side. `nil` without an action.
    package var actionTouchFrame: ToastRect? {
        actionFrame.map { Self.grown($0, toAtLeast: Self.minimumTouchSide) }
    }

    /// What a touch at `point` (the toast's coordinates) is. A point outside the toast's bounds
    /// is its body: such a touch reaches the toast only through a folded deck's peeking edge,
    /// which is a touch on the front (a tap fans the deck out), however near the front's action.
    ///
    /// ```swift
    /// placement.touchPart(at: ToastPoint(x: 300, y: 21))   // .action, within 44 × 44 pt of "Undo"
    /// ```
    package func touchPart(at point: ToastPoint) -> TouchPart {
        guard let target = actionTouchFrame, Self.contains(ToastRect(origin: .zero, size: frame.size), point) else { return .body }
        if Self.contains(target, point) { return .action }
        let guarded = ToastRect(
            x: target.minX - Self.actionGuardBand, y: target.minY - Self.actionGuardBand,
            width: target.width + 2 * Self.actionGuardBand, height: target.height + 2 * Self.actionGuardBand)
        return Self.contains(guarded, point) ? .nearAction : .body
    }

    private static func grown(_ rect: ToastRect, toAtLeast side: Double) -> ToastRect {
        let width = max(rect.width, side)
        let height = max(rect.height, side)
        return ToastRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }

    private static func contains(_ rect: ToastRect, _ point: ToastPoint) -> Bool {
        point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
}
