// CPNGShim, the only code that calls libpng and zlib. Takes rows of samples from a callback
// (encoding) and PNG bytes or an open file (decoding); gives encoded bytes to a callback,
// straight RGBA8 rows in a buffer the caller allocates, and a status code with libpng's
// message on failure, one C call each. libpng reports errors with longjmp; every setjmp lives
// in cpngshim.c, so none unwinds through a Swift frame. It includes libpng, zlib and libc
// only, and knows nothing of Swift or of the other modules.
#ifndef CPNGSHIM_H
#define CPNGSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
  CS_PNG_OK = 0,
  CS_PNG_ERR_LIBPNG = 1,      // libpng found a fault in the data (message says which)
  CS_PNG_ERR_TOO_LARGE = 2,   // width, height or pixel count beyond the caller's limits
  CS_PNG_ERR_ALLOC = 3,       // the caller's allocator refused
  CS_PNG_ERR_TRUNCATED = 4,   // the data ended before the image did
  CS_PNG_ERR_WRITE = 5,       // the caller's sink refused bytes
  CS_PNG_ERR_ARGUMENT = 6,    // a bad argument (programmer error reported, not crashed on)
  CS_PNG_ERR_IO = 7,          // reading the file failed
};

enum { CS_PNG_MESSAGE_SIZE = 256 };

typedef struct {
  uint32_t max_width;
  uint32_t max_height;
  uint64_t max_pixels;
  uint64_t max_chunk_bytes;   // the largest ancillary chunk accepted
  uint64_t max_libpng_bytes;  // the most memory libpng may hold at once (not the picture)
} cs_png_limits;

typedef struct {
  uint32_t width;
  uint32_t height;
  int bit_depth;              // as stored: 1, 2, 4, 8 or 16
  int color_type;             // as stored: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA
  int interlaced;             // 1 for Adam7
  int has_trns;
} cs_png_info;

typedef struct {
  int code;
  char message[CS_PNG_MESSAGE_SIZE];
  uint64_t warnings;          // how many warnings libpng gave (ignored chunks and such)
  char last_warning[CS_PNG_MESSAGE_SIZE];
  uint64_t peak_libpng_bytes; // the most memory libpng held at once during a decode
} cs_png_status;

// Returns a buffer of height * width * 4 bytes for the decoded rows, or NULL to refuse.
typedef uint8_t *_Nullable (*cs_png_alloc_fn)(void *_Nullable context, uint32_t width,
                                              uint32_t height);

// Decodes a whole PNG to straight (not premultiplied) RGBA8 rows, tightly packed. Samples are
// raw: gamma, colour and sBIT chunks do not change them (every ancillary chunk but tRNS is
// skipped unread). 16-bit samples are scaled to 8 bits with exact rounding,
// round(v * 255 / 65535).
//
// Every chunk header is checked as it is read, before libpng allocates for the chunk: its
// length must be at most 2^31 - 1, its data and CRC must fit in the bytes left, and an ancillary
// chunk must hold at most `limits->max_chunk_bytes`.
void cs_png_decode_rgba8(const uint8_t *_Nonnull data, size_t size,
                         const cs_png_limits *_Nonnull limits, cs_png_alloc_fn _Nonnull alloc,
                         void *_Nullable context, cs_png_info *_Nonnull info,
                         cs_png_status *_Nonnull status);

// The same, reading the `size` bytes of the open file `fd` as libpng asks for them (the file is
// never held whole in memory). `fd` is not closed.
void cs_png_decode_fd_rgba8(int fd, uint64_t size, const cs_png_limits *_Nonnull limits,
                            cs_png_alloc_fn _Nonnull alloc, void *_Nullable context,
                            cs_png_info *_Nonnull info, cs_png_status *_Nonnull status);

typedef struct {
  int channels;               // 3 (RGB) or 4 (RGBA)
  int level;                  // zlib level 0-9
  int strategy;               // zlib strategy: 0 default, 1 filtered, 2 huffman, 3 RLE, 4 fixed
  int filters;                // libpng PNG_FILTER_* bit mask, 0 means PNG_NO_FILTERS, or
                              // CS_PNG_FILTER_REPEATS_UP
  int mem_level;              // zlib memLevel 1-9
  int window_bits;            // zlib windowBits 8-15
  size_t buffer_size;         // the IDAT chunk size
} cs_png_encode_options;

// Fills `row` (width * channels bytes) with row `y` of the picture.
typedef void (*cs_png_row_fn)(void *_Nullable context, uint32_t y, uint8_t *_Nonnull row);
// Receives encoded bytes; returns 0 on success.
typedef int (*cs_png_write_fn)(void *_Nullable context, const uint8_t *_Nonnull bytes,
                               size_t count);

// A row filter choice libpng does not make: Up for a row equal to the one above (a row of
// zeros), None for any other. The shim then writes the file itself (the same chunks libpng
// writes: IHDR, IDAT, IEND).
#define CS_PNG_FILTER_REPEATS_UP (-1)

// Encodes width x height pixels, non-interlaced, 8 bits per sample, with no time stamp or other
// varying chunk: the same rows and options always give the same bytes.
void cs_png_encode(uint32_t width, uint32_t height, const cs_png_encode_options *_Nonnull opts,
                   cs_png_row_fn _Nonnull row_fn, cs_png_write_fn _Nonnull write_fn,
                   void *_Nullable context, cs_png_status *_Nonnull status);

// The version strings of the libpng and zlib this was built against and runs with.
const char *_Nonnull cs_png_libpng_version(void);
const char *_Nonnull cs_png_zlib_version(void);

#ifdef __cplusplus
}
#endif

#endif

#ifdef __cplusplus
extern "C" {
#endif
// zlib's compress2 over a buffer, for the benchmark's floor: returns the compressed size, or 0
// when `capacity` is too small or zlib fails. `cs_zlib_bound` gives a capacity that suffices.
size_t cs_zlib_compress(const uint8_t *_Nonnull source, size_t count, uint8_t *_Nonnull dest,
                        size_t capacity, int level);
size_t cs_zlib_bound(size_t count);
// Straight RGBA8 `pixels` pixels to premultiplied, into `out`: each colour channel
// c * a / 255 rounded as Raster's div255 does ((t + (t >> 8)) >> 8, t = c a + 128); opaque
// pixels are copied as they are.
void cs_premultiply_rgba(const uint8_t *_Nonnull in, uint8_t *_Nonnull out, size_t pixels);

// zlib's inflate over one stream into `dest`: the bytes written, and in `status` 0 when the
// stream ended, 1 when `dest` filled first, 2 when the data is not zlib (or broken past what
// was written), 3 when the input ended before the stream did.
size_t cs_zlib_inflate(const uint8_t *_Nonnull source, size_t count, uint8_t *_Nonnull dest,
                       size_t capacity, int *_Nonnull status);

// zlib's uncompress: the size of what `source` inflates to in `dest`, or 0 when it does not
// fit or is not a zlib stream (for tests that read a PNG's filtered rows).
size_t cs_zlib_uncompress(const uint8_t *_Nonnull source, size_t count, uint8_t *_Nonnull dest,
                          size_t capacity);

// The share of pixels equal to their left neighbour in every `row_step`-th row of `width` by
// `height` RGBA8 pixels: low for photographs and gradients, high for flat UI.
double cs_png_share_equal_left(const uint8_t *_Nonnull rgba, size_t width, size_t height,
                               size_t row_step);
#ifdef __cplusplus
}
#endif
