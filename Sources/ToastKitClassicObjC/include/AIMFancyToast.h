// The pod's AIMFancyToast.h, by name: code that imports "AIMFancyToast.h" finds AIMFancyToast,
// and the classes it derives from, in GKRToast.h.
#import "GKRToast.h"
