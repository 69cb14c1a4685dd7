// The one code example of seed 004 (GKRToast's README, "Custom subclass"), word for word inside
// a subclass: code written for the pod, with Masonry's `MASConstraint` and `offset`, compiles
// against ToastKitClassicObjC's header alone, no Masonry in sight (`make ios-check`; with
// Masonry's headers present, scripts/gkrtoast-masonry-check compiles it again). The example
// reads `[UIScreen mainScreen]`, which iOS 26 deprecates: the warning is silenced around it, and
// the code is left as the README has it.
#import <UIKit/UIKit.h>
#import "GKRToast.h"

@interface SeedReadmeToast : GKRToast
@end

@implementation SeedReadmeToast

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
+ (GKRToastConfigure *)configure {
    GKRToastConfigure *configure = [GKRToastConfigure new];
    
    CGFloat offset = CGRectGetWidth([UIScreen mainScreen].bounds) * 0.5f + 100;
    
    configure.animateShowLabel = ^(UIView *textContainer, UILabel *textLabel, MASConstraint *centerX, MASConstraint *centerY) {
        centerX.offset = -offset;
        [textContainer layoutIfNeeded];
        centerX.offset = 0;
        [UIView animateWithDuration:1.0f animations:^{
            [textContainer layoutIfNeeded];
        }];
    };
    return configure;
};
#pragma clang diagnostic pop

@end

void GKRToastSeedReadmeExample(void) {
    [SeedReadmeToast show:@"Your text"];
}
