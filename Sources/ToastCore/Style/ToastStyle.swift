/// Everything about how a toast looks and behaves that is not its text.
///
/// Styles are plain values: start from a preset and change what you need.
///
/// ```swift
/// var style = ToastStyle.standard
/// style.colors.background = ToastColor(hex: 0x0A84FF)
/// style.behavior.position = .top
/// style.motion.show = .fade(duration: 0.25).combined(with: .slide(from: .top, duration: 0.25))
/// ```
///
/// The presets include a modern default (``standard``), ``success``, ``warning``, ``error``,
/// ``info``, and the looks of the four classic systems (``toastUtil``, ``windowTip``,
/// ``messageBanner``, ``gkrToast``).
public struct ToastStyle: Hashable, Sendable {
    /// A short name for galleries and debugging, such as "standard" or "toastUtil".
    public var name: String {
        get { storage.fields.name }
        set { storage.change { $0.name = newValue } }
    }
    /// The background, text, icon, action and dim colours.
    public var colors: Colors {
        get { storage.fields.colors }
        set { storage.change { $0.colors = newValue } }
    }
    /// The fonts, alignment and line limit of the text.
    public var typography: Typography {
        get { storage.fields.typography }
        set { storage.change { $0.typography = newValue } }
    }
    /// Sizes and spacing: padding, corners, widths, distances from the edges and the keyboard.
    public var geometry: Geometry {
        get { storage.fields.geometry }
        set { storage.change { $0.geometry = newValue } }
    }
    /// A soft shadow under the toast, or none.
    public var shadow: ToastShadow? {
        get { storage.fields.shadow }
        set { storage.change { $0.shadow = newValue } }
    }
    /// How the toast enters and leaves.
    public var motion: Motion {
        get { storage.fields.motion }
        set { storage.change { $0.motion = newValue } }
    }
    /// Defaults for requests that leave them out, and what the user may do to the toast.
    public var behavior: Behavior {
        get { storage.fields.behavior }
        set { storage.change { $0.behavior = newValue } }
    }
    /// An icon shown when the content names none (for example a check mark for ``success``).
    public var defaultIconName: String? {
        get { storage.fields.defaultIconName }
        set { storage.change { $0.defaultIconName = newValue } }
    }
    /// How a fraction done is drawn: a ring in the icon's place, or a bar along the bottom.
    /// (Progress of unknown amount is always a spinner in the icon's place.)
    public var progressIndicator: ToastProgressIndicator {
        get { storage.fields.progressIndicator }
        set { storage.change { $0.progressIndicator = newValue } }
    }

    /// Kept in one box: a style is about a kilobyte of values, copied with every request.
    private var storage: SharedFields<Fields>

    /// A style built from its parts. Usually you start from a preset and change what you need;
    /// build one from scratch when nothing in a preset is close.
    ///
    /// ```swift
    /// let banner = ToastStyle(
    ///     name: "banner",
    ///     colors: .init(background: ToastColor(hex: 0x0A84FF), text: .white),
    ///     typography: .init(message: ToastFont(size: 15, weight: .medium)),
    ///     geometry: .init(padding: ToastDirectionalInsets(vertical: 12, horizontal: 16), corner: .capsule),
    ///     motion: .init(show: .slide(from: .top, duration: 0.3), hide: .fade(duration: 0.2)),
    ///     behavior: .init(position: .top))
    /// ```
    ///
    /// - Parameters:
    ///   - name: A short name for galleries and debugging; ``preset(named:)`` finds presets by it.
    ///   - colors: The background, text, icon, action and dim colours.
    ///   - typography: The fonts, alignment and line limit of the text.
    ///   - geometry: Padding, corners, widths and distances.
    ///   - shadow: A shadow under the toast, or `nil` for none.
    ///   - motion: How the toast enters and leaves.
    ///   - behavior: Defaults for requests, and what the user may do to the toast.
    ///   - defaultIconName: An icon shown when the content names none.
    ///   - progressIndicator: How a fraction done is drawn: a ring (the default) or a bar.
    public init(
        name: String, colors: Colors, typography: Typography, geometry: Geometry,
        shadow: ToastShadow? = nil, motion: Motion, behavior: Behavior, defaultIconName: String? = nil,
        progressIndicator: ToastProgressIndicator = .ring
    ) {
        storage = SharedFields(
            Fields(
                name: name, colors: colors, typography: typography, geometry: geometry, shadow: shadow,
                motion: motion, behavior: behavior, defaultIconName: defaultIconName, progressIndicator: progressIndicator))
    }

