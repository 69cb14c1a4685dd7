// Proves ToastKit's entry points are usable from Objective-C; checked with
// `shared/tools/ios-sdk objc Examples/ObjectiveC/ToastKitFromObjectiveC.m` after `ios-sdk build`.
#import <UIKit/UIKit.h>
#import "ToastKit-Swift.h"

@interface TKDemoViewController : UIViewController
@property (nonatomic, strong) TKToastHandle *uploadToast;
@end

@implementation TKDemoViewController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [TKToast show:@"Saved"];
    [TKToast show:@"Uploaded" duration:3.5 position:TKToastPositionTop completion:^(TKToastDismissReason reason) {
        if (reason == TKToastDismissReasonTap) {
            NSLog(@"the user tapped the toast");
        }
    }];
    self.uploadToast = [TKToast showIndefinitely:@"Uploading…"];
    [self tk_showToast:@"In this controller's scene"];
    [self.view tk_showToast:@"In this view's scene"];
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        // Every entry point works from any thread; these two show in this order.
        TKToastHandle *handle = [TKToast show:@"Finished in the background"];
        [TKToast show:@"Forever, until tapped" duration:DBL_MAX position:TKToastPositionBottom completion:nil];
        [handle dismiss];
        [TKToast showFromAnyThread:@"Still available"];
    });
}

- (void)uploadFinished {
    [self.uploadToast dismiss];
    if (self.uploadToast.isFinished) {
        [TKToast dismissAll];
    }
}

@end
