/* The bench's C anchors (make bench builds this with cc and the system's Cairo, Pango and
 * libpng, the same libraries specsheet links). Each mode prints one JSON object.
 *
 *   anchor encode FILE.png REPS  libpng at zlib level 1 with no row filter on FILE's pixels
 *                                (median microseconds, bytes), and the size of Cairo's own PNG
 *                                encoder's file for the same pixels
 *   anchor chip REPS             Bench/chip.yaml's chip at @2x drawn with plain Cairo and Pango
 *                                into straight RGBA, as specsheet's bitmaps are (median
 *                                microseconds)
 *   anchor card REPS             Bench/card.yaml's 344pt card at @2x with its two elevation
 *                                shadows (3-pass box blurs, row-major, over each shadow's
 *                                bounds only), drawn as above and encoded with
 *                                libpng as above (median milliseconds)
 *   anchor cold FILE.png [card]  one chip (or card) drawn and written, for timing a whole process
 *
 * Fonts come from the Roboto and Material Icons files only, through an in-memory fontconfig configuration, as in
 * specsheet; nothing here is hinted. The drawings are the plain-C equivalent of what specsheet
 * draws for Bench/chip.yaml and Bench/card.yaml, not pixel copies of them. */
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROBOTO "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *values, int n) {
  qsort(values, n, sizeof *values, compare_doubles);
  return values[n / 2];
}

/* ---- fonts: the hermetic Roboto faces, no system configuration ---- */

static PangoFontMap *font_map(void) {
  static PangoFontMap *map;
  if (map) return map;
  FcConfig *config = FcConfigCreate();
  const char *files[] = {ROBOTO "Roboto-Regular.ttf", ROBOTO "Roboto-Medium.ttf",
                         "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"};
  for (size_t i = 0; i < sizeof files / sizeof *files; i++)
    if (!FcConfigAppFontAddFile(config, (const FcChar8 *)files[i])) {
      fprintf(stderr, "anchor: cannot load %s\n", files[i]);
      exit(2);
    }
  map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
  return map;
}

static PangoContext *text_context(cairo_t *cr) {
  PangoContext *context = pango_font_map_create_context(font_map());
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  pango_context_set_round_glyph_positions(context, FALSE);
  pango_cairo_update_context(cr, context);
  return context;
}

static void text(cairo_t *cr, PangoContext *context, const char *s, const char *font, double x,
                 double y, double width, double r, double g, double b, double a) {
  PangoLayout *layout = pango_layout_new(context);
  PangoFontDescription *description = pango_font_description_from_string(font);
  pango_layout_set_font_description(layout, description);
  pango_font_description_free(description);
  pango_layout_set_text(layout, s, -1);
  if (width > 0) {
    pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
  }
  cairo_set_source_rgba(cr, r, g, b, a);
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout);
  g_object_unref(layout);
}

static void rounded(cairo_t *cr, double x, double y, double w, double h, double radius) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc(cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc(cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path(cr);
}

/* ---- the drawings ---- */

static void rgb(cairo_t *cr, unsigned hex, double alpha) {
  cairo_set_source_rgba(cr, (hex >> 16 & 255) / 255.0, (hex >> 8 & 255) / 255.0, (hex & 255) / 255.0, alpha);
}

/* A Material Icons glyph (UTF-8) of `size` points with its box's top-left at x, y. */
static void icon(cairo_t *cr, PangoContext *context, const char *glyph, double size, double x,
                 double y, unsigned hex) {
  char font[64];
  snprintf(font, sizeof font, "Material Icons %gpx", size);
  PangoLayout *layout = pango_layout_new(context);
  PangoFontDescription *description = pango_font_description_from_string(font);
  pango_layout_set_font_description(layout, description);
  pango_font_description_free(description);
  pango_layout_set_text(layout, glyph, -1);
  rgb(cr, hex, 1);
  cairo_move_to(cr, x, y + size / 2);
  cairo_rel_move_to(cr, 0, -pango_layout_get_baseline(layout) / (double)PANGO_SCALE / 2);
  pango_cairo_show_layout(cr, layout);
  g_object_unref(layout);
}

/* Bench/chip.yaml at @2x, as `specsheet dump --stage display-list` lists it: a 177x84pt canvas
 * (44pt touch target), a 32pt pill, avatar and cancel icons, a 14pt medium label. */
static cairo_surface_t *draw_chip(void) {
  const int scale = 2;
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 177 * scale, 84 * scale);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, scale, scale);
  rounded(cr, 26, 26, 124.769, 32, 16);
  rgb(cr, 0xEBEBEB, 1);
  cairo_fill(cr);
  PangoContext *context = text_context(cr);
  icon(cr, context, "\xee\xa1\x93", 24, 30, 30, 0x212121);         /* U+E853 account_circle */
  text(cr, context, "Jane Doe", "Roboto Medium 14px", 62, 33.297, 0, 0x21 / 255.0, 0x21 / 255.0, 0x21 / 255.0, 1);
  icon(cr, context, "\xee\x97\x89", 18, 128.769, 33, 0x212121);    /* U+E5C9 cancel */
  g_object_unref(context);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

