/// Lays out everything a scene's overlay shows at one moment: ToastKit's own toasts and custom
/// content together, each position's toasts stacked.
///
/// What a scene knows about each toast beyond its request comes with it in an ``Entry``: the
/// size custom content measured itself at, the frame of the view it is anchored to, and the
/// bars at the bottom of the controller it was shown from (a tab bar, a toolbar).
///
/// - Custom content is a toast like any other: placed by its style's rules at its own size,
///   stacked with the text toasts at its position, above the keyboard.
/// - A bottom bar that reaches the container's bottom edge raises the bottom edge of the toasts
///   at its toast's position (bottom, centred, fractions) to above the bar; a stack sits above
///   the highest bar among its toasts. Top and anchored toasts ignore it. The keyboard still
///   wins where it is higher.
/// - An anchored stack sits below the anchor of its newest toast that has one.
///
/// Which toasts are laid out when (a leaving toast keeps its frame, a rotation places every
/// toast again) is `ToastStage`'s decision; this only computes frames.
///
/// ```swift
/// let placed = ToastSceneLayout.place(entries, in: environment, measurer: measurer)
/// ```
@_spi(Plumbing) public enum ToastSceneLayout {
    /// One toast on screen and what the host knows about it.
    public struct Entry: Equatable, Sendable {
        public var toast: PresentedToast
        /// The size custom content measured itself at; `nil` for a toast measured from its text.
        public var contentSize: ToastSize?
        /// The frame of the view this toast is anchored to, if its position is anchored.
        public var anchor: ToastRect?
        /// The band at the bottom of the controller it was shown from that its tab bar and
        /// toolbar cover: from its safe area's bottom edge to its view's bottom edge.
        public var bottomBar: ToastRect?

        public init(toast: PresentedToast, contentSize: ToastSize? = nil, anchor: ToastRect? = nil, bottomBar: ToastRect? = nil) {
            self.toast = toast
            self.contentSize = contentSize
            self.anchor = anchor
            self.bottomBar = bottomBar
        }
    }

    /// Where one toast goes, with the environment of its position's group.
    public struct Placed: Equatable, Sendable {
        public var placement: ToastPlacement
        /// Where it may be seen (``ToastLayout/clipRect(for:in:)``), or `nil` for everywhere.
        public var clip: ToastRect?
        /// The anchor it sits below, for its transitions.
        public var anchor: ToastRect?
        /// The container it was placed in.
        public var containerSize: ToastSize
        /// The room its position leaves it: inside the safe area, above the bars, and above the
        /// keyboard when the style its position's toasts are stacked by (the newest's) avoids it.
        public var room: ToastRect
        /// Whether its frame leaves ``room``: only when its position's toasts together are taller
        /// (or it is wider) than the room, so something has to give.
        public var overflows: Bool
        /// Its place in a folded deck (``ToastStacking/deck``): 0 in front, and for every toast of
        /// a list or of an open deck; 1 and 2 peek behind the front; deeper ones are in the pile
        /// but not drawn. Only a toast at depth 0 takes touches and shows its content: one behind
        /// draws its surface alone, at the front's size.
        public var depth = 0
        /// For the front of a folded deck, how many toasts are behind it (VoiceOver says so).
        public var behind = 0
        /// How much smaller than its frame it is drawn, about the frame's centre (1: not at all).
        public var scale = 1.0
        /// How much of it is drawn, on top of its transition's look (1: all of it).
        public var opacity = 1.0

        public init(
            placement: ToastPlacement, clip: ToastRect? = nil, anchor: ToastRect? = nil, containerSize: ToastSize, room: ToastRect,
            overflows: Bool = false
        ) {
            self.placement = placement
            self.clip = clip
            self.anchor = anchor
            self.containerSize = containerSize
            self.room = room
            self.overflows = overflows
        }

        /// Whether a host draws `other` exactly as this: only the room around it differs.
        public func looksTheSame(as other: Placed) -> Bool {
            placement == other.placement && clip == other.clip && anchor == other.anchor && containerSize == other.containerSize
                && depth == other.depth && behind == other.behind && scale == other.scale && opacity == other.opacity
        }

        /// The rectangle it covers as drawn: its frame scaled by ``scale`` about the centre.
        public var drawnFrame: ToastRect {
            let frame = placement.frame
            guard scale != 1 else { return frame }
            let width = frame.width * scale
            let height = frame.height * scale
            return ToastRect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        }

        /// The geometry a transition of this toast is sampled in.
        public var transitionGeometry: ToastTransitionGeometry {
            ToastTransitionGeometry(
                frame: placement.frame, container: containerSize, anchor: anchor, layoutDirection: placement.layoutDirection)
        }
    }

