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
 *                                shadows (3-pass box blurs), drawn as above and encoded with
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

/* One box pass of radius r along rows (horizontal) or columns of an A8 mask. */
static void box_pass(unsigned char *p, int w, int h, int stride, int r, int horizontal) {
  int n = horizontal ? w : h, lines = horizontal ? h : w;
  int step = horizontal ? 1 : stride, line_step = horizontal ? stride : 1;
  unsigned char *copy = malloc(n);
  for (int l = 0; l < lines; l++) {
    unsigned char *row = p + l * line_step;
    for (int i = 0; i < n; i++) copy[i] = row[i * step];
    int sum = 0;
    for (int i = -r; i <= r; i++) sum += (i >= 0 && i < n) ? copy[i] : 0;
    for (int i = 0; i < n; i++) {
      row[i * step] = (unsigned char)(sum / (2 * r + 1));
      int out = i - r, in = i + r + 1;
      sum += (in < n ? copy[in] : 0) - (out >= 0 ? copy[out] : 0);
    }
  }
  free(copy);
}

/* A shadow of a rounded rectangle: its A8 mask blurred by three box passes each way (about a
 * Gaussian of `sigma` pixels), painted in black at `alpha`. */
static void shadow(cairo_t *cr, int pw, int ph, int scale, double y_offset, double sigma, double alpha) {
  cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, pw, ph);
  cairo_t *mc = cairo_create(mask);
  cairo_scale(mc, scale, scale);
  rounded(mc, 4, 4 + y_offset, 344, 366.313, 4);
  cairo_fill(mc);
  cairo_destroy(mc);
  cairo_surface_flush(mask);
  int r = (int)(sigma * scale * 0.58 + 0.5); /* three boxes of 2r+1 have variance ~ sigma^2 */
  if (r < 1) r = 1;
  unsigned char *data = cairo_image_surface_get_data(mask);
  int stride = cairo_image_surface_get_stride(mask);
  for (int pass = 0; pass < 3; pass++) {
    box_pass(data, pw, ph, stride, r, 1);
    box_pass(data, pw, ph, stride, r, 0);
  }
  cairo_surface_mark_dirty(mask);
  cairo_set_source_rgba(cr, 0, 0, 0, alpha);
  cairo_mask_surface(cr, mask, 0, 0);
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
static unsigned char *straight_rgba(cairo_surface_t *surface, int *w, int *h) {
  *w = cairo_image_surface_get_width(surface);
  *h = cairo_image_surface_get_height(surface);
  int stride = cairo_image_surface_get_stride(surface);
  unsigned char *data = cairo_image_surface_get_data(surface);
  unsigned char *rgba = malloc((size_t)*w * *h * 4);
  for (int y = 0; y < *h; y++)
    for (int x = 0; x < *w; x++) {
      uint32_t p = *(uint32_t *)(data + (size_t)y * stride + x * 4);
      unsigned a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
      unsigned char *o = rgba + ((size_t)y * *w + x) * 4;
      if (a == 0) {
        o[0] = o[1] = o[2] = o[3] = 0;
      } else {
        o[0] = (r * 255 + a / 2) / a;
        o[1] = (g * 255 + a / 2) / a;
        o[2] = (b * 255 + a / 2) / a;
        o[3] = a;
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
