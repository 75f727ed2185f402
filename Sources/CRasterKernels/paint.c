// Painting loops: source-over for a row of different colours, and a gradient's colour words
// for a row of pixels. See craster_kernels.h.
#include "craster_kernels.h"
#include "common.h"

#include <math.h>
#include <string.h>

// t is worked out with the very operations, in the very order, of Raster's Swift sampler:
// no multiply-add may be fused, or the rounding (and so the colours) would differ by machine.
#pragma STDC FP_CONTRACT OFF

static inline __attribute__((always_inline)) uint32_t over_word(uint32_t s, uint32_t d,
                                                                int clamp) {
  uint32_t a = s >> 24;
  if (clamp) {
    uint32_t r = s & 0xFF, g = (s >> 8) & 0xFF, b = (s >> 16) & 0xFF;
    s = (r < a ? r : a) | (g < a ? g : a) << 8 | (b < a ? b : a) << 16 | a << 24;
  }
  return a == 255 ? s : s + cs_scale_word(d, 255 - a);
}

#if defined(__SSE2__)
#include <emmintrin.h>

void cs_over_row(uint32_t *pixels, const uint32_t *source, intptr_t count, int clamp) {
  const __m128i low = _mm_set1_epi16(0x00FF), half = _mm_set1_epi16(128);
  const __m128i m257 = _mm_set1_epi16(257), full = _mm_set1_epi32(255);
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m128i s = _mm_loadu_si128((const __m128i *)(source + i));
    __m128i a = _mm_srli_epi32(s, 24);
    if (clamp) {
      __m128i a4 = _mm_or_si128(_mm_or_si128(a, _mm_slli_epi32(a, 8)),
                                _mm_or_si128(_mm_slli_epi32(a, 16), _mm_slli_epi32(a, 24)));
      s = _mm_min_epu8(s, a4);
    }
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(a, full)) == 0xFFFF) {
      _mm_storeu_si128((__m128i *)(pixels + i), s);
      continue;
    }
    __m128i inverse = _mm_sub_epi32(full, a);
    __m128i inv = _mm_or_si128(inverse, _mm_slli_epi32(inverse, 16));
    __m128i d = _mm_loadu_si128((const __m128i *)(pixels + i));
    __m128i lo = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(d, low), inv), half);
    __m128i hi = _mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(d, 8), inv), half);
    __m128i scaled = _mm_or_si128(_mm_mulhi_epu16(lo, m257),
                                  _mm_slli_epi16(_mm_mulhi_epu16(hi, m257), 8));
    _mm_storeu_si128((__m128i *)(pixels + i), _mm_add_epi16(scaled, s));
  }
  for (; i < count; i++) pixels[i] = over_word(source[i], pixels[i], clamp);
}

#else

void cs_over_row(uint32_t *pixels, const uint32_t *source, intptr_t count, int clamp) {
  for (intptr_t i = 0; i < count; i++) pixels[i] = over_word(source[i], pixels[i], clamp);
}

#endif

void cs_scale_row(uint32_t *words, const uint8_t *mask, intptr_t count, uint32_t coverage,
                  uint32_t opacity) {
  intptr_t i = 0;
#if defined(__SSE2__)
  // Four words at a time in 16-bit lanes; a word times 255 / 255 is the word, so every word
  // is scaled. div255 is (x + 128) x 257 >> 16 here, as in cs_over_row.
  const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
  const __m128i m257 = _mm_set1_epi16(257), cover = _mm_set1_epi16((int16_t)coverage);
  const __m128i fade = _mm_set1_epi16((int16_t)opacity);
  __m128i flat = cover;
  if (opacity < 255) flat = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(flat, fade), half), m257);
  for (; i + 4 <= count; i += 4) {
    __m128i c = flat;  // four k in the low lanes
    if (mask) {
      int32_t four;
      memcpy(&four, mask + i, 4);
      c = _mm_unpacklo_epi8(_mm_cvtsi32_si128(four), zero);
      c = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(c, cover), half), m257);
      if (opacity < 255) {
        c = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(c, fade), half), m257);
      }
    }
    c = _mm_unpacklo_epi16(c, c);
    __m128i clo = _mm_unpacklo_epi32(c, c), chi = _mm_unpackhi_epi32(c, c);
    __m128i w = _mm_loadu_si128((const __m128i *)(words + i));
    __m128i lo = _mm_unpacklo_epi8(w, zero), hi = _mm_unpackhi_epi8(w, zero);
    lo = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(lo, clo), half), m257);
    hi = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(hi, chi), half), m257);
    _mm_storeu_si128((__m128i *)(words + i), _mm_packus_epi16(lo, hi));
  }
