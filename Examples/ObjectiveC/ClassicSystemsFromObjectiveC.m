// The seed documents' Objective-C usage, unchanged except for the import: an app that used the
// originals removes their files, imports ToastKitClassic, and compiles. Checked with
// `shared/tools/ios-sdk objc` against the generated ToastKitClassic-Swift.h (`make ios-check`).
#import <UIKit/UIKit.h>
#import "GKRToast.h"
#import "ToastKitClassic-Swift.h"

#pragma mark - ToastUtil (seed 000): every overload

static void ShowEveryToastUtilOverload(void) {
    [[ToastUtil toast] showToast:@"保存成功"];
    [[ToastUtil toast] showToast:@"正在加载" duration:2];
    [[ToastUtil toast] showToast:@"顶部提示" duration:2 gravity:TOP];
    [[ToastUtil toast] showToast:@"居中提示" duration:2 gravity:CENTRE];
    [[ToastUtil toast] showToast:@"加载完成" duration:3 gravity:BOTTOM finishHandler:^{
        // runs once, after the toast is gone
    }];
    // An instance of its own, as the original allowed: it behaves like +toast.
    ToastUtil *own = [[ToastUtil alloc] init];
    [own showToast:@"已复制" duration:1.5 gravity:CENTRE];
    [[ToastUtil new] showToast:@"永久提示" duration:INFINITY gravity:TOP];  // INFINITY: until tapped
}

#pragma mark - UIWindow showTips (seed 001)

@interface TipsViewController : UIViewController
@end

@implementation TipsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    [UIWindow showTips:@"hello world !!!"];
}

@end

#pragma mark - ShowMessageView (seed 003)

@interface BaseViewController : UIViewController
@property (nonatomic, strong) ShowMessageView *showMessageView;
@end

@implementation BaseViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.showMessageView = [ShowMessageView createShowMessageViewInViewController:self];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.showMessageView hideMessage];
}

@end

@interface FriendsViewController : BaseViewController
@property (nonatomic, strong) UIView *customNav;
@end

@implementation FriendsViewController

- (void)refreshEnded {
    __weak typeof(self) weakSelf = self;
    [weakSelf.showMessageView showMessage:@"刷新了20条新数据"];
}

- (void)useCustomBar {
    self.showMessageView = [ShowMessageView createShowMessageViewInViewController:self customNav:self.customNav];
}

@end

#pragma mark - GKRToast (seed 004): the classes and a custom subclass

@interface LeftSlideToast : GKRToast
@end

@implementation LeftSlideToast

+ (GKRToastConfigure *)configure {
    GKRToastConfigure *configure = [GKRToastConfigure new];
    configure.animateShowLabel = ^(UIView *textContainer, UILabel *textLabel, NSLayoutConstraint *centerX, NSLayoutConstraint *centerY) {
        // From off the window's leading side (the window, not the screen: iPad multitasking;
        // and iOS 26 deprecates [UIScreen mainScreen]).
        CGFloat offset = CGRectGetWidth(textContainer.window.bounds) * 0.5f + 100;
        centerX.constant = -offset;
        [textContainer layoutIfNeeded];
        centerX.constant = 0;
        [UIView animateWithDuration:1.0f animations:^{
            [textContainer.superview layoutIfNeeded];
        }];
    };
    configure.hideTimeOut = 0;  // stays until tapped
    return configure;
}

@end

/// Code written for the pod with Masonry's chained form: `offset(…)` works on the constraints
/// the blocks receive, with Masonry in the app or without it.
@interface RiseToast : GKRToast
@end

/// How far below its place the box starts, in points.
static const CGFloat RiseDistance = 40;

@implementation RiseToast

+ (GKRToastConfigure *)configure {
    GKRToastConfigure *configure = [GKRToastConfigure new];
    configure.animateShowLabel = ^(UIView *textContainer, UILabel *textLabel, MASConstraint *centerX, MASConstraint *centerY) {
        centerY.offset(RiseDistance);
        [textContainer.superview layoutIfNeeded];
        centerY.offset(0);
        [UIView animateWithDuration:0.5 animations:^{ [textContainer.superview layoutIfNeeded]; }];
    };
    return configure;
}

@end

#pragma mark - GKRToast's class API: a subclass with a picture above the text

/// Where a BadgeToast's configuration keeps its picture: a category's property has no storage of
/// its own, so it lives in `additionalConfig`, which is there for subclasses.
static NSString *const BadgeImageKey = @"badgeImage";
/// The picture's side, in points.
static const CGFloat BadgeImageSide = 32;

@interface GKRToastConfigure (BadgeToast)
@property (nonatomic, strong) UIImageView *badgeImageView;
@end

@implementation GKRToastConfigure (BadgeToast)

- (UIImageView *)badgeImageView {
    return self.additionalConfig[BadgeImageKey];
}

- (void)setBadgeImageView:(UIImageView *)imageView {
    self.additionalConfig[BadgeImageKey] = imageView;
}

