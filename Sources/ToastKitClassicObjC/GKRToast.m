// See GKRToast.h. Numbers are seed 004's (ClassicSystem.GKRToast in ToastCore holds the same).
#if defined(__APPLE__)
#import "GKRToast.h"

static const CGFloat GKRDimAlpha = 0.3;             // backgroundView: black at 30 %
static const CGFloat GKRContainerAlpha = 0.8;       // textContainer: black at 80 %
static const CGFloat GKRTextInset = 10;             // textEdgeInsets: 10 on every side
static const NSTimeInterval GKRHideTimeOut = 5;     // hideTimeOut: 5 s
static const BOOL GKRHideOnTouch = YES;             // hideOnTouch: a tap hides it (the pod's default)
static const NSTimeInterval GKRFadeSeconds = 0.5;   // every default block fades over 0.5 s
static const NSTimeInterval GKRSlideSeconds = 1.0;  // the README's custom entrance: 1.0 s…
static const CGFloat GKRSlideExtraOffset = 100;     // …from −(W × 0.5 + 100)
static const CGFloat AIMCornerRadius = 8;
static const CGFloat AIMDefaultBackgroundRed = 0.06;    // AIMToast's default box: a deep blue…
static const CGFloat AIMDefaultBackgroundGreen = 0.32;
static const CGFloat AIMDefaultBackgroundBlue = 0.62;
static const CGFloat AIMDefaultBackgroundAlpha = 0.92;  // …nearly opaque
static const CGFloat AIMFancySpringDamping = 0.72;
/// The Swift presenter in ToastKitClassic (its Objective-C name).
static NSString *const GKRPresenterClassName = @"ToastKitClassicGKRPresenter";

@implementation GKRToastConstraint

- (void)setOffset:(CGFloat)offset {
    self.constant = offset;
    // The box's superview lays the box out: mark it, so that a block's `layoutIfNeeded` on the
    // box (as the pod's README does) reaches it and moves the box.
    id stage = self.secondItem;
    if ([stage isKindOfClass:UIView.class]) { [(UIView *)stage setNeedsLayout]; }
}

- (GKRToastConstraint * (^)(CGFloat))offset {
    // As Masonry's: the block keeps the constraint until it has run (no cycle: the constraint
    // does not keep the block).
    return ^GKRToastConstraint *(CGFloat offset) {
        [self setOffset:offset];
        return self;
    };
}

@end

/// The presenter +show: and +hide hand over to; ToastKitClassic must be linked.
static Class<GKRToastPresenting> GKRPresenter(void) {
    Class<GKRToastPresenting> presenter = NSClassFromString(GKRPresenterClassName);
    NSCAssert(presenter != nil, @"ToastKitClassic is not linked: add the ToastKitClassic product, not only its Objective-C part");
    return presenter;
}

@interface GKRToastConfigure ()
@property (nonatomic) BOOL defaultsSet;
@property (nonatomic, readwrite) BOOL hasCustomHideAnimation;
@property (nonatomic, readwrite) BOOL hasCustomContainerSetup;
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
        _hideOnTouch = GKRHideOnTouch;
        _additionalConfig = [NSMutableDictionary new];
        _setupContainer = [self defaultContainerSetup];
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

/// Pins the label inside `textEdgeInsets`, read when the block runs. Weak: the configuration
/// keeps the block.
- (GKRToastContainerSetup)defaultContainerSetup {
    __weak GKRToastConfigure *weakSelf = self;
    return ^{
        GKRToastConfigure *configure = weakSelf;
        if (configure == nil) { return; }
        UIView *box = configure.textContainer;
        UILabel *label = configure.textLabel;
        UIEdgeInsets insets = configure.textEdgeInsets;
        label.translatesAutoresizingMaskIntoConstraints = NO;
        [NSLayoutConstraint activateConstraints:@[
            [label.topAnchor constraintEqualToAnchor:box.topAnchor constant:insets.top],
            [label.bottomAnchor constraintEqualToAnchor:box.bottomAnchor constant:-insets.bottom],
            [label.leadingAnchor constraintEqualToAnchor:box.leadingAnchor constant:insets.left],
            [label.trailingAnchor constraintEqualToAnchor:box.trailingAnchor constant:-insets.right],
        ]];
    };
}