#endif
  for (; i < count; i++) {
    uint32_t c = coverage;
    if (mask) {
      if (mask[i] == 255 && c == 255 && opacity == 255) continue;
      c = cs_div255(c * mask[i]);
    }
    if (opacity < 255) c = cs_div255(c * opacity);
    if (c < 255) words[i] = cs_scale_word(words[i], c);
  }
}

// The fine cell's word at t, for a cell whose word points into `fine`.
static inline __attribute__((always_inline)) uint32_t fine_word(uint32_t word, double t,
                                                                const uint32_t *fine) {
  const intptr_t n = (intptr_t)CS_GRADIENT_CELLS * CS_GRADIENT_SPLIT;
  intptr_t sub = (intptr_t)(t * (double)n);
  sub = sub < n - 1 ? sub : n - 1;
  return fine[((intptr_t)(word >> 8) - 1) * CS_GRADIENT_SPLIT + sub % CS_GRADIENT_SPLIT];
}

// A channel rounded to a byte, as Raster's `GradientSampler.bytes`.
static inline uint32_t sample_byte(double v) {
  double w = v + 0.5;
  if (w >= 255) return 255;
  if (!(w >= 1)) return 0;
  return (uint32_t)(int64_t)w;
}

// The premultiplied colour word at t, interpolated between the stops around it with
// `GradientSampler.color`'s operations in its order: the pixels whose cell has no one colour.
static uint32_t sample_word(const cs_gradient *g, double t) {
  const intptr_t n = g->stops;
  const double *loc = g->locations, *c = g->components;
  double v[4];
  if (t >= loc[n - 1]) {
    for (int k = 0; k < 4; k++) v[k] = c[4 * (n - 1) + k];
  } else if (t > loc[0]) {
    intptr_t i = 1;
    while (i < n - 1 && t > loc[i]) i++;
    const double *a = c + 4 * (i - 1), *b = c + 4 * i;
    double span = loc[i] - loc[i - 1];
    double f = span > 0 ? (t - loc[i - 1]) / span : 1;
    for (int k = 0; k < 4; k++) v[k] = a[k] + (b[k] - a[k]) * f;
  } else {
    for (int k = 0; k < 4; k++) v[k] = c[k];
  }
  uint32_t alpha = sample_byte(v[3]);
  uint32_t r = sample_byte(v[0]), gr = sample_byte(v[1]), b = sample_byte(v[2]);
  r = r < alpha ? r : alpha;
  gr = gr < alpha ? gr : alpha;
  b = b < alpha ? b : alpha;
  return r | gr << 8 | b << 16 | alpha << 24;
}

// t at one pixel centre, clamped to 0...1, and its cell's word.
static inline __attribute__((always_inline)) uint32_t gradient_word(const cs_gradient *g,
                                                                    intptr_t x, double row,
                                                                    const uint32_t *cells,
                                                                    const uint32_t *fine) {
  double px = (double)x + 0.5, t;
  if (g->radial) {
    double ddx = px - g->cx;
    double d = sqrt(ddx * ddx + row * row);
    t = g->r1 != g->r0 ? (d - g->r0) / (g->r1 - g->r0) : 0;
  } else {
    t = g->length2 > 0 ? ((px - g->sx) * g->dx + row) / g->length2 : 0;
  }
  if (!(t >= 0)) t = 0;
  if (t > 1) t = 1;
  intptr_t cell = (intptr_t)(t * CS_GRADIENT_CELLS);
  uint32_t word = cells[cell < CS_GRADIENT_CELLS - 1 ? cell : CS_GRADIENT_CELLS - 1];
  if (word >> 24 == 0 && word > 1) word = fine_word(word, t, fine);
  return word == 1 ? sample_word(g, t) : word;
}

static void gradient_words_c(const cs_gradient *g, intptr_t x0, double row, intptr_t count,
                             const uint32_t *cells, const uint32_t *fine, uint32_t *out) {
  for (intptr_t i = 0; i < count; i++) out[i] = gradient_word(g, x0 + i, row, cells, fine);
}