    private struct Fields: Hashable, Sendable {
        var name: String
        var colors: Colors
        var typography: Typography
        var geometry: Geometry
        var shadow: ToastShadow?
        var motion: Motion
        var behavior: Behavior
        var defaultIconName: String?
        var progressIndicator: ToastProgressIndicator
    }

    /// The colours of a toast and what shows through its background.
    public struct Colors: Hashable, Sendable {
        /// The toast's fill; over a ``ToastBackdrop/thinMaterial`` backdrop it tints the blur. A
        /// ``ToastBackdrop/glass(_:)`` backdrop uses it where it falls back to the material.
        public var background: ToastColor
        /// What is drawn under the background colour.
        public var backdrop: ToastBackdrop
        /// The message's colour.
        public var text: ToastColor
        /// The title's colour.
        public var title: ToastColor
        /// The tint of the icon (an SF Symbol is drawn in it) and of the progress spinner, ring
        /// or bar.
        public var icon: ToastColor
        /// The action button's title colour.
        public var actionText: ToastColor
        /// A full-container tint behind the toast (GKRToast's background view), or none.
        /// It never blocks touches: the app stays usable while a toast shows.
        public var dim: ToastColor?

        /// Colours from a background and a text colour; the title, icon and action colours you
        /// leave out are the text colour.
        ///
        /// ```swift
        /// ToastStyle.Colors(background: ToastColor(hex: 0x1C1C1E), text: .white, actionText: ToastColor(hex: 0x64D2FF))
        /// ```
        public init(
            background: ToastColor, backdrop: ToastBackdrop = .none, text: ToastColor, title: ToastColor? = nil,
            icon: ToastColor? = nil, actionText: ToastColor? = nil, dim: ToastColor? = nil
        ) {
            self.background = background
            self.backdrop = backdrop
            self.text = text
            self.title = title ?? text
            self.icon = icon ?? text
            self.actionText = actionText ?? text
            self.dim = dim
        }
    }

    /// The fonts of a toast's text, how the text lines up, and how far it grows with the
    /// reader's text size.
    ///
    /// Every size is the size at the default text size; toasts follow Dynamic Type up to
    /// ``maximumTextScale`` times it.
    public struct Typography: Hashable, Sendable {
        /// The message's font.
        public var message: ToastFont
        /// The title's font. Titles wrap to at most two lines.
        public var title: ToastFont
        /// The action button's font. The button's title stays on one line, at most half as wide
        /// as the toast may be.
        public var action: ToastFont
        /// Whether the icon and text are centred in the toast or start at its leading edge; the
        /// lines of a multi-line text line up the same way.
        public var alignment: ToastTextAlignment
        /// The most lines of message text; `nil` for as many as fit.
        public var lineLimit: Int?
        /// The largest text scale the toast follows; bigger settings are capped here.
        public var maximumTextScale: Double

        /// Dynamic Type's largest accessibility size is about 3.1 × the default; toasts stop at 2.
        public static let defaultMaximumTextScale: Double = 2

        /// Typography from a message font; the title and action fonts you leave out are
        /// `semibold` at the message's size.
        ///
        /// A `lineLimit` below 1 counts as 1. A `maximumTextScale` below 1 counts as 1 (the text
        /// never grows), and NaN or infinity as ``defaultMaximumTextScale``.
        ///
        /// ```swift
        /// ToastStyle.Typography(message: ToastFont(size: 15), alignment: .natural, lineLimit: 3)
        /// ```
        public init(
            message: ToastFont, title: ToastFont? = nil, action: ToastFont? = nil, alignment: ToastTextAlignment = .center,
            lineLimit: Int? = nil, maximumTextScale: Double = defaultMaximumTextScale
        ) {
            self.message = message
            self.title = title ?? ToastFont(size: message.size, weight: .semibold)
            self.action = action ?? ToastFont(size: message.size, weight: .semibold)
            self.alignment = alignment
            self.lineLimit = lineLimit.map { max($0, 1) }
            self.maximumTextScale = maximumTextScale.isFinite ? max(maximumTextScale, 1) : Self.defaultMaximumTextScale
        }
    }

