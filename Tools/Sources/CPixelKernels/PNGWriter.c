// PNG files for the renderer: see PNGWriter.h. libdeflate rather than libpng's zlib: it compresses
// the gallery's screens in less work and to smaller files at its fastest level.
#include "PNGWriter.h"
#include "VectorClones.h"
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put32(unsigned char *out, uint32_t value) {
    out[0] = (unsigned char)(value >> 24); out[1] = (unsigned char)(value >> 16);
    out[2] = (unsigned char)(value >> 8); out[3] = (unsigned char)value;
}

// One chunk: length, type, data and the CRC-32 of type and data. Returns 0 if written.
static int write_chunk(FILE *file, const char type[4], const unsigned char *data, size_t length) {
    unsigned char header[8];
    put32(header, (uint32_t)length);
    memcpy(header + 4, type, 4);
    uint32_t crc = libdeflate_crc32(0, header + 4, 4);
    if (length > 0) crc = libdeflate_crc32(crc, data, length);
    unsigned char trailer[4];
    put32(trailer, crc);
    return fwrite(header, 1, 8, file) == 8 && (length == 0 || fwrite(data, 1, length, file) == length)
        && fwrite(trailer, 1, 4, file) == 4 ? 0 : -1;
}

// Whether every pixel of a row has alpha 255 (a branch-free AND over the row).
TOASTKIT_VECTOR_CLONES
static int row_is_opaque(const uint32_t *row, int width) {
    uint32_t all = 0xFFFFFFFFu;
    for (int x = 0; x < width; x++) all &= row[x];
    return (all >> 24) == 0xFF;
}

// An opaque row's pixels as R, G, B bytes.
TOASTKIT_VECTOR_CLONES
static void row_to_rgb(const uint32_t *row, unsigned char *out, int width) {
    for (int x = 0; x < width; x++) {
        const uint32_t pixel = row[x];
        out[3 * x] = (unsigned char)(pixel >> 16);
        out[3 * x + 1] = (unsigned char)(pixel >> 8);
        out[3 * x + 2] = (unsigned char)pixel;
    }
}

int toastkit_png_write_argb32(const char *path, const unsigned char *data, int width, int height, int stride, int level) {
    if (width <= 0 || height <= 0) return -2;
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) opaque = row_is_opaque((const uint32_t *)(data + (size_t)y * stride), width);
    const size_t channels = opaque ? 3 : 4;
    const size_t rowBytes = 1 + (size_t)width * channels;
    const size_t rawBytes = rowBytes * (size_t)height;
    unsigned char *raw = malloc(rawBytes);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    const size_t bound = compressor ? libdeflate_zlib_compress_bound(compressor, rawBytes) : 0;
    unsigned char *compressed = compressor ? malloc(bound) : NULL;
    int status = -2;
    if (raw && compressor && compressed) {
        for (int y = 0; y < height; y++) {
            const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
            unsigned char *out = raw + (size_t)y * rowBytes;
            *out++ = 0;  // filter: none
            if (opaque) {
                row_to_rgb(row, out, width);
            } else {
                for (int x = 0; x < width; x++) {
                    const uint32_t pixel = row[x];
                    unsigned int a = pixel >> 24, r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF;
                    // Cairo stores premultiplied colour; PNG wants it straight.
                    if (a != 0 && a != 0xFF) { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a; }
                    out[0] = (unsigned char)r; out[1] = (unsigned char)g; out[2] = (unsigned char)b; out[3] = (unsigned char)a;
                    out += 4;
                }
            }
        }
        const size_t compressedBytes = libdeflate_zlib_compress(compressor, raw, rawBytes, compressed, bound);
        if (compressedBytes > 0) {
            static const unsigned char signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
            unsigned char header[13];
            put32(header, (uint32_t)width);
            put32(header + 4, (uint32_t)height);
            header[8] = 8;                 // bits per channel
            header[9] = opaque ? 2 : 6;    // colour type: RGB or RGBA
            header[10] = header[11] = header[12] = 0;  // deflate, adaptive filtering method, no interlace
            FILE *file = fopen(path, "wb");
            if (!file) {
                status = -1;
            } else {
                const int written = fwrite(signature, 1, 8, file) == 8 && write_chunk(file, "IHDR", header, 13) == 0
                    && write_chunk(file, "IDAT", compressed, compressedBytes) == 0
                    && write_chunk(file, "IEND", NULL, 0) == 0;
                status = fclose(file) == 0 && written ? 0 : -1;
            }
        }
    }
    free(compressed);
    if (compressor) libdeflate_free_compressor(compressor);
    free(raw);
    return status;
}

