// Drop shadows: the three-pass box blur of a picture's alpha (see craster_kernels.h).
#include "craster_kernels.h"
#include "common.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// n / width for n < 256 width, as one multiply by the rounded-up reciprocal of the width
// (exact there for every width below 4096: n e < 256 w^2 <= 2^32, e = m w - 2^32 < w).
typedef struct {
  uint32_t width;
  uint64_t reciprocal;  // 0: divide
} divisor;

static inline __attribute__((always_inline)) uint32_t divide(uint32_t n, divisor d) {
  return d.reciprocal ? (uint32_t)(((uint64_t)n * d.reciprocal) >> 32) : n / d.width;
}

static divisor make_divisor(uint32_t width) {
  divisor d = {width, 0};
  if (width < 4096) d.reciprocal = (((uint64_t)1 << 32) + width - 1) / width;
  return d;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && defined(__linux__)
// Compiled twice, for AVX2 and for the baseline, the processor picking one at load time
// (integer arithmetic: the same values either way).
#define WIDE_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define WIDE_CLONES
#endif

// Each of `count` values (hi[i] - lo[i] + round) / width: a window's rounded mean from two
// running sums.
WIDE_CLONES static void window_means(const uint32_t *hi, const uint32_t *lo, uint32_t *out,
                                     intptr_t count, uint32_t round, divisor d) {
  if (d.reciprocal) {
    const uint64_t m = d.reciprocal;
    for (intptr_t i = 0; i < count; i++) {
      out[i] = (uint32_t)(((uint64_t)(hi[i] - lo[i] + round) * m) >> 32);
    }
  } else {
    for (intptr_t i = 0; i < count; i++) out[i] = (hi[i] - lo[i] + round) / d.width;
  }
}

// One row's box pass from its running sums: out[i] = (P[i + half + 1] - P[i - half] + round)
// / width, where P[k] sums the values before k (0 before the row, the whole row after it):
// the window's sum, zeros beyond the ends, as the sliding sum gives it. `prefix` holds n + 1
// values.
static void box_row_sums(const uint32_t *in, uint32_t *out, intptr_t n, divisor d,
                         uint32_t *prefix) {
  const intptr_t half = (intptr_t)d.width / 2;
  const uint32_t round = d.width / 2;
  uint32_t s = 0;
  prefix[0] = 0;
  for (intptr_t k = 0; k < n; k++) {
    s += in[k];
    prefix[k + 1] = s;
  }
  // Windows whose ends both lie inside the row ([a, b]) as a vector loop; those reaching past
  // an end one at a time.
  const intptr_t a = half < n ? half : n, b = n - half - 1;
  for (intptr_t i = 0; i < a; i++) {
    intptr_t hi = i + half + 1 < n ? i + half + 1 : n;
    out[i] = divide(prefix[hi] + round, d);
  }
  if (b >= a) window_means(prefix + a + half + 1, prefix, out + a, b - a + 1, round, d);
  for (intptr_t i = b + 1 > a ? b + 1 : a; i < n; i++) {
    intptr_t lo = i - half > 0 ? i - half : 0;
    out[i] = divide(prefix[n] - prefix[lo] + round, d);
  }
}

// The vertical pass over every column at once, from `in` to `out`, with `sums` (w values).
WIDE_CLONES static void box_columns(const uint32_t *in, uint32_t *out, intptr_t w, intptr_t h,
                                    divisor d, uint32_t *sums) {
  const intptr_t half = (intptr_t)d.width / 2;
  const uint32_t round = d.width / 2;
  memset(sums, 0, (size_t)w * sizeof(uint32_t));
  for (intptr_t k = 0; k < half && k < h; k++) {
    const uint32_t *row = in + k * w;
    for (intptr_t x = 0; x < w; x++) sums[x] += row[x];
  }
  for (intptr_t y = 0; y < h; y++) {
    // The row coming into the window the same as the row leaving it (inside a flat shape, in
    // the clear margin): the sums, and so the row, are the last one's.
    if (y > 0 && y + half < h && y - half - 1 >= 0 &&
        memcmp(in + (y + half) * w, in + (y - half - 1) * w, (size_t)w * sizeof(uint32_t)) == 0) {
      memcpy(out + y * w, out + (y - 1) * w, (size_t)w * sizeof(uint32_t));
      continue;
    }
    if (y + half < h) {
      const uint32_t *row = in + (y + half) * w;
      for (intptr_t x = 0; x < w; x++) sums[x] += row[x];
    }
    if (y - half - 1 >= 0) {
      const uint32_t *row = in + (y - half - 1) * w;
      for (intptr_t x = 0; x < w; x++) sums[x] -= row[x];
    }
    uint32_t *o = out + y * w;
    if (d.reciprocal) {
      for (intptr_t x = 0; x < w; x++) {
        o[x] = (uint32_t)(((uint64_t)(sums[x] + round) * d.reciprocal) >> 32);
      }
    } else {
      for (intptr_t x = 0; x < w; x++) o[x] = (sums[x] + round) / d.width;
    }
  }
}

void cs_box_blur(uint32_t *values, uint32_t *spare, intptr_t w, intptr_t h,
                 const int32_t *widths, intptr_t passes, uint32_t *sums) {
  for (intptr_t p = 0; p < passes; p++) {
    divisor d = make_divisor((uint32_t)widths[p]);
    for (intptr_t y = 0; y < h; y++) {
      // A row the same as the last (down a flat shape's sides): the same means.
      const size_t row = (size_t)w * sizeof(uint32_t);
      if (y > 0 && memcmp(values + y * w, values + (y - 1) * w, row) == 0) {
        memcpy(spare + y * w, spare + (y - 1) * w, row);
      } else {
        box_row_sums(values + y * w, spare + y * w, w, d, sums);
      }
    }
    box_columns(spare, values, w, h, d, sums);
  }
}

// Byte planes (cs_box_blur8): every value 0...255 and every box at most 255 wide, so a
// window's sum (at most 255 x 255) and that plus the rounding (below 2^16) fit 16 bits.
// Sums kept modulo 2^16 are exact: only the window's sum is read, and it fits.
typedef struct {
  uint16_t width, half, round, magic;
} divisor16;

static divisor16 make_divisor16(uint32_t width) {
  divisor16 d = {(uint16_t)width, (uint16_t)(width / 2), (uint16_t)(width / 2),
                 (uint16_t)(65536u / width)};
  return d;
}

// n / width for n < 2^16, width 2...255: q = n m >> 16 with m = floor(2^16 / width) is at
// most one short (n / width - n m / 2^16 = n (2^16 - m width) / (2^16 width) < n / 2^16 < 1,
// and not above), so the remainder n - q width is below 2 width: one step mends it.
static inline __attribute__((always_inline)) uint8_t divide16(uint16_t n, divisor16 d) {
  uint16_t q = (uint16_t)(((uint32_t)n * d.magic) >> 16);
  uint16_t r = (uint16_t)(n - q * d.width);
  return (uint8_t)(q + (r >= d.width));
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
// box_columns8's loop over a row with both an entering and a leaving row, sixteen columns at
// a time in 16-bit lanes: the multiply's high half is n m >> 16, and the mend adds the
// remainder's comparison (r < 2 width < 2^15, so a signed comparison).
__attribute__((target("avx2"))) static intptr_t columns8_avx2(
    const uint8_t *restrict enter, const uint8_t *restrict leave, uint8_t *restrict out,
    uint16_t *restrict sums, intptr_t w, divisor16 d) {
  const __m256i magic = _mm256_set1_epi16((short)d.magic);
  const __m256i width = _mm256_set1_epi16((short)d.width);
  const __m256i below = _mm256_set1_epi16((short)(d.width - 1));
  const __m256i round = _mm256_set1_epi16((short)d.round);
  intptr_t x = 0;
  for (; x + 16 <= w; x += 16) {
    __m256i in = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(enter + x)));
    __m256i off = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(leave + x)));
    __m256i s = _mm256_loadu_si256((const __m256i *)(sums + x));
    s = _mm256_sub_epi16(_mm256_add_epi16(s, in), off);
    _mm256_storeu_si256((__m256i *)(sums + x), s);
    __m256i n = _mm256_add_epi16(s, round);
    __m256i q = _mm256_mulhi_epu16(n, magic);
    __m256i r = _mm256_sub_epi16(n, _mm256_mullo_epi16(q, width));
    q = _mm256_sub_epi16(q, _mm256_cmpgt_epi16(r, below));
    __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(q), _mm256_extracti128_si256(q, 1));
    _mm_storeu_si128((__m128i *)(out + x), bytes);
  }
  return x;
}
#define HAS_COLUMNS8_AVX2 1
#endif

