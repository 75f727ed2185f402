// CRasterKernels, the image filter's widest loops in C with AVX2. Takes rows of source
// bytes or 16-bit filtered channels, byte offsets and integer weights; gives filtered
// channels and pixels, exactly the integers Raster's portable Swift loops give. Pure
// arithmetic over the caller's buffers: it includes only libc and the compiler's intrinsics,
// allocates nothing, keeps no state, and knows nothing of Swift or of the other modules.
#ifndef CRASTER_KERNELS_H
#define CRASTER_KERNELS_H

#include <stdint.h>

// Wider versions of the image filter's three hottest loops, for processors with AVX2. They
// compute exactly what the portable Swift loops compute (integer arithmetic only), so the
// pixels are the same on every machine; Raster calls them only when
// `cs_kernels_have_avx2()` says the processor runs them.

/// 1 when this processor (and build) runs the AVX2 kernels, else 0. The processor is asked
/// once; the answer is kept (every kernel that picks a loop calls this, many per row).
int cs_kernels_have_avx2(void);
/// Whether the processor runs AVX-512 (F, VL and BW): the gradient kernel's eight-lane loop,
/// the bilinear turns' eight pixels and the tinted rows' sixteen. Kept likewise.
int cs_kernels_have_avx512(void);

/// BitmapFonts' BDF reader: when the `rows` lines from byte `start` of `p` (`n` bytes) are
/// hexadecimal and the next is ENDCHAR, the offset just past that ENDCHAR line; otherwise -1.
intptr_t cs_bdf_skip_bitmap(const uint8_t *p, intptr_t n, intptr_t start, intptr_t rows);

/// Output pixels `pixels` (an odd count writes one more) from two rows of 16-bit filtered
/// channels: each channel (a + 32 + ((2 (b - a)) * twice_weight >> 16)) >> 6, as bytes.
void cs_interpolate_rows_avx2(const int16_t *t0, const int16_t *t1, int16_t twice_weight,
                              intptr_t pixels, uint8_t *out);

/// `pairs` steps of two enlarged columns: for step j, the two columns' pixel pairs start at
/// byte offsets offsets[4 j] and offsets[4 j + 2] of `row`; weights[8 j ...] holds each
/// column's 2 w1 four times. Each channel is 64 p0 + the high 16 bits of d w + bit 15 of its
/// low 16 bits, d = (p1 - p0) << 7, written as 16-bit lanes, 16 bytes per step.
void cs_two_neighbour_columns_avx2(const uint8_t *row, const int32_t *offsets,
                                   const int16_t *weights, intptr_t pairs, int16_t *out);

/// `count` columns of two tap pairs each (shrinking a little): column dx's four pixels start
/// at byte offsets offsets[4 dx ...] of `row`, and weights[16 dx ...] holds its two pairs'
/// (w0, w1) four times each. Each channel is (the sum of weight x channel + 128) >> 8, written
/// as 16-bit lanes, 8 bytes per column.
void cs_two_pair_columns_avx2(const uint8_t *row, const int32_t *offsets, const int16_t *weights,
                              intptr_t count, uint16_t *out);

// Two loops every machine runs in C (SSE2 where there is SSE2, else plain C, the same
// integers): in Swift they are SIMD code that a debug build (`swift test`) runs a function
// call per lane, a tenth of a snapshot suite's time.

/// `count` columns of a shrinking filter: column dx sums the pairs k from starts[dx] to
/// starts[dx + 1] - 1, each two pixels at byte offsets offsets[2 k] and offsets[2 k + 1] of
/// `row` times weights[8 k ...] (w0, w1 for each of the four channels), and writes each
/// channel (sum + 128) >> 8 as a 16-bit lane, 8 bytes per column.
void cs_shrunk_columns(const uint8_t *row, const int32_t *starts, const int32_t *offsets,
                       const int16_t *weights, intptr_t count, uint16_t *out);

/// One pair of filtered rows of the vertical pass and its weights (w0, w1) four times.
typedef struct {
  const int16_t *t0;
  const int16_t *t1;
  int16_t weights[8];
} cs_row_pair;

/// `pixels` output pixels (an odd count writes one more) from `count` pairs of rows of 16-bit
/// filtered channels: each channel (2^19 + the sum of t0 w0 + t1 w1) >> 20, clamped to a byte.
void cs_vertical_pairs(const cs_row_pair *pairs, intptr_t count, intptr_t pixels, uint8_t *out);

// Painting (paint.c), every machine: SSE2 on x86_64, plain C elsewhere, and AVX2 where the
// processor has it, all giving the same words.

/// Source-over of a row of premultiplied words (little-endian, alpha in the top byte):
/// pixels[i] = source[i] + round(pixels[i] x (255 - alpha) / 255) per channel, exactly;
/// with `clamp`, each source channel is first held to its alpha.
void cs_over_row(uint32_t *pixels, const uint32_t *source, intptr_t count, int clamp);

