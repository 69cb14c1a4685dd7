#ifndef TOASTKIT_CPIXELKERNELS_H
#define TOASTKIT_CPIXELKERNELS_H

// The module's headers: pixel loops (PixelKernels.h) and the PNG writer (PNGWriter.h).
#include "PixelKernels.h"
#include "PNGWriter.h"

#endif