// The vertical pass over every column at once, byte rows `in` to `out` (`w` x `h`), with
// `sums` (w values): each value (the sum of the `width` values centred on it, zeros beyond
// the ends, + round) / width, as box_columns gives it.
WIDE_CLONES static void box_columns8(const uint8_t *restrict in, uint8_t *restrict out,
                                     intptr_t w, intptr_t h, divisor16 d,
                                     uint16_t *restrict sums, int wide) {
  (void)wide;
  const intptr_t half = d.half;
  memset(sums, 0, (size_t)w * sizeof(uint16_t));
  for (intptr_t k = 0; k < half && k < h; k++) {
    const uint8_t *row = in + k * w;
    for (intptr_t x = 0; x < w; x++) sums[x] = (uint16_t)(sums[x] + row[x]);
  }
  for (intptr_t y = 0; y < h; y++) {
    const uint8_t *restrict enter = y + half < h ? in + (y + half) * w : NULL;
    const uint8_t *restrict leave = y - half - 1 >= 0 ? in + (y - half - 1) * w : NULL;
    uint8_t *restrict o = out + y * w;
    if (enter && leave) {
      intptr_t x = 0;
#ifdef HAS_COLUMNS8_AVX2
      if (wide) x = columns8_avx2(enter, leave, o, sums, w, d);
#endif
      for (; x < w; x++) {
        uint16_t s = (uint16_t)(sums[x] + enter[x] - leave[x]);
        sums[x] = s;
        o[x] = divide16((uint16_t)(s + d.round), d);
      }
    } else if (enter) {
      for (intptr_t x = 0; x < w; x++) {
        uint16_t s = (uint16_t)(sums[x] + enter[x]);
        sums[x] = s;
        o[x] = divide16((uint16_t)(s + d.round), d);
      }
    } else if (leave) {
      for (intptr_t x = 0; x < w; x++) {
        uint16_t s = (uint16_t)(sums[x] - leave[x]);
        sums[x] = s;
        o[x] = divide16((uint16_t)(s + d.round), d);
      }
    } else {
      for (intptr_t x = 0; x < w; x++) o[x] = divide16((uint16_t)(sums[x] + d.round), d);
    }
  }
}