/// `count` words set to `word`: the string store (`rep stosl`) on x86-64, as fast as `memset`
/// on a large buffer (a vector loop reads each line before writing it), a loop elsewhere.
void cs_fill_words(uint32_t *words, uint32_t word, intptr_t count);

/// out[i] = last[-i] for i in 0 ..< count: a row's words read backwards (a radial
/// gradient's row left of its centre, the mirror of the part right of it). The two do not
/// overlap.
void cs_reverse_words(uint32_t *out, const uint32_t *last, intptr_t count);

/// Each of `count` premultiplied words times its coverage / 255, rounded exactly: coverage
/// times the mask's byte / 255 (with a mask), times opacity / 255, each rounded as Raster's
/// `div255`.
void cs_scale_row(uint32_t *words, const uint8_t *mask, intptr_t count, uint32_t coverage,
                  uint32_t opacity);

/// How many cells of t a gradient's colour table has, and how many finer cells a cell
/// without one colour is split into.
#define CS_GRADIENT_CELLS 4096
#define CS_GRADIENT_SPLIT 16
#define CS_GRADIENT_DIRECT_STOPS 16

/// One stop interval's constants for the direct way (paint.c says what each is).
typedef struct {
  double lo, span;
  int mode;
  double a[4], d[4];
  int varies[4];
  uint32_t fixed;
} cs_stop_interval;

/// What the direct way needs of a gradient beyond its geometry, worked out once per fill
/// (`cs_gradient_prepare`) instead of once per row: whether it applies (`ready`), the words
/// of the first and last stops, and each stop interval's constants.
typedef struct {
  int ready;
  uint32_t first, last;
  cs_stop_interval intervals[CS_GRADIENT_DIRECT_STOPS];
} cs_gradient_direct;

/// A gradient in pixels: along a line (start x, the line's dx, its squared length), or out
/// from a centre x between two radii. The row's part of t is the caller's (`row`). Its `stops`
/// stops: their locations, and their premultiplied components (four per stop, 0...255),
/// for the pixels whose cell has no one colour. `direct`, when not NULL, is what
/// `cs_gradient_prepare` made of these very stops.
typedef struct {
  int radial;
  double sx, dx, length2;
  double cx, r0, r1;
  const double *locations;
  const double *components;
  intptr_t stops;
  const cs_gradient_direct *direct;
} cs_gradient;

/// Works out `out` for `g` (its `ready` 0 where the direct way does not take `g`: flat, fewer
/// than 2 or more than CS_GRADIENT_DIRECT_STOPS stops, components outside 0...255).
void cs_gradient_prepare(const cs_gradient *g, cs_gradient_direct *out);

/// For pixels x0 ..< x0 + count of a row: t at each pixel centre, clamped to 0...1, and the
/// word of its cell of `cells` (CS_GRADIENT_CELLS words). A cell's word with alpha 0 that is
/// neither 0 nor 1 points to CS_GRADIENT_SPLIT finer cells at fine[((word >> 8) - 1) x
/// CS_GRADIENT_SPLIT], and the fine cell's word is given; where that is 1 (no one colour),
/// the stops are interpolated at t. t and the colour are worked out with the same IEEE
/// operations, in the same order, as Raster's `GradientSampler.t` and `color`, so the same
/// words. `wide` lets it use AVX2 (four pixels at a time) where the processor has it.
/// With `wide` 1 (AVX2) or 2 (AVX-512, where the processor has it) and 2 to
/// CS_GRADIENT_DIRECT_STOPS stops, each pixel's colour is worked out from t directly, four or
/// eight pixels at a time, and `cells` may be NULL.
void cs_gradient_words(const cs_gradient *g, intptr_t x0, double row, intptr_t count,
                       const uint32_t *cells, const uint32_t *fine, uint32_t *out, int wide);

/// A radial gradient's runs of one colour (Raster's `RadialRuns`): for i in 0 ..< count, the
/// word of the last of the `runs` runs whose start (ascending) is at or below
/// (u0 + 2i)^2 + row, into out[i] (out[-i] when `backwards`). u0 and row are at least 0 and
/// (u0 + 2 count)^2 + row below 2^62. `wide` lets it use AVX2 where the processor has it.
void cs_radial_runs(const int64_t *starts, const uint32_t *words, intptr_t runs, int64_t u0,
                    int64_t row, intptr_t count, uint32_t *out, int backwards, int wide);

