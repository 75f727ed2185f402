#include "cpngshim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <zlib.h>

// Where the bytes come from: a buffer in memory, or a file read as libpng asks for it (so a
// file is never held whole in memory).
typedef struct {
  const uint8_t *data;        // memory: the bytes; NULL when reading from `fd`
  int fd;
  uint64_t size;              // the whole length of the data or the file
  uint64_t offset;            // bytes handed to libpng so far
} shim_source;

// The chunk guard: follows the chunk headers as the bytes pass to libpng and refuses a chunk
// whose length cannot be right, before libpng allocates anything for it.
typedef struct {
  uint64_t next_header;       // where the next chunk header starts (after the signature: 8)
  uint8_t header[8];
  int filled;                 // header bytes seen so far
  uint64_t max_ancillary;     // the most an ancillary chunk may hold
  int seen_iend;
} shim_guard;

// State shared by libpng's callbacks and the call that owns the setjmp.
typedef struct {
  cs_png_status *status;
  shim_source source;
  shim_guard guard;
  int truncated;
  int sink_failed;
  uint64_t allocated;         // bytes libpng holds now (its own state, rows, zlib)
  uint64_t budget;            // the most it may hold at once
  int over_budget;            // an allocation was refused for the budget
} shim_io;

// libpng's allocator for a decode: counts what libpng holds and refuses past the budget, so
// no input makes libpng itself take more than that (the decoded picture is allocated apart,
// by the caller, within the size limits). Each block carries its size in a 16-byte prefix.
static png_voidp shim_malloc(png_structp png, png_alloc_size_t size) {
  shim_io *io = (shim_io *)png_get_mem_ptr(png);
  if (size > io->budget || io->allocated + size > io->budget) {
    io->over_budget = 1;
    return NULL;
  }
  uint8_t *block = (uint8_t *)malloc((size_t)size + 16);
  if (!block) return NULL;
  memcpy(block, &size, sizeof size);
  io->allocated += size;
  if (io->allocated > io->status->peak_libpng_bytes) io->status->peak_libpng_bytes = io->allocated;
  return block + 16;
}

static void shim_free(png_structp png, png_voidp pointer) {
  if (!pointer) return;
  shim_io *io = (shim_io *)png_get_mem_ptr(png);
  uint8_t *block = (uint8_t *)pointer - 16;
  png_alloc_size_t size;
  memcpy(&size, block, sizeof size);
  io->allocated -= size;
  free(block);
}

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
    if (io->over_budget) {
      char text[CS_PNG_MESSAGE_SIZE];
      snprintf(text, sizeof text, "libpng needed more than its budget of %llu bytes (%s)",
               (unsigned long long)io->budget, message ? message : "");
      set_message(io->status, CS_PNG_ERR_ALLOC, text);
      png_longjmp(png, 1);
    }
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

static int is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// Checks one whole chunk header found at `start`: the length is within PNG's 2^31 - 1, the
// data and CRC fit in what is left of the input, and an ancillary chunk is within the cap.
// A header whose type is not four letters is left to libpng, which refuses it by name.
static void guard_check(png_structp png, shim_io *io, uint64_t start) {
  const uint8_t *h = io->guard.header;
  uint32_t length = (uint32_t)h[0] << 24 | (uint32_t)h[1] << 16 | (uint32_t)h[2] << 8 | h[3];
  char type[5] = {(char)h[4], (char)h[5], (char)h[6], (char)h[7], 0};
  io->guard.next_header = start + 12 + (uint64_t)length;
  if (!is_letter(h[4]) || !is_letter(h[5]) || !is_letter(h[6]) || !is_letter(h[7])) return;
  if (memcmp(type, "IEND", 4) == 0) io->guard.seen_iend = 1;
  char text[CS_PNG_MESSAGE_SIZE];
  uint64_t left = io->source.size - (start + 8);
  if (length > 0x7fffffffu) {
    snprintf(text, sizeof text, "%s chunk at byte %llu claims %lu bytes, more than PNG allows "
             "(2^31 - 1)", type, (unsigned long long)start, (unsigned long)length);
    set_message(io->status, CS_PNG_ERR_LIBPNG, text);
    png_longjmp(png, 1);
  }
  if ((uint64_t)length + 4 > left) {
    snprintf(text, sizeof text, "%s chunk at byte %llu claims %lu bytes, but only %llu follow "
             "its header (truncated or corrupt file)", type, (unsigned long long)start,
             (unsigned long)length, (unsigned long long)left);
    set_message(io->status, CS_PNG_ERR_TRUNCATED, text);
    png_longjmp(png, 1);
  }
  if ((h[4] & 0x20) && length > io->guard.max_ancillary) {
    snprintf(text, sizeof text, "the ancillary %s chunk at byte %llu holds %lu bytes, more than "
             "the limit of %llu", type, (unsigned long long)start, (unsigned long)length,
             (unsigned long long)io->guard.max_ancillary);
    set_message(io->status, CS_PNG_ERR_TOO_LARGE, text);
    png_longjmp(png, 1);
  }
}

