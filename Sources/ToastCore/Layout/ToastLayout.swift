/// Pure layout: from the environment, the toasts and a text measurer to each toast's place. It
/// lays out everything a scene's overlay shows at one moment: ToastKit's own toasts and custom
/// content together, each position's toasts stacked.
///
/// What a scene knows about a toast beyond its request comes with it in its ``Item``: the size
/// custom content measured itself at, the frame of the view it is anchored to, and the bars at
/// the bottom of the controller it was shown from (a tab bar, a toolbar).
///
/// - Toasts at the same position stack. At the top and below an anchor the newest is nearest
///   the edge and older ones move away from it; at the bottom likewise, upwards. Centred and
///   fraction positions stack as one column, oldest first, placed as a block.
/// - Custom content is a toast like any other: placed by its style's rules at its own size,
///   stacked with the text toasts at its position, above the keyboard.
/// - A bottom bar that reaches the container's bottom edge raises the bottom edge of the toasts
///   at its toast's position (bottom, centred, fractions) to above the bar; a stack sits above
///   the highest bar among its toasts. Top and anchored toasts ignore it. The keyboard still
///   wins where it is higher.
/// - An anchored stack sits below the anchor of its newest toast that has one.
///
/// Which toasts are laid out when (a leaving toast keeps its frame, a rotation places every
/// toast again) is `ToastStage`'s decision, and so is the environment: the stage derives it from
/// its scene (`ToastStage.environment`). This only computes places.
///
/// ```swift
/// let environment = ToastLayoutEnvironment(containerSize: ToastSize(width: 390, height: 844),
///                                          safeArea: ToastEdgeInsets(top: 47, bottom: 34))
/// let placed = ToastLayout.place([item], in: environment, measurer: measurer)
/// ```
package enum ToastLayout {
    /// One toast to lay out, and what the host knows about it beyond its request.
    package struct Item: Sendable {
        package var id: ToastID
        package var content: ToastContent
        package var style: ToastStyle
        package var position: ToastPosition
        /// The size custom content measured itself at; `nil` for a toast measured from its text.
        package var contentSize: ToastSize?
        /// The frame of the view this toast is anchored to, if its position is anchored.
        package var anchor: ToastRect?
        /// The band at the bottom of the controller it was shown from that its tab bar and
        /// toolbar cover: from its safe area's bottom edge to its view's bottom edge.
        package var bottomBar: ToastRect?

        package init(
            id: ToastID, content: ToastContent, style: ToastStyle, position: ToastPosition, contentSize: ToastSize? = nil,
            anchor: ToastRect? = nil, bottomBar: ToastRect? = nil
        ) {
            self.id = id
            self.content = content
            self.style = style
            self.position = position
            self.contentSize = contentSize
            self.anchor = anchor
            self.bottomBar = bottomBar
        }

        /// The item that lays out `toast`, with what the host knows about it.
        package init(_ toast: ToastSnapshot, contentSize: ToastSize? = nil, anchor: ToastRect? = nil, bottomBar: ToastRect? = nil) {
            let request = toast.request
            self.init(
                id: toast.id, content: request.content, style: request.style, position: request.position, contentSize: contentSize,
                anchor: anchor, bottomBar: bottomBar)
        }
    }

    /// Where one toast goes, with the environment of its position's group.
    package struct Placed: Equatable, Sendable {
        package var placement: ToastPlacement
        /// Where it may be seen (``ToastLayout/clipRect(for:at:in:)``), or `nil` for everywhere.
        package var clip: ToastRect?
        /// The anchor it sits below, for its transitions.
        package var anchor: ToastRect?
        /// The container it was placed in.
        package var containerSize: ToastSize
        /// The room its position leaves it: inside the safe area, above the bars, and above the
        /// keyboard when the style its position's toasts are stacked by (the newest's) avoids it.
        package var room: ToastRect
        /// Whether its frame leaves ``room``: only when its position's toasts together are taller
        /// (or it is wider) than the room, so something has to give.
        package var overflows: Bool
        /// Its place in a folded deck (``ToastStacking/deck``): 0 in front, and for every toast of
        /// a list or of an open deck; 1 and 2 peek behind the front; deeper ones are in the pile
        /// but not drawn. Only a toast at depth 0 takes touches and shows its content: one behind
        /// draws its surface alone, at the front's size.
        package var depth = 0
        /// For the front of a folded deck, how many toasts are behind it (VoiceOver says so).
        package var behind = 0
        /// How much smaller than its frame it is drawn, about the frame's centre (1: not at all).
        package var scale = 1.0
        /// How much of it is drawn, on top of its transition's look (1: all of it).
        package var opacity = 1.0

        package init(
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
        package func looksTheSame(as other: Placed) -> Bool {
            placement == other.placement && clip == other.clip && anchor == other.anchor && containerSize == other.containerSize
                && depth == other.depth && behind == other.behind && scale == other.scale && opacity == other.opacity
        }

        /// The rectangle it covers as drawn: its frame scaled by ``scale`` about the centre.
        package var drawnFrame: ToastRect {
            let frame = placement.frame
            guard scale != 1 else { return frame }
            let width = frame.width * scale
            let height = frame.height * scale
            return ToastRect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        }

        /// The geometry a transition of this toast is sampled in.
        package var transitionGeometry: ToastTransitionGeometry {
            ToastTransitionGeometry(
                frame: placement.frame, container: containerSize, anchor: anchor, layoutDirection: placement.layoutDirection)
        }
    }

    /// How far a bar must reach towards the container's bottom edge to count as at the bottom.
    package static let bottomEdgeTolerance = 1.0

    /// Slack for rounding when frames are compared.
    static let slack = 0.001

    /// Places for `items` (each position's oldest first), in the same order, all laid out
    /// together whatever their phase.
    package static func place(_ items: [Item], in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring) -> [Placed] {
        var byID: [ToastID: Placed] = [:]
        var groups: [ToastPosition: [Item]] = [:]
        var order: [ToastPosition] = []
        for item in items {
            if groups[item.position] == nil { order.append(item.position) }
            groups[item.position, default: []].append(item)
        }
        for position in order {
            for placed in placeGroup(groups[position] ?? [], at: position, in: environment, measurer: measurer) {
                byID[placed.placement.id] = placed
            }
        }
        return items.compactMap { byID[$0.id] }
    }

    /// Places one position's toasts: custom content at its own size, the others measured from
    /// their text, stacked in the group's environment. Their room is measured with the bars
    /// counted at every position (a top stack that grows down to a tab bar does not fit).
    private static func placeGroup(
        _ group: [Item], at position: ToastPosition, in base: ToastLayoutEnvironment, measurer: some ToastTextMeasuring
    ) -> [Placed] {
        guard let newest = group.last else { return [] }
        let environment = Self.environment(for: group, at: position, in: base)
        // A position's toasts are stacked by its newest toast's style, so their room is that
        // style's too.
        let room = Self.room(for: newest.style, in: Self.environment(for: group, at: .bottom, in: base))
        var anchor: ToastRect?
        if case .anchored(let name) = position { anchor = environment.anchors[name] }
        let sized = group.map { item in
            guard let size = item.contentSize else { return (item: item, box: measure(item, in: environment, measurer: measurer)) }
            var bare = item
            bare.style = bareContentStyle(item.style)
            return (item: bare, box: measure(bare, contentOfSize: size, in: environment))
        }
        return zip(group, stack(sized, at: position, in: environment)).map { item, placement in
            Placed(
                placement: placement, clip: clipRect(for: item.style, at: item.position, in: environment), anchor: anchor,
                containerSize: environment.containerSize, room: room, overflows: !contains(room, placement.frame))
        }
    }

    /// The environment a group of toasts at `position` is laid out in: at the bottom, centred
    /// and at fractions, above the highest of their bars; below an anchor, below the newest
    /// anchor one of them has.
    static func environment(for group: [Item], at position: ToastPosition, in base: ToastLayoutEnvironment) -> ToastLayoutEnvironment {
        var environment = base
        switch position {
        case .bottom, .center, .fraction:
            for item in group { raiseBottom(of: &environment, above: item.bottomBar) }
        case .top:
            break
        case .anchored(let name):
            if let anchor = group.last(where: { $0.anchor != nil })?.anchor {
                environment.anchors[name] = anchor
            }
        }
        return environment
    }

    /// Raises the safe area's bottom edge of `environment` above `bar` when the bar reaches the
    /// container's bottom edge (within ``bottomEdgeTolerance``).
    static func raiseBottom(of environment: inout ToastLayoutEnvironment, above bar: ToastRect?) {
        let height = environment.containerSize.height
        guard let bar, bar.height > 0, bar.width > 0, bar.maxY >= height - bottomEdgeTolerance else { return }
        environment.safeArea.bottom = max(environment.safeArea.bottom, height - bar.minY)
    }

    /// The room toasts of `style` have in `environment`: inside the safe area, and above the
    /// keyboard with the style's gap if the style avoids it.
    static func room(for style: ToastStyle, in environment: ToastLayoutEnvironment) -> ToastRect {
        let safe = environment.safeArea
        let size = environment.containerSize
        var bottom = size.height - safe.bottom
        if style.geometry.avoidsKeyboard, environment.keyboardOverlap > 0 {
            bottom = min(bottom, size.height - environment.keyboardOverlap - style.geometry.keyboardGap)
        }
        let width = max(size.width - safe.left - safe.right, 0)
        return ToastRect(x: safe.left, y: safe.top, width: width, height: max(bottom - safe.top, 0))
    }

    /// Whether `frame` lies inside `room`, give or take rounding (``slack``).
    static func contains(_ room: ToastRect, _ frame: ToastRect) -> Bool {
        frame.minX >= room.minX - slack && frame.maxX <= room.maxX + slack && frame.minY >= room.minY - slack
            && frame.maxY <= room.maxY + slack
    }

    /// The toast's size and its parts, in its own coordinates, before it is positioned.
    package static func measure(_ item: Item, in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring) -> ToastPlacement {
        let style = item.style
        let geometry = style.geometry
        let scale = textScale(environment, style)
        let messageFont = style.typography.message.scaled(by: scale)
        let titleFont = style.typography.title.scaled(by: scale)
        let actionFont = style.typography.action.scaled(by: scale)
        let width = environment.containerSize.width
        let height = environment.containerSize.height

        let maxBox = min(geometry.maxWidth.resolved(in: width), availableWidth(environment, style))
        let hasIcon = item.content.icon != nil || style.defaultIconName != nil
        // Progress is drawn in the icon's place (a spinner or a ring, standing in for the icon
        // until the work is done) or as a bar along the bottom, leaving the icon where it is.
        let progressBar = item.content.progress.map { $0 != .indeterminate && style.progressIndicator == .bar } ?? false
        let progressInIconArea = item.content.progress != nil && !progressBar
        let hasIconArea = hasIcon || progressInIconArea
        let iconSide = hasIconArea ? geometry.iconSize * scale : 0
        let iconRun = hasIconArea ? iconSide + geometry.iconSpacing : 0

        var actionSize = ToastSize.zero
        if let action = item.content.action {
            let measured = measurer.measure(action.title, font: actionFont, maxWidth: maxBox / 2, lineLimit: 1)
            actionSize = ToastTextSizing.roundedUp.apply(to: measured)
        }
        // At large text sizes an inline action would squeeze the text into one-word lines; it then
        // goes on a row of its own below the text, as iOS does with alert buttons.
        let hasAction = item.content.action != nil
        // The action's touch target (its word grown about its centre to 44 x 44 pt) lies inside
        // the toast: a target that stuck out would be cut by the toast's edges, where touches go
        // to the app or to the toast beside it, not to the action.
        let targetOverhang = hasAction ? touchTargetOverhang(of: actionSize) : ToastSize.zero
        let actionTrailing = max(geometry.padding.trailing, targetOverhang.width)
        let contentLimit = maxBox - geometry.padding.leading - actionTrailing - iconRun
        let inlineText = contentLimit - actionSize.width - geometry.actionSpacing
        let actionBelow = hasAction && inlineText < messageFont.size * minimumInlineTextEms
        let actionRun = hasAction && !actionBelow ? actionSize.width + geometry.actionSpacing : 0

        var textLimit = contentLimit - actionRun
        if let limit = geometry.maxTextWidth {
            textLimit = min(textLimit, limit.resolved(in: width))
        }
        textLimit = max(textLimit, 1)

        let title = item.content.title.map {
            geometry.textSizing.apply(to: measurer.measure($0, font: titleFont, maxWidth: textLimit, lineLimit: titleLineLimit))
        }
        let message: ToastSize? =
            item.content.message.isEmpty
            ? nil
            : geometry.textSizing.apply(
                to: measurer.measure(item.content.message, font: messageFont, maxWidth: textLimit, lineLimit: style.typography.lineLimit))
        let gap = (title != nil && message != nil) ? geometry.titleSpacing : 0
        var textHeight = (title?.height ?? 0) + gap + (message?.height ?? 0)
        if let limit = geometry.maxTextHeight {
            textHeight = min(textHeight, limit.resolved(in: height))
        }
        let textWidth = max(title?.width ?? 0, message?.width ?? 0)

        let belowHeight = actionBelow ? geometry.titleSpacing + actionSize.height : 0
        let blockHeight = textHeight + belowHeight
        let contentHeight = actionBelow ? max(blockHeight, iconSide) : max(textHeight, iconSide, actionSize.height)
        let blockWidth = actionBelow ? max(textWidth, actionSize.width) : textWidth
        let naturalWidth = geometry.padding.leading + actionTrailing + iconRun + blockWidth + actionRun
        let boxWidth = min(max(naturalWidth, geometry.minWidth), maxBox)
        // Centred inline, the action needs the target's height; on a row below the text, room
        // under it for the target's lower half.
        let targetHeight = hasAction ? (actionBelow ? blockHeight + 2 * targetOverhang.height : ToastPlacement.minimumTouchSide) : 0
        let boxHeight = max(geometry.minHeight ?? 0, geometry.padding.vertical + contentHeight, targetHeight)
        let box = ToastSize(width: boxWidth, height: boxHeight)

        // Parts, left to right as if leading were left; mirrored below for right-to-left.
        let actionX = boxWidth - actionTrailing - actionSize.width
        let groupWidth = iconRun + textWidth
        let regionStart = geometry.padding.leading
        let regionWidth =
            (hasAction && !actionBelow ? actionX - geometry.actionSpacing : boxWidth - actionTrailing) - regionStart
        let groupX = style.typography.alignment == .center ? regionStart + max(regionWidth - groupWidth, 0) / 2 : regionStart
        let textX = groupX + iconRun
        let textY = (boxHeight - blockHeight) / 2

        var placement = ToastPlacement(
            id: item.id, frame: ToastRect(origin: .zero, size: box), cornerRadius: style.geometry.corner.radius(for: box),
            messageFont: messageFont, titleFont: titleFont, actionFont: actionFont, layoutDirection: environment.layoutDirection)
        if hasIconArea {
            let iconArea = ToastRect(x: groupX, y: (boxHeight - iconSide) / 2, width: iconSide, height: iconSide)
            if progressInIconArea { placement.progressFrame = iconArea } else { placement.iconFrame = iconArea }
        }
        if progressBar {
            let inset = max(placement.cornerRadius, geometry.padding.leading)
            placement.progressFrame = ToastRect(
                x: inset, y: boxHeight - Self.progressBarHeight - Self.progressBarBottomGap,
                width: max(boxWidth - 2 * inset, 0), height: Self.progressBarHeight)
        }
        if let title {
            placement.titleFrame = ToastRect(x: textX, y: textY, width: textWidth, height: min(title.height, textHeight))
        }
        if let message {
            let top = textY + (title.map { $0.height + gap } ?? 0)
            placement.messageFrame = ToastRect(
                x: textX, y: top, width: textWidth, height: max(min(message.height, textY + textHeight - top), 0))
        }
        if item.content.action != nil {
            let actionY = actionBelow ? textY + textHeight + geometry.titleSpacing : (boxHeight - actionSize.height) / 2
            placement.actionFrame = ToastRect(x: actionX, y: actionY, width: actionSize.width, height: actionSize.height)
        }
        if environment.layoutDirection == .rightToLeft {
            placement.iconFrame = placement.iconFrame.map { mirror($0, in: boxWidth) }
            placement.progressFrame = placement.progressFrame.map { mirror($0, in: boxWidth) }
            placement.titleFrame = placement.titleFrame.map { mirror($0, in: boxWidth) }
            placement.messageFrame = placement.messageFrame.map { mirror($0, in: boxWidth) }
            placement.actionFrame = placement.actionFrame.map { mirror($0, in: boxWidth) }
        }
        return placement
    }

    /// The least width, in ems of the message font, that text keeps beside an inline action
    /// (about two dozen characters a line); with less, the action moves to a row of its own under
    /// the text.
    package static let minimumInlineTextEms = 12.0

    /// The thickness of a progress bar (UIProgressView's default style is about this thick).
    package static let progressBarHeight = 3.0
    /// Space between a progress bar and the toast's bottom edge.
    package static let progressBarBottomGap = 4.0

    /// Titles wrap to at most two lines.
    package static let titleLineLimit = 2

    /// The text scale in effect for `style`: the reader's, capped by the style.
    package static func textScale(_ environment: ToastLayoutEnvironment, _ style: ToastStyle) -> Double {
        let reader = environment.textScale.isFinite && environment.textScale > 0 ? environment.textScale : 1
        return min(reader, style.typography.maximumTextScale)
    }

    /// The widest a toast can be between the safe area's sides and the style's side margins.
    static func availableWidth(_ environment: ToastLayoutEnvironment, _ style: ToastStyle) -> Double {
        let safe = environment.safeArea
        return max(environment.containerSize.width - safe.left - safe.right - 2 * style.geometry.sideMargin, 0)
    }

    /// How far the action's touch target (``ToastPlacement/actionTouchFrame``) reaches beyond its
    /// word on each side: half of what the word lacks of ``ToastPlacement/minimumTouchSide``.
    static func touchTargetOverhang(of actionSize: ToastSize) -> ToastSize {
        let side = ToastPlacement.minimumTouchSide
        return ToastSize(width: max(side - actionSize.width, 0) / 2, height: max(side - actionSize.height, 0) / 2)
    }

    private static func mirror(_ rect: ToastRect, in width: Double) -> ToastRect {
        ToastRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension ToastLayout {
    /// The lowest y a toast's bottom edge may reach for `style`: above the safe area's bottom
    /// edge and, when the style avoids it, above the keyboard.
    static func bottomLimit(_ environment: ToastLayoutEnvironment, _ style: ToastStyle, edgeDistance: Bool) -> Double {
        let height = environment.containerSize.height
        var inset =
            edgeDistance ? style.geometry.edgeDistance.resolved(safeAreaInset: environment.safeArea.bottom) : environment.safeArea.bottom
        if style.geometry.avoidsKeyboard, environment.keyboardOverlap > 0 {
            inset = max(inset, environment.keyboardOverlap + style.geometry.keyboardGap)
        }
        return height - inset
    }

    /// Positions a group of measured toasts that share a position.
    static func stack(_ sized: [(item: Item, box: ToastPlacement)], at position: ToastPosition, in environment: ToastLayoutEnvironment)
        -> [ToastPlacement]
    {
        guard let newest = sized.last else { return [] }
        let style = newest.item.style
        let spacing = style.geometry.stackSpacing
        var ys: [Double] = Array(repeating: 0, count: sized.count)
        var centreX = environment.containerSize.width / 2

        switch position {
        case .bottom:
            var bottom = bottomLimit(environment, style, edgeDistance: true)
            for index in sized.indices.reversed() {
                ys[index] = bottom - sized[index].box.frame.height
                bottom = ys[index] - spacing
            }
        case .top, .anchored:
            var top: Double
            if case .anchored(let name) = position, let anchor = environment.anchors[name] {
                top = anchor.maxY + style.geometry.anchorGap
                centreX = anchor.midX
            } else {
                top = style.geometry.edgeDistance.resolved(safeAreaInset: environment.safeArea.top)
            }
            for index in sized.indices.reversed() {
                ys[index] = top
                top += sized[index].box.frame.height + spacing
            }
        case .center, .fraction:
            let total = sized.map { $0.box.frame.height }.reduce(0, +) + spacing * Double(sized.count - 1)
            let regionTop = environment.safeArea.top
            let regionBottom = bottomLimit(environment, style, edgeDistance: false)
            var top: Double
            if case .fraction(let fraction) = position {
                top = (environment.containerSize.height - total) * fraction
            } else {
                top = regionTop + (regionBottom - regionTop - total) / 2
            }
            if total <= regionBottom - regionTop {
                top = min(max(top, regionTop), regionBottom - total)
            }
            for index in sized.indices {
                ys[index] = top
                top += sized[index].box.frame.height + spacing
            }
        }

        let safe = environment.safeArea
        return sized.indices.map { index in
            var placement = sized[index].box
            let width = placement.frame.width
            let margin = sized[index].item.style.geometry.sideMargin
            let low = safe.left + margin
            let high = environment.containerSize.width - safe.right - margin - width
            var x = centreX - width / 2
            if low <= high { x = min(max(x, low), high) }
            placement.frame.origin = ToastPoint(x: x, y: ys[index])
            return placement
        }
    }
}

extension ToastLayout {
    /// The toast under `point` (container coordinates), the newest first where toasts overlap,
    /// or `nil` when the point is outside every toast, so the touch belongs to the app.
    package static func toast(at point: ToastPoint, in placements: [ToastPlacement]) -> ToastID? {
        placements.last { placement in
            let frame = placement.frame
            return point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
        }?.id
    }
}

extension ToastLayout {
    /// Where a toast may be seen: below its anchor for a toast that slides from behind it (so
    /// it seems to come out from under the bar, although it is drawn above it), or `nil` for the
    /// whole container.
    package static func clipRect(for style: ToastStyle, at position: ToastPosition, in environment: ToastLayoutEnvironment)
        -> ToastRect?
    {
        guard style.motion.show.motion == .behindAnchor || style.motion.hide.motion == .behindAnchor,
            case .anchored(let name) = position, let anchor = environment.anchors[name]
        else { return nil }
        let size = environment.containerSize
        return ToastRect(x: 0, y: anchor.maxY, width: size.width, height: max(size.height - anchor.maxY, 0))
    }

    /// The widest custom content may be for `style` in `environment`.
    package static func maximumContentWidth(style: ToastStyle, in environment: ToastLayoutEnvironment) -> Double {
        min(style.geometry.maxWidth.resolved(in: environment.containerSize.width), availableWidth(environment, style))
    }
}

extension ToastLayout {
    /// Where one toast can be touched, for ``toast(at:in:)-(_,[HitRegion])``.
    package struct HitRegion: Sendable {
        package var id: ToastID
        /// The toast's frame as drawn now (container coordinates).
        package var frame: ToastRect
        /// Where the toast may be seen (``clipRect(for:at:in:)``), or `nil` for the whole container.
        package var clip: ToastRect?
        /// Whether the toast is leaving.
        package var isLeaving: Bool
        /// Its place behind a folded deck's front (``Placed/depth``): above 0, it
        /// takes no touch.
        package var depth: Int

        package init(id: ToastID, frame: ToastRect, clip: ToastRect? = nil, isLeaving: Bool = false, depth: Int = 0) {
            self.id = id
            self.frame = frame
            self.clip = clip
            self.isLeaving = isLeaving
            self.depth = depth
        }

        func contains(_ point: ToastPoint) -> Bool {
            Self.contains(frame, point) && (clip.map { Self.contains($0, point) } ?? true)
        }

        private static func contains(_ rect: ToastRect, _ point: ToastPoint) -> Bool {
            point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
        }
    }

    /// The toast that takes a touch at `point`, given every toast on screen in drawing order
    /// (bottom first): the topmost one whose visible part contains the point, skipping toasts
    /// that are leaving and those behind a folded deck's front (a touch goes to whatever is
    /// under them). `nil` means the touch belongs to the app. Every toast of a stack, and of an
    /// open deck, takes its own touches, not only the newest.
    package static func toast(at point: ToastPoint, in regions: [HitRegion]) -> ToastID? {
        regions.last { !$0.isLeaving && $0.depth == 0 && $0.contains(point) }?.id
    }
}

extension ToastLayout {
    /// A box for custom content that sized itself: its own size, no wider than the style allows,
    /// with the style's corner and nothing inside to place.
    static func measure(_ item: Item, contentOfSize size: ToastSize, in environment: ToastLayoutEnvironment) -> ToastPlacement {
        let style = item.style
        let scale = textScale(environment, style)
        let widest = maximumContentWidth(style: style, in: environment)
        let box = ToastSize(width: min(max(size.width, 0), max(widest, 0)), height: max(size.height, 0))
        return ToastPlacement(
            id: item.id, frame: ToastRect(origin: .zero, size: box), cornerRadius: style.geometry.corner.radius(for: box),
            messageFont: style.typography.message.scaled(by: scale), titleFont: style.typography.title.scaled(by: scale),
            actionFont: style.typography.action.scaled(by: scale), layoutDirection: environment.layoutDirection)
    }

    /// `style` with nothing of its own around custom content: no padding, minimum width, fixed
    /// height, text limits or icon. Margins, edge distances, spacing and keyboard rules stay.
    static func bareContentStyle(_ style: ToastStyle) -> ToastStyle {
        var bare = style
        bare.geometry.padding = ToastDirectionalInsets(all: 0)
        bare.geometry.minWidth = 0
        bare.geometry.minHeight = nil
        bare.geometry.textSizing = .exact
        bare.geometry.maxTextWidth = nil
        bare.geometry.maxTextHeight = nil
        bare.defaultIconName = nil
        return bare
    }
}