/* Box blurs as fast as plain C gets them: every pass walks memory row by row (the vertical one
 * keeps a running sum per column instead of striding down columns), divides by a fixed-point
 * reciprocal, covers only the shadow's own bounds, and skips what a box cannot change: inside a
 * run of equal values longer than the box, the output is the input (a shadow mask is mostly
 * runs of 0 and 255), so a row is copied and only the windows around a change are summed, and a
 * row equal to the one before it (or whose window gained and lost equal rows) is the output
 * row before it. */
static void box_rows(const unsigned char *src, unsigned char *dst, int w, int h, int r) {
  const unsigned inv = ((1u << 16) + 2 * r) / (unsigned)(2 * r + 1); /* rounded up: v * n * inv >> 16 == v */
  for (int y = 0; y < h; y++) {
    const unsigned char *s = src + (size_t)y * w;
    unsigned char *d = dst + (size_t)y * w;
    if (y > 0 && !memcmp(s, s - w, w)) { /* the same row again: the same output */
      memcpy(d, d - w, w);
      continue;
    }
    memcpy(d, s, w);
    int done = 0; /* outputs below this are written */
    for (int c = 1; c <= w; c++) {
      /* c is a change (or the row's end, where the zeros beyond it begin) */
      if (c < w && s[c] == s[c - 1]) continue;
      if (c == w && s[w - 1] == 0) break;
      int from = c - r - 1 > done ? c - r - 1 : done, to = c + r < w ? c + r : w - 1;
      if (from == 0 && s[0] != 0) from = 0;
      for (int x = from; x <= to; x++) {
        unsigned sum = 0;
        for (int i = x - r; i <= x + r; i++) sum += (i >= 0 && i < w) ? s[i] : 0;
        d[x] = (unsigned char)((sum * inv) >> 16);
      }
      if (to + 1 > done) done = to + 1;
    }
    /* the row's start, where zeros before it end */
    if (s[0] != 0)
      for (int x = 0; x <= r && x < w; x++) {
        unsigned sum = 0;
        for (int i = x - r; i <= x + r; i++) sum += (i >= 0 && i < w) ? s[i] : 0;
        d[x] = (unsigned char)((sum * inv) >> 16);
      }
  }
}

static void box_columns(const unsigned char *src, unsigned char *dst, int w, int h, int r, unsigned *sums) {
  const unsigned inv = ((1u << 16) + 2 * r) / (unsigned)(2 * r + 1); /* rounded up: v * n * inv >> 16 == v */
  memset(sums, 0, sizeof(unsigned) * w);
  for (int y = 0; y <= r && y < h; y++)
    for (int x = 0; x < w; x++) sums[x] += src[(size_t)y * w + x];
  int same = 0; /* the window's sums equal the previous row's */
  for (int y = 0; y < h; y++) {
    unsigned char *d = dst + (size_t)y * w;
    if (same)
      memcpy(d, d - w, w);
    else
      for (int x = 0; x < w; x++) d[x] = (unsigned char)((sums[x] * inv) >> 16);
    const unsigned char *in = y + r + 1 < h ? src + (size_t)(y + r + 1) * w : NULL;
    const unsigned char *out = y - r >= 0 ? src + (size_t)(y - r) * w : NULL;
    if (in && out && !memcmp(in, out, w)) {
      same = 1;
      continue;
    }
    same = 0;
    if (in)
      for (int x = 0; x < w; x++) sums[x] += in[x];
    if (out)
      for (int x = 0; x < w; x++) sums[x] -= out[x];
  }
}

