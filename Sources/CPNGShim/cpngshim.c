#include "cpngshim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// State shared by libpng's callbacks and the call that owns the setjmp.
typedef struct {
  cs_png_status *status;
  const uint8_t *data;
  size_t size;
  size_t offset;
  int truncated;
  int sink_failed;
} shim_io;

static void set_message(cs_png_status *status, int code, const char *text) {
  status->code = code;
  snprintf(status->message, CS_PNG_MESSAGE_SIZE, "%s", text ? text : "unknown error");
}

// libpng's error handler: record the message and jump back to the setjmp in this file.
// It must never return, and it never returns into Swift: no Swift frame lies between.
static void on_error(png_structp png, png_const_charp message) {
  shim_io *io = (shim_io *)png_get_error_ptr(png);
  if (io && io->status->code == CS_PNG_OK) {
    int code = CS_PNG_ERR_LIBPNG;
    if (io->truncated) code = CS_PNG_ERR_TRUNCATED;
    if (io->sink_failed) code = CS_PNG_ERR_WRITE;
    // libpng warns the particular fault in a header, then errors "Invalid IHDR data": keep both.
    if (message && strcmp(message, "Invalid IHDR data") == 0 && io->status->last_warning[0]) {
      char text[CS_PNG_MESSAGE_SIZE];
      snprintf(text, sizeof text, "%s (%s)", message, io->status->last_warning);
      set_message(io->status, code, text);
    } else {
      set_message(io->status, code, message);
    }
  }
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
  shim_io *io = (shim_io *)png_get_error_ptr(png);
  if (!io) return;
  io->status->warnings += 1;
  snprintf(io->status->last_warning, CS_PNG_MESSAGE_SIZE, "%s", message ? message : "");
}

static void read_bytes(png_structp png, png_bytep out, png_size_t count) {
  shim_io *io = (shim_io *)png_get_io_ptr(png);
  if (count > io->size - io->offset) {
    io->truncated = 1;
    png_error(png, "the data ends before the image does (truncated file)");
  }
  memcpy(out, io->data + io->offset, count);
  io->offset += count;
}

void cs_png_decode_rgba8(const uint8_t *data, size_t size, const cs_png_limits *limits,
                         cs_png_alloc_fn alloc, void *context, cs_png_info *info,
                         cs_png_status *status) {
  memset(status, 0, sizeof *status);
  memset(info, 0, sizeof *info);
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
    set_message(status, CS_PNG_ERR_LIBPNG,
                size < 8 ? "too short to be a PNG file" : "not a PNG file (bad signature)");
    return;
  }

  shim_io io = {status, data, size, 0, 0, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &io, on_error, on_warning);
  if (!png) {
    set_message(status, CS_PNG_ERR_ALLOC, "libpng could not allocate its read state");
    return;
  }
  png_infop pinfo = png_create_info_struct(png);
  if (!pinfo) {
    png_destroy_read_struct(&png, NULL, NULL);
    set_message(status, CS_PNG_ERR_ALLOC, "libpng could not allocate its info state");
    return;
  }
  png_bytep *volatile rows = NULL;

  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    png_destroy_read_struct(&png, &pinfo, NULL);
    if (status->code == CS_PNG_OK) set_message(status, CS_PNG_ERR_LIBPNG, "libpng failed");
    return;
  }

  png_set_read_fn(png, &io, read_bytes);
  // Limits apply before any image memory exists: libpng refuses a larger IHDR itself, and
  // caps the memory any one ancillary chunk may take.
  uint32_t max_w = limits->max_width > 0x7fffffffu ? 0x7fffffffu : limits->max_width;
  uint32_t max_h = limits->max_height > 0x7fffffffu ? 0x7fffffffu : limits->max_height;
  png_set_user_limits(png, max_w, max_h);
  png_set_chunk_cache_max(png, 1000);
  png_set_chunk_malloc_max(png, (png_alloc_size_t)limits->max_chunk_bytes);
  // Ancillary CRC errors are warnings (the chunk is dropped); critical ones stay errors.
  png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_WARN_DISCARD);

  png_read_info(png, pinfo);
  png_uint_32 width = 0, height = 0;
  int depth = 0, color = 0, interlace = 0;
  png_get_IHDR(png, pinfo, &width, &height, &depth, &color, &interlace, NULL, NULL);
  info->width = width;
  info->height = height;
  info->bit_depth = depth;
  info->color_type = color;
  info->interlaced = interlace != PNG_INTERLACE_NONE;
  info->has_trns = png_get_valid(png, pinfo, PNG_INFO_tRNS) != 0;

  if ((uint64_t)width * (uint64_t)height > limits->max_pixels) {
    char text[CS_PNG_MESSAGE_SIZE];
    snprintf(text, sizeof text, "%ux%u is %llu pixels, more than the limit of %llu",
             (unsigned)width, (unsigned)height,
             (unsigned long long)((uint64_t)width * height),
             (unsigned long long)limits->max_pixels);
    set_message(status, CS_PNG_ERR_TOO_LARGE, text);
    png_longjmp(png, 1);
  }

  // Every colour type and depth to straight RGBA8, with no gamma or colour correction.
  if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (info->has_trns) png_set_tRNS_to_alpha(png);
  if (depth == 16) png_set_scale_16(png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  if (!(color & PNG_COLOR_MASK_ALPHA) && !info->has_trns) png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, pinfo);

  size_t rowbytes = png_get_rowbytes(png, pinfo);
  if (rowbytes != (size_t)width * 4) {
    set_message(status, CS_PNG_ERR_LIBPNG, "unexpected row layout after conversion to RGBA8");
    png_longjmp(png, 1);
  }
  uint8_t *pixels = alloc(context, width, height);
  if (!pixels) {
    set_message(status, CS_PNG_ERR_ALLOC, "could not allocate the decoded image");
    png_longjmp(png, 1);
  }
  rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
  if (!rows) {
    set_message(status, CS_PNG_ERR_ALLOC, "could not allocate the row table");
    png_longjmp(png, 1);
  }
  for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * rowbytes;
  png_read_image(png, rows);
  png_read_end(png, NULL);

  free(rows);
  png_destroy_read_struct(&png, &pinfo, NULL);
}