#ifdef HAS_COLUMNS8_AVX2
// Two 16 x 16 blocks side by side (columns x0 ..< x0 + 32 of rows y0 ..< y0 + 16), one in
// each half of the AVX2 registers: the same four rounds of interleaving as transpose8's.
__attribute__((target("avx2"))) static void transpose_pair(const uint8_t *in, uint8_t *out,
                                                           intptr_t w, intptr_t h, intptr_t x0,
                                                           intptr_t y0) {
  __m256i r[16], t[16];
  for (int i = 0; i < 16; i++) {
    r[i] = _mm256_loadu_si256((const __m256i *)(in + (y0 + i) * w + x0));
  }
  for (int round = 0; round < 2; round++) {
    for (int i = 0; i < 8; i++) {
      t[2 * i] = _mm256_unpacklo_epi8(r[i], r[i + 8]);
      t[2 * i + 1] = _mm256_unpackhi_epi8(r[i], r[i + 8]);
    }
    for (int i = 0; i < 8; i++) {
      r[2 * i] = _mm256_unpacklo_epi8(t[i], t[i + 8]);
      r[2 * i + 1] = _mm256_unpackhi_epi8(t[i], t[i + 8]);
    }
  }
  for (int i = 0; i < 16; i++) {
    _mm_storeu_si128((__m128i *)(out + (x0 + i) * h + y0), _mm256_castsi256_si128(r[i]));
    _mm_storeu_si128((__m128i *)(out + (x0 + 16 + i) * h + y0), _mm256_extracti128_si256(r[i], 1));
  }
}
#endif

// `in` (h rows of w bytes) turned into `out` (w rows of h): out[x][y] = in[y][x]. Blocks of
// 16 x 16 with SSE2 (four rounds of interleaving; two blocks at once with AVX2), the edges
// one byte at a time.
static void transpose8(const uint8_t *in, uint8_t *out, intptr_t w, intptr_t h, int wide) {
  (void)wide;
  intptr_t y0 = 0;
#if defined(__SSE2__)
  for (; y0 + 16 <= h; y0 += 16) {
    intptr_t x0 = 0;
#ifdef HAS_COLUMNS8_AVX2
    if (wide) {
      for (; x0 + 32 <= w; x0 += 32) transpose_pair(in, out, w, h, x0, y0);
    }
#endif
    for (; x0 + 16 <= w; x0 += 16) {
      __m128i r[16], t[16];
      for (int i = 0; i < 16; i++) {
        r[i] = _mm_loadu_si128((const __m128i *)(in + (y0 + i) * w + x0));
      }
      for (int round = 0; round < 2; round++) {
        for (int i = 0; i < 8; i++) {
          t[2 * i] = _mm_unpacklo_epi8(r[i], r[i + 8]);
          t[2 * i + 1] = _mm_unpackhi_epi8(r[i], r[i + 8]);
        }
        for (int i = 0; i < 8; i++) {
          r[2 * i] = _mm_unpacklo_epi8(t[i], t[i + 8]);
          r[2 * i + 1] = _mm_unpackhi_epi8(t[i], t[i + 8]);
        }
      }
      for (int i = 0; i < 16; i++) _mm_storeu_si128((__m128i *)(out + (x0 + i) * h + y0), r[i]);
    }
    for (; x0 < w; x0++) {
      for (intptr_t y = y0; y < y0 + 16; y++) out[x0 * h + y] = in[y * w + x0];
    }
  }
#endif
  for (intptr_t y = y0; y < h; y++) {
    for (intptr_t x = 0; x < w; x++) out[x * h + y] = in[y * w + x];
  }
}