    /// How far a bar must reach towards the container's bottom edge to count as at the bottom.
    public static let bottomEdgeTolerance = 1.0

    /// Placements for `entries` (in the engine's order: each position's oldest first), in the
    /// same order, all laid out together whatever their phase.
    public static func place(_ entries: [Entry], in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring) -> [Placed] {
        var placed: [ToastID: Placed] = [:]
        var groups: [ToastPosition: [Entry]] = [:]
        var order: [ToastPosition] = []
        for entry in entries {
            let position = entry.toast.request.position
            if groups[position] == nil { order.append(position) }
            groups[position, default: []].append(entry)
        }
        for position in order {
            let group = groups[position] ?? []
            let results = placeGroup(
                group, in: Self.environment(for: group, at: position, in: environment),
                roomIn: Self.environment(for: group, at: .bottom, in: environment), measurer: measurer)
            for result in results {
                placed[result.placement.id] = result
            }
        }
        return entries.compactMap { placed[$0.toast.id] }
    }

    /// The environment a group of toasts at `position` is laid out in.
    public static func environment(for group: [Entry], at position: ToastPosition, in base: ToastLayoutEnvironment)
        -> ToastLayoutEnvironment
    {
        var environment = base
        let height = base.containerSize.height
        switch position {
        case .bottom, .center, .fraction:
            var highest: Double?
            for entry in group {
                guard let bar = entry.bottomBar, bar.height > 0, bar.width > 0, bar.maxY >= height - bottomEdgeTolerance else { continue }
                highest = min(highest ?? bar.minY, bar.minY)
            }
            if let highest {
                environment.safeArea.bottom = max(environment.safeArea.bottom, height - highest)
            }
        case .top:
            break
        case .anchored(let name):
            if let anchor = group.last(where: { $0.anchor != nil })?.anchor {
                environment.anchors[name] = anchor
            }
        }
        return environment
    }

    /// The room toasts of `style` have in `environment`: inside the safe area, and above the
    /// keyboard with the style's gap if the style avoids it.
    public static func room(for style: ToastStyle, in environment: ToastLayoutEnvironment) -> ToastRect {
        let safe = environment.safeArea
        let size = environment.containerSize
        var bottom = size.height - safe.bottom
        if style.geometry.avoidsKeyboard, environment.keyboardOverlap > 0 {
            bottom = min(bottom, size.height - environment.keyboardOverlap - style.geometry.keyboardGap)
        }
        let width = max(size.width - safe.left - safe.right, 0)
        return ToastRect(x: safe.left, y: safe.top, width: width, height: max(bottom - safe.top, 0))
    }

    /// Slack for rounding when a frame is checked against its room.
    static let roomTolerance = 0.001

    /// Places one position's toasts in `environment`; their room is measured in `roomEnvironment`
    /// (the bars count for every position there: a top stack that grows down to a tab bar does
    /// not fit).
    private static func placeGroup(
        _ group: [Entry], in environment: ToastLayoutEnvironment, roomIn roomEnvironment: ToastLayoutEnvironment,
        measurer: some ToastTextMeasuring
    ) -> [Placed] {
        var sizes: [ToastID: ToastSize] = [:]
        var requests: [ToastID: ToastRequest] = [:]
        var items: [ToastLayout.Item] = []
        for entry in group {
            if let size = entry.contentSize { sizes[entry.toast.id] = size }
            requests[entry.toast.id] = entry.toast.request
            items.append(ToastLayout.Item(entry.toast))
        }
        // A position's toasts are stacked by its newest toast's style (ToastLayout), so their
        // room is that style's too.
        let room = group.last.map { Self.room(for: $0.toast.request.style, in: roomEnvironment) } ?? .zero
        return ToastLayout.place(items, contentSizes: sizes, in: environment, measurer: measurer).map { placement in
            let request = requests[placement.id]
            var anchor: ToastRect?
            if case .anchored(let name)? = request?.position { anchor = environment.anchors[name] }
            let frame = placement.frame
            let inside =
                frame.minX >= room.minX - roomTolerance && frame.maxX <= room.maxX + roomTolerance
                && frame.minY >= room.minY - roomTolerance && frame.maxY <= room.maxY + roomTolerance
            return Placed(
                placement: placement, clip: request.flatMap { ToastLayout.clipRect(for: $0, in: environment) }, anchor: anchor,
                containerSize: environment.containerSize, room: room, overflows: !inside)
        }
    }
}

extension ToastLayout.Item {
    /// The item that lays out `toast`.
    init(_ toast: PresentedToast) {
        self.init(id: toast.id, content: toast.request.content, style: toast.request.style, position: toast.request.position)
    }
}
