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

static void ShowGKRToasts(void) {
    [GKRToast show:@"Your text"];
    AIMToast.backgroundColor = [UIColor purpleColor];
    AIMToast.textColor = [UIColor whiteColor];
    [AIMToast show:@"Your text"];
    [AIMFancyToast show:@"Your text"];
    [LeftSlideToast show:@"From the left"];
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