/* A shadow of the card's rounded rectangle: its A8 mask over the shape's bounds plus the blur's
 * reach, blurred by three box passes each way (about a Gaussian of `sigma` pixels), painted in
 * black at `alpha`. */
static void shadow(cairo_t *cr, int pw, int ph, int scale, double y_offset, double sigma, double alpha) {
  int r = (int)(sigma * scale * 0.58 + 0.5); /* three boxes of 2r+1 have variance ~ sigma^2 */
  if (r < 1) r = 1;
  int x0 = (int)(4 * scale) - 3 * r - 1, y0 = (int)((4 + y_offset) * scale) - 3 * r - 1;
  int x1 = (int)((4 + 344) * scale + 0.999) + 3 * r + 1, y1 = (int)((4 + y_offset + 366.313) * scale + 0.999) + 3 * r + 1;
  if (x0 < 0) x0 = 0;
  if (y0 < 0) y0 = 0;
  if (x1 > pw) x1 = pw;
  if (y1 > ph) y1 = ph;
  int w = x1 - x0, h = y1 - y0;
  cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h);
  cairo_t *mc = cairo_create(mask);
  cairo_translate(mc, -x0, -y0);
  cairo_scale(mc, scale, scale);
  rounded(mc, 4, 4 + y_offset, 344, 366.313, 4);
  cairo_fill(mc);
  cairo_destroy(mc);
  cairo_surface_flush(mask);
  unsigned char *data = cairo_image_surface_get_data(mask);
  int stride = cairo_image_surface_get_stride(mask);
  /* Packed copies (A8 rows are padded to 4 bytes), blurred back and forth between two buffers. */
  unsigned char *a = malloc((size_t)w * h), *b = malloc((size_t)w * h);
  unsigned *sums = malloc(sizeof(unsigned) * w);
  for (int y = 0; y < h; y++) memcpy(a + (size_t)y * w, data + (size_t)y * stride, w);
  for (int pass = 0; pass < 3; pass++) {
    box_rows(a, b, w, h, r);
    box_columns(b, a, w, h, r, sums);
  }
  for (int y = 0; y < h; y++) memcpy(data + (size_t)y * stride, a + (size_t)y * w, w);
  free(a);
  free(b);
  free(sums);
  cairo_surface_mark_dirty(mask);
  cairo_set_source_rgba(cr, 0, 0, 0, alpha);
  cairo_mask_surface(cr, mask, x0, y0);
  cairo_surface_destroy(mask);
}

/* Bench/card.yaml at @2x, as its display list gives it: a 352x375pt canvas, two elevation
 * shadows, a white 344pt card with 4pt corners, thumbnail, header, media, supporting text and
 * two text-button actions. */
