#ifndef TOASTKIT_PIXEL_KERNELS_H
#define TOASTKIT_PIXEL_KERNELS_H

#include <stdint.h>

// Converts opaque pixels in Cairo's ARGB32 format (native-endian 32-bit words, alpha ignored) to
// the YUV 4:2:0 planes a lossy WebP frame is encoded from, with libwebp's own coefficients
// (VP8RGBToY/U/V in libwebp's src/dsp/yuv.h: BT.601, luma 16-235) and a plain average of each
// 2 x 2 block for chroma. An odd last column or row is averaged with itself.
//
// `argb` has `argb_stride` words a row; `y` gets `width` x `height` bytes (`y_stride` a row);
// `u` and `v` get ceil(width / 2) x ceil(height / 2) bytes (`uv_stride` a row).
void toastkit_opaque_argb_to_yuv420(const uint32_t *argb, int argb_stride, int width, int height,
                                    uint8_t *y, int y_stride, uint8_t *u, uint8_t *v, int uv_stride);

// Blurs an image of `channels` bytes a pixel (1 for Cairo's A8, 4 for ARGB32), `stride` bytes a
// row, in place: each byte channel on its own, with one running-sum box pass per radius in
// `radii`, along the rows and then the columns; pixels beyond an edge repeat the edge. Each
// output is the box's sum divided by its width, rounded to nearest. `line` holds
// `width` x `channels` bytes and `copy` `width` x `channels` x `height` bytes (scratch); `sums`
// holds `width` x `channels` words. A radius of 0 or less is skipped.
void toastkit_box_blur(uint8_t *pixels, int width, int height, int stride, int channels, const int *radii, int radius_count,
                       uint8_t *line, uint8_t *copy, uint32_t *sums);

// Shrinks ARGB32 pixels (premultiplied) by a whole `factor`: each pixel of `destination`
// (`destination_width` x `destination_height`, `destination_stride` words a row) is the average
// of the `factor` x `factor` block of `source` whose corner is (`x`, `y`) plus `factor` times
// its position, rounded to nearest, with pixels outside `source` (`source_width` x
// `source_height`, `source_stride` words a row) counting as transparent. `sums` holds
// 4 x `factor` x `destination_width` words (scratch).
void toastkit_box_downsample_argb(const uint32_t *source, int source_stride, int source_width, int source_height, int x, int y,
                                  int factor, uint32_t *destination, int destination_stride, int destination_width,
                                  int destination_height, uint32_t *sums);

#endif
