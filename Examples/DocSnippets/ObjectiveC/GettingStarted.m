// The Objective-C code of "Getting started" (Sources/ToastKit/ToastKit.docc/GettingStarted.md).
// Checked with `shared/tools/ios-sdk objc` against the generated ToastKit-Swift.h (`make ios-check`).
#import <UIKit/UIKit.h>
#import "ToastKit-Swift.h"

@interface DocGettingStartedViewController : UIViewController
@end

@implementation DocGettingStartedViewController

- (void)documentDidSave {
    [TKToast show:@"Saved"];
    [self tk_showToast:@"Saved"];
    [TKToast show:@"Uploaded" duration:3.5 position:TKToastPositionTop
       completion:^(TKToastEndReason reason) {
        NSLog(@"ended: %ld", (long)reason);
    }];
}

@end
