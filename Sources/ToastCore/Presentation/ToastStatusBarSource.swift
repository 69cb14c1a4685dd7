/// Which of an app's view controllers decides the status bar (and the supported orientations)
/// while toasts are up.
///
/// The overlay window is the topmost full-screen window with a root view controller, so iOS asks
/// it; it must answer what the app shows. Starting at the app window's root:
/// 1. follow the presentation chain to its last controller that captures the status bar (a
///    full-screen presentation, or one with `modalPresentationCapturesStatusBarAppearance`); a
///    page sheet or popover leaves it to the controller below;
/// 2. from there follow `childForStatusBarStyle` (or `…Hidden`), as a tab bar controller names
///    its selected tab.
///
/// Generic over the node type, so the walk is tested without UIKit.
@_spi(Plumbing) public enum ToastStatusBarSource {
    /// The longest chain followed; a longer one (a cycle) stops there.
    public static let depthLimit = 64

    public static func owner<Node: AnyObject>(
        from root: Node, presented: (Node) -> Node?, capturesStatusBar: (Node) -> Bool, child: (Node) -> Node?
    ) -> Node {
        var owner = root
        var node = root
        for _ in 0..<depthLimit {
            guard let next = presented(node) else { break }
            if capturesStatusBar(next) { owner = next }
            node = next
        }
        for _ in 0..<depthLimit {
            guard let next = child(owner), next !== owner else { break }
            owner = next
        }
        return owner
    }
}