// --- encoding

typedef struct {
  shim_io io;
  cs_png_write_fn write_fn;
  void *context;
} shim_sink;

static void write_bytes(png_structp png, png_bytep bytes, png_size_t count) {
  shim_sink *sink = (shim_sink *)png_get_io_ptr(png);
  if (sink->write_fn(sink->context, bytes, count) != 0) {
    sink->io.sink_failed = 1;
    png_error(png, "the output refused the encoded bytes");
  }
}

static void flush_bytes(png_structp png) { (void)png; }

void cs_png_encode(uint32_t width, uint32_t height, const cs_png_encode_options *opts,
                   cs_png_row_fn row_fn, cs_png_write_fn write_fn, void *context,
                   cs_png_status *status) {
  memset(status, 0, sizeof *status);
  if (width == 0 || height == 0 || (opts->channels != 3 && opts->channels != 4)) {
    set_message(status, CS_PNG_ERR_ARGUMENT, "bad size or channel count for encoding");
    return;
  }
  shim_sink sink = {{status, NULL, 0, 0, 0, 0}, write_fn, context};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink.io, on_error, on_warning);
  if (!png) {
    set_message(status, CS_PNG_ERR_ALLOC, "libpng could not allocate its write state");
    return;
  }
  png_infop pinfo = png_create_info_struct(png);
  if (!pinfo) {
    png_destroy_write_struct(&png, NULL);
    set_message(status, CS_PNG_ERR_ALLOC, "libpng could not allocate its info state");
    return;
  }
  uint8_t *volatile row = NULL;
  if (setjmp(png_jmpbuf(png))) {
    free(row);
    png_destroy_write_struct(&png, &pinfo);
    if (status->code == CS_PNG_OK) set_message(status, CS_PNG_ERR_LIBPNG, "libpng failed");
    return;
  }

  png_set_write_fn(png, &sink, write_bytes, flush_bytes);
  png_set_compression_level(png, opts->level);
  png_set_compression_strategy(png, opts->strategy);
  png_set_compression_mem_level(png, opts->mem_level);
  png_set_compression_window_bits(png, opts->window_bits);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, opts->filters == 0 ? PNG_NO_FILTERS : opts->filters);
  if (opts->buffer_size > 0) png_set_compression_buffer_size(png, opts->buffer_size);
  png_set_IHDR(png, pinfo, width, height, 8,
               opts->channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_write_info(png, pinfo);

  row = (uint8_t *)malloc((size_t)width * (size_t)opts->channels);
  if (!row) {
    set_message(status, CS_PNG_ERR_ALLOC, "could not allocate a row");
    png_longjmp(png, 1);
  }
  for (uint32_t y = 0; y < height; y++) {
    row_fn(context, y, row);
    png_write_row(png, row);
  }
  png_write_end(png, NULL);
  free(row);
  png_destroy_write_struct(&png, &pinfo);
}

const char *cs_png_libpng_version(void) { return png_get_libpng_ver(NULL); }
const char *cs_png_zlib_version(void) { return zlibVersion(); }

size_t cs_zlib_compress(const uint8_t *source, size_t count, uint8_t *dest, size_t capacity,
                        int level) {
  uLongf length = (uLongf)capacity;
  if (compress2(dest, &length, source, (uLong)count, level) != Z_OK) return 0;
  return (size_t)length;
}

size_t cs_zlib_bound(size_t count) { return (size_t)compressBound((uLong)count); }
