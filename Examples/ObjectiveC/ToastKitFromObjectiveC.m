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
    [TKToast show:@"Uploaded" duration:3.5 position:TKToastPositionTop completion:^(TKToastEndReason reason) {
        if (reason == TKToastEndReasonTap) {
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

- (void)uploadWithProgress {
    // A loading toast, updated in place from a background queue, then finished.
    TKToastHandle *upload = [TKToast showLoading:@"Uploading photos…"];
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        for (int step = 1; step <= 10; step++) {
            [NSThread sleepForTimeInterval:0.2];
            [upload updateProgress:step / 10.0];
            if (step == 5) {
                [upload updateMessage:@"Uploading 5 of 10"];
            }
        }
        [upload finishWithMessage:@"Uploaded 10 photos" style:TKToastStyleSuccess];
    });
    [TKToast show:@"Deleted" title:nil style:TKToastStyleSuccess icon:@"trash" actionTitle:@"Undo" action:^{
        NSLog(@"restore the item");
    }];
}

- (void)uploadFinished {
    [self.uploadToast dismiss];
    if (self.uploadToast.isFinished) {
        [TKToast dismissAll];
    }
}

@end
