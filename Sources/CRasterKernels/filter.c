// PixelFilter's two filters on RGBA pixels in place (see craster_kernels.h): the blur, the
// same box passes as a shadow's blur on every channel at once, and the colour matrix.
// Working space is a few rows, never a copy of the picture.
#include "craster_kernels.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && defined(__linux__)
// Compiled twice, for AVX2 and for the baseline, the processor picking one at load time
// (integer arithmetic: the same values either way).
#define WIDE_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define WIDE_CLONES
#endif

// How many rows the pass along the rows takes at once: their pixels' four channels side by
// side are sixteen lanes, a vector's worth, so each step of the window is one vector step.
#define ROWS_AT_ONCE 4
#define LANES (4 * ROWS_AT_ONCE)

// n / width for n below 2^16 and width 2...255: q = n m >> 16 with m = floor(2^16 / width) is
// at most one short, and one step mends it (as shadow.c's divide16).
typedef struct {
  uint16_t width, half, round, magic;
} small_divisor;

static small_divisor make_small(uint32_t width) {
  small_divisor d = {(uint16_t)width, (uint16_t)(width / 2), (uint16_t)(width / 2),
                     (uint16_t)(65536u / width)};
  return d;
}

// n / width for any width, n below 256 width (a window's sum and its rounding): one multiply
// by the rounded-up reciprocal below 4096 (as shadow.c's divide), else a division.
static inline __attribute__((always_inline)) uint32_t divide_any(uint32_t n, uint32_t width,
                                                                 uint64_t reciprocal) {
  return reciprocal ? (uint32_t)(((uint64_t)n * reciprocal) >> 32) : n / width;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HAS_FILTER_AVX2 1

// n / width in sixteen 16-bit lanes, as small_divisor's: the multiply's high half, mended
// where the remainder is a width or more (it is below 2 width < 2^15: a signed comparison).
__attribute__((target("avx2"), always_inline)) static inline __m256i divide_lanes(
    __m256i n, __m256i magic, __m256i width, __m256i below) {
  __m256i q = _mm256_mulhi_epu16(n, magic);
  __m256i r = _mm256_sub_epi16(n, _mm256_mullo_epi16(q, width));
  return _mm256_sub_epi16(q, _mm256_cmpgt_epi16(r, below));
}

// Each colour of `w` pixels held to its alpha, eight pixels at a time: the minimum of each
// byte and its pixel's alpha (the alpha's own minimum is itself); the pixels left, for the
// caller.
__attribute__((target("avx2"))) static intptr_t clamp_to_alpha_avx2(uint8_t *row, intptr_t w) {
  const __m256i alphas = _mm256_setr_epi8(3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15,
                                          3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
  intptr_t x = 0;
  for (; x + 8 <= w; x += 8) {
    __m256i p = _mm256_loadu_si256((const __m256i *)(row + 4 * x));
    _mm256_storeu_si256((__m256i *)(row + 4 * x),
                        _mm256_min_epu8(p, _mm256_shuffle_epi8(p, alphas)));
  }
  return x;
}

// rows_small's steps along the copied rows, sixteen lanes in one register.
__attribute__((target("avx2"))) static void rows_steps_avx2(uint8_t *rgba, intptr_t stride,
                                                            intptr_t w, intptr_t count,
                                                            small_divisor d,
                                                            const uint8_t *body, __m256i s) {
  const __m256i magic = _mm256_set1_epi16((short)d.magic);
  const __m256i width = _mm256_set1_epi16((short)d.width);
  const __m256i below = _mm256_set1_epi16((short)(d.width - 1));
  const __m256i round = _mm256_set1_epi16((short)d.round);
  const intptr_t half = d.half;
  for (intptr_t x = 0; x < w; x++) {
    __m256i in = _mm256_cvtepu8_epi16(
        _mm_loadu_si128((const __m128i *)(body + (x + half) * LANES)));
    __m256i off = _mm256_cvtepu8_epi16(
        _mm_loadu_si128((const __m128i *)(body + (x - half - 1) * LANES)));
    s = _mm256_sub_epi16(_mm256_add_epi16(s, in), off);
    __m256i q = divide_lanes(_mm256_add_epi16(s, round), magic, width, below);
    __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(q), _mm256_extracti128_si256(q, 1));
    uint8_t *o = rgba + 4 * x;
    switch (count) {
    case 4: { int32_t v = _mm_extract_epi32(bytes, 3); memcpy(o + 3 * stride, &v, 4); }
      /* fallthrough */
    case 3: { int32_t v = _mm_extract_epi32(bytes, 2); memcpy(o + 2 * stride, &v, 4); }
      /* fallthrough */
    case 2: { int32_t v = _mm_extract_epi32(bytes, 1); memcpy(o + stride, &v, 4); }
      /* fallthrough */
    default: { int32_t v = _mm_cvtsi128_si32(bytes); memcpy(o, &v, 4); }
    }
  }
}

// columns_small's loop over a row, sixteen columns at a time; the columns left, for the
// caller.
__attribute__((target("avx2"))) static intptr_t columns_row_avx2(
    const uint8_t *restrict enter, const uint8_t *restrict leave, uint8_t *restrict out,
    uint16_t *restrict sums, intptr_t n, small_divisor d) {
  const __m256i magic = _mm256_set1_epi16((short)d.magic);
  const __m256i width = _mm256_set1_epi16((short)d.width);
  const __m256i below = _mm256_set1_epi16((short)(d.width - 1));
  const __m256i round = _mm256_set1_epi16((short)d.round);
  intptr_t x = 0;
  for (; x + 16 <= n; x += 16) {
    __m256i in = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(enter + x)));
    __m256i off = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(leave + x)));
    __m256i s = _mm256_loadu_si256((const __m256i *)(sums + x));
    s = _mm256_sub_epi16(_mm256_add_epi16(s, in), off);
    _mm256_storeu_si256((__m256i *)(sums + x), s);
    __m256i q = divide_lanes(_mm256_add_epi16(s, round), magic, width, below);
    _mm_storeu_si128((__m128i *)(out + x),
                     _mm_packus_epi16(_mm256_castsi256_si128(q), _mm256_extracti128_si256(q, 1)));
  }
  return x;
}
#endif