/// Raster's bilinear sampler for pixels x0 ..< x1 of row y: each pixel centre mapped by
/// `inverse` (a, b, c, d, tx, ty) into the picture `pixels`, which holds the pixels ax ..<
/// ax + aw, ay ..< ay + ah of a larger one; the four neighbours weighted in 256ths, outside
/// ones clear; written at `out` (x0's pixel), except where the position lies off the picture.
/// Eight pixels at a time with AVX-512, four with AVX2, where the processor has them.
void cs_bilinear_row(const uint8_t *pixels, intptr_t ax, intptr_t ay, intptr_t aw,
                     intptr_t ah, const double *inverse, intptr_t y, intptr_t x0, intptr_t x1,
                     uint8_t *out);

/// Each of `count` premultiplied RGBA pixels times the alpha k of the pixel of `mask` at the
/// same place: each byte times k / 255, rounded as Raster's `div255` (a pixel whose mask is
/// opaque is left as it is).
void cs_mask_pixels(uint8_t *rgba, const uint8_t *mask, intptr_t count);

/// A drop shadow's blur (shadow.c): for each of `passes` box widths (odd, at least 1), a pass
/// along every row, then one down every column, of the `w` x `h` values (each 0...255): each
/// value becomes (the sum of the `width` values centred on it, zeros beyond the ends, + width
/// / 2) / width, exactly. `spare` holds w x h values and `sums` w + 1 while it works; the
/// result is in `values`.
void cs_box_blur(uint32_t *values, uint32_t *spare, intptr_t w, intptr_t h,
                 const int32_t *widths, intptr_t passes, uint32_t *sums);

/// `cs_box_blur` on a plane of bytes, for boxes at most 255 wide (every width 1...255): the
/// same values, in sixteen-bit sums. `spare` and `turned` hold w x h bytes and `sums`
/// max(w, h) values while it works; the result is in `values`.
void cs_box_blur8(uint8_t *values, uint8_t *spare, uint8_t *turned, intptr_t w, intptr_t h,
                  const int32_t *widths, intptr_t passes, uint16_t *sums);

/// The alpha bytes of a `width` x `height` part of an RGBA picture `rgba_width` pixels wide
/// (`rgba` at the part's first pixel) into `plane` (`plane_width` values a row), `margin`
/// values in from its top and left.
void cs_alpha_plane(const uint8_t *rgba, intptr_t rgba_width, intptr_t width, intptr_t height,
                    uint8_t *plane, intptr_t plane_width, intptr_t margin);

/// A shadow's pixels: for each of `count` values k of `plane` above 0, the four bytes of
/// `tint` times k / 255 (rounded as Raster's `div255`) into `rgba`; where k is 0, nothing.
void cs_tint_plane(const uint8_t *plane, intptr_t count, const uint8_t *tint, uint8_t *rgba);

/// A row of a shadow or a glyph blended straight over `count` pixels: for each value k of
/// `plane` above 0, the word cs_tint_plane makes of it, scaled by the byte of `mask` at the
/// same place when there is a mask (as cs_scale_row scales by a clip), put over the pixel as
/// cs_over_row does with `clamp`. The same pixels as those three kernels one after another.
void cs_tint_over_row(uint32_t *pixels, const uint8_t *plane, const uint8_t *mask,
                      intptr_t count, const uint8_t *tint, int clamp);

// PixelFilter in place (filter.c), every machine (AVX2 where the processor has it, the same
// values).

/// The bytes of working space cs_blur_rgba takes for a `w` x `h` part and these boxes: a few
/// rows (four rows' copies, column sums, a clear row, and the rows the widest box still
/// reads), never the picture.
intptr_t cs_blur_rgba_scratch(intptr_t w, intptr_t h, const int32_t *widths, intptr_t passes);

/// PixelFilter's blur of the `w` x `h` RGBA pixels at `rgba` (`stride` bytes a row) in place:
/// each of the four channels through the `passes` box passes of `widths` (odd, at least 1), a
/// pass along the rows then one down the columns each, as cs_box_blur8 and cs_box_blur blur a
/// plane of it (zeros beyond the part's edges; the same values), then each colour held to its
/// alpha. `scratch` holds cs_blur_rgba_scratch bytes.
void cs_blur_rgba(uint8_t *rgba, intptr_t stride, intptr_t w, intptr_t h, const int32_t *widths,
                  intptr_t passes, uint8_t *scratch);

/// PixelFilter's colour matrix over the `w` x `h` RGBA pixels at `rgba` (`stride` bytes a row)
/// in place: for each pixel of alpha a0 above 0, alpha a = (a0 alpha_scale + 2^15) >> 16
/// held to 0...255, and each colour k (matrix row k . (r, g, b) + offsets[k] a0 + 2^15) >> 16
/// held to 0...a; coefficients 16.16 fixed point, as PixelFilter.colorMatrix's.
void cs_color_matrix(uint8_t *rgba, intptr_t stride, intptr_t w, intptr_t h,
                     const int64_t *matrix, const int64_t *offsets, int64_t alpha_scale);

#endif
