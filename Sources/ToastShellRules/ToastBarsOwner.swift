import ToastCore

/// Whose bars a bottom toast stays clear of: the controller that shows the bottom of the screen
/// the toast belongs to, found in any tree of containers (``ToastBarReporting``), not only in
/// tab bar and navigation controllers.
///
/// 1. **Where to start.** The controller of the view the toast was shown from, while it is on
///    screen; else the app window's root. From a controller that does not reach down to its
///    container's bottom edge (a card embedded at the top of a screen) the walk climbs to the
///    container that does, since that one's bottom is the screen's. A source inside a
///    presentation that is being dismissed counts as gone (save in a sheet, then close it).
/// 2. **Presentations.** Follow what is presented, to the top of the chain, stopping before one
///    that is being dismissed. A presented controller that reaches as far down as the one it
///    covers (a page sheet on a phone, a full-screen cover) takes over the bottom of the
///    screen; one that does not (a form sheet or popover on an iPad) leaves it to the
///    controller below, whose bars are still there, under the dimming.
/// 3. **Containers.** Go down into whichever on-screen child reaches its container's bottom
///    edge: a tab bar controller's selected tab, a navigation controller's top screen, the
///    tab bar controller a SwiftUI `TabView` puts inside the window's hosting controller, a
///    split view's columns, any custom container's full-height child. Where several do (a split
///    view's columns side by side), the one whose bars reach highest wins, so a toast covers
///    none of them.
/// 4. **The band.** The controller reached reports its bars through its safe area. The deepest
///    controller decides, not the highest band on the way down: a screen pushed with its tab bar
///    hidden has none, even though its navigation controller's safe area still counts one.
///
/// ```swift
/// let band = ToastBarsOwner.bottomBar(source: sourceController, root: rootController)
/// // a ToastLayout.Item's bottomBar
/// ```
@MainActor package enum ToastBarsOwner {
    /// The longest chain followed up, across presentations or down; a longer one (a cycle)
    /// stops there.
    package static let depthLimit = ToastStatusBarSource.depthLimit
    /// The most controllers one walk looks at; the rest of a larger tree (or a cycle with
    /// branches) is not visited.
    package static let visitLimit = depthLimit * depthLimit
    /// How far short of its container's bottom edge a view's bottom may stop and still reach it.
    package static let bottomEdgeTolerance = ToastLayout.bottomEdgeTolerance

    /// The band at the bottom that toasts shown from `source` (or without a view, when it is
    /// `nil` or off screen) must stay clear of, or `nil` when there is no controller to ask.
    package static func bottomBar<Node: ToastBarReporting>(source: Node?, root: Node?) -> ToastRect? {
        owner(source: source, root: root)?.barsBand
    }

    /// The controller whose bars count (see the type's rules), or `nil` without a source on
    /// screen or a root.
    package static func owner<Node: ToastBarReporting>(source: Node?, root: Node?) -> Node? {
        guard let start = source.flatMap(screen(holding:)) ?? root else { return nil }
        var visits = 0
        return shown(by: topOfPresentations(over: start), depth: 0, visits: &visits)
    }

    /// The controller whose bottom is the bottom of the screen `source` is part of, or `nil` if
    /// it is off screen or its presentation is on its way out.
    private static func screen<Node: ToastBarReporting>(holding source: Node) -> Node? {
        guard source.isOnScreen, !source.isBeingDismissed else { return nil }
        var screen = source
        var climbing = true
        var node = source
        for _ in 0..<depthLimit {
            guard let parent = node.barParent else { break }
            if parent.isBeingDismissed { return nil }
            if climbing {
                if reaches(node, bottomOf: parent) { climbing = false } else { screen = parent }
            }
            node = parent
        }
        return screen
    }

    /// The last controller of the presentation chain over `start` that reaches the bottom of
    /// the one below it; `start` if none does.
    private static func topOfPresentations<Node: ToastBarReporting>(over start: Node) -> Node {
        var base = start
        var node = start
        for _ in 0..<depthLimit {
            guard let next = node.barPresented, !next.isBeingDismissed else { break }
            if reaches(next, bottomOf: base) { base = next }
            node = next
        }
        return base
    }

    /// The deepest controller under `node` that shows the container's bottom.
    private static func shown<Node: ToastBarReporting>(by node: Node, depth: Int, visits: inout Int) -> Node {
        visits += 1
        guard depth < depthLimit, visits < visitLimit else { return node }
        var best: (node: Node, top: Double)?
        for child in node.barChildren where child.isOnScreen && reaches(child, bottomOf: node) {
            let candidate = shown(by: child, depth: depth + 1, visits: &visits)
            let top = barsTop(of: candidate)
            if let found = best, found.top <= top { continue }
            best = (candidate, top)
        }
        return best?.node ?? node
    }

    /// Where a controller's bars begin; +∞ for none, so any bar wins over none.
    private static func barsTop<Node: ToastBarReporting>(of node: Node) -> Double {
        guard let band = node.barsBand, band.height > 0, band.width > 0 else { return .infinity }
        return band.minY
    }

    /// Whether `node`'s view reaches down to `container`'s bottom edge. Any view reaches the
    /// bottom of a container that has no view on screen.
    private static func reaches<Node: ToastBarReporting>(_ node: Node, bottomOf container: Node) -> Bool {
        guard let frame = node.viewFrame, frame.width > 0, frame.height > 0 else { return false }
        guard let outer = container.viewFrame else { return true }
        return frame.maxY >= outer.maxY - bottomEdgeTolerance
    }
}
