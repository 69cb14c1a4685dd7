#ifndef TOASTKIT_CPANGOCAIRO_SHIM_H
#define TOASTKIT_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// GObject macros do not import into Swift; these wrap the ones the renderer needs.

static inline int toastkit_pango_scale(void) { return PANGO_SCALE; }

static inline void toastkit_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

static inline void toastkit_object_unref(void *object) { g_object_unref(object); }

#endif