// A gradient along a vertical line (dx exactly 0): (px - sx) x 0 is a zero, and a zero plus
// the row's part is that part (or a zero, which t holds to 0 alike), so every pixel of the
// row has the first one's t, and its word.
static int same_word_across(const cs_gradient *g, intptr_t x0, double row, intptr_t count,
                            const uint32_t *cells, const uint32_t *fine, uint32_t *out) {
  if (g->radial || g->dx != 0 || count <= 0) return 0;
  uint32_t word = gradient_word(g, x0, row, cells, fine);
  for (intptr_t i = 0; i < count; i++) out[i] = word;
  return 1;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

__attribute__((target("avx2"))) static void gradient_words_avx2(const cs_gradient *g,
                                                                intptr_t x0, double row,
                                                                intptr_t count,
                                                                const uint32_t *cells,
                                                                const uint32_t *fine,
                                                                uint32_t *out) {
  const __m256d zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1);
  const __m256d n = _mm256_set1_pd(CS_GRADIENT_CELLS), halfPixel = _mm256_set1_pd(0.5);
  const __m128i last = _mm_set1_epi32(CS_GRADIENT_CELLS - 1);
  const __m256d rows = _mm256_set1_pd(row);
  const __m256d sx = _mm256_set1_pd(g->sx), dx = _mm256_set1_pd(g->dx);
  const __m256d length2 = _mm256_set1_pd(g->length2);
  const __m256d cx = _mm256_set1_pd(g->cx), r0 = _mm256_set1_pd(g->r0);
  const __m256d span = _mm256_set1_pd(g->r1 - g->r0);
  const __m256d rowSquared = _mm256_mul_pd(rows, rows);
  const int flat = g->radial ? !(g->r1 != g->r0) : !(g->length2 > 0);
  intptr_t i = 0;
  if (!flat && x0 + count < 0x7FFFFFF0 && x0 > -0x7FFFFFF0) {
    for (; i + 4 <= count; i += 4) {
      __m128i xs = _mm_add_epi32(_mm_set1_epi32((int32_t)(x0 + i)), _mm_setr_epi32(0, 1, 2, 3));
      __m256d px = _mm256_add_pd(_mm256_cvtepi32_pd(xs), halfPixel);
      __m256d t;
      if (g->radial) {
        __m256d ddx = _mm256_sub_pd(px, cx);
        __m256d d = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(ddx, ddx), rowSquared));
        t = _mm256_div_pd(_mm256_sub_pd(d, r0), span);
      } else {
        t = _mm256_div_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(px, sx), dx), rows),
                          length2);
      }
      t = _mm256_and_pd(t, _mm256_cmp_pd(t, zero, _CMP_GE_OQ));
      t = _mm256_min_pd(t, one);
      __m128i cell = _mm_min_epi32(_mm256_cvttpd_epi32(_mm256_mul_pd(t, n)), last);
      // Four loads: faster than a gather on the processors measured.
      int32_t at[4];
      _mm_storeu_si128((__m128i *)at, cell);
      __m128i words = _mm_setr_epi32((int32_t)cells[at[0]], (int32_t)cells[at[1]],
                                     (int32_t)cells[at[2]], (int32_t)cells[at[3]]);
      _mm_storeu_si128((__m128i *)(out + i), words);
      // A cell with fine cells or without one colour (alpha 0, not 0): those pixels one at
      // a time.
      __m128i pointing = _mm_andnot_si128(
          _mm_cmpeq_epi32(words, _mm_setzero_si128()),
          _mm_cmpeq_epi32(_mm_srli_epi32(words, 24), _mm_setzero_si128()));
      if (_mm_movemask_epi8(pointing)) {
        for (int k = 0; k < 4; k++) {
          if (out[i + k] >> 24 == 0 && out[i + k] > 0) {
            out[i + k] = gradient_word(g, x0 + i + k, row, cells, fine);
          }
        }
      }
    }
  }
  gradient_words_c(g, x0 + i, row, count - i, cells, fine, out + i);
}

void cs_gradient_words(const cs_gradient *g, intptr_t x0, double row, intptr_t count,
                       const uint32_t *cells, const uint32_t *fine, uint32_t *out, int wide) {
  if (same_word_across(g, x0, row, count, cells, fine, out)) return;
  if (wide && cs_kernels_have_avx2()) {
    gradient_words_avx2(g, x0, row, count, cells, fine, out);
  } else {
    gradient_words_c(g, x0, row, count, cells, fine, out);
  }
}

#else

void cs_gradient_words(const cs_gradient *g, intptr_t x0, double row, intptr_t count,
                       const uint32_t *cells, const uint32_t *fine, uint32_t *out, int wide) {
  (void)wide;
  if (same_word_across(g, x0, row, count, cells, fine, out)) return;
  gradient_words_c(g, x0, row, count, cells, fine, out);
}

#endif