- (void)setSetupContainer:(GKRToastContainerSetup)block {
    // As in the pod, there is always a block to run: nil brings the default back.
    _setupContainer = block ? (GKRToastContainerSetup)[block copy] : [self defaultContainerSetup];
    if (self.defaultsSet) { self.hasCustomContainerSetup = block != nil; }
}

- (void)setAnimateHideLabel:(GKRToastLabelAnimation)block {
    _animateHideLabel = [block copy];
    if (self.defaultsSet) { self.hasCustomHideAnimation = YES; }
}

- (void)setAnimateHideBackground:(GKRToastBackgroundAnimation)block {
    _animateHideBackground = [block copy];
    if (self.defaultsSet) { self.hasCustomHideAnimation = YES; }
}

- (NSArray<GKRToastConstraint *> *)tk_centerConstraintsInStage:(UIView *)stage {
    UIView *box = self.textContainer;
    GKRToastConstraint *centerX = [GKRToastConstraint constraintWithItem:box attribute:NSLayoutAttributeCenterX
        relatedBy:NSLayoutRelationEqual toItem:stage attribute:NSLayoutAttributeCenterX multiplier:1 constant:0];
    GKRToastConstraint *centerY = [GKRToastConstraint constraintWithItem:box attribute:NSLayoutAttributeCenterY
        relatedBy:NSLayoutRelationEqual toItem:stage attribute:NSLayoutAttributeCenterY multiplier:1 constant:0];
    return @[centerX, centerY];
}

- (void)tk_setUpContainer {
    self.setupContainer();
}

- (void)tk_animateShowWithCenterX:(GKRToastConstraint *)centerX centerY:(GKRToastConstraint *)centerY {
    if (self.animateShowBackground) { self.animateShowBackground(self.backgroundView); }
    if (self.animateShowLabel) { self.animateShowLabel(self.textContainer, self.textLabel, centerX, centerY); }
}

- (void)tk_animateHideWithCenterX:(GKRToastConstraint *)centerX centerY:(GKRToastConstraint *)centerY {
    // Without a block the views go at once, as the pod's did (it left the box behind, which then
    // stayed on screen): the next toast of this configuration waits for them.
    if (self.animateHideLabel) {
        self.animateHideLabel(self.textContainer, self.textLabel, centerX, centerY);
    } else {
        [self.textLabel removeFromSuperview];
        [self.textContainer removeFromSuperview];
    }
    if (self.animateHideBackground) {
        self.animateHideBackground(self.backgroundView);
    } else {
        [self.backgroundView removeFromSuperview];
    }
}

@end

/// Each class's current configuration, by class name (the pod kept one and made it again
/// whenever another class showed; here each class keeps its own). Guarded by itself: +show:,
/// +hide and +setConfiguration: may come from any thread. Its lock (`@synchronized`, which a
/// thread may take again while it holds it) also guards the three statics below.
static NSMutableDictionary<NSString *, GKRToastConfigure *> *GKRCurrentConfigs(void) {
    static NSMutableDictionary<NSString *, GKRToastConfigure *> *configs;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ configs = [NSMutableDictionary new]; });
    return configs;
}

/// How many times another thread than the main one has forgotten configurations (set a colour
/// of AIMToast). +currentConfig, on the main thread, reads it before and after it runs +configure
/// (outside the lock), to know whether what +configure read may have changed meanwhile. A forget
/// on the main thread cannot come between the two but from +configure itself, which is the app's
/// own order and is not counted (counted, a +configure that sets a colour would be made again
/// for ever). Read and written under GKRCurrentConfigs()'s lock only.
static NSUInteger GKRForgetsOffMainThread;

/// AIMToast's class colours; nil until set (the getters then answer the defaults). The setters may
/// run on any thread, and +configure reads them on the main thread. A strong static is not
/// atomic: unguarded, a reader could load the old colour just as a setter releases it, and retain
/// a freed object. So both are read and written under GKRCurrentConfigs()'s lock only, where a
/// reader retains the colour before any setter can release it.
static UIColor *AIMBackgroundColor;
static UIColor *AIMTextColor;

@interface GKRToast ()
+ (void)tk_forgetConfigurationsOfSubclasses;
@end

@implementation GKRToast

+ (GKRToastConfigure *)configure {
    return [GKRToastConfigure new];
}