void cs_box_blur8(uint8_t *values, uint8_t *spare, uint8_t *turned, intptr_t w, intptr_t h,
                  const int32_t *widths, intptr_t passes, uint16_t *sums) {
  const int wide = cs_kernels_have_avx2();
  for (intptr_t p = 0; p < passes; p++) {
    // A box one value wide is no change: (v + 0) / 1.
    if (widths[p] <= 1) continue;
    divisor16 d = make_divisor16((uint32_t)widths[p]);
    // The pass along the rows is the pass down the columns of the plane turned.
    transpose8(values, turned, w, h, wide);
    box_columns8(turned, spare, h, w, d, sums, wide);
    transpose8(spare, turned, h, w, wide);
    box_columns8(turned, values, w, h, d, sums, wide);
  }
}

void cs_alpha_plane(const uint8_t *rgba, intptr_t rgba_width, intptr_t width, intptr_t height,
                    uint8_t *plane, intptr_t plane_width, intptr_t margin) {
  for (intptr_t y = 0; y < height; y++) {
    const uint8_t *from = rgba + y * rgba_width * 4 + 3;
    uint8_t *to = plane + (y + margin) * plane_width + margin;
    for (intptr_t x = 0; x < width; x++) to[x] = from[4 * x];
  }
}

#ifdef HAS_COLUMNS8_AVX2
// cs_tint_plane's loop eight values at a time (AVX2): the same operations in wider lanes.
__attribute__((target("avx2"))) static intptr_t tint_plane_avx2(const uint8_t *plane,
                                                                intptr_t count,
                                                                const uint8_t *tint,
                                                                uint8_t *rgba) {
  const __m256i bytes = _mm256_setr_epi16(tint[0], tint[1], tint[2], tint[3], tint[0], tint[1],
                                          tint[2], tint[3], tint[0], tint[1], tint[2], tint[3],
                                          tint[0], tint[1], tint[2], tint[3]);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m128i k8 = _mm_loadl_epi64((const __m128i *)(plane + i));
    if (_mm_cvtsi128_si64(k8) == 0) continue;
    __m256i lo, hi;
    cs_spread8(k8, &lo, &hi);
    __m256i words = cs_pack8(cs_mul_div255_16(lo, bytes), cs_mul_div255_16(hi, bytes));
    // Values of 0 leave their pixels as they were.
    __m256i k32 = _mm256_cvtepu8_epi32(k8);
    __m256i clear = _mm256_cmpeq_epi32(k32, _mm256_setzero_si256());
    if (!_mm256_testz_si256(clear, clear)) {
      __m256i old = _mm256_loadu_si256((const __m256i *)(rgba + 4 * i));
      words = _mm256_blendv_epi8(words, old, clear);
    }
    _mm256_storeu_si256((__m256i *)(rgba + 4 * i), words);
  }
  return i;
}
#endif

void cs_tint_plane(const uint8_t *plane, intptr_t count, const uint8_t *tint, uint8_t *rgba) {
  intptr_t i = 0;
#ifdef HAS_COLUMNS8_AVX2
  if (count >= 8 && cs_kernels_have_avx2()) i = tint_plane_avx2(plane, count, tint, rgba);
#endif
#if defined(__SSE2__)
  // Four values at a time: each value times the four bytes of the tint in 16-bit lanes, and
  // div255 as (x + 128) x 257 >> 16, which is div255's (t + t >> 8) >> 8 for every x here.
  const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
  const __m128i m257 = _mm_set1_epi16(257);
  const __m128i bytes = _mm_setr_epi16(tint[0], tint[1], tint[2], tint[3], tint[0], tint[1],
                                       tint[2], tint[3]);
  for (; i + 4 <= count; i += 4) {
    uint32_t four;
    memcpy(&four, plane + i, 4);
    __m128i k = _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)four), zero), zero);
    __m128i clear = _mm_cmpeq_epi32(k, zero);
    int none = _mm_movemask_epi8(clear);
    if (none == 0xFFFF) continue;
    __m128i k16 = _mm_packs_epi32(k, k);  // k0 k1 k2 k3 (each below 256)
    k16 = _mm_unpacklo_epi16(k16, k16);   // k0 k0 k1 k1 k2 k2 k3 k3
    __m128i lo = _mm_unpacklo_epi32(k16, k16), hi = _mm_unpackhi_epi32(k16, k16);
    lo = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(lo, bytes), half), m257);
    hi = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(hi, bytes), half), m257);
    __m128i words = _mm_packus_epi16(lo, hi);
    if (none) {
      __m128i old = _mm_loadu_si128((const __m128i *)(rgba + 4 * i));
      words = _mm_or_si128(_mm_andnot_si128(clear, words), _mm_and_si128(clear, old));
    }
    _mm_storeu_si128((__m128i *)(rgba + 4 * i), words);
  }