// The pass along `count` rows (at most ROWS_AT_ONCE) of `w` pixels, `stride` bytes apart, in
// place, boxes of at most 255. The rows are first copied into `copy` pixel by pixel (pixel x
// of the four rows side by side, sixteen bytes), with half + 1 clear pixels before and after,
// so that each step of the window reads sixteen entering bytes and sixteen leaving ones and
// moves all the rows' channels together in sixteen 16-bit sums.
WIDE_CLONES static void rows_small(uint8_t *rgba, intptr_t stride, intptr_t w, intptr_t count,
                                   small_divisor d, uint8_t *restrict copy) {
  const intptr_t half = d.half, pad = half + 1;
  memset(copy, 0, (size_t)(pad * LANES));
  memset(copy + (pad + w) * LANES, 0, (size_t)(pad * LANES));
  uint8_t *restrict body = copy + pad * LANES;
  intptr_t start = 0;
#if defined(__SSE2__)
  if (count == ROWS_AT_ONCE) {
    // Four pixels of each row at a time, turned (a 4 x 4 of words) into four pixels' lanes.
    for (; start + 4 <= w; start += 4) {
      __m128i r0 = _mm_loadu_si128((const __m128i *)(rgba + 4 * start));
      __m128i r1 = _mm_loadu_si128((const __m128i *)(rgba + stride + 4 * start));
      __m128i r2 = _mm_loadu_si128((const __m128i *)(rgba + 2 * stride + 4 * start));
      __m128i r3 = _mm_loadu_si128((const __m128i *)(rgba + 3 * stride + 4 * start));
      __m128i t0 = _mm_unpacklo_epi32(r0, r1), t1 = _mm_unpackhi_epi32(r0, r1);
      __m128i t2 = _mm_unpacklo_epi32(r2, r3), t3 = _mm_unpackhi_epi32(r2, r3);
      uint8_t *o = body + start * LANES;
      _mm_storeu_si128((__m128i *)o, _mm_unpacklo_epi64(t0, t2));
      _mm_storeu_si128((__m128i *)(o + LANES), _mm_unpackhi_epi64(t0, t2));
      _mm_storeu_si128((__m128i *)(o + 2 * LANES), _mm_unpacklo_epi64(t1, t3));
      _mm_storeu_si128((__m128i *)(o + 3 * LANES), _mm_unpackhi_epi64(t1, t3));
    }
  }
#endif
  for (intptr_t r = 0; r < ROWS_AT_ONCE; r++) {
    if (r < count) {
      const uint8_t *row = rgba + r * stride;
      for (intptr_t x = start; x < w; x++) memcpy(body + x * LANES + 4 * r, row + 4 * x, 4);
    } else {
      for (intptr_t x = start; x < w; x++) memset(body + x * LANES + 4 * r, 0, 4);
    }
  }
  uint16_t sums[LANES];
  for (int l = 0; l < LANES; l++) sums[l] = 0;
  for (intptr_t k = 0; k < half; k++) {
    for (int l = 0; l < LANES; l++) sums[l] = (uint16_t)(sums[l] + body[k * LANES + l]);
  }
#ifdef HAS_FILTER_AVX2
  if (cs_kernels_have_avx2()) {
    rows_steps_avx2(rgba, stride, w, count, d, body, _mm256_loadu_si256((const __m256i *)sums));
    return;
  }
#endif
  for (intptr_t x = 0; x < w; x++) {
    const uint8_t *restrict enter = body + (x + half) * LANES;
    const uint8_t *restrict leave = body + (x - half - 1) * LANES;
    uint8_t out[LANES];
    for (int l = 0; l < LANES; l++) {
      uint16_t s = (uint16_t)(sums[l] + enter[l] - leave[l]);
      sums[l] = s;
      uint16_t n = (uint16_t)(s + d.round);
      uint16_t q = (uint16_t)(((uint32_t)n * d.magic) >> 16);
      uint16_t rem = (uint16_t)(n - q * d.width);
      out[l] = (uint8_t)(q + (rem >= d.width));
    }
    for (intptr_t r = 0; r < count; r++) memcpy(rgba + r * stride + 4 * x, out + 4 * r, 4);
  }
}