// Passes the bytes [position, position + count) that libpng is about to read through the guard.
static void guard_feed(png_structp png, shim_io *io, const uint8_t *bytes, size_t count,
                       uint64_t position) {
  shim_guard *g = &io->guard;
  size_t i = 0;
  while (i < count && !g->seen_iend) {
    uint64_t at = position + i;
    if (at < g->next_header + (uint64_t)g->filled) {
      // Inside a chunk's data: skip to the next header.
      uint64_t skip = g->next_header - at;
      if (skip >= count - i) return;
      i += (size_t)skip;
      continue;
    }
    g->header[g->filled++] = bytes[i++];
    if (g->filled == 8) {
      uint64_t start = g->next_header;
      g->filled = 0;
      guard_check(png, io, start);
    }
  }
}

static void read_bytes(png_structp png, png_bytep out, png_size_t count) {
  shim_io *io = (shim_io *)png_get_io_ptr(png);
  shim_source *src = &io->source;
  if (count > src->size - src->offset) {
    io->truncated = 1;
    png_error(png, "the data ends before the image does (truncated file)");
  }
  if (src->data) {
    memcpy(out, src->data + src->offset, count);
  } else {
    size_t done = 0;
    while (done < count) {
      ssize_t n = read(src->fd, out + done, count - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        io->truncated = n == 0;
        char text[CS_PNG_MESSAGE_SIZE];
        snprintf(text, sizeof text, n == 0 ? "the file ended while it was read (it shrank?)"
                                          : "read failed: %s", strerror(errno));
        set_message(io->status, n == 0 ? CS_PNG_ERR_TRUNCATED : CS_PNG_ERR_IO, text);
        png_longjmp(png, 1);
      }
      done += (size_t)n;
    }
  }
  guard_feed(png, io, out, count, src->offset);
  src->offset += count;
}

// Reads the signature (checked here) and decodes through libpng from `io`'s source.
static void decode_rgba8(shim_io *io, const cs_png_limits *limits, cs_png_alloc_fn alloc,
                         void *context, cs_png_info *info) {
  cs_png_status *status = io->status;
  uint8_t signature[8];
  if (io->source.size < 8) {
    set_message(status, CS_PNG_ERR_LIBPNG, "too short to be a PNG file");
    return;
  }
  png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, io, on_error, on_warning,
                                             io, shim_malloc, shim_free);
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

  png_set_read_fn(png, io, read_bytes);
  // The signature is read here, past the guard (which starts at the first chunk).
  read_bytes(png, signature, 8);
  if (png_sig_cmp(signature, 0, 8) != 0) {
    set_message(status, CS_PNG_ERR_LIBPNG, "not a PNG file (bad signature)");
    png_longjmp(png, 1);
  }
  png_set_sig_bytes(png, 8);
  // Limits apply before any image memory exists: libpng refuses a larger IHDR itself, and
  // caps the memory any one ancillary chunk may take.
  uint32_t max_w = limits->max_width > 0x7fffffffu ? 0x7fffffffu : limits->max_width;
  uint32_t max_h = limits->max_height > 0x7fffffffu ? 0x7fffffffu : limits->max_height;
  png_set_user_limits(png, max_w, max_h);
  png_set_chunk_cache_max(png, 1000);
  png_set_chunk_malloc_max(png, (png_alloc_size_t)limits->max_chunk_bytes);
  // Only IHDR, PLTE, tRNS, IDAT and IEND change the samples Cellshot reads: every other chunk
  // (text, ICC profiles, Exif, gamma, ...) is skipped unread, so it costs no memory.
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
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


