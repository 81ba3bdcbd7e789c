#include "specsheet_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct specsheet_png_reader {
  png_structp png;
  png_infop info;
  const uint8_t *data;
  size_t size;
  size_t offset;
  int failed;
  char message[160];
};

static void on_error(png_structp png, png_const_charp text) {
  specsheet_png_reader *reader = png_get_error_ptr(png);
  snprintf(reader->message, sizeof reader->message, "%s", text ? text : "libpng gave no message");
  reader->failed = 1;
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;  // warnings (benign errors too) do not change the verdict, as in the simplified API
}

static void read_memory(png_structp png, png_bytep out, size_t count) {
  specsheet_png_reader *reader = png_get_io_ptr(png);
  if (count > reader->size - reader->offset) png_error(png, "read beyond end of data");
  memcpy(out, reader->data + reader->offset, count);
  reader->offset += count;
}

/// The chunks that change how pixels read (as the simplified API keeps them); every other
/// ancillary chunk, known or not, is skipped: its CRC checked, its data never allocated or parsed.
static const png_byte kept_chunks[] = {
    'b', 'K', 'G', 'D', 0, 'c', 'H', 'R', 'M', 0, 'g', 'A', 'M', 'A', 0,
    'i', 'C', 'C', 'P', 0, 's', 'B', 'I', 'T', 0, 's', 'R', 'G', 'B', 0,
};

specsheet_png_reader *specsheet_png_begin(const uint8_t *data, size_t size, specsheet_png_limits limits) {
  specsheet_png_reader *reader = calloc(1, sizeof *reader);
  if (!reader) return NULL;
  reader->data = data;
  reader->size = size;
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
  if (!reader->png) {
    free(reader);
    return NULL;
  }
  reader->info = png_create_info_struct(reader->png);
  if (!reader->info) {
    specsheet_png_free(reader);
    return NULL;
  }
  if (setjmp(png_jmpbuf(reader->png))) return reader;
  png_set_read_fn(reader->png, reader, read_memory);
  png_set_user_limits(reader->png, limits.max_width, limits.max_height);
  png_set_chunk_malloc_max(reader->png, limits.chunk_bytes);
  png_set_chunk_cache_max(reader->png, limits.chunk_cache);
  png_set_benign_errors(reader->png, 1);  // as png_image_begin_read does
  png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_AS_DEFAULT, kept_chunks, (int)(sizeof kept_chunks / 5));
  png_read_info(reader->png, reader->info);
  return reader;
}

int specsheet_png_failed(const specsheet_png_reader *reader) { return reader->failed; }
const char *specsheet_png_message(const specsheet_png_reader *reader) { return reader->message; }
uint32_t specsheet_png_width(const specsheet_png_reader *reader) { return png_get_image_width(reader->png, reader->info); }
uint32_t specsheet_png_height(const specsheet_png_reader *reader) {
  return png_get_image_height(reader->png, reader->info);
}

/// The transforms png_image_finish_read sets for PNG_FORMAT_RGBA with PNG_IMAGE_FLAG_16BIT_sRGB:
/// expand palette, low bit depths and tRNS; grey to RGB; 16-bit samples scaled (png_set_scale_16,
/// rounded: v * 255 / 65535); an opaque alpha added; gAMA (or sRGB) converted to sRGB output, and
/// no gamma chunk read as sRGB (16-bit too, where the simplified API would assume linear light).
static void set_transforms(png_structp png, png_infop info) {
  png_byte type = png_get_color_type(png, info);
  png_set_expand(png);
  if ((type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
  png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
  if (png_get_bit_depth(png, info) == 16) png_set_scale_16(png);
  if ((type & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS))
    png_set_add_alpha(png, 255, PNG_FILLER_AFTER);
  png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
}

int specsheet_png_finish(specsheet_png_reader *reader, uint8_t *pixels, size_t count) {
  if (reader->failed) return 0;
  png_structp png = reader->png;
  png_infop info = reader->info;
  if (setjmp(png_jmpbuf(png))) return 0;
  png_uint_32 width = png_get_image_width(png, info);
  png_uint_32 height = png_get_image_height(png, info);
  if ((size_t)width * height * 4 != count) png_error(png, "buffer does not match the image size");
  set_transforms(png, info);
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "transforms did not give 8-bit RGBA");
  for (int pass = 0; pass < passes; pass++) {
    for (png_uint_32 y = 0; y < height; y++) png_read_row(png, pixels + (size_t)y * width * 4, NULL);
  }
  return 1;
}

void specsheet_png_free(specsheet_png_reader *reader) {
  if (!reader) return;
  png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
  free(reader);
}
