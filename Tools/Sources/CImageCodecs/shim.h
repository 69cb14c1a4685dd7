#ifndef TOASTKIT_CIMAGECODECS_SHIM_H
#define TOASTKIT_CIMAGECODECS_SHIM_H

// libwebp's animation muxer and demuxer, from Debian's libwebp-dev.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
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

#endif
