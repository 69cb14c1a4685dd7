#ifndef TOASTKIT_CIMAGECODECS_SHIM_H
#define TOASTKIT_CIMAGECODECS_SHIM_H

// Encoders and decoders from Debian's packages: libwebp's animation muxer and demuxer
// (libwebp-dev) and libdeflate (libdeflate-dev) for PNG files.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

// Inline and version-checked entry points do not always import into Swift; these wrap them.

static inline int toastkit_webp_config_init(WebPConfig *config) { return WebPConfigInit(config); }
static inline int toastkit_webp_picture_init(WebPPicture *picture) { return WebPPictureInit(picture); }
static inline WebPMux *toastkit_webp_mux_new(void) { return WebPMuxNew(); }
static inline WebPDemuxer *toastkit_webp_demux(const uint8_t *bytes, size_t size) {
    WebPData data = { bytes, size };
    return WebPDemux(&data);
}
static inline int toastkit_webp_anim_decoder_options_init(WebPAnimDecoderOptions *options) {
    return WebPAnimDecoderOptionsInit(options);
}
static inline WebPAnimDecoder *toastkit_webp_anim_decoder_new(const uint8_t *bytes, size_t size, const WebPAnimDecoderOptions *options) {
    WebPData data = { bytes, size };
    return WebPAnimDecoderNew(&data, options);
}

// Writes Cairo's ARGB32 pixels (premultiplied, native-endian 32-bit words, `stride` bytes a
// row) as a PNG file: RGB when every pixel is opaque, else RGBA with straight colour. The rows
// (each with PNG's filter byte 0, none) are compressed in one call by libdeflate
// (libdeflate-dev) at `level` (1 fastest ... 12 smallest) into a single IDAT chunk, between the
// IHDR and IEND chunks, each closed by libdeflate's CRC-32. libdeflate instead of libpng's zlib:
// on the gallery's screens at their fastest levels it needed 44 % fewer instructions and wrote
// 9 % smaller files (Tools/README.md). Returns 0 on success, -1 if the file cannot be written,
// -2 if memory runs out or compression fails.
static inline void toastkit_png_put32(unsigned char *out, uint32_t value) {
    out[0] = (unsigned char)(value >> 24); out[1] = (unsigned char)(value >> 16);
    out[2] = (unsigned char)(value >> 8); out[3] = (unsigned char)value;
}

// One chunk: length, type, data and the CRC-32 of type and data. Returns 0 if written.
static inline int toastkit_png_chunk(FILE *file, const char type[4], const unsigned char *data, size_t length) {
    unsigned char header[8];
    toastkit_png_put32(header, (uint32_t)length);
    memcpy(header + 4, type, 4);
    uint32_t crc = libdeflate_crc32(0, header + 4, 4);
    if (length > 0) crc = libdeflate_crc32(crc, data, length);
    unsigned char trailer[4];
    toastkit_png_put32(trailer, crc);
    return fwrite(header, 1, 8, file) == 8 && (length == 0 || fwrite(data, 1, length, file) == length)
        && fwrite(trailer, 1, 4, file) == 4 ? 0 : -1;
}

static inline int toastkit_png_write_argb32(const char *path, const unsigned char *data, int width, int height,
                                            int stride, int level) {
    if (width <= 0 || height <= 0) return -2;
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xFF) { opaque = 0; break; }
        }
    }
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
                for (int x = 0; x < width; x++) {
                    const uint32_t pixel = row[x];
                    out[0] = (unsigned char)(pixel >> 16); out[1] = (unsigned char)(pixel >> 8); out[2] = (unsigned char)pixel;
                    out += 3;
                }
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
            toastkit_png_put32(header, (uint32_t)width);
            toastkit_png_put32(header + 4, (uint32_t)height);
            header[8] = 8;                 // bits per channel
            header[9] = opaque ? 2 : 6;    // colour type: RGB or RGBA
            header[10] = header[11] = header[12] = 0;  // deflate, adaptive filtering method, no interlace
            FILE *file = fopen(path, "wb");
            if (!file) {
                status = -1;
            } else {
                const int written = fwrite(signature, 1, 8, file) == 8 && toastkit_png_chunk(file, "IHDR", header, 13) == 0
                    && toastkit_png_chunk(file, "IDAT", compressed, compressedBytes) == 0
                    && toastkit_png_chunk(file, "IEND", NULL, 0) == 0;
                status = fclose(file) == 0 && written ? 0 : -1;
            }
        }
    }
    free(compressed);
    if (compressor) libdeflate_free_compressor(compressor);
    free(raw);
    return status;
}

#endif
