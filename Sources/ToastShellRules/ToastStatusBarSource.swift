import ToastCore

/// Which of an app's view controllers decides the status bar (and the home indicator, the
/// screen edges that defer system gestures, and the supported orientations) while toasts are up,
/// and when UIKit draws a light status bar whatever that controller asks.
///
/// The overlay window is the topmost full-screen window with a root view controller, so iOS asks
/// it; it must answer what the app would show without it. Starting at the app window's root:
/// 1. follow the presentation chain; each presented controller plays a ``Role``:
///    - it **decides** when it is presented `fullScreen` or sets
///      `modalPresentationCapturesStatusBarAppearance` (UIKit hands the status bar over only for
///      `fullScreen`, its documentation says; an `overFullScreen` controller, a custom alert over
///      the screen, must ask to take it);
///    - it **pushes the screen back** when it is a page or form sheet (or an `automatic` one, a
///      page sheet for nearly every controller) on an iPhone at compact width, resting at its
///      full height: UIKit shrinks the screen below into a card over black and draws a light
///      status bar above it, whatever either controller asks;
///    - otherwise it **leaves** the status bar to the controller below: a sheet at a partial
///      height (a medium detent, or one the app keeps undimmed; on iOS 26 one that floats inset
///      in Liquid Glass), any sheet on iPad or on an iPhone at regular width (a centred card over
///      a dimmed screen), `overFullScreen`, a popover, a presentation in a context;
/// 2. from the last controller that decides, follow `childForStatusBarStyle` (or `…Hidden`,
///    `…HomeIndicatorAutoHidden`, `…ScreenEdgesDeferringSystemGestures`), as a tab bar controller
///    names its selected tab.
///
/// A full-screen presentation above a sheet that pushed the screen back decides again: the card
/// stack is covered. Only the style of the status bar is light over a pushed-back screen; whether
/// it is hidden, the home indicator, the deferred edges and the orientations stay with the
/// controller that decides.
///
/// Generic over the node type, so the walk is tested without UIKit.
///
/// ```swift
/// let decision = ToastStatusBarSource.decide(
///     from: root, presented: { $0.presentedViewController }, role: role(of:), child: { $0.childForStatusBarStyle })
/// let style = decision.lightContent ? .lightContent : decision.owner.preferredStatusBarStyle
/// ```
package enum ToastStatusBarSource {
    /// The longest chain followed; a longer one (a cycle) stops there.
    package static let depthLimit = 64

    /// What a presented controller does to the status bar.
    package enum Role: Sendable {
        /// It decides the status bar from now on.
        case decides
        /// The screen below is pushed back into a card over black: the status bar is light.
        case pushesScreenBack
        /// The controller below keeps deciding.
        case leaves
    }

    /// One presentation, as UIKit reports it.
    package struct Presentation: Sendable {
        /// The presentation style (`UIModalPresentationStyle`), as the presentation controller
        /// resolved it.
        package enum Style: Sendable {
            case fullScreen, overFullScreen, pageSheet, formSheet
            /// Not resolved yet: UIKit makes it a page sheet for nearly every controller.
            case automatic
            /// A popover, a context presentation or a custom presentation controller.
            case other
        }

        /// The horizontal size class of the scene's window.
        package enum Width: Sendable {
            case compact, regular
        }

        /// The device (`UIUserInterfaceIdiom`).
        package enum Idiom: Sendable {
            case phone, pad, other
        }

        package var style: Style
        /// `modalPresentationCapturesStatusBarAppearance`.
        package var capturesStatusBarAppearance: Bool
        package var width: Width
        package var idiom: Idiom
        /// Whether a sheet rests at its full height with the screen below dimmed (its selected
        /// detent is the large one and the app does not keep the screen below undimmed there).
        /// `true` for a presentation that is not a sheet.
        package var restsAtFullHeight: Bool

        package init(style: Style, capturesStatusBarAppearance: Bool, width: Width, idiom: Idiom, restsAtFullHeight: Bool) {
            self.style = style
            self.capturesStatusBarAppearance = capturesStatusBarAppearance
            self.width = width
            self.idiom = idiom
            self.restsAtFullHeight = restsAtFullHeight
        }
    }

    /// What one presentation does to the status bar (see the rules above).
    package static func role(of presentation: Presentation) -> Role {
        if presentation.capturesStatusBarAppearance { return .decides }
        switch presentation.style {
        case .fullScreen:
            return .decides
        case .overFullScreen:
            return .leaves
        case .pageSheet, .formSheet, .automatic:
            let pushesBack = presentation.idiom == .phone && presentation.width == .compact && presentation.restsAtFullHeight
            return pushesBack ? .pushesScreenBack : .leaves
        case .other:
            return .leaves
        }
    }

    /// Who decides, and whether the status bar is light whatever they ask.
    package struct Decision<Node: AnyObject> {
        /// The controller whose preferences count.
        package var owner: Node
        /// Whether a sheet pushed the screen back: the status bar's style is light.
        package var lightContent: Bool
    }

    /// Walks from `root` down the presentation chain (`presented`), then down `child` from the
    /// last controller that decides.
    package static func decide<Node: AnyObject>(
        from root: Node, presented: (Node) -> Node?, role: (Node) -> Role, child: (Node) -> Node?
    ) -> Decision<Node> {
        var owner = root
        var lightContent = false
        var node = root
        for _ in 0..<depthLimit {
            guard let next = presented(node) else { break }
            switch role(next) {
            case .decides:
                owner = next
                lightContent = false
            case .pushesScreenBack:
                lightContent = true
            case .leaves:
                break
            }
            node = next
        }
        for _ in 0..<depthLimit {
            guard let next = child(owner), next !== owner else { break }
            owner = next
        }
        return Decision(owner: owner, lightContent: lightContent)
    }

    /// The controller that decides when every presentation either decides
    /// (`capturesStatusBar`) or leaves it: ``decide(from:presented:role:child:)``'s owner.
    package static func owner<Node: AnyObject>(
        from root: Node, presented: (Node) -> Node?, capturesStatusBar: (Node) -> Bool, child: (Node) -> Node?
    ) -> Node {
        decide(from: root, presented: presented, role: { capturesStatusBar($0) ? .decides : .leaves }, child: child).owner
    }
}
