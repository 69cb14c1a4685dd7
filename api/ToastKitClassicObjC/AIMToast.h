// The pod's AIMToast.h, by name: code that imports "AIMToast.h" (as the pod's own subclasses do)
// finds AIMToast, and GKRToast with it, in GKRToast.h.
#import "GKRToast.h"