#endif
  for (; i < count; i++) {
    uint32_t k = plane[i];
    if (k == 0) continue;
    rgba[4 * i] = (uint8_t)cs_div255(tint[0] * k);
    rgba[4 * i + 1] = (uint8_t)cs_div255(tint[1] * k);
    rgba[4 * i + 2] = (uint8_t)cs_div255(tint[2] * k);
    rgba[4 * i + 3] = (uint8_t)cs_div255(tint[3] * k);
  }
}

// Bilinear sampling (Raster's PixelBuffer.transformed), with the Swift sampler's operations in
// its order: u = a cx + c cy + tx - 0.5 left to right, no multiply and add fused.
#pragma STDC FP_CONTRACT OFF

static inline intptr_t floor_index(double x) {
  intptr_t i = (intptr_t)x;
  return (double)i > x ? i - 1 : i;
}

#ifdef HAS_COLUMNS8_AVX2
// cs_bilinear_row four pixels at a time (AVX2): the positions with the same operations in
// their order (c cy is the same product for every pixel of the row), the floor and weights
// as the scalar loop takes them, the four neighbours gathered (one outside the picture read
// at its first pixel, with no weight). A pixel whose position lies off the picture gets
// weights of 0 and is written 0, which it already is (the output starts clear).
__attribute__((target("avx2"))) static intptr_t bilinear_avx2(
    const uint8_t *pixels, intptr_t ax, intptr_t ay, intptr_t aw, intptr_t ah,
    const double *inverse, intptr_t y, intptr_t x0, intptr_t x1, uint8_t *out) {
  const double cy = (double)y + 0.5;
  const __m256d a = _mm256_set1_pd(inverse[0]), b = _mm256_set1_pd(inverse[1]);
  const __m256d ccy = _mm256_set1_pd(inverse[2] * cy), dcy = _mm256_set1_pd(inverse[3] * cy);
  const __m256d tx = _mm256_set1_pd(inverse[4]), ty = _mm256_set1_pd(inverse[5]);
  const __m256d half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1), k256 = _mm256_set1_pd(256);
  const __m256d left = _mm256_set1_pd((double)ax - 1), top = _mm256_set1_pd((double)ay - 1);
  const __m256d right = _mm256_set1_pd((double)(ax + aw));
  const __m256d bottom = _mm256_set1_pd((double)(ay + ah));
  const __m128i width = _mm_set1_epi32((int32_t)aw), height = _mm_set1_epi32((int32_t)ah);
  const __m128i minus1 = _mm_set1_epi32(-1), w256 = _mm_set1_epi32(256);
  const __m128i originX = _mm_set1_epi32((int32_t)ax), originY = _mm_set1_epi32((int32_t)ay);
  const __m256i firstTwo = _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1);
  const __m256i lastTwo = _mm256_setr_epi32(2, 2, 2, 2, 3, 3, 3, 3);
  const __m256i round = _mm256_set1_epi32(32768);
  intptr_t x = x0;
  for (; x + 4 <= x1; x += 4) {
    __m256d cx = _mm256_add_pd(_mm256_cvtepi32_pd(_mm_add_epi32(_mm_set1_epi32((int32_t)x),
                                                                _mm_setr_epi32(0, 1, 2, 3))),
                               half);
    __m256d u = _mm256_sub_pd(_mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(a, cx), ccy), tx), half);
    __m256d v = _mm256_sub_pd(_mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(b, cx), dcy), ty), half);
    __m256d inside = _mm256_and_pd(
        _mm256_and_pd(_mm256_cmp_pd(u, left, _CMP_GT_OQ), _mm256_cmp_pd(v, top, _CMP_GT_OQ)),
        _mm256_and_pd(_mm256_cmp_pd(u, right, _CMP_LT_OQ), _mm256_cmp_pd(v, bottom, _CMP_LT_OQ)));
    const int lanes = _mm256_movemask_pd(inside);
    if (!lanes) continue;
    const __m128i in = _mm_setr_epi32(-(lanes & 1), -(lanes >> 1 & 1), -(lanes >> 2 & 1),
                                      -(lanes >> 3 & 1));
    // The floor: the truncation, one less where that lies above.
    __m256d ud = _mm256_cvtepi32_pd(_mm256_cvttpd_epi32(u));
    __m256d vd = _mm256_cvtepi32_pd(_mm256_cvttpd_epi32(v));
    ud = _mm256_sub_pd(ud, _mm256_and_pd(_mm256_cmp_pd(ud, u, _CMP_GT_OQ), one));
    vd = _mm256_sub_pd(vd, _mm256_and_pd(_mm256_cmp_pd(vd, v, _CMP_GT_OQ), one));
    const __m128i iu = _mm256_cvttpd_epi32(ud), iv = _mm256_cvttpd_epi32(vd);
    const __m128i fu = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(u, ud), k256),
                                                         half));
    const __m128i fv = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(v, vd), k256),
                                                         half));
    const __m128i gu = _mm_sub_epi32(w256, fu), gv = _mm_sub_epi32(w256, fv);
    const __m128i lx0 = _mm_sub_epi32(iu, originX), ly0 = _mm_sub_epi32(iv, originY);
    const __m128i lx1 = _mm_sub_epi32(lx0, minus1), ly1 = _mm_sub_epi32(ly0, minus1);
    // Inside the picture: -1 < l < its size.
    const __m128i inX0 = _mm_and_si128(_mm_cmpgt_epi32(lx0, minus1), _mm_cmpgt_epi32(width, lx0));
    const __m128i inX1 = _mm_and_si128(_mm_cmpgt_epi32(lx1, minus1), _mm_cmpgt_epi32(width, lx1));
    const __m128i inY0 = _mm_and_si128(_mm_cmpgt_epi32(ly0, minus1), _mm_cmpgt_epi32(height, ly0));
    const __m128i inY1 = _mm_and_si128(_mm_cmpgt_epi32(ly1, minus1), _mm_cmpgt_epi32(height, ly1));
    const __m128i weights[4] = {
        _mm_and_si128(_mm_mullo_epi32(gu, gv), _mm_and_si128(in, _mm_and_si128(inX0, inY0))),
        _mm_and_si128(_mm_mullo_epi32(fu, gv), _mm_and_si128(in, _mm_and_si128(inX1, inY0))),
        _mm_and_si128(_mm_mullo_epi32(gu, fv), _mm_and_si128(in, _mm_and_si128(inX0, inY1))),
        _mm_and_si128(_mm_mullo_epi32(fu, fv), _mm_and_si128(in, _mm_and_si128(inX1, inY1)))};
    const __m128i cx0 = _mm_and_si128(lx0, inX0), cx1 = _mm_and_si128(lx1, inX1);
    const __m128i cy0 = _mm_and_si128(ly0, inY0), cy1 = _mm_and_si128(ly1, inY1);
    const __m128i index[4] = {_mm_add_epi32(_mm_mullo_epi32(cy0, width), cx0),
                              _mm_add_epi32(_mm_mullo_epi32(cy0, width), cx1),
                              _mm_add_epi32(_mm_mullo_epi32(cy1, width), cx0),
                              _mm_add_epi32(_mm_mullo_epi32(cy1, width), cx1)};
    __m256i sumLo = round, sumHi = round;  // pixels 0 and 1, 2 and 3: four channels each
    for (int n = 0; n < 4; n++) {
      const __m128i taps = _mm_i32gather_epi32((const int *)pixels, index[n], 4);
      const __m256i w = _mm256_castsi128_si256(weights[n]);
      sumLo = _mm256_add_epi32(sumLo, _mm256_mullo_epi32(_mm256_cvtepu8_epi32(taps),
                                                         _mm256_permutevar8x32_epi32(w, firstTwo)));
      sumHi = _mm256_add_epi32(sumHi,
                               _mm256_mullo_epi32(_mm256_cvtepu8_epi32(_mm_srli_si128(taps, 8)),
                                                  _mm256_permutevar8x32_epi32(w, lastTwo)));
    }
    // (sum + 32768) >> 16 per channel, then the four pixels' bytes in order.
    __m256i words = _mm256_packus_epi32(_mm256_srli_epi32(sumLo, 16), _mm256_srli_epi32(sumHi, 16));
    words = _mm256_permute4x64_epi64(words, 0xD8);  // pixels 0, 1, 2, 3 as 16-bit channels
    const __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(words),
                                           _mm256_extracti128_si256(words, 1));
    _mm_storeu_si128((__m128i *)(out + (x - x0) * 4), bytes);
  }
  return x;
}
#endif

