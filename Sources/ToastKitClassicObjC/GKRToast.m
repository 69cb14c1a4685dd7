// See GKRToast.h. Numbers are seed 004's (ClassicSeed.GKRToast in ToastCore holds the same).
#if defined(__APPLE__)
#import "GKRToast.h"

static const CGFloat GKRDimAlpha = 0.3;             // backgroundView: black at 30 %
static const CGFloat GKRContainerAlpha = 0.8;       // textContainer: black at 80 %
static const CGFloat GKRTextInset = 10;             // textEdgeInsets: 10 on every side
static const NSTimeInterval GKRHideTimeOut = 5;     // hideTimeOut: 5 s
static const NSTimeInterval GKRFadeSeconds = 0.5;   // every default block fades over 0.5 s
static const NSTimeInterval GKRSlideSeconds = 1.0;  // the README's custom entrance: 1.0 s…
static const CGFloat GKRSlideExtraOffset = 100;     // …from −(W × 0.5 + 100)
static const CGFloat AIMCornerRadius = 8;
static const CGFloat AIMFancySpringDamping = 0.72;
/// The Swift presenter in ToastKitClassic (its Objective-C name).
static NSString *const GKRPresenterClassName = @"ToastKitClassicGKRPresenter";

@interface GKRToastConfigure ()
@property (nonatomic) BOOL defaultsSet;
@property (nonatomic, readwrite) BOOL hasCustomHideAnimation;
@end

@implementation GKRToastConfigure

- (instancetype)init {
    if ((self = [super init])) {
        _backgroundView = [UIView new];
        _backgroundView.backgroundColor = [UIColor colorWithWhite:0 alpha:GKRDimAlpha];
        _textContainer = [UIView new];
        _textContainer.backgroundColor = [UIColor colorWithWhite:0 alpha:GKRContainerAlpha];
        _textLabel = [UILabel new];
        _textLabel.textColor = UIColor.whiteColor;
        _textLabel.numberOfLines = 0;
        _textLabel.textAlignment = NSTextAlignmentCenter;
        _textLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
        _textLabel.adjustsFontForContentSizeCategory = YES;
        _textEdgeInsets = UIEdgeInsetsMake(GKRTextInset, GKRTextInset, GKRTextInset, GKRTextInset);
        _hideTimeOut = GKRHideTimeOut;
        _animateShowLabel = ^(UIView *container, UILabel *label, NSLayoutConstraint *x, NSLayoutConstraint *y) {
            container.alpha = 0;
            [UIView animateWithDuration:GKRFadeSeconds animations:^{ container.alpha = 1; }];
        };
        _animateShowBackground = ^(UIView *background) {
            background.alpha = 0;
            [UIView animateWithDuration:GKRFadeSeconds animations:^{ background.alpha = 1; }];
        };
        _animateHideLabel = ^(UIView *container, UILabel *label, NSLayoutConstraint *x, NSLayoutConstraint *y) {
            [UIView animateWithDuration:GKRFadeSeconds animations:^{ container.alpha = 0; } completion:^(BOOL finished) {
                [label removeFromSuperview];
                [container removeFromSuperview];
            }];
        };
        _animateHideBackground = ^(UIView *background) {
            [UIView animateWithDuration:GKRFadeSeconds animations:^{ background.alpha = 0; } completion:^(BOOL finished) {
                [background removeFromSuperview];
            }];
        };
        _defaultsSet = YES;
    }
    return self;
}

- (void)setAnimateHideLabel:(GKRToastLabelAnimation)block {
    _animateHideLabel = [block copy];
    if (self.defaultsSet) { self.hasCustomHideAnimation = YES; }
}

- (void)setAnimateHideBackground:(GKRToastBackgroundAnimation)block {
    _animateHideBackground = [block copy];
    if (self.defaultsSet) { self.hasCustomHideAnimation = YES; }
}

