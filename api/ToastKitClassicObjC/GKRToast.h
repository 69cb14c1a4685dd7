// GKRToast (seed 004) as real Objective-C classes, so that an app's Objective-C subclass can
// override +configure as the seed's README shows (Swift classes cannot be subclassed from
// Objective-C). Showing goes through ToastKit's engine: +show: hands the configuration to
// ToastKitClassic's Swift presenter.
#if defined(__APPLE__)
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Animates the text box: the box, the label, and the constraints that centre the box
/// horizontally and vertically (their constants are offsets from where ToastKit placed it; the
/// box's superview is exactly the box's size, so lay it out to animate).
typedef void (^GKRToastLabelAnimation)(UIView *textContainer, UILabel *textLabel, NSLayoutConstraint *centerX, NSLayoutConstraint *centerY);
/// Animates the full-screen background view.
typedef void (^GKRToastBackgroundAnimation)(UIView *backgroundView);

/// What a GKRToast looks like and how it moves. Every property starts at the seed's default.
@interface GKRToastConfigure : NSObject
/// Full screen behind the box; black at 30 %. It never takes touches.
@property (nonatomic, strong) UIView *backgroundView;
/// The box around the text; black at 80 %.
@property (nonatomic, strong) UIView *textContainer;
/// White text, any number of lines, in the body text style, following the text size
/// (`adjustsFontForContentSizeCategory`); the box is measured in the text size the window has
/// when it changes. A text-style font of your own (`preferredFontForTextStyle:`, bold or italic
/// too) is followed the same way; one scaled with `UIFontMetrics` catches up a moment later.
@property (nonatomic, strong) UILabel *textLabel;
/// Space between the box and the label; 10 on every side.
@property (nonatomic) UIEdgeInsets textEdgeInsets;
/// Seconds on screen; 0 means it stays until tapped. 5 by default.
@property (nonatomic) NSTimeInterval hideTimeOut;
/// Runs when the box is added; by default fades it in over 0.5 s.
@property (nonatomic, copy, nullable) GKRToastLabelAnimation animateShowLabel;
/// Runs when the background is added; by default fades it in over 0.5 s.
@property (nonatomic, copy, nullable) GKRToastBackgroundAnimation animateShowBackground;
/// Runs to remove the box; must remove the box and the label when done. A block that never
/// does is cut short after a grace period and the toast ends all the same.
@property (nonatomic, copy, nullable) GKRToastLabelAnimation animateHideLabel;
/// Runs to remove the background; must remove it when done.
@property (nonatomic, copy, nullable) GKRToastBackgroundAnimation animateHideBackground;
/// Whether a hide block was replaced after the defaults were set.
@property (nonatomic, readonly) BOOL hasCustomHideAnimation;

/// Runs the show blocks (ToastKitClassic calls this when the engine shows the toast).
- (void)tk_animateShowWithCenterX:(NSLayoutConstraint *)centerX centerY:(NSLayoutConstraint *)centerY;
/// Runs the hide blocks (ToastKitClassic calls this when the engine hides the toast).
- (void)tk_animateHideWithCenterX:(NSLayoutConstraint *)centerX centerY:(NSLayoutConstraint *)centerY;
@end

/// The Swift presenter +show: hands its configuration to (ToastKitClassic provides it).
@protocol GKRToastPresenting <NSObject>
+ (void)presentConfiguration:(GKRToastConfigure *)configure;
@end

/// The configurable toast of seed 004. Subclass and override +configure for a custom style.
/// +show: may be called from any thread; +configure always runs on the main thread. +show: shows
/// in the active scene, which needs the app: it is unavailable in app extensions.
@interface GKRToast : NSObject
+ (GKRToastConfigure *)configure;
+ (void)show:(NSString *)text NS_EXTENSION_UNAVAILABLE_IOS("GKRToast shows in the app's active scene; in an extension, show a toast from a view");
@end

/// GKRToast with its own background and text colours, settable for the class.
@interface AIMToast : GKRToast
@property (class, nonatomic, strong) UIColor *backgroundColor;
@property (class, nonatomic, strong) UIColor *textColor;
@end

/// AIMToast whose box slides in from the leading side and settles with a spring.
@interface AIMFancyToast : AIMToast
@end

NS_ASSUME_NONNULL_END
#endif
