/// Lays out everything a scene's overlay shows, over time: ToastKit's own toasts and custom
/// content together, each position's toasts stacked, each leaving toast kept where it was.
///
/// What a scene knows about each toast beyond its request comes with it in an ``Entry``: the
/// size custom content measured itself at, the frame of the view it is anchored to, and the
/// bars at the bottom of the controller it was shown from (a tab bar, a toolbar).
///
/// - Custom content is a toast like any other: placed by its style's rules at its own size,
///   stacked with the text toasts at its position, above the keyboard, placed again whenever the
///   environment or its size changes.
/// - A bottom bar that reaches the container's bottom edge raises the bottom edge of the toasts
///   at its toast's position (bottom, centred, fractions) to above the bar; a stack sits above
///   the highest bar among its toasts. Top and anchored toasts ignore it. The keyboard still
///   wins where it is higher.
/// - An anchored stack sits below the anchor of its newest toast that has one.
/// - A leaving toast keeps its last frame until it is gone (as ``ToastStageLayout`` does), so a
///   replaced toast fades out in place while its successor takes the spot.
///
/// ```swift
/// var layout = ToastSceneLayout()
/// let placed = layout.update(entries, in: environment, measurer: measurer)
/// ```
@_spi(Plumbing) public struct ToastSceneLayout: Sendable {
    /// One toast on screen and what the host knows about it.
    public struct Entry: Hashable, Sendable {
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
    public struct Placed: Hashable, Sendable {
        public var placement: ToastPlacement
        /// Where it may be seen (``ToastLayout/clipRect(for:in:)``), or `nil` for everywhere.
        public var clip: ToastRect?
        /// The anchor it sits below, for its transitions.
        public var anchor: ToastRect?
        /// The container it was placed in.
        public var containerSize: ToastSize
    }

    private var last: [ToastID: Placed] = [:]

    public init() {}

    /// How far a bar must reach towards the container's bottom edge to count as at the bottom.
    public static let bottomEdgeTolerance = 1.0

    /// Placements for `entries` (in the engine's order: each position's oldest first), in the
    /// same order.
    public mutating func update(_ entries: [Entry], in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring) -> [Placed] {
        var placed: [ToastID: Placed] = [:]
        var groups: [ToastPosition: [Entry]] = [:]
        var order: [ToastPosition] = []
        for entry in entries where entry.toast.transitionPhase == .entering {
            let position = entry.toast.request.position
            if groups[position] == nil { order.append(position) }
            groups[position, default: []].append(entry)
        }
        for position in order {
            let group = groups[position] ?? []
            for result in Self.place(group, in: Self.environment(for: group, at: position, in: environment), measurer: measurer) {
                placed[result.placement.id] = result
            }
        }
        for entry in entries where entry.toast.transitionPhase == .leaving {
            let id = entry.toast.id
            placed[id] =
                last[id]
                ?? Self.place(
                    [entry], in: Self.environment(for: [entry], at: entry.toast.request.position, in: environment), measurer: measurer
                ).first
        }
        last = placed
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
            let barTops = group.compactMap(\.bottomBar)
                .filter { $0.height > 0 && $0.width > 0 && $0.maxY >= height - bottomEdgeTolerance }
                .map(\.minY)
            if let highest = barTops.min() {
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

    private static func place(_ group: [Entry], in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring) -> [Placed] {
        var sizes: [ToastID: ToastSize] = [:]
        for entry in group {
            if let size = entry.contentSize { sizes[entry.toast.id] = size }
        }
        let items = group.map { ToastStageLayout.item($0.toast) }
        let requests = Dictionary(uniqueKeysWithValues: group.map { ($0.toast.id, $0.toast.request) })
        return ToastLayout.place(items, contentSizes: sizes, in: environment, measurer: measurer).map { placement in
            var anchor: ToastRect?
            if case .anchored(let name)? = requests[placement.id]?.position { anchor = environment.anchors[name] }
            return Placed(
                placement: placement,
                clip: requests[placement.id].flatMap { ToastLayout.clipRect(for: $0, in: environment) },
                anchor: anchor, containerSize: environment.containerSize)
        }
    }
}