#ifdef HAS_COLUMNS8_AVX2
// bilinear_avx2 eight pixels at a time (AVX-512): the positions in eight double lanes with
// the same operations in their order, the integers in eight 32-bit lanes, each neighbour's
// eight pixels gathered at once, and the sums in two sets of sixteen 32-bit lanes.
__attribute__((target("avx2,avx512f"))) static intptr_t bilinear_avx512(
    const uint8_t *pixels, intptr_t ax, intptr_t ay, intptr_t aw, intptr_t ah,
    const double *inverse, intptr_t y, intptr_t x0, intptr_t x1, uint8_t *out) {
  const double cy = (double)y + 0.5;
  const __m512d a = _mm512_set1_pd(inverse[0]), b = _mm512_set1_pd(inverse[1]);
  const __m512d ccy = _mm512_set1_pd(inverse[2] * cy), dcy = _mm512_set1_pd(inverse[3] * cy);
  const __m512d tx = _mm512_set1_pd(inverse[4]), ty = _mm512_set1_pd(inverse[5]);
  const __m512d half = _mm512_set1_pd(0.5), one = _mm512_set1_pd(1), k256 = _mm512_set1_pd(256);
  const __m512d left = _mm512_set1_pd((double)ax - 1), top = _mm512_set1_pd((double)ay - 1);
  const __m512d right = _mm512_set1_pd((double)(ax + aw));
  const __m512d bottom = _mm512_set1_pd((double)(ay + ah));
  const __m256i width = _mm256_set1_epi32((int32_t)aw), height = _mm256_set1_epi32((int32_t)ah);
  const __m256i minus1 = _mm256_set1_epi32(-1), w256 = _mm256_set1_epi32(256);
  const __m256i originX = _mm256_set1_epi32((int32_t)ax), originY = _mm256_set1_epi32((int32_t)ay);
  const __m512i firstFour = _mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
  const __m512i lastFour = _mm512_setr_epi32(4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7);
  const __m512i round = _mm512_set1_epi32(32768);
  intptr_t x = x0;
  for (; x + 8 <= x1; x += 8) {
    const __m512d cx = _mm512_add_pd(
        _mm512_cvtepi32_pd(_mm256_add_epi32(_mm256_set1_epi32((int32_t)x),
                                            _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))),
        half);
    const __m512d u = _mm512_sub_pd(_mm512_add_pd(_mm512_add_pd(_mm512_mul_pd(a, cx), ccy), tx),
                                    half);
    const __m512d v = _mm512_sub_pd(_mm512_add_pd(_mm512_add_pd(_mm512_mul_pd(b, cx), dcy), ty),
                                    half);
    const __mmask8 lanes = _mm512_cmp_pd_mask(u, left, _CMP_GT_OQ)
                           & _mm512_cmp_pd_mask(v, top, _CMP_GT_OQ)
                           & _mm512_cmp_pd_mask(u, right, _CMP_LT_OQ)
                           & _mm512_cmp_pd_mask(v, bottom, _CMP_LT_OQ);
    if (!lanes) continue;
    const __m256i in = _mm256_cmpgt_epi32(
        _mm256_and_si256(_mm256_set1_epi32(lanes), _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128)),
        _mm256_setzero_si256());
    // The floor: the truncation, one less where that lies above.
    __m512d ud = _mm512_cvtepi32_pd(_mm512_cvttpd_epi32(u));
    __m512d vd = _mm512_cvtepi32_pd(_mm512_cvttpd_epi32(v));
    ud = _mm512_mask_sub_pd(ud, _mm512_cmp_pd_mask(ud, u, _CMP_GT_OQ), ud, one);
    vd = _mm512_mask_sub_pd(vd, _mm512_cmp_pd_mask(vd, v, _CMP_GT_OQ), vd, one);
    const __m256i iu = _mm512_cvttpd_epi32(ud), iv = _mm512_cvttpd_epi32(vd);
    const __m256i fu = _mm512_cvttpd_epi32(_mm512_add_pd(_mm512_mul_pd(_mm512_sub_pd(u, ud), k256),
                                                         half));
    const __m256i fv = _mm512_cvttpd_epi32(_mm512_add_pd(_mm512_mul_pd(_mm512_sub_pd(v, vd), k256),
                                                         half));
    const __m256i gu = _mm256_sub_epi32(w256, fu), gv = _mm256_sub_epi32(w256, fv);
    const __m256i lx0 = _mm256_sub_epi32(iu, originX), ly0 = _mm256_sub_epi32(iv, originY);
    const __m256i lx1 = _mm256_sub_epi32(lx0, minus1), ly1 = _mm256_sub_epi32(ly0, minus1);
    // Inside the picture: -1 < l < its size.
    const __m256i inX0 = _mm256_and_si256(_mm256_cmpgt_epi32(lx0, minus1),
                                          _mm256_cmpgt_epi32(width, lx0));
    const __m256i inX1 = _mm256_and_si256(_mm256_cmpgt_epi32(lx1, minus1),
                                          _mm256_cmpgt_epi32(width, lx1));
    const __m256i inY0 = _mm256_and_si256(_mm256_cmpgt_epi32(ly0, minus1),
                                          _mm256_cmpgt_epi32(height, ly0));
    const __m256i inY1 = _mm256_and_si256(_mm256_cmpgt_epi32(ly1, minus1),
                                          _mm256_cmpgt_epi32(height, ly1));
    const __m256i weights[4] = {
        _mm256_and_si256(_mm256_mullo_epi32(gu, gv), _mm256_and_si256(in, _mm256_and_si256(inX0, inY0))),
        _mm256_and_si256(_mm256_mullo_epi32(fu, gv), _mm256_and_si256(in, _mm256_and_si256(inX1, inY0))),
        _mm256_and_si256(_mm256_mullo_epi32(gu, fv), _mm256_and_si256(in, _mm256_and_si256(inX0, inY1))),
        _mm256_and_si256(_mm256_mullo_epi32(fu, fv), _mm256_and_si256(in, _mm256_and_si256(inX1, inY1)))};
    const __m256i cx0 = _mm256_and_si256(lx0, inX0), cx1 = _mm256_and_si256(lx1, inX1);
    const __m256i cy0 = _mm256_and_si256(ly0, inY0), cy1 = _mm256_and_si256(ly1, inY1);
    const __m256i index[4] = {_mm256_add_epi32(_mm256_mullo_epi32(cy0, width), cx0),
                              _mm256_add_epi32(_mm256_mullo_epi32(cy0, width), cx1),
                              _mm256_add_epi32(_mm256_mullo_epi32(cy1, width), cx0),
                              _mm256_add_epi32(_mm256_mullo_epi32(cy1, width), cx1)};
    __m512i sumLo = round, sumHi = round;  // pixels 0 to 3, 4 to 7: four channels each
    for (int n = 0; n < 4; n++) {
      const __m256i taps = _mm256_i32gather_epi32((const int *)pixels, index[n], 4);
      const __m512i w = _mm512_castsi256_si512(weights[n]);
      sumLo = _mm512_add_epi32(sumLo,
                               _mm512_mullo_epi32(_mm512_cvtepu8_epi32(_mm256_castsi256_si128(taps)),
                                                  _mm512_permutexvar_epi32(firstFour, w)));
      sumHi = _mm512_add_epi32(sumHi,
                               _mm512_mullo_epi32(_mm512_cvtepu8_epi32(_mm256_extracti128_si256(taps, 1)),
                                                  _mm512_permutexvar_epi32(lastFour, w)));
    }
    // (sum + 32768) >> 16 per channel: at most 255, so narrowing keeps every value.
    _mm_storeu_si128((__m128i *)(out + (x - x0) * 4),
                     _mm512_cvtepi32_epi8(_mm512_srli_epi32(sumLo, 16)));
    _mm_storeu_si128((__m128i *)(out + (x - x0) * 4 + 16),
                     _mm512_cvtepi32_epi8(_mm512_srli_epi32(sumHi, 16)));
  }
  return x;
}
#endif

