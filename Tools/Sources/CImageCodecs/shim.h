#ifndef TOASTKIT_CIMAGECODECS_SHIM_H
#define TOASTKIT_CIMAGECODECS_SHIM_H

// Encoders and decoders from Debian's packages: libwebp's animation muxer and demuxer
// (libwebp-dev) and libpng (libpng-dev).
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

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

// Writes Cairo's ARGB32 pixels (premultiplied, native-endian 32-bit words) as a PNG file with
// the given zlib level (0-9) and PNG row filters (PNG_FILTER_* flags). Opaque images are written
// as RGB. Written in C because libpng reports errors with longjmp, which must not cross Swift
// frames. Returns 0 on success, -1 if the file cannot be opened, -2 if libpng failed.
static inline int toastkit_png_write_argb32(const char *path, const unsigned char *data, int width, int height,
                                            int stride, int level, int filters) {
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xFF) { opaque = 0; break; }
        }
    }
    FILE *file = fopen(path, "wb");
    if (!file) return -1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *volatile buffer = NULL;
    if (!png || !info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(buffer);
        fclose(file);
        return -2;
    }
    png_init_io(png, file);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    buffer = malloc((size_t)width * 4);
    if (!buffer) longjmp(png_jmpbuf(png), 1);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        unsigned char *out = buffer;
        for (int x = 0; x < width; x++) {
            uint32_t pixel = row[x];
            unsigned int a = pixel >> 24, r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF;
            if (opaque) {
                *out++ = (unsigned char)r; *out++ = (unsigned char)g; *out++ = (unsigned char)b;
            } else {
                // Cairo stores premultiplied colour; PNG wants it straight.
                if (a != 0 && a != 0xFF) { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a; }
                *out++ = (unsigned char)r; *out++ = (unsigned char)g; *out++ = (unsigned char)b; *out++ = (unsigned char)a;
            }
        }
        png_write_row(png, buffer);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(buffer);
    return fclose(file) == 0 ? 0 : -2;
}

#endif