// The pass down the columns of a `w` x `h` part (`stride` bytes a row) in place, boxes of at
// most 255: every byte of a row is a column of its own (the channels never mix), with sixteen
// -bit sums (`sums`, 4 w values); each row's values before the pass are kept in `ring` (half +
// 2 rows of 4 w bytes) until the window leaves them, and `zeros` (a row of clear bytes) stands
// for the rows past either end.
WIDE_CLONES static void columns_small(uint8_t *rgba, intptr_t stride, intptr_t w, intptr_t h,
                                      small_divisor d, uint16_t *restrict sums,
                                      uint8_t *restrict ring, const uint8_t *restrict zeros) {
  const intptr_t half = d.half, n = 4 * w, slots = half + 2;
  const int wide = cs_kernels_have_avx2();
  (void)wide;
  memset(sums, 0, (size_t)n * sizeof(uint16_t));
  for (intptr_t k = 0; k < half && k < h; k++) {
    const uint8_t *row = rgba + k * stride;
    for (intptr_t x = 0; x < n; x++) sums[x] = (uint16_t)(sums[x] + row[x]);
  }
  for (intptr_t y = 0; y < h; y++) {
    uint8_t *restrict o = rgba + y * stride;
    // Row y as it was, kept before it is written over (its slot is not the leaving row's).
    memcpy(ring + (y % slots) * n, o, (size_t)n);
    const uint8_t *restrict enter = y + half < h ? rgba + (y + half) * stride : zeros;
    const uint8_t *restrict leave = y - half - 1 >= 0 ? ring + ((y - half - 1) % slots) * n
                                                      : zeros;
    intptr_t x = 0;
#ifdef HAS_FILTER_AVX2
    if (wide) x = columns_row_avx2(enter, leave, o, sums, n, d);
#endif
    for (; x < n; x++) {
      uint16_t s = (uint16_t)(sums[x] + enter[x] - leave[x]);
      sums[x] = s;
      uint16_t v = (uint16_t)(s + d.round);
      uint16_t q = (uint16_t)(((uint32_t)v * d.magic) >> 16);
      uint16_t rem = (uint16_t)(v - q * d.width);
      o[x] = (uint8_t)(q + (rem >= d.width));
    }
  }
}