    /// A toast's sizes and distances, in points: its padding and corners, how wide it may be, and
    /// how far it keeps from the container's edges, the keyboard, an anchor and other toasts.
    ///
    /// The toast is as wide as its content needs, between ``minWidth`` and the narrowest of
    /// ``maxWidth`` and the safe area less ``sideMargin`` on each side.
    public struct Geometry: Hashable, Sendable {
        /// Space between the toast's edge and its content.
        public var padding: ToastDirectionalInsets
        /// How round the corners are: a radius (at most half the shorter side) or a capsule.
        public var corner: ToastCorner
        /// The widest the toast may be.
        public var maxWidth: ToastLength
        /// The widest the text may be, when the text itself has a limit (the seeds measure text
        /// against one).
        public var maxTextWidth: ToastLength?
        /// The tallest the text may be; taller text is clipped.
        public var maxTextHeight: ToastLength?
        /// The narrowest the toast may be, so that a one-word toast does not look like a button.
        /// The widest allowed width wins when the two conflict.
        public var minWidth: Double
        /// The least height the toast has (ShowMessageView's 40 pt pill at the default text size):
        /// it grows past it to hold larger text, a title or an action. `nil`: its content's height.
        public var minHeight: Double?
        /// How measured text sizes are rounded before padding is added.
        public var textSizing: ToastTextSizing
        /// Distance of top and bottom toasts from the container's edges.
        public var edgeDistance: ToastEdgeDistance
        /// The least space between a toast and the safe area's left and right edges.
        public var sideMargin: Double
        /// Space between an anchor's bottom edge and an anchored toast.
        public var anchorGap: Double
        /// Space between stacked toasts.
        public var stackSpacing: Double
        /// Whether bottom toasts rise above the keyboard.
        public var avoidsKeyboard: Bool
        /// Space between the keyboard and a bottom toast.
        public var keyboardGap: Double
        /// The side of the square the icon (or a progress spinner or ring in its place) fills, at
        /// the default text size; it grows with the text.
        public var iconSize: Double
        /// Space between the icon and the text.
        public var iconSpacing: Double
        /// Space between the title and the message.
        public var titleSpacing: Double
        /// Space between the text and the action button.
        public var actionSpacing: Double

        /// Geometry from a padding and a corner; the rest have defaults that suit most toasts.
        ///
        /// By default the toast may be as wide as the container, sits 16 pt inside the safe area
        /// at the top or bottom and at least 16 pt from its sides, rises 8 pt above the keyboard,
        /// and keeps 8 pt from an anchor and from other toasts in a stack.
        ///
        /// ```swift
        /// ToastStyle.Geometry(
        ///     padding: ToastDirectionalInsets(vertical: 10, horizontal: 14), corner: .radius(8),
        ///     maxWidth: .points(360), minWidth: 120)
        /// ```
        public init(
            padding: ToastDirectionalInsets, corner: ToastCorner, maxWidth: ToastLength = .fraction(1),
            maxTextWidth: ToastLength? = nil, maxTextHeight: ToastLength? = nil, minWidth: Double = 0,
            minHeight: Double? = nil, textSizing: ToastTextSizing = .roundedUp,
            edgeDistance: ToastEdgeDistance = ToastEdgeDistance(fromSafeArea: 16), sideMargin: Double = 16,
            anchorGap: Double = 8, stackSpacing: Double = 8, avoidsKeyboard: Bool = true, keyboardGap: Double = 8,
            iconSize: Double = 20, iconSpacing: Double = 10, titleSpacing: Double = 2, actionSpacing: Double = 12
        ) {
            self.padding = padding
            self.corner = corner
            self.maxWidth = maxWidth
            self.maxTextWidth = maxTextWidth
            self.maxTextHeight = maxTextHeight
            self.minWidth = minWidth
            self.minHeight = minHeight
            self.textSizing = textSizing
            self.edgeDistance = edgeDistance
            self.sideMargin = sideMargin
            self.anchorGap = anchorGap
            self.stackSpacing = stackSpacing
            self.avoidsKeyboard = avoidsKeyboard
            self.keyboardGap = keyboardGap
            self.iconSize = iconSize
            self.iconSpacing = iconSpacing
            self.titleSpacing = titleSpacing
            self.actionSpacing = actionSpacing
        }
    }

    /// How a toast enters and leaves the screen.
    ///
    /// With Reduce Motion on, both become plain fades of the same duration.
    public struct Motion: Hashable, Sendable {
        /// Runs when the toast appears, from its off-screen state to rest; its display time
        /// starts when this ends.
        public var show: ToastTransition
        /// Runs when the toast leaves, from rest back to its off-screen state.
        public var hide: ToastTransition

