import ToastCore

/// One controller of an app's tree of screens, as ``ToastBarsOwner`` reads it to find whose
/// bars a bottom toast must stay clear of: what it contains, what it presents, where its view
/// is, and the band its bars cover.
///
/// A UIKit host conforms a wrapper of `UIViewController` (every frame in the overlay window's
/// coordinates); tests conform a plain tree. Every requirement is read on the main actor, where
/// a host's controllers live, during one layout pass: nothing is kept.
///
/// ```swift
/// let band = ToastBarsOwner.bottomBar(source: sourceController, root: rootController)
/// ```
@MainActor package protocol ToastBarReporting {
    /// The controllers it contains (a tab bar controller's tabs, a navigation controller's stack,
    /// a split view's columns, a hosting controller's embedded containers), on screen or not,
    /// in any order.
    var barChildren: [Self] { get }
    /// The controller it is contained in, or `nil` at the top of its tree or presentation.
    var barParent: Self? { get }
    /// The controller presented over it (or over one of its ancestors), if any.
    var barPresented: Self? { get }
    /// Whether it is being dismissed: what it shows is on its way out.
    var isBeingDismissed: Bool { get }
    /// Whether its view is in a window and not hidden.
    var isOnScreen: Bool { get }
    /// Its view's frame, or `nil` while it has no view in a window.
    var viewFrame: ToastRect? { get }
    /// The band its bars cover at the bottom, as its safe area reports them: from its safe
    /// area's bottom edge to its view's bottom edge, its view's width (a child of a tab bar or
    /// navigation controller has the tab bar and toolbar in its safe area). `nil` while it has no
    /// view in a window.
    var barsBand: ToastRect? { get }
}