// Both passes for boxes wider than 255 (a blur of a standard deviation above about 120
// pixels): 32-bit sums, one value at a time. `copy` holds a row (4 w bytes), `sums` 4 w
// values, `ring` half + 2 rows.
static void pass_wide(uint8_t *rgba, intptr_t stride, intptr_t w, intptr_t h, uint32_t width,
                      uint8_t *copy, uint32_t *sums, uint8_t *ring) {
  const intptr_t half = width / 2, n = 4 * w, slots = half + 2;
  const uint32_t round = width / 2;
  const uint64_t reciprocal = width < 4096 ? (((uint64_t)1 << 32) + width - 1) / width : 0;
  for (intptr_t y = 0; y < h; y++) {
    uint8_t *row = rgba + y * stride;
    memcpy(copy, row, (size_t)n);
    for (int c = 0; c < 4; c++) {
      uint32_t s = 0;
      for (intptr_t k = 0; k < half && k < w; k++) s += copy[4 * k + c];
      for (intptr_t x = 0; x < w; x++) {
        if (x + half < w) s += copy[4 * (x + half) + c];
        if (x - half - 1 >= 0) s -= copy[4 * (x - half - 1) + c];
        row[4 * x + c] = (uint8_t)divide_any(s + round, width, reciprocal);
      }
    }
  }
  memset(sums, 0, (size_t)n * sizeof(uint32_t));
  for (intptr_t k = 0; k < half && k < h; k++) {
    for (intptr_t x = 0; x < n; x++) sums[x] += rgba[k * stride + x];
  }
  for (intptr_t y = 0; y < h; y++) {
    uint8_t *o = rgba + y * stride;
    memcpy(ring + (y % slots) * n, o, (size_t)n);
    const uint8_t *enter = y + half < h ? rgba + (y + half) * stride : NULL;
    const uint8_t *leave = y - half - 1 >= 0 ? ring + ((y - half - 1) % slots) * n : NULL;
    for (intptr_t x = 0; x < n; x++) {
      if (enter) sums[x] += enter[x];
      if (leave) sums[x] -= leave[x];
      o[x] = (uint8_t)divide_any(sums[x] + round, width, reciprocal);
    }
  }
}

intptr_t cs_blur_rgba_scratch(intptr_t w, intptr_t h, const int32_t *widths, intptr_t passes) {
  (void)h;
  intptr_t widest = 1;
  for (intptr_t p = 0; p < passes; p++) widest = widths[p] > widest ? widths[p] : widest;
  const intptr_t n = 4 * w;
  // The rows' copies with their clear ends, the column sums (32-bit at most), a clear row and
  // the ring of rows.
  return ROWS_AT_ONCE * (n + 8 * (widest / 2 + 1)) + 4 * n + n + (widest / 2 + 2) * n;
}

void cs_blur_rgba(uint8_t *rgba, intptr_t stride, intptr_t w, intptr_t h, const int32_t *widths,
                  intptr_t passes, uint8_t *scratch) {
  if (w <= 0 || h <= 0) return;
  intptr_t widest = 1;
  for (intptr_t p = 0; p < passes; p++) widest = widths[p] > widest ? widths[p] : widest;
  const intptr_t n = 4 * w;
  uint8_t *copy = scratch;
  uint8_t *sums = scratch + ROWS_AT_ONCE * (n + 8 * (widest / 2 + 1));
  uint8_t *zeros = sums + 4 * n;
  uint8_t *ring = zeros + n;
  memset(zeros, 0, (size_t)n);
  for (intptr_t p = 0; p < passes; p++) {
    // A box one value wide changes nothing: (v + 0) / 1.
    if (widths[p] <= 1) continue;
    if (widths[p] > 255) {
      pass_wide(rgba, stride, w, h, (uint32_t)widths[p], copy, (uint32_t *)sums, ring);
      continue;
    }
    const small_divisor d = make_small((uint32_t)widths[p]);
    for (intptr_t y = 0; y < h; y += ROWS_AT_ONCE) {
      const intptr_t count = h - y < ROWS_AT_ONCE ? h - y : ROWS_AT_ONCE;
      rows_small(rgba + y * stride, stride, w, count, d, copy);
    }
    columns_small(rgba, stride, w, h, d, (uint16_t *)sums, ring, zeros);
  }
  // Rounding may leave a colour a step above its alpha: premultiplied values never are.
  for (intptr_t y = 0; y < h; y++) {
    uint8_t *row = rgba + y * stride;
    intptr_t x = 0;
#ifdef HAS_FILTER_AVX2
    if (cs_kernels_have_avx2()) x = clamp_to_alpha_avx2(row, w);
#endif
    for (; x < w; x++) {
      const uint8_t a = row[4 * x + 3];
      for (int c = 0; c < 3; c++) {
        if (row[4 * x + c] > a) row[4 * x + c] = a;
      }
    }
  }
}