        /// Motion with these two transitions.
        ///
        /// ```swift
        /// ToastStyle.Motion(show: .slide(from: .top, duration: 0.3), hide: .fade(duration: 0.2))
        /// ```
        public init(show: ToastTransition, hide: ToastTransition) {
            self.show = show
            self.hide = hide
        }
    }

    /// The defaults a request takes when it leaves them out, and what the user may do to a
    /// toast: tap it away, swipe it away, hold its timer with a finger. It also names the haptic
    /// played when the toast appears.
    public struct Behavior: Hashable, Sendable {
        /// Used when a request names no duration.
        public var duration: ToastDuration
        /// Used when a request names no position.
        public var position: ToastPosition
        /// Used when a request names no policy.
        public var policy: ToastQueuePolicy
        /// Whether a tap ends the toast. An indefinite toast without an action can always be
        /// tapped away, whatever this says.
        public var tapToDismiss: Bool
        /// Whether a swipe towards the toast's edge ends it.
        public var swipeToDismiss: Bool
        /// Whether a touch holds the timer until the finger lifts.
        public var pausesOnTouch: Bool
        /// Feedback played when the toast appears.
        public var haptic: ToastHaptic

        /// Behaviour with the given values; by default a toast lasts as long as its text takes
        /// to read (``ToastDuration/automatic``), sits at the bottom, waits its turn, can be
        /// tapped or swiped away, pauses while touched, and plays no haptic.
        ///
        /// ```swift
        /// ToastStyle.Behavior(duration: .long, position: .top, tapToDismiss: false)
        /// ```
        public init(
            duration: ToastDuration = .automatic, position: ToastPosition = .bottom, policy: ToastQueuePolicy = .queue,
            tapToDismiss: Bool = true, swipeToDismiss: Bool = true, pausesOnTouch: Bool = true, haptic: ToastHaptic = .none
        ) {
            self.duration = duration
            self.position = position
            self.policy = policy
            self.tapToDismiss = tapToDismiss
            self.swipeToDismiss = swipeToDismiss
            self.pausesOnTouch = pausesOnTouch
            self.haptic = haptic
        }
    }
}

/// How a toast draws a fraction done.
public enum ToastProgressIndicator: Hashable, Sendable {
    /// A ring that fills clockwise, in the icon's place.
    case ring
    /// A thin bar along the bottom edge that fills from the leading side.
    case bar

    /// How a ring or bar is drawn, by UIKit and by the renderer alike: the track's opacity under
    /// the filled part, as iOS draws an unfilled track.
    package static let trackOpacity = 0.25
    /// A ring's stroke, as a fraction of the indicator's side.
    package static let ringWidthFraction = 0.12
}

/// What is drawn under a toast's background colour.
///
/// A style asks for one of three; what is drawn on a given system for a given reader is decided
/// in ToastCore (the colours' surface for a system and a reader's settings), as this table says:
///
/// | asks for | iOS 26 and later | iOS 16–25 | Reduce Transparency or Increase Contrast |
/// | --- | --- | --- | --- |
/// | ``none`` | the background colour | the background colour | the background colour, made (nearly) opaque |
/// | ``thinMaterial`` | the thin material | the thin material | the background colour, made (nearly) opaque |
/// | ``glass(_:)`` | Liquid Glass, in the glass's colours | the thin material, in the style's colours | the glass's ``ToastGlass/fill`` on iOS 26, the background colour before |
public enum ToastBackdrop: Hashable, Sendable {
    /// Nothing: the background colour alone, as the four classic systems draw it.
    case none
    /// iOS's thin material (`UIBlurEffect.Style.systemThinMaterial`): what is under the toast,
    /// blurred and made more vivid, with the background colour over it as a tint. Reduce
    /// Transparency replaces it with an opaque fill.
    case thinMaterial
    /// The system's Liquid Glass where the system has it (iOS 26 and later): what is under the
    /// toast, blurred, brightened and bent at the edges, in the toast's own shape, tinted and
    /// responding to touch as the ``ToastGlass`` says, with its content in the glass's colours.
    /// Where the system has no Liquid Glass, the thin material with the style's own colours, as
    /// ``thinMaterial`` draws it. Reduce Transparency and Increase Contrast replace it with an
    /// opaque fill.
    case glass(ToastGlass)
}