void cs_bilinear_row(const uint8_t *pixels, intptr_t ax, intptr_t ay, intptr_t aw,
                     intptr_t ah, const double *inverse, intptr_t y, intptr_t x0, intptr_t x1,
                     uint8_t *out) {
  const double a = inverse[0], b = inverse[1], c = inverse[2], d = inverse[3];
  const double tx = inverse[4], ty = inverse[5];
  const double cy = (double)y + 0.5;
  const double left = (double)ax - 1, top = (double)ay - 1;
  const double right = (double)(ax + aw), bottom = (double)(ay + ah);
  intptr_t start = x0;
#ifdef HAS_COLUMNS8_AVX2
  // Coordinates and the picture within 32 bits (where the vector loop's integers hold them).
  if (cs_kernels_have_avx2() && aw < 32768 && ah < 32768 && aw * ah < (1 << 29)
      && ax > -(1 << 28) && ax < (1 << 28) && ay > -(1 << 28) && ay < (1 << 28)
      && x0 > -(1 << 28) && x1 < (1 << 28)) {
    // Eight pixels at a time with AVX-512, then the rest four at a time.
    if (cs_kernels_have_avx512()) {
      start = bilinear_avx512(pixels, ax, ay, aw, ah, inverse, y, x0, x1, out);
    }
    start = bilinear_avx2(pixels, ax, ay, aw, ah, inverse, y, start, x1, out + (start - x0) * 4);
  }
#endif
  for (intptr_t x = start; x < x1; x++) {
    const double cx = (double)x + 0.5;
    const double u = a * cx + c * cy + tx - 0.5;
    const double v = b * cx + d * cy + ty - 0.5;
    if (!(u > left && v > top && u < right && v < bottom)) continue;
    const intptr_t iu = floor_index(u), iv = floor_index(v);
    const intptr_t fu = (intptr_t)((u - (double)iu) * 256 + 0.5);
    const intptr_t fv = (intptr_t)((v - (double)iv) * 256 + 0.5);
    const intptr_t weights[4] = {(256 - fu) * (256 - fv), fu * (256 - fv), (256 - fu) * fv,
                                 fu * fv};
    intptr_t sum[4] = {0, 0, 0, 0};
    for (int n = 0; n < 4; n++) {
      const intptr_t lx = iu + (n & 1) - ax, ly = iv + (n >> 1) - ay;
      if (weights[n] <= 0 || lx < 0 || lx >= aw || ly < 0 || ly >= ah) continue;
      const uint8_t *p = pixels + (ly * aw + lx) * 4;
      for (int k = 0; k < 4; k++) sum[k] += (intptr_t)p[k] * weights[n];
    }
    uint8_t *q = out + (x - x0) * 4;
    for (int k = 0; k < 4; k++) q[k] = (uint8_t)((sum[k] + 32768) >> 16);
  }
}