static void start(shim_io *io, cs_png_status *status, cs_png_info *info,
                  const cs_png_limits *limits) {
  memset(status, 0, sizeof *status);
  memset(info, 0, sizeof *info);
  memset(io, 0, sizeof *io);
  io->status = status;
  io->source.fd = -1;
  io->guard.next_header = 8;
  io->guard.max_ancillary = limits->max_chunk_bytes;
  io->budget = limits->max_libpng_bytes;
}

void cs_png_decode_rgba8(const uint8_t *data, size_t size, const cs_png_limits *limits,
                         cs_png_alloc_fn alloc, void *context, cs_png_info *info,
                         cs_png_status *status) {
  shim_io io;
  start(&io, status, info, limits);
  io.source.data = data;
  io.source.size = size;
  decode_rgba8(&io, limits, alloc, context, info);
}

void cs_png_decode_fd_rgba8(int fd, uint64_t size, const cs_png_limits *limits,
                            cs_png_alloc_fn alloc, void *context, cs_png_info *info,
                            cs_png_status *status) {
  shim_io io;
  start(&io, status, info, limits);
  io.source.fd = fd;
  io.source.size = size;
  decode_rgba8(&io, limits, alloc, context, info);
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

// A chunk: its length, type, data and CRC, to `write_fn`.
static int write_chunk(cs_png_write_fn write_fn, void *context, const char *type,
                       const uint8_t *data, size_t length) {
  uint8_t head[8] = {(uint8_t)(length >> 24), (uint8_t)(length >> 16), (uint8_t)(length >> 8),
                     (uint8_t)length, (uint8_t)type[0], (uint8_t)type[1], (uint8_t)type[2],
                     (uint8_t)type[3]};
  uLong crc = crc32(0L, head + 4, 4);
  if (length > 0) crc = crc32(crc, data, (uInt)length);
  uint8_t tail[4] = {(uint8_t)(crc >> 24), (uint8_t)(crc >> 16), (uint8_t)(crc >> 8),
                     (uint8_t)crc};
  if (write_fn(context, head, 8) != 0) return -1;
  if (length > 0 && write_fn(context, data, length) != 0) return -1;
  return write_fn(context, tail, 4);
}

// The PNG with CS_PNG_FILTER_REPEATS_UP, written here: one deflate stream over the filtered
// rows, cut into IDAT chunks of `buffer_size` bytes.
static void encode_repeats_up(uint32_t width, uint32_t height, const cs_png_encode_options *opts,
                              cs_png_row_fn row_fn, cs_png_write_fn write_fn, void *context,
                              cs_png_status *status) {
  size_t stride = (size_t)width * (size_t)opts->channels;
  size_t chunk = opts->buffer_size > 0 ? opts->buffer_size : (1 << 17);
  uint8_t *rows = malloc(2 * stride), *line = malloc(stride + 1), *out = malloc(chunk);
  z_stream z;
  memset(&z, 0, sizeof z);
  int ready = rows && line && out
      && deflateInit2(&z, opts->level, Z_DEFLATED, opts->window_bits, opts->mem_level,
                      opts->strategy) == Z_OK;
  if (!ready) {
    free(rows), free(line), free(out);
    set_message(status, CS_PNG_ERR_ALLOC, "could not allocate the encoder's rows");
    return;
  }
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  uint8_t ihdr[13] = {(uint8_t)(width >> 24), (uint8_t)(width >> 16), (uint8_t)(width >> 8),
                      (uint8_t)width, (uint8_t)(height >> 24), (uint8_t)(height >> 16),
                      (uint8_t)(height >> 8), (uint8_t)height, 8,
                      (uint8_t)(opts->channels == 4 ? 6 : 2), 0, 0, 0};
  int failed = write_fn(context, signature, 8) != 0
      || write_chunk(write_fn, context, "IHDR", ihdr, 13) != 0;
  z.next_out = out;
  z.avail_out = (uInt)chunk;
  for (uint32_t y = 0; y <= height && !failed; y++) {
    int flush = y == height ? Z_FINISH : Z_NO_FLUSH;
    if (y < height) {
      uint8_t *row = rows + (y % 2) * stride, *above = rows + ((y + 1) % 2) * stride;
      row_fn(context, y, row);
      int repeats = y > 0 && memcmp(row, above, stride) == 0;
      line[0] = repeats ? 2 : 0;
      if (repeats) memset(line + 1, 0, stride); else memcpy(line + 1, row, stride);
      z.next_in = line;
      z.avail_in = (uInt)(stride + 1);
    }
    for (;;) {
      int result = deflate(&z, flush);
      if (result == Z_STREAM_ERROR) { failed = 1; break; }
      if (z.avail_out == 0 || (flush == Z_FINISH && result == Z_STREAM_END)) {
        size_t used = chunk - z.avail_out;
        if (used > 0 && write_chunk(write_fn, context, "IDAT", out, used) != 0) {
          failed = 1;
          break;
        }
        z.next_out = out;
        z.avail_out = (uInt)chunk;
      }
      if (flush == Z_FINISH ? result == Z_STREAM_END : z.avail_in == 0) break;
    }
  }
  if (!failed) failed = write_chunk(write_fn, context, "IEND", NULL, 0) != 0;
  deflateEnd(&z);
  free(rows), free(line), free(out);
  if (failed) set_message(status, CS_PNG_ERR_WRITE, "zlib or the writer refused the data");
}

void cs_png_encode(uint32_t width, uint32_t height, const cs_png_encode_options *opts,
                   cs_png_row_fn row_fn, cs_png_write_fn write_fn, void *context,
                   cs_png_status *status) {
  memset(status, 0, sizeof *status);
  if (width == 0 || height == 0 || (opts->channels != 3 && opts->channels != 4)) {
    set_message(status, CS_PNG_ERR_ARGUMENT, "bad size or channel count for encoding");
    return;
  }
  if (opts->filters == CS_PNG_FILTER_REPEATS_UP) {
    encode_repeats_up(width, height, opts, row_fn, write_fn, context, status);
    return;
  }
  shim_sink sink;
  memset(&sink, 0, sizeof sink);
  sink.io.status = status;
  sink.io.source.fd = -1;
  sink.write_fn = write_fn;
  sink.context = context;
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

void cs_premultiply_rgba(const uint8_t *in, uint8_t *out, size_t pixels) {
  for (size_t i = 0; i < pixels; i++) {
    // Two opaque pixels at a time are copied as they are (screens are mostly opaque).
    if (i + 2 <= pixels) {
      uint64_t pair;
      memcpy(&pair, in + 4 * i, 8);
      if ((pair & 0xFF000000FF000000ull) == 0xFF000000FF000000ull) {
        memcpy(out + 4 * i, &pair, 8);
        i++;
        continue;
      }
    }
    const uint8_t *p = in + 4 * i;
    uint8_t *q = out + 4 * i;
    unsigned a = p[3];
    if (a == 255) {
      memcpy(q, p, 4);
      continue;
    }
    for (int c = 0; c < 3; c++) {
      unsigned t = p[c] * a + 128;
      q[c] = (uint8_t)((t + (t >> 8)) >> 8);
    }
    q[3] = (uint8_t)a;
  }
}

size_t cs_zlib_uncompress(const uint8_t *source, size_t count, uint8_t *dest, size_t capacity) {
  uLongf length = (uLongf)capacity;
  if (uncompress(dest, &length, source, (uLong)count) != Z_OK) return 0;
  return (size_t)length;
}

size_t cs_zlib_inflate(const uint8_t *source, size_t count, uint8_t *dest, size_t capacity,
                       int *status) {
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (count > UINT_MAX || capacity > UINT_MAX || inflateInit(&stream) != Z_OK) {
    *status = 2;
    return 0;
  }
  stream.next_in = (Bytef *)source;
  stream.avail_in = (uInt)count;
  stream.next_out = dest;
  stream.avail_out = (uInt)capacity;
  int result = inflate(&stream, Z_FINISH);
  size_t written = capacity - stream.avail_out;
  if (result == Z_STREAM_END) {
    *status = 0;
  } else if (result == Z_OK || result == Z_BUF_ERROR) {
    *status = stream.avail_out == 0 ? 1 : 3;
  } else {
    *status = 2;
  }
  inflateEnd(&stream);
  return written;
}

double cs_png_share_equal_left(const uint8_t *rgba, size_t width, size_t height,
                               size_t row_step) {
  if (width < 2 || height == 0) return 1;
  size_t equal = 0, total = 0;
  for (size_t y = 0; y < height; y += row_step ? row_step : 1) {
    const uint8_t *row = rgba + y * width * 4;
    for (size_t x = 1; x < width; x++) equal += memcmp(row + 4 * x, row + 4 * x - 4, 4) == 0;
    total += width - 1;
  }
  return (double)equal / (double)total;
}
