// Pixel loops the renderer runs on every movie frame, in C so the compiler vectorises them.
#include "PixelKernels.h"
#include <string.h>

#include "VectorClones.h"

// libwebp's fixed-point YUV constants (src/dsp/yuv.h): 16 fractional bits.
enum { yuv_fix = 16, yuv_half = 1 << (yuv_fix - 1) };

static inline uint8_t luma(uint32_t pixel) {
    const int r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF;
    return (uint8_t)((16839 * r + 33059 * g + 6420 * b + (16 << yuv_fix) + yuv_half) >> yuv_fix);
}

// `r`, `g` and `b` are sums of four pixels' components, so the result is shifted by two more.
static inline uint8_t chroma(int value) {
    const int shifted = ((value + (yuv_half << 2)) >> (yuv_fix + 2)) + 128;
    return (uint8_t)(shifted < 0 ? 0 : shifted > 255 ? 255 : shifted);
}

// One 2 x 2 block's U and V from its four pixels.
static inline void block_chroma(uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint8_t *u, uint8_t *v) {
    const int r = (int)((a >> 16) & 0xFF) + (int)((b >> 16) & 0xFF) + (int)((c >> 16) & 0xFF) + (int)((d >> 16) & 0xFF);
    const int g = (int)((a >> 8) & 0xFF) + (int)((b >> 8) & 0xFF) + (int)((c >> 8) & 0xFF) + (int)((d >> 8) & 0xFF);
    const int bl = (int)(a & 0xFF) + (int)(b & 0xFF) + (int)(c & 0xFF) + (int)(d & 0xFF);
    *u = chroma(-9719 * r - 19081 * g + 28800 * bl);
    *v = chroma(28800 * r - 24116 * g - 4684 * bl);
}

// Loops without branches inside, so that the compiler vectorises them; an odd last column is
// done on its own.
TOASTKIT_VECTOR_CLONES
void toastkit_opaque_argb_to_yuv420(const uint32_t *argb, int argb_stride, int width, int height,
                                    uint8_t *y, int y_stride, uint8_t *u, uint8_t *v, int uv_stride) {
    const int pairs = width / 2;
    for (int row = 0; row < height; row++) {
        const uint32_t *source = argb + (long)row * argb_stride;
        uint8_t *target = y + (long)row * y_stride;
        for (int column = 0; column < width; column++) target[column] = luma(source[column]);
    }
    for (int row = 0; row < height; row += 2) {
        const uint32_t *top = argb + (long)row * argb_stride;
        const uint32_t *bottom = row + 1 < height ? top + argb_stride : top;
        uint8_t *uRow = u + (long)(row / 2) * uv_stride, *vRow = v + (long)(row / 2) * uv_stride;
        for (int pair = 0; pair < pairs; pair++) {
            block_chroma(top[2 * pair], top[2 * pair + 1], bottom[2 * pair], bottom[2 * pair + 1], uRow + pair, vRow + pair);
        }
        if (width & 1) {
            const int last = width - 1;
            block_chroma(top[last], top[last], bottom[last], bottom[last], uRow + pairs, vRow + pairs);
        }
    }
}

// (sum + width / 2) / width, with the division as a multiplication: for a width under 256 and a
// sum of at most 255 x width + width / 2 (below 2^16), multiplying by ceil(2^24 / width) errs by
// under 1/256, less than the 1/width between a quotient's fractional part and the next integer.
typedef struct { uint32_t width, half; uint64_t multiplier; } box_divisor;

static inline box_divisor divisor_for(int radius) {
    const uint32_t width = 2 * (uint32_t)radius + 1;
    return (box_divisor){ width, width / 2, ((1ull << 24) + width - 1) / width };
}

static inline uint8_t box_average(uint32_t sum, box_divisor d) {
    const uint32_t rounded = sum + d.half;
    return (uint8_t)(d.width < 256 ? (uint32_t)((rounded * d.multiplier) >> 24) : rounded / d.width);
}

static inline int clamp_index(int index, int last) { return index < 0 ? 0 : index > last ? last : index; }

