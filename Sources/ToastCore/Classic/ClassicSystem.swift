/// The numbers of the four classic Objective-C toast systems that ToastKit reproduces, each
/// named for what it is in the original code.
///
/// The four are an Android-style `ToastUtil`, a tap-to-dismiss tip from
/// `+[UIWindow showTips:]`, the `ShowMessageView` banner that counts refreshed items under a
/// navigation bar, and the configurable `GKRToast` with its subclass styles. The presets in
/// ``ToastStyle`` and the classic façades build on these values, and the tests check the
/// geometry and timing they produce against the originals' formulas.
package enum ClassicSystem {
    /// `ToastUtil`, the Android-style toast.
    package enum ToastUtil {
        /// Background: black at 60 %.
        package static let backgroundAlpha = 0.6
        package static let cornerRadius = 4.0
        /// `[UIFont systemFontOfSize:12]`.
        package static let fontSize = 12.0
        /// Label inset on every side.
        package static let padding = 12.0
        /// Text is measured at a width of `W − 60`.
        package static let textWidthInset = 60.0
        /// Label size is the measured size plus 1 in each dimension.
        package static let labelGrowth = 1.0
        /// `y = (H − h) × 1/6` for `TOP`.
        package static let topFraction = 1.0 / 6.0
        /// `y = (H − h) × 1/2` for `CENTRE`.
        package static let centreFraction = 1.0 / 2.0
        /// `y = (H − h) × 5/6` for `BOTTOM`.
        package static let bottomFraction = 5.0 / 6.0
        /// Fade in and fade out.
        package static let fadeSeconds = 0.2
        /// `showToast:` without a duration.
        package static let defaultDurationSeconds = 2.5
    }

    /// `UIWindow (Extension) +showTips:`, the tap-to-dismiss tip.
    package enum WindowTip {
        /// Opaque black background.
        package static let backgroundAlpha = 1.0
        package static let cornerRadius = 5.0
        package static let fontSize = 12.0
        /// `commonInset`: the text's inset on every side.
        package static let padding = 10.0
        /// `maxWidth`: text is measured at most 200 wide.
        package static let maxTextWidth = 200.0
        /// `maxHeight = window height − 200`.
        package static let textHeightInset = 200.0
        /// The tip's bottom edge sits 100 above the window's bottom.
        package static let bottomDistance = 100.0
        /// `performSelector:@selector(dismiss) afterDelay:2.0`.
        package static let displaySeconds = 2.0
        /// `animateWithDuration:0.5 … UIViewAnimationOptionCurveLinear`, alpha to 0.
        package static let fadeOutSeconds = 0.5
    }

    /// `ShowMessageView`, the refresh-count banner under the navigation bar.
    package enum MessageBanner {
        /// The pill's height.
        package static let height = 40.0
        /// ToastKit's own, not the original's: the room above and below the text once the pill
        /// grows past ``height`` (larger text, a title, an action). A 16 pt line with this much
        /// above and below fits in 40 pt at the default text size, so the original's look is
        /// unchanged there.
        package static let grownVerticalPadding = 8.0
        package static let cornerRadius = 20.0
        /// Black at 70 %.
        package static let backgroundAlpha = 0.7
        package static let fontSize = 16.0
        /// Width is `max(100, text width) + 20`.
        package static let minimumTextWidth = 100.0
        package static let horizontalPadding = 10.0
        /// The pill moves down by its height plus 10: it rests 10 below the bar.
        package static let gapBelowBar = 10.0
        /// Shadow `#AEAEAE`, offset 0, radius 4, opacity 0.2.
        package static let shadowColor: UInt32 = 0xAEAEAE
        package static let shadowRadius = 4.0
        package static let shadowOpacity = 0.2
        /// Fades in while moving down.
        package static let showSeconds = 0.8
        /// On screen, fully shown, before fading out.
        package static let displaySeconds = 0.5
        /// Fades out.
        package static let hideSeconds = 0.3
    }

    /// `GKRToast` and its subclasses.
    package enum GKRToast {
        /// `backgroundView`: full screen, black at 30 %.
        package static let dimAlpha = 0.3
        /// `textContainer`: black at 80 %.
        package static let containerAlpha = 0.8
        /// `textEdgeInsets`: 10 on every side.
        package static let textInset = 10.0
        /// `hideTimeOut` default; 0 means the toast never hides by itself.
        package static let hideTimeOutSeconds = 5.0
        /// Every default animation block fades over 0.5 s.
        package static let fadeSeconds = 0.5
        /// `UILabel`'s default font size.
        package static let fontSize = 17.0
        /// The README's custom subclass slides in over 1.0 s…
        package static let customSlideSeconds = 1.0
        /// …from a centre-x offset of `−(W × 0.5 + 100)`.
        package static let customSlideExtraOffset = 100.0
    }
}
