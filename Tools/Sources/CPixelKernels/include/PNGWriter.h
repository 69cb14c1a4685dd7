#ifndef TOASTKIT_PNG_WRITER_H
#define TOASTKIT_PNG_WRITER_H

#include <stdint.h>

// Writes Cairo's ARGB32 pixels (premultiplied, native-endian 32-bit words, `stride` bytes a
// row) as a PNG file: RGB when every pixel is opaque, else RGBA with straight colour. The rows
// (each with PNG's filter byte 0, none) are compressed in one call by libdeflate
// (libdeflate-dev) at `level` (1 fastest ... 12 smallest) into a single IDAT chunk, between the
// IHDR and IEND chunks, each closed by libdeflate's CRC-32. Returns 0 on success, -1 if the file
// cannot be written, -2 if memory runs out, the size is not positive or compression fails.
int toastkit_png_write_argb32(const char *path, const unsigned char *data, int width, int height, int stride, int level);

#endif
