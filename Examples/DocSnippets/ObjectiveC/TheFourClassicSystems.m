// The Objective-C code of "The four classic systems"
// (Sources/ToastKitClassic/ToastKitClassic.docc/TheFourClassicSystems.md). Checked with
// `shared/tools/ios-sdk objc` against the generated ToastKitClassic-Swift.h (`make ios-check`).
#import <UIKit/UIKit.h>
#import "GKRToast.h"
#import "ToastKitClassic-Swift.h"

@interface DocClassicViewController : UIViewController
@property (nonatomic, strong) ShowMessageView *showMessageView;
@end

@implementation DocClassicViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.showMessageView =
        [ShowMessageView createShowMessageViewInViewController:self];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.showMessageView hideMessage];
}

- (void)showEveryClassicToast {
    [[ToastUtil toast] showToast:@"保存成功"];
    [[ToastUtil toast] showToast:@"加载完成" duration:3 gravity:TOP finishHandler:^{
        NSLog(@"runs once, after the toast is gone");
    }];
    [UIWindow showTips:@"hello world !!!"];
    [self.showMessageView showMessage:@"刷新了20条新数据"];
    [GKRToast show:@"Your text"];
    [AIMFancyToast show:@"Your text"];
}

@end

@interface DocLeftSlideToast : GKRToast
@end

@implementation DocLeftSlideToast

+ (GKRToastConfigure *)configure {
    GKRToastConfigure *configure = [GKRToastConfigure new];
    configure.animateShowLabel = ^(UIView *textContainer, UILabel *textLabel,
        NSLayoutConstraint *centerX, NSLayoutConstraint *centerY) {
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
    configure.hideTimeOut = 0;   // stays until tapped
    return configure;
}

@end