@end

@interface BadgeToast : AIMToast
+ (void)show:(NSString *)text image:(UIImage *)image;
@end

@implementation BadgeToast

+ (void)show:(NSString *)text image:(UIImage *)image {
    // The configuration +show: uses next: set the picture on it (on the main thread, as its
    // views want), then show.
    NSAssert(NSThread.isMainThread, @"BadgeToast's picture is set on the main thread");
    [self currentConfig].badgeImageView.image = image;
    [self show:text];
}

+ (GKRToastConfigure *)configure {
    GKRToastConfigure *configure = [super configure];
    configure.hideOnTouch = NO;  // only its timer, or +hide, ends it
    UIView *box = configure.textContainer;
    UIEdgeInsets insets = configure.textEdgeInsets;
    // The picture stays in the box from one toast to the next: add it, and constrain it, once.
    // (setupContainer runs at every +show:, so constraints made there for it would pile up.)
    UIImageView *picture = [UIImageView new];
    picture.contentMode = UIViewContentModeScaleAspectFit;
    picture.translatesAutoresizingMaskIntoConstraints = NO;
    [box addSubview:picture];
    [NSLayoutConstraint activateConstraints:@[
        [picture.topAnchor constraintEqualToAnchor:box.topAnchor constant:insets.top],
        [picture.centerXAnchor constraintEqualToAnchor:box.centerXAnchor],
        [picture.widthAnchor constraintEqualToConstant:BadgeImageSide],
        [picture.heightAnchor constraintEqualToConstant:BadgeImageSide],
    ]];
    configure.badgeImageView = picture;
    __weak GKRToastConfigure *weakConfigure = configure;
    // Replaces the default set-up, so it lays out the label, below the picture. It runs at every
    // +show:, once the label is back in the box: ToastKit takes the label out of the box before
    // each toast, which drops the label's constraints, so these are made afresh, never twice.
    configure.setupContainer = ^{
        GKRToastConfigure *current = weakConfigure;
        UIView *currentBox = current.textContainer;
        UILabel *label = current.textLabel;
        UIEdgeInsets currentInsets = current.textEdgeInsets;
        [NSLayoutConstraint activateConstraints:@[
            [label.topAnchor constraintEqualToAnchor:current.badgeImageView.bottomAnchor constant:currentInsets.top],
            [label.leadingAnchor constraintEqualToAnchor:currentBox.leadingAnchor constant:currentInsets.left],
            [label.trailingAnchor constraintEqualToAnchor:currentBox.trailingAnchor constant:-currentInsets.right],
            [label.bottomAnchor constraintEqualToAnchor:currentBox.bottomAnchor constant:-currentInsets.bottom],
        ]];
    };
    return configure;
}

@end

static void ShowGKRToasts(void) {
    [GKRToast show:@"Your text"];
    AIMToast.backgroundColor = [UIColor purpleColor];
    AIMToast.textColor = [UIColor whiteColor];
    [AIMToast show:@"Your text"];
    [AIMFancyToast show:@"Your text"];
    [LeftSlideToast show:@"From the left"];
    [RiseToast show:@"From below"];

    // A class's current configuration is what its next +show: uses; replace it for every later
    // toast of the class, or change it in place.
    GKRToastConfigure *slow = [GKRToast configure];
    slow.hideTimeOut = 8;
    slow.hideOnTouch = NO;
    [GKRToast setConfiguration:slow];
    [GKRToast currentConfig].textLabel.textAlignment = NSTextAlignmentNatural;
    [GKRToast show:@"Eight seconds, taps or not"];
    [BadgeToast show:@"Uploaded" image:[UIImage systemImageNamed:@"checkmark.circle"]];
    // Hides the GKRToast on screen, whatever its class, and drops those waiting behind it.
    [GKRToast hide];
    [GKRToast setConfiguration:nil];  // back to +configure for the next one
}

#pragma mark - From a network callback on a background queue

static void ShowFromANetworkCallback(ShowMessageView *banner) {
    NSURLSession *session = NSURLSession.sharedSession;
    [[session dataTaskWithURL:[NSURL URLWithString:@"https://example.com/feed"]
            completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        // A background queue: every classic entry point hops to the main thread itself, and
        // calls from this queue show in the order they are made.
        if (error != nil) {
            [[ToastUtil toast] showToast:@"网络错误" duration:MAXFLOAT gravity:CENTRE];  // until tapped
            return;
        }
        [banner showMessage:@"刷新了20条新数据"];
        [UIWindow showTips:@"已更新"];
        [GKRToast show:@"Done"];
    }] resume];
}

void ToastKitClassicExamples(void) {
    ShowEveryToastUtilOverload();
    ShowGKRToasts();
    UIViewController *controller = [UIViewController new];
    ShowFromANetworkCallback([ShowMessageView createShowMessageViewInViewController:controller]);
}
