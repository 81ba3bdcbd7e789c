#pragma once
#include <stddef.h>
#include <stdint.h>

/// libpng's low-level reader behind a C boundary: libpng reports errors by longjmp, which Swift
/// code must never be jumped over, so every libpng call is made here under setjmp.
typedef struct specsheet_png_reader specsheet_png_reader;

/// Limits the reader gives libpng before reading anything.
typedef struct {
  uint32_t max_width;
  uint32_t max_height;
  /// png_set_chunk_malloc_max: the largest chunk (IDAT aside) or decompressed chunk libpng allocates.
  size_t chunk_bytes;
  /// png_set_chunk_cache_max: how many ancillary chunks libpng keeps.
  uint32_t chunk_cache;
} specsheet_png_limits;

/// Reads the header of the PNG in `data` (which must outlive the reader) up to its first IDAT.
/// Returns NULL only when out of memory; otherwise check `specsheet_png_failed`.
specsheet_png_reader *specsheet_png_begin(const uint8_t *data, size_t size, specsheet_png_limits limits);

/// Nonzero when libpng refused the file; `specsheet_png_message` says why.
int specsheet_png_failed(const specsheet_png_reader *reader);
const char *specsheet_png_message(const specsheet_png_reader *reader);
uint32_t specsheet_png_width(const specsheet_png_reader *reader);
uint32_t specsheet_png_height(const specsheet_png_reader *reader);

/// Decodes every row into `pixels` (width x height straight-alpha 8-bit RGBA, sRGB), as libpng's
/// simplified API does for PNG_FORMAT_RGBA. Returns 1 on success, 0 when libpng refused the data.
int specsheet_png_finish(specsheet_png_reader *reader, uint8_t *pixels, size_t count);

void specsheet_png_free(specsheet_png_reader *reader);
