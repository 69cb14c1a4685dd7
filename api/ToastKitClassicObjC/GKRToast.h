// GKRToast (seed 004) as real Objective-C classes, so that an app's Objective-C subclass can
// override +configure as the seed's README shows (Swift classes cannot be subclassed from
// Objective-C). Showing goes through ToastKit's engine: +show: hands the configuration to
// ToastKitClassic's Swift presenter.
#if defined(__APPLE__)
#import <UIKit/UIKit.h>

// Masonry. The pod's header imported it, and its blocks took Masonry's `MASConstraint`: code
// written for the pod names that type, and may lay views out with `mas_makeConstraints` after
// importing only this header. Where the app has Masonry, this header imports it as the pod's did;
// where it has not, `MASConstraint` is another name for GKRToastConstraint (below). Either way
// ToastKit declares no class, protocol or category of Masonry's: an app that keeps Masonry for its
// own layout links both, with no duplicate class.
#if __has_include(<Masonry/Masonry.h>)
#import <Masonry/Masonry.h>
#define GKRTOAST_SEES_MASONRY 1
#elif __has_include("Masonry.h")
#import "Masonry.h"
#define GKRTOAST_SEES_MASONRY 1
#elif defined(MAS_VIEW)
// Masonry's headers were read, from a place this header cannot name, before this header.
@class MASConstraint;
#define GKRTOAST_SEES_MASONRY 1
#else
#define GKRTOAST_SEES_MASONRY 0
#endif

NS_ASSUME_NONNULL_BEGIN

/// The constraints that centre the box, as the blocks receive them: real `NSLayoutConstraint`s,
/// which also answer Masonry's `offset`. Their constants are offsets from where ToastKit placed
/// the box (0 is its place); the box's superview is exactly the box's size, so lay it out to
/// animate.
@interface GKRToastConstraint : NSLayoutConstraint
/// Sets `constant`: what `centerX.offset = …` does to a Masonry constraint.
- (void)setOffset:(CGFloat)offset;
/// Masonry's chained form: `centerX.offset(20)` sets `constant` as `centerX.offset = 20` does,
/// and returns the constraint. (Masonry's other chained calls are not answered.)
- (GKRToastConstraint * (^)(CGFloat offset))offset;
@end

#if GKRTOAST_SEES_MASONRY
/// What a block's centerX and centerY are declared as. With Masonry in sight `MASConstraint` is
/// Masonry's class, so the blocks take any object: one written with `MASConstraint *` and one
/// written with `NSLayoutConstraint *` both fit. (ToastKit passes GKRToastConstraints, which
/// answer `offset =` and `offset(…)` as Masonry's do and are `NSLayoutConstraint`s; other
/// Masonry calls are not answered.)
typedef id GKRToastCenterConstraint;
#else
/// Without Masonry, code written for the pod names `MASConstraint`: here it is another name for
/// GKRToastConstraint, in source only (no class of that name exists at run time).
@compatibility_alias MASConstraint GKRToastConstraint;
/// What a block's centerX and centerY are declared as. A block written with `MASConstraint *`
/// (the pod's), `GKRToastConstraint *` or `NSLayoutConstraint *` fits.
typedef GKRToastConstraint *GKRToastCenterConstraint;
#endif

/// Animates the text box: the box, the label, and the constraints that centre the box
/// horizontally and vertically (see GKRToastConstraint).
typedef void (^GKRToastLabelAnimation)(UIView *textContainer, UILabel *textLabel, GKRToastCenterConstraint centerX, GKRToastCenterConstraint centerY);
/// Animates the full-screen background view.
typedef void (^GKRToastBackgroundAnimation)(UIView *backgroundView);
/// Lays out the box's content once the box and the label are in place.
typedef void (^GKRToastContainerSetup)(void);