/// A soft shadow under a toast.
public struct ToastShadow: Hashable, Sendable {
    /// The shadow's colour; in dark appearance its ``ToastColor/dark`` value is used.
    public var color: ToastColor
    /// How strong the shadow is, 0 (none) to 1, applied on top of the colour's own alpha.
    public var opacity: Double
    /// Blur radius in points.
    public var radius: Double
    /// How far the shadow falls to the right of the toast, in points (negative: to the left).
    public var offsetX: Double
    /// How far the shadow falls below the toast, in points (negative: above).
    public var offsetY: Double

    /// A shadow of `color` at `opacity`, blurred by `radius` points and moved by the offsets.
    ///
    /// ```swift
    /// ToastShadow(color: .black, opacity: 0.18, radius: 12, offsetY: 4)   // the modern presets'
    /// ```
    public init(color: ToastColor, opacity: Double, radius: Double, offsetX: Double = 0, offsetY: Double = 0) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}

/// The rounding of a toast's corners.
public enum ToastCorner: Hashable, Sendable {
    /// A fixed radius, limited to half the toast's shorter side.
    case radius(Double)
    /// Fully rounded ends: half the toast's height.
    case capsule

    /// The radius for a toast of `size`.
    package func radius(for size: ToastSize) -> Double {
        let limit = min(size.width, size.height) / 2
        switch self {
        case .radius(let value): return min(max(value.isNaN ? 0 : value, 0), limit)
        case .capsule: return limit
        }
    }
}

/// A length that may depend on the container's size.
public enum ToastLength: Hashable, Sendable {
    /// A fixed number of points.
    case points(Double)
    /// A fraction of the container's length.
    case fraction(Double)
    /// The container's length less a number of points (ToastUtil measures text at `W − 60`).
    case containerMinus(Double)

    /// The length in a container of `containerLength`, never below 0.
    package func resolved(in containerLength: Double) -> Double {
        let value: Double
        switch self {
        case .points(let points): value = points
        case .fraction(let fraction): value = containerLength * fraction
        case .containerMinus(let points): value = containerLength - points
        }
        return value.isNaN ? 0 : max(value, 0)
    }
}

/// How a measured text size becomes the size the layout uses.
public enum ToastTextSizing: Hashable, Sendable {
    /// As measured.
    case exact
    /// Rounded up to whole points, as UIKit's `sizeThatFits` does (the tip rounds with `ceilf`).
    case roundedUp
    /// Grown by a number of points in each dimension (ToastUtil adds 1).
    case grown(by: Double)

    func apply(to size: ToastSize) -> ToastSize {
        switch self {
        case .exact: size
        case .roundedUp: ToastSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        case .grown(let points): ToastSize(width: size.width + points, height: size.height + points)
        }
    }
}

/// How far a top or bottom toast sits from the container's edge: the larger of a distance from
/// the container's edge and a distance from the safe area's edge.
public struct ToastEdgeDistance: Hashable, Sendable {
    /// Points from the container's edge, whatever the safe area; UIWindow's tip sits 100 pt
    /// from the window's bottom this way.
    public var fromContainer: Double
    /// Points beyond the safe area's edge (below the status bar, above the home indicator).
    public var fromSafeArea: Double

    /// A distance that is the larger of the two; both default to 0.
    ///
    /// ```swift
    /// ToastEdgeDistance(fromSafeArea: 16)      // 16 pt inside the safe area (the default)
    /// ToastEdgeDistance(fromContainer: 100)    // 100 pt from the edge, or the safe area if that is more
    /// ```
    public init(fromContainer: Double = 0, fromSafeArea: Double = 0) {
        self.fromContainer = fromContainer
        self.fromSafeArea = fromSafeArea
    }

    /// The distance from the container's edge, given the safe-area inset on that side.
    package func resolved(safeAreaInset: Double) -> Double {
        max(fromContainer, safeAreaInset + fromSafeArea)
    }
}

/// How text lines up inside a toast.
public enum ToastTextAlignment: Hashable, Sendable {
    /// Centred: the icon and text sit in the middle of the toast and each line is centred.
    case center
    /// Leading edge: left in left-to-right text, right in right-to-left text.
    case natural
}

/// Feedback played when a toast appears, on devices that have it.
public enum ToastHaptic: String, Hashable, Sendable {
    /// `none` plays nothing; `success`, `warning` and `error` play the system's notification
    /// feedback of that name (`UINotificationFeedbackGenerator`). It plays each time the toast
    /// appears, so a pre-empted toast that comes back plays it again.
    case none, success, warning, error
}