static cairo_surface_t *draw_card(void) {
  const int scale = 2, pw = 352 * scale, ph = 375 * scale;
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr = cairo_create(surface);
  shadow(cr, pw, ph, scale, 0, 0.886, 0x14 / 255.0);
  shadow(cr, pw, ph, scale, 1.192, 0.665, 0x42 / 255.0);
  cairo_scale(cr, scale, scale);
  rounded(cr, 4, 4, 344, 366.313, 4);
  rgb(cr, 0xFFFFFF, 1);
  cairo_fill_preserve(cr);
  cairo_clip(cr);
  cairo_arc(cr, 40, 40, 20, 0, 2 * G_PI);
  rgb(cr, 0xE0E0E0, 1);
  cairo_fill(cr);
  PangoContext *context = text_context(cr);
  icon(cr, context, "\xee\xa1\x93", 24, 28, 28, 0x666666); /* U+E853 account_circle */
  text(cr, context, "Kurt Wagner", "Roboto Medium 20px", 76, 20.078, 256, 0x21 / 255.0, 0x21 / 255.0, 0x21 / 255.0, 1);
  text(cr, context, "Secondary text", "Roboto 14px", 76, 43.516, 256, 0.4, 0.4, 0.4, 1);
  cairo_rectangle(cr, 4, 76, 344, 193.5);
  rgb(cr, 0xE0E0E0, 1);
  cairo_fill(cr);
  icon(cr, context, "\xee\x8f\xb4", 48, 152, 148.75, 0x666666); /* U+E3F4 image */
  text(cr, context, "Greyhound divisively hello coldly wonderfully marginally far upon excluding.",
       "Roboto 14px", 20, 285.5, 312, 0.4, 0.4, 0.4, 1);
  text(cr, context, "ACTION 1", "Roboto Medium 14px", 28, 336.109, 0, 0x62 / 255.0, 0, 0xEE / 255.0, 1);
  text(cr, context, "ACTION 2", "Roboto Medium 14px", 129.626, 336.109, 0, 0x62 / 255.0, 0, 0xEE / 255.0, 1);
  g_object_unref(context);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

/* ---- encoding ---- */

typedef struct {
  unsigned char *data;
  size_t size, capacity;
} buffer_t;

static void append(buffer_t *b, const unsigned char *data, size_t n) {
  if (b->size + n > b->capacity) {
    b->capacity = (b->size + n) * 2;
    b->data = realloc(b->data, b->capacity);
  }
  memcpy(b->data + b->size, data, n);
  b->size += n;
}

static void write_png_data(png_structp png, png_bytep data, png_size_t n) {
  append(png_get_io_ptr(png), data, n);
}

static void flush_png(png_structp png) { (void)png; }

/* Straight-alpha RGBA rows to PNG: zlib level 1, no row filter (libpng's fastest useful setting). */
static size_t libpng_encode(const unsigned char *rgba, int w, int h, buffer_t *out) {
  out->size = 0;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    fprintf(stderr, "anchor: libpng failed\n");
    exit(2);
  }
  png_set_write_fn(png, out, write_png_data, flush_png);
  png_set_compression_level(png, 1);
  png_set_filter(png, 0, PNG_FILTER_NONE);
  png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (int y = 0; y < h; y++) png_write_row(png, (png_const_bytep)(rgba + (size_t)y * w * 4));
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  return out->size;
}

/* Cairo's premultiplied ARGB32 to straight RGBA bytes. */
/* Cairo's premultiplied BGRA as straight RGBA, rounding as specsheet does; opaque pixels are
 * only reordered, the others read a 64 KiB table of every (alpha, channel) quotient instead of
 * dividing. */
static unsigned char *straight_rgba(cairo_surface_t *surface, int *w, int *h) {
  static unsigned char quotient[256][256];
  static int ready;
  if (!ready) {
    for (unsigned a = 1; a < 256; a++)
      for (unsigned c = 0; c <= a; c++) quotient[a][c] = (unsigned char)((c * 255 + a / 2) / a);
    ready = 1;
  }
  *w = cairo_image_surface_get_width(surface);
  *h = cairo_image_surface_get_height(surface);
  int stride = cairo_image_surface_get_stride(surface);
  unsigned char *data = cairo_image_surface_get_data(surface);
  unsigned char *rgba = malloc((size_t)*w * *h * 4);
  for (int y = 0; y < *h; y++) {
    const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
    uint32_t *o = (uint32_t *)(rgba + (size_t)y * *w * 4);
    for (int x = 0; x < *w; x++) {
      uint32_t p = row[x];
      unsigned a = p >> 24;
      if (a == 255) {
        o[x] = 0xFF000000u | ((p & 0xFF) << 16) | (p & 0xFF00) | ((p >> 16) & 0xFF);
      } else if (a == 0) {
        o[x] = 0;
      } else {
        const unsigned char *q = quotient[a];
        o[x] = (a << 24) | ((uint32_t)q[p & 0xFF] << 16) | ((uint32_t)q[(p >> 8) & 0xFF] << 8) | q[(p >> 16) & 0xFF];
      }
    }
  }
  return rgba;
}

