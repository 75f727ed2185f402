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
WIDE_CLONES static void box_columns(const uint32_t *in, uint32_t *out, intptr_t w, intptr_t h, divisor d,
                        uint32_t *sums) {
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

void cs_alpha_plane(const uint8_t *rgba, intptr_t width, intptr_t height, uint32_t *plane,
                    intptr_t plane_width, intptr_t margin) {
  for (intptr_t y = 0; y < height; y++) {
    const uint8_t *from = rgba + y * width * 4 + 3;
    uint32_t *to = plane + (y + margin) * plane_width + margin;
    for (intptr_t x = 0; x < width; x++) to[x] = from[4 * x];
  }
}

void cs_tint_plane(const uint32_t *plane, intptr_t count, const uint8_t *tint, uint8_t *rgba) {
  intptr_t i = 0;
#if defined(__SSE2__)
  // Four values at a time: each value times the four bytes of the tint in 16-bit lanes, and
  // div255 as (x + 128) x 257 >> 16, which is div255's (t + t >> 8) >> 8 for every x here.
  const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
  const __m128i m257 = _mm_set1_epi16(257);
  const __m128i bytes = _mm_setr_epi16(tint[0], tint[1], tint[2], tint[3], tint[0], tint[1],
                                       tint[2], tint[3]);
  for (; i + 4 <= count; i += 4) {
    __m128i k = _mm_loadu_si128((const __m128i *)(plane + i));
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
