/// Pure layout: from the environment, the toasts and a text measurer to each toast's frame.
///
/// ```swift
/// let environment = ToastLayoutEnvironment(containerSize: ToastSize(width: 390, height: 844),
///                                          safeArea: ToastEdgeInsets(top: 47, bottom: 34))
/// let placements = ToastLayout.place([item], in: environment, measurer: ApproximateTextMeasurer())
/// ```
///
/// Toasts at the same position stack. At the top and below an anchor the newest is nearest the
/// edge and older ones move away from it; at the bottom likewise, upwards. Centred and fraction
/// positions stack as one column, oldest first, placed as a block.
@_spi(Plumbing) public enum ToastLayout {
    /// One toast to lay out.
    public struct Item: Equatable, Sendable {
        public var id: ToastID
        public var content: ToastContent
        public var style: ToastStyle
        public var position: ToastPosition

        public init(id: ToastID, content: ToastContent, style: ToastStyle, position: ToastPosition) {
            self.id = id
            self.content = content
            self.style = style
            self.position = position
        }
    }

    /// Frames for `items`, given oldest first, in the same order.
    public static func place(_ items: [Item], in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring) -> [ToastPlacement]
    {
        place(items, in: environment) { item in (item, measure(item, in: environment, measurer: measurer)) }
    }

    /// Stacks `items` position by position, each sized by `size` (which may stand in another
    /// item for it, as custom content does), and returns the placements in the items' order.
    private static func place(
        _ items: [Item], in environment: ToastLayoutEnvironment, size: (Item) -> (item: Item, box: ToastPlacement)
    ) -> [ToastPlacement] {
        var byID: [ToastID: ToastPlacement] = [:]
        var groups: [ToastPosition: [Item]] = [:]
        var order: [ToastPosition] = []
        for item in items {
            if groups[item.position] == nil { order.append(item.position) }
            groups[item.position, default: []].append(item)
        }
        for position in order {
            for placement in stack((groups[position] ?? []).map(size), at: position, in: environment) {
                byID[placement.id] = placement
            }
        }
        return items.compactMap { byID[$0.id] }
    }

    /// The toast's size and its parts, in its own coordinates, before it is positioned.
    public static func measure(_ item: Item, in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring) -> ToastPlacement {
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
    public static let minimumInlineTextEms = 12.0

    /// The thickness of a progress bar (UIProgressView's default style is about this thick).
    public static let progressBarHeight = 3.0
    /// Space between a progress bar and the toast's bottom edge.
    public static let progressBarBottomGap = 4.0

    /// Titles wrap to at most two lines.
    public static let titleLineLimit = 2

    /// The text scale in effect for `style`: the reader's, capped by the style.
    public static func textScale(_ environment: ToastLayoutEnvironment, _ style: ToastStyle) -> Double {
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
    @_spi(Plumbing) public static func toast(at point: ToastPoint, in placements: [ToastPlacement]) -> ToastID? {
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
    @_spi(Plumbing) public static func clipRect(for request: ToastRequest, in environment: ToastLayoutEnvironment) -> ToastRect? {
        guard request.style.motion.show.motion == .behindAnchor || request.style.motion.hide.motion == .behindAnchor,
            case .anchored(let name) = request.position, let anchor = environment.anchors[name]
        else { return nil }
        let size = environment.containerSize
        return ToastRect(x: 0, y: anchor.maxY, width: size.width, height: max(size.height - anchor.maxY, 0))
    }

    /// The widest custom content may be for `style` in `environment`.
    @_spi(Plumbing) public static func maximumContentWidth(style: ToastStyle, in environment: ToastLayoutEnvironment) -> Double {
        min(style.geometry.maxWidth.resolved(in: environment.containerSize.width), availableWidth(environment, style))
    }
}

extension ToastLayout {
    /// Where one toast can be touched, for ``toast(at:in:)-(_,[HitRegion])``.
    @_spi(Plumbing) public struct HitRegion: Equatable, Sendable {
        public var id: ToastID
        /// The toast's frame as drawn now (container coordinates).
        public var frame: ToastRect
        /// Where the toast may be seen (``clipRect(for:in:)``), or `nil` for the whole container.
        public var clip: ToastRect?
        /// Whether the toast is leaving.
        public var isLeaving: Bool
        /// Its place behind a folded deck's front (``ToastSceneLayout/Placed/depth``): above 0, it
        /// takes no touch.
        public var depth: Int

        public init(id: ToastID, frame: ToastRect, clip: ToastRect? = nil, isLeaving: Bool = false, depth: Int = 0) {
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
    @_spi(Plumbing) public static func toast(at point: ToastPoint, in regions: [HitRegion]) -> ToastID? {
        regions.last { !$0.isLeaving && $0.depth == 0 && $0.contains(point) }?.id
    }
}

extension ToastLayout {
    /// ``place(_:in:measurer:)`` where some items are custom content that measured itself:
    /// `contentSizes` gives their sizes by identifier. Custom content is placed and stacked by
    /// the same rules as the text toasts beside it, with nothing added around it.
    @_spi(Plumbing) public static func place(
        _ items: [Item], contentSizes: [ToastID: ToastSize], in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring
    ) -> [ToastPlacement] {
        place(items, in: environment) { item in
            guard let size = contentSizes[item.id] else { return (item, measure(item, in: environment, measurer: measurer)) }
            var bare = item
            bare.style = bareContentStyle(item.style)
            return (bare, measure(bare, contentOfSize: size, in: environment))
        }
    }

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