static cairo_status_t count_bytes(void *closure, const unsigned char *data, unsigned int n) {
  (void)data;
  *(size_t *)closure += n;
  return CAIRO_STATUS_SUCCESS;
}

static int encode_mode(const char *path, int reps) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, path)) {
    fprintf(stderr, "anchor: cannot read %s: %s\n", path, image.message);
    return 2;
  }
  image.format = PNG_FORMAT_RGBA;
  unsigned char *rgba = malloc(PNG_IMAGE_SIZE(image));
  if (!png_image_finish_read(&image, NULL, rgba, 0, NULL)) {
    fprintf(stderr, "anchor: cannot decode %s: %s\n", path, image.message);
    return 2;
  }
  int w = image.width, h = image.height;
  buffer_t out = {0};
  double *times = malloc(sizeof(double) * reps);
  for (int i = 0; i < reps; i++) {
    double start = now_us();
    libpng_encode(rgba, w, h, &out);
    times[i] = now_us() - start;
  }
  /* Cairo's own encoder, on the same pixels premultiplied. */
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  unsigned char *data = cairo_image_surface_get_data(surface);
  int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      const unsigned char *p = rgba + ((size_t)y * w + x) * 4;
      unsigned a = p[3];
      uint32_t r = (p[0] * a + 127) / 255, g = (p[1] * a + 127) / 255, b = (p[2] * a + 127) / 255;
      *(uint32_t *)(data + (size_t)y * stride + x * 4) = (uint32_t)a << 24 | r << 16 | g << 8 | b;
    }
  cairo_surface_mark_dirty(surface);
  size_t cairo_bytes = 0;
  cairo_surface_write_to_png_stream(surface, count_bytes, &cairo_bytes);
  printf("{\"width\": %d, \"height\": %d, \"libpng_us\": %.1f, \"libpng_bytes\": %zu, \"cairo_bytes\": %zu}\n",
         w, h, median(times, reps), out.size, cairo_bytes);
  return 0;
}

int main(int argc, char **argv) {
  if (argc >= 3 && !strcmp(argv[1], "encode")) return encode_mode(argv[2], argc > 3 ? atoi(argv[3]) : 200);
  if (argc >= 2 && (!strcmp(argv[1], "chip") || !strcmp(argv[1], "card"))) {
    int reps = argc > 2 ? atoi(argv[2]) : 200, card = !strcmp(argv[1], "card");
    if (reps < 1) reps = 1;
    double *times = malloc(sizeof(double) * reps);
    buffer_t out = {0};
    cairo_surface_destroy(card ? draw_card() : draw_chip()); /* warm-up: fonts, caches */
    for (int i = 0; i < reps; i++) {
      double start = now_us();
      cairo_surface_t *surface = card ? draw_card() : draw_chip();
      int w, h;
      unsigned char *rgba = straight_rgba(surface, &w, &h); /* specsheet's bitmaps are straight RGBA */
      if (card) libpng_encode(rgba, w, h, &out);
      free(rgba);
      cairo_surface_destroy(surface);
      times[i] = now_us() - start;
    }
    if (card)
      printf("{\"card_ms\": %.3f}\n", median(times, reps) / 1000);
    else
      printf("{\"chip_draw_us\": %.1f}\n", median(times, reps));
    return 0;
  }
  if (argc >= 3 && !strcmp(argv[1], "cold")) {
    cairo_surface_t *surface = argc > 3 && !strcmp(argv[3], "card") ? draw_card() : draw_chip();
    int w, h;
    unsigned char *rgba = straight_rgba(surface, &w, &h);
    buffer_t out = {0};
    libpng_encode(rgba, w, h, &out);
    FILE *f = fopen(argv[2], "wb");
    if (!f || fwrite(out.data, 1, out.size, f) != out.size || fclose(f)) {
      fprintf(stderr, "anchor: cannot write %s\n", argv[2]);
      return 2;
    }
    return 0;
  }
  fprintf(stderr, "usage: anchor encode FILE.png [REPS] | chip [REPS] | card [REPS] | cold FILE.png [card]\n");
  return 64;
}