TOASTKIT_VECTOR_CLONES
void toastkit_box_blur(uint8_t *pixels, int width, int height, int stride, int channels, const int *radii, int radius_count,
                       uint8_t *line, uint8_t *copy, uint32_t *sums) {
    if (width <= 0 || height <= 0 || channels <= 0) return;
    const int rowBytes = width * channels;
    for (int pass = 0; pass < radius_count; pass++) {
        const int radius = radii[pass];
        if (radius <= 0) continue;
        const box_divisor d = divisor_for(radius);
        // Along each row, one channel at a time.
        for (int y = 0; y < height; y++) {
            uint8_t *row = pixels + (long)y * stride;
            memcpy(line, row, (size_t)rowBytes);
            for (int c = 0; c < channels; c++) {
                uint32_t sum = 0;
                for (int k = -radius; k <= radius; k++) sum += line[clamp_index(k, width - 1) * channels + c];
                for (int x = 0; x < width; x++) {
                    row[x * channels + c] = box_average(sum, d);
                    sum += line[clamp_index(x + radius + 1, width - 1) * channels + c];
                    sum -= line[clamp_index(x - radius, width - 1) * channels + c];
                }
            }
        }
        // Along each column, a whole row at a time (every byte of a row is a column of its own).
        for (int y = 0; y < height; y++) memcpy(copy + (long)y * rowBytes, pixels + (long)y * stride, (size_t)rowBytes);
        for (int x = 0; x < rowBytes; x++) sums[x] = 0;
        for (int k = -radius; k <= radius; k++) {
            const uint8_t *source = copy + (long)clamp_index(k, height - 1) * rowBytes;
            for (int x = 0; x < rowBytes; x++) sums[x] += source[x];
        }
        for (int y = 0; y < height; y++) {
            uint8_t *row = pixels + (long)y * stride;
            const uint8_t *entering = copy + (long)clamp_index(y + radius + 1, height - 1) * rowBytes;
            const uint8_t *leaving = copy + (long)clamp_index(y - radius, height - 1) * rowBytes;
            for (int x = 0; x < rowBytes; x++) {
                row[x] = box_average(sums[x], d);
                sums[x] += (uint32_t)entering[x] - (uint32_t)leaving[x];
            }
        }
    }
}

// The block sums are built a row of blocks at a time: each source row in the band adds its
// channels to one column of sums per source column, then each run of `factor` columns is added up.
TOASTKIT_VECTOR_CLONES
void toastkit_box_downsample_argb(const uint32_t *source, int source_stride, int source_width, int source_height, int x, int y,
                                  int factor, uint32_t *destination, int destination_stride, int destination_width,
                                  int destination_height, uint32_t *sums) {
    if (factor <= 0 || destination_width <= 0 || destination_height <= 0) return;
    const int columns = factor * destination_width;
    const uint32_t count = (uint32_t)factor * (uint32_t)factor, half = count / 2;
    uint32_t *a = sums, *r = sums + columns, *g = sums + 2 * columns, *b = sums + 3 * columns;
    for (int row = 0; row < destination_height; row++) {
        memset(sums, 0, sizeof(uint32_t) * 4 * (size_t)columns);
        for (int k = 0; k < factor; k++) {
            const int sy = y + row * factor + k;
            if (sy < 0 || sy >= source_height) continue;
            const uint32_t *line = source + (long)sy * source_stride;
            for (int column = 0; column < columns; column++) {
                const int sx = x + column;
                const uint32_t pixel = sx >= 0 && sx < source_width ? line[sx] : 0;
                a[column] += pixel >> 24;
                r[column] += (pixel >> 16) & 0xFF;
                g[column] += (pixel >> 8) & 0xFF;
                b[column] += pixel & 0xFF;
            }
        }
        uint32_t *out = destination + (long)row * destination_stride;
        for (int column = 0; column < destination_width; column++) {
            uint32_t sa = 0, sr = 0, sg = 0, sb = 0;
            for (int k = 0; k < factor; k++) {
                const int index = column * factor + k;
                sa += a[index]; sr += r[index]; sg += g[index]; sb += b[index];
            }
            out[column] = ((sa + half) / count) << 24 | ((sr + half) / count) << 16 | ((sg + half) / count) << 8 | ((sb + half) / count);
        }
    }
}