- (void)tk_animateShowWithCenterX:(NSLayoutConstraint *)centerX centerY:(NSLayoutConstraint *)centerY {
    if (self.animateShowBackground) { self.animateShowBackground(self.backgroundView); }
    if (self.animateShowLabel) { self.animateShowLabel(self.textContainer, self.textLabel, centerX, centerY); }
}

- (void)tk_animateHideWithCenterX:(NSLayoutConstraint *)centerX centerY:(NSLayoutConstraint *)centerY {
    if (self.animateHideLabel) { self.animateHideLabel(self.textContainer, self.textLabel, centerX, centerY); }
    if (self.animateHideBackground) { self.animateHideBackground(self.backgroundView); }
}

@end

@implementation GKRToast

+ (GKRToastConfigure *)configure {
    return [GKRToastConfigure new];
}

+ (void)show:(NSString *)text {
    // Legacy code calls this from network callbacks on background queues. +configure builds
    // views, which only the main thread may do: hop there first. The main queue is serial and
    // first-in first-out, so calls from one queue show in the order they were made; a call on
    // the main thread shows at once, as it always did.
    if (!NSThread.isMainThread) {
        NSString *copied = [text copy];
        dispatch_async(dispatch_get_main_queue(), ^{ [self show:copied]; });
        return;
    }
    GKRToastConfigure *configure = [self configure];
    configure.textLabel.text = text;
    Class<GKRToastPresenting> presenter = NSClassFromString(GKRPresenterClassName);
    NSAssert(presenter != nil, @"ToastKitClassic is not linked: add the ToastKitClassic product, not only its Objective-C part");
    [presenter presentConfiguration:configure];
}

@end

static UIColor *AIMBackgroundColor;
static UIColor *AIMTextColor;

@implementation AIMToast

+ (UIColor *)backgroundColor {
    // A deep blue by default: the seed names the property, not its value.
    return AIMBackgroundColor ?: [UIColor colorWithRed:0.06 green:0.32 blue:0.62 alpha:0.92];
}

+ (void)setBackgroundColor:(UIColor *)color { AIMBackgroundColor = color; }

+ (UIColor *)textColor { return AIMTextColor ?: UIColor.whiteColor; }

+ (void)setTextColor:(UIColor *)color { AIMTextColor = color; }

+ (GKRToastConfigure *)configure {
    GKRToastConfigure *configure = [super configure];
    configure.textContainer.backgroundColor = self.backgroundColor;
    configure.textContainer.layer.cornerRadius = AIMCornerRadius;
    configure.textContainer.layer.cornerCurve = kCACornerCurveContinuous;
    configure.textLabel.textColor = self.textColor;
    return configure;
}

@end

@implementation AIMFancyToast

+ (GKRToastConfigure *)configure {
    GKRToastConfigure *configure = [super configure];
    configure.animateShowLabel = ^(UIView *container, UILabel *label, NSLayoutConstraint *centerX, NSLayoutConstraint *centerY) {
        UIView *stage = container.superview;
        if (UIAccessibilityIsReduceMotionEnabled() || stage == nil) {
            container.alpha = 0;
            [UIView animateWithDuration:GKRFadeSeconds animations:^{ container.alpha = 1; }];
            return;
        }
        CGFloat leading = stage.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft ? 1 : -1;
        // From beyond the screen's leading edge: the box's superview is only as big as the box
        // (ToastKit places it), so the distance comes from the window's width.
        UIView *screen = container.window ?: stage;
        centerX.constant = leading * (CGRectGetWidth(screen.bounds) * 0.5 + GKRSlideExtraOffset);
        [stage layoutIfNeeded];
        centerX.constant = 0;
        [UIView animateWithDuration:GKRSlideSeconds delay:0 usingSpringWithDamping:AIMFancySpringDamping initialSpringVelocity:0
                            options:UIViewAnimationOptionAllowUserInteraction animations:^{ [stage layoutIfNeeded]; } completion:nil];
    };
    return configure;
}

@end
#endif