+ (GKRToastConfigure *)currentConfig {
    NSMutableDictionary<NSString *, GKRToastConfigure *> *configs = GKRCurrentConfigs();
    NSString *key = NSStringFromClass(self);
    for (;;) {
        NSUInteger forgetsBefore;
        @synchronized (configs) {
            GKRToastConfigure *current = configs[key];
            if (current != nil) { return current; }
            forgetsBefore = GKRForgetsOffMainThread;
        }
        // +configure builds views, which only the main thread may do. Waiting here for the main
        // thread to make them would deadlock whenever the main thread waits for the caller, so the
        // configuration is the main thread's alone (+show: and +hide hop there themselves).
        NSAssert(NSThread.isMainThread, @"+[GKRToast currentConfig] makes views: call it on the main thread");
        // Outside the lock: +configure is the app's code, and may itself ask for a configuration.
        GKRToastConfigure *made = [self configure];
        @synchronized (configs) {
            // Another thread may have set one meanwhile: the first one stored wins.
            GKRToastConfigure *current = configs[key];
            if (current != nil) { return current; }
            // A colour set on another thread while +configure ran may have come after +configure
            // read it: kept, this configuration would show the old colour until the next change.
            // Make it again instead (only a set racing the class's first +show: gets here).
            if (GKRForgetsOffMainThread == forgetsBefore) {
                configs[key] = made;
                return made;
            }
        }
    }
}

+ (void)setConfiguration:(GKRToastConfigure *)config {
    NSMutableDictionary<NSString *, GKRToastConfigure *> *configs = GKRCurrentConfigs();
    @synchronized (configs) {
        configs[NSStringFromClass(self)] = config;
    }
}

/// Forgets the configuration of this class and of every subclass, so their next +show: calls
/// +configure again.
+ (void)tk_forgetConfigurationsOfSubclasses {
    NSMutableDictionary<NSString *, GKRToastConfigure *> *configs = GKRCurrentConfigs();
    @synchronized (configs) {
        if (!NSThread.isMainThread) { GKRForgetsOffMainThread += 1; }
        for (NSString *name in configs.allKeys) {
            if ([NSClassFromString(name) isSubclassOfClass:self]) { [configs removeObjectForKey:name]; }
        }
    }
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
    // The text goes with the toast, not into the label: the configuration is the class's, and
    // a toast still on screen keeps showing its own text until it has gone.
    [GKRPresenter() presentConfiguration:[self currentConfig] text:[text copy] ?: @""];
}

+ (void)hide {
    // Through the main queue from other threads, like +show:, so a hide comes after the shows
    // the same thread asked for before it.
    if (!NSThread.isMainThread) {
        dispatch_async(dispatch_get_main_queue(), ^{ [self hide]; });
        return;
    }
    [GKRPresenter() hidePresentedToasts];
}

@end

/// One of AIMToast's colours (AIMBackgroundColor or AIMTextColor), read under the lock that
/// guards it: `color` holds it (retained) before the lock lets a setter release it.
static UIColor *_Nullable AIMColor(UIColor *__strong _Nullable *_Nonnull slot) {
    UIColor *color;
    @synchronized (GKRCurrentConfigs()) { color = *slot; }
    return color;
}

/// Sets one of AIMToast's colours and forgets the configurations of AIMToast and its subclasses
/// in one hold of the lock: no configuration made with the old colour is stored after it, so the
/// new one applies to every +show: that reaches the main thread after this.
static void AIMSetColor(UIColor *__strong _Nullable *_Nonnull slot, UIColor *_Nullable color) {
    @synchronized (GKRCurrentConfigs()) {
        *slot = color;
        [AIMToast tk_forgetConfigurationsOfSubclasses];
    }
}

@implementation AIMToast

+ (UIColor *)backgroundColor {
    // A deep blue by default: the seed names the property, not its value.
    return AIMColor(&AIMBackgroundColor) ?: [UIColor colorWithRed:AIMDefaultBackgroundRed green:AIMDefaultBackgroundGreen
                                                              blue:AIMDefaultBackgroundBlue alpha:AIMDefaultBackgroundAlpha];
}

+ (void)setBackgroundColor:(UIColor *)color { AIMSetColor(&AIMBackgroundColor, color); }

+ (UIColor *)textColor { return AIMColor(&AIMTextColor) ?: UIColor.whiteColor; }

+ (void)setTextColor:(UIColor *)color { AIMSetColor(&AIMTextColor, color); }

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