// cs_color_matrix's row where every coefficient lies within 2^21 (32.0): each product, below
// 2^29, and their sum with the rounding fit 32 bits, so the same integers in 32-bit lanes,
// every pixel worked out and a clear one put back as it was (no branch: the loop is a vector
// loop).
WIDE_CLONES static void matrix_row_narrow(uint32_t *restrict row, intptr_t w, const int32_t *m,
                                          const int32_t *o, int32_t alpha_scale) {
  for (intptr_t x = 0; x < w; x++) {
    const uint32_t p = row[x];
    const int32_t r = (int32_t)(p & 0xFF), g = (int32_t)(p >> 8 & 0xFF);
    const int32_t b = (int32_t)(p >> 16 & 0xFF), a0 = (int32_t)(p >> 24);
    int32_t a = (a0 * alpha_scale + 32768) >> 16;
    a = a < 0 ? 0 : a > 255 ? 255 : a;
    int32_t v0 = (m[0] * r + m[1] * g + m[2] * b + o[0] * a0 + 32768) >> 16;
    int32_t v1 = (m[3] * r + m[4] * g + m[5] * b + o[1] * a0 + 32768) >> 16;
    int32_t v2 = (m[6] * r + m[7] * g + m[8] * b + o[2] * a0 + 32768) >> 16;
    v0 = v0 < 0 ? 0 : v0 > a ? a : v0;
    v1 = v1 < 0 ? 0 : v1 > a ? a : v1;
    v2 = v2 < 0 ? 0 : v2 > a ? a : v2;
    const uint32_t out = (uint32_t)v0 | (uint32_t)v1 << 8 | (uint32_t)v2 << 16 | (uint32_t)a << 24;
    row[x] = a0 == 0 ? p : out;
  }
}

void cs_color_matrix(uint8_t *rgba, intptr_t stride, intptr_t w, intptr_t h,
                     const int64_t *matrix, const int64_t *offsets, int64_t alpha_scale) {
  const int64_t limit = (int64_t)1 << 21;
  int narrow = alpha_scale > -limit && alpha_scale < limit;
  for (int k = 0; k < 9; k++) narrow = narrow && matrix[k] > -limit && matrix[k] < limit;
  for (int k = 0; k < 3; k++) narrow = narrow && offsets[k] > -limit && offsets[k] < limit;
  if (narrow) {
    int32_t m[9], o[3];
    for (int k = 0; k < 9; k++) m[k] = (int32_t)matrix[k];
    for (int k = 0; k < 3; k++) o[k] = (int32_t)offsets[k];
    for (intptr_t y = 0; y < h; y++) {
      uint32_t words[256];
      // A row at a time through a word-aligned copy (the part need not be aligned).
      for (intptr_t x0 = 0; x0 < w; x0 += 256) {
        const intptr_t n = w - x0 < 256 ? w - x0 : 256;
        uint8_t *at = rgba + y * stride + 4 * x0;
        memcpy(words, at, (size_t)n * 4);
        matrix_row_narrow(words, n, m, o, (int32_t)alpha_scale);
        memcpy(at, words, (size_t)n * 4);
      }
    }
    return;
  }
  for (intptr_t y = 0; y < h; y++) {
    uint8_t *row = rgba + y * stride;
    for (intptr_t x = 0; x < w; x++) {
      uint8_t *p = row + 4 * x;
      const int64_t a0 = p[3];
      if (a0 == 0) continue;
      const int64_t r = p[0], g = p[1], b = p[2];
      int64_t a = (a0 * alpha_scale + 32768) >> 16;
      a = a < 0 ? 0 : a > 255 ? 255 : a;
      for (int k = 0; k < 3; k++) {
        // (A colour multiply's matrix holds its alpha already: the result is premultiplied
        // by the new alpha.)
        int64_t v = (matrix[3 * k] * r + matrix[3 * k + 1] * g + matrix[3 * k + 2] * b
                     + offsets[k] * a0 + 32768) >> 16;
        v = v < 0 ? 0 : v;
        p[k] = (uint8_t)(v < a ? v : a);
      }
      p[3] = (uint8_t)a;
    }
  }
}