/// What a GKRToast looks like and how it moves. Every property starts at the seed's default.
/// A configuration is made of views, and ToastKit reads it on the main thread: make it, read it
/// and change it there only (as +configure, which always runs there, does).
@interface GKRToastConfigure : NSObject
/// Full screen behind the box; black at 30 %. It never takes touches.
@property (nonatomic, strong) UIView *backgroundView;
/// The box around the text; black at 80 %.
@property (nonatomic, strong) UIView *textContainer;
/// White text, any number of lines, in the body text style, following the text size
/// (`adjustsFontForContentSizeCategory`); the box is measured in the text size the window has
/// when it changes. A text-style font of your own (`preferredFontForTextStyle:`, bold or italic
/// too) is followed the same way; one scaled with `UIFontMetrics` catches up a moment later.
/// Its text is set when the toast goes on screen.
@property (nonatomic, strong) UILabel *textLabel;
/// Space between the box and the label; 10 on every side.
@property (nonatomic) UIEdgeInsets textEdgeInsets;
/// Seconds on screen; 0 means it stays until tapped or hidden with +hide. 5 by default.
@property (nonatomic) NSTimeInterval hideTimeOut;
/// Whether a tap on the box hides the toast; YES by default. A toast with `hideTimeOut` 0 takes
/// a tap even when this is NO. Taps on the background always reach the app.
@property (nonatomic) BOOL hideOnTouch;
/// Runs at every +show:, when the box and the label are in the box's superview, before the show
/// blocks. The label has just been put back in the box (taken out before each toast, which drops
/// its constraints), so constraints on the label are made here afresh each time; a view of your
/// own that stays in the box is added and constrained once, in +configure, or its constraints
/// pile up. The default pins the label inside `textEdgeInsets`; a block of your own replaces
/// it, so it lays the label out too; the box is then as big as its constraints make it. Setting
/// nil brings the default back.
@property (nonatomic, copy, null_resettable) GKRToastContainerSetup setupContainer;
/// Empty; for a subclass's own settings (a category's properties can keep their values here).
@property (nonatomic, strong) NSMutableDictionary *additionalConfig;
/// Runs when the box is added; by default fades it in over 0.5 s.
@property (nonatomic, copy, nullable) GKRToastLabelAnimation animateShowLabel;
/// Runs when the background is added; by default fades it in over 0.5 s.
@property (nonatomic, copy, nullable) GKRToastBackgroundAnimation animateShowBackground;
/// Runs to remove the box; must remove the box (and with it the label) when done. A block that
/// never does is cut short after a grace period and the toast ends all the same; the next toast
/// of this configuration waits as long again for the views before it takes them. nil removes
/// the box at once.
@property (nonatomic, copy, nullable) GKRToastLabelAnimation animateHideLabel;
/// Runs to remove the background; must remove it when done. nil removes it at once.
@property (nonatomic, copy, nullable) GKRToastBackgroundAnimation animateHideBackground;
/// Whether a hide block was replaced after the defaults were set.
@property (nonatomic, readonly) BOOL hasCustomHideAnimation;
/// Whether `setupContainer` is a block of the app's own.
@property (nonatomic, readonly) BOOL hasCustomContainerSetup;

/// The constraints that centre the box in `stage`, centerX first, not yet active
/// (ToastKitClassic calls this when it adds the box).
- (NSArray<GKRToastConstraint *> *)tk_centerConstraintsInStage:(UIView *)stage;
/// Runs `setupContainer` (ToastKitClassic calls this once the box and the label are in place).
- (void)tk_setUpContainer;
/// Runs the show blocks (ToastKitClassic calls this when the engine shows the toast).
- (void)tk_animateShowWithCenterX:(GKRToastConstraint *)centerX centerY:(GKRToastConstraint *)centerY;
/// Runs the hide blocks (ToastKitClassic calls this when the engine hides the toast).
- (void)tk_animateHideWithCenterX:(GKRToastConstraint *)centerX centerY:(GKRToastConstraint *)centerY;
@end

/// The Swift presenter +show: and +hide hand over to (ToastKitClassic provides it).
@protocol GKRToastPresenting <NSObject>
+ (void)presentConfiguration:(GKRToastConfigure *)configure text:(NSString *)text;
+ (void)hidePresentedToasts;
@end

/// The configurable toast of seed 004. Subclass and override +configure for a custom style.
/// +show: and +hide may be called from any thread; +configure always runs on the main thread.
/// They show in the active scene, which needs the app: they are unavailable in app extensions.
@interface GKRToast : NSObject
/// A new configuration for this class; every +show: of the class uses the one +currentConfig
/// returns, made from this the first time.
+ (GKRToastConfigure *)configure;
/// Shows `text` with the class's current configuration. As in the pod, it replaces the toast of
/// that configuration on screen, which hides first (its hide blocks run): this one shows once
/// they have removed the views, which serve one toast at a time. Of several shown meanwhile,
/// only the newest shows. A GKRToast of another configuration keeps its place, and this one
/// waits until it has gone.
+ (void)show:(NSString *)text NS_EXTENSION_UNAVAILABLE_IOS("GKRToast shows in the app's active scene; in an extension, show a toast from a view");
/// Hides the GKRToast on screen (of any class; its hide blocks run) and drops those waiting to
/// show. Does nothing when there is none.
+ (void)hide NS_EXTENSION_UNAVAILABLE_IOS("GKRToast shows in the app's active scene; in an extension, show a toast from a view");
/// The configuration the next +show: of this class uses: made with +configure the first time,
/// then the same object until +setConfiguration: replaces it. Each class has its own. It holds
/// views: main thread only (it may make them, and waiting for the main thread from another
/// could deadlock). Do not call it from your own +configure, which it calls.
+ (GKRToastConfigure *)currentConfig;
/// Replaces this class's configuration for the next +show:; nil makes the next one call
/// +configure again.
+ (void)setConfiguration:(nullable GKRToastConfigure *)config;
@end

/// GKRToast with its own background and text colours, settable for the class: setting one
/// applies to every +show: of AIMToast and its subclasses that reaches the main thread after it
/// (a toast on screen keeps its colours). Both may be read and set from any thread (a lock
/// guards them).
@interface AIMToast : GKRToast
/// The box's colour; a deep blue until set.
@property (class, nonatomic, strong) UIColor *backgroundColor;
/// The text's colour; white until set.
@property (class, nonatomic, strong) UIColor *textColor;
@end

/// AIMToast whose box slides in from the leading side and settles with a spring.
@interface AIMFancyToast : AIMToast
@end

NS_ASSUME_NONNULL_END
#endif
