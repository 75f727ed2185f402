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
#include <immintrin.h>


#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// Eight words `s` over eight pixels (AVX2): cs_over_row's operations in wider lanes. Eight
// clear words leave the pixels as they are; eight opaque ones are copied.
CS_AVX2 void over8(uint32_t *pixels, __m256i s, int clamp) {
  const __m256i low = _mm256_set1_epi16(0x00FF), full = _mm256_set1_epi32(255);
  if (_mm256_testz_si256(s, s)) return;
  __m256i a = _mm256_srli_epi32(s, 24);
  if (clamp) {
    __m256i a4 = _mm256_or_si256(_mm256_or_si256(a, _mm256_slli_epi32(a, 8)),
                                 _mm256_or_si256(_mm256_slli_epi32(a, 16),
                                                 _mm256_slli_epi32(a, 24)));
    s = _mm256_min_epu8(s, a4);
  }
  if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(a, full)) == -1) {
    _mm256_storeu_si256((__m256i *)pixels, s);
    return;
  }
  __m256i inverse = _mm256_sub_epi32(full, a);
  __m256i inv = _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16));
  __m256i d = _mm256_loadu_si256((const __m256i *)pixels);
  __m256i lo = cs_mul_div255_16(_mm256_and_si256(d, low), inv);
  __m256i hi = cs_mul_div255_16(_mm256_srli_epi16(d, 8), inv);
  _mm256_storeu_si256((__m256i *)pixels,
                      _mm256_add_epi16(_mm256_or_si256(lo, _mm256_slli_epi16(hi, 8)), s));
}

// cs_over_row's loop eight words at a time (AVX2).
__attribute__((target("avx2"))) static intptr_t over_row_avx2(uint32_t *pixels,
                                                              const uint32_t *source,
                                                              intptr_t count, int clamp) {
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    over8(pixels + i, _mm256_loadu_si256((const __m256i *)(source + i)), clamp);
  }
  return i;
}

#define AVX512BW __attribute__((target("avx2,avx512f,avx512bw")))

// Sixteen bytes, each repeated four times in 16-bit lanes: pixels 0 to 7 in `lo`, 8 to 15 in
// `hi` (cs_spread8 at twice the width).
AVX512BW static inline __attribute__((always_inline)) void spread16(__m128i k, __m512i *lo,
                                                                     __m512i *hi) {
  const __m512i k16 = _mm512_cvtepu8_epi16(_mm256_castsi128_si256(k));  // k0 ... k15, and 0s
  const __m512i first = _mm512_set_epi16(7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4,
                                         3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
  *lo = _mm512_permutexvar_epi16(first, k16);
  *hi = _mm512_permutexvar_epi16(_mm512_add_epi16(first, _mm512_set1_epi16(8)), k16);
}

// a b / 255 rounded as cs_div255, in 16-bit lanes (cs_mul_div255_16 at twice the width).
AVX512BW static inline __attribute__((always_inline)) __m512i mul_div255_32(__m512i a,
                                                                            __m512i b) {
  return _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(a, b), _mm512_set1_epi16(128)),
                            _mm512_set1_epi16(257));
}

// cs_tint_over_row's loop sixteen pixels at a time (AVX-512 BW): tint_over_avx2's operations
// in wider lanes, and over8's blend at twice its width. (Calling over8 on each half instead
// made this loop twice as slow.)
AVX512BW static intptr_t tint_over_avx512(uint32_t *pixels, const uint8_t *plane,
                                          const uint8_t *mask, intptr_t count,
                                          const uint8_t *tint, int clamp) {
  const __m512i bytes = _mm512_broadcast_i32x4(_mm_setr_epi16(tint[0], tint[1], tint[2], tint[3],
                                                              tint[0], tint[1], tint[2], tint[3]));
  const __m512i low = _mm512_set1_epi16(0x00FF), full = _mm512_set1_epi32(255);
  // packus works within each 128-bit lane: this puts the pixels back in order.
  const __m512i order = _mm512_setr_epi64(0, 2, 4, 6, 1, 3, 5, 7);
  intptr_t i = 0;
  for (; i + 16 <= count; i += 16) {
    const __m128i k = _mm_loadu_si128((const __m128i *)(plane + i));
    if (_mm_testz_si128(k, k)) continue;
    __m512i lo, hi;
    spread16(k, &lo, &hi);
    lo = mul_div255_32(lo, bytes);
    hi = mul_div255_32(hi, bytes);
    if (mask) {
      const __m128i m = _mm_loadu_si128((const __m128i *)(mask + i));
      if (!_mm_test_all_ones(m)) {
        __m512i mlo, mhi;
        spread16(m, &mlo, &mhi);
        lo = mul_div255_32(lo, mlo);
        hi = mul_div255_32(hi, mhi);
      }
    }
    __m512i s = _mm512_permutexvar_epi64(order, _mm512_packus_epi16(lo, hi));
    __m512i a = _mm512_srli_epi32(s, 24);
    if (clamp) {
      __m512i a4 = _mm512_or_si512(_mm512_or_si512(a, _mm512_slli_epi32(a, 8)),
                                   _mm512_or_si512(_mm512_slli_epi32(a, 16),
                                                   _mm512_slli_epi32(a, 24)));
      s = _mm512_min_epu8(s, a4);
    }
    if (_mm512_cmpeq_epi32_mask(a, full) == 0xFFFF) {
      _mm512_storeu_si512((void *)(pixels + i), s);
      continue;
    }
    const __m512i inverse = _mm512_sub_epi32(full, a);
    const __m512i inv = _mm512_or_si512(inverse, _mm512_slli_epi32(inverse, 16));
    const __m512i d = _mm512_loadu_si512((const void *)(pixels + i));
    const __m512i dlo = mul_div255_32(_mm512_and_si512(d, low), inv);
    const __m512i dhi = mul_div255_32(_mm512_srli_epi16(d, 8), inv);
    _mm512_storeu_si512((void *)(pixels + i),
                        _mm512_add_epi16(_mm512_or_si512(dlo, _mm512_slli_epi16(dhi, 8)), s));
  }
  return i;
}

// cs_tint_over_row's loop eight pixels at a time (AVX2): the tint, the clip's scale and the
// blend of cs_tint_plane, cs_scale_row and cs_over_row, without the words in between.
__attribute__((target("avx2"))) static intptr_t tint_over_avx2(uint32_t *pixels,
                                                               const uint8_t *plane,
                                                               const uint8_t *mask,
                                                               intptr_t count,
                                                               const uint8_t *tint, int clamp) {
  const __m256i bytes = _mm256_setr_epi16(tint[0], tint[1], tint[2], tint[3], tint[0], tint[1],
                                          tint[2], tint[3], tint[0], tint[1], tint[2], tint[3],
                                          tint[0], tint[1], tint[2], tint[3]);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    const __m128i k8 = _mm_loadl_epi64((const __m128i *)(plane + i));
    if (_mm_cvtsi128_si64(k8) == 0) continue;
    __m256i lo, hi;
    cs_spread8(k8, &lo, &hi);
    lo = cs_mul_div255_16(lo, bytes);
    hi = cs_mul_div255_16(hi, bytes);
    // A mask byte of 255 leaves a value as it is (v 255 / 255 is v): eight of them, nothing
    // to do (a clip's open middle).
    const __m128i m8 = mask ? _mm_loadl_epi64((const __m128i *)(mask + i)) : _mm_setzero_si128();
    if (mask && _mm_cvtsi128_si64(m8) != -1) {
      __m256i mlo, mhi;
      cs_spread8(m8, &mlo, &mhi);
      lo = cs_mul_div255_16(lo, mlo);
      hi = cs_mul_div255_16(hi, mhi);
    }
    over8(pixels + i, cs_pack8(lo, hi), clamp);
  }
  return i;
}
#endif

void cs_over_row(uint32_t *pixels, const uint32_t *source, intptr_t count, int clamp) {
  const __m128i low = _mm_set1_epi16(0x00FF), half = _mm_set1_epi16(128);
  const __m128i m257 = _mm_set1_epi16(257), full = _mm_set1_epi32(255);
  intptr_t i = 0;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (count >= 8 && cs_kernels_have_avx2()) i = over_row_avx2(pixels, source, count, clamp);
#endif
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

void cs_tint_over_row(uint32_t *pixels, const uint8_t *plane, const uint8_t *mask,
                      intptr_t count, const uint8_t *tint, int clamp) {
  intptr_t i = 0;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  // Sixteen pixels at a time with AVX-512, then eight with AVX2.
  if (count >= 16 && cs_kernels_have_avx512()) {
    i = tint_over_avx512(pixels, plane, mask, count, tint, clamp);
  }
  if (count - i >= 8 && cs_kernels_have_avx2()) {
    i += tint_over_avx2(pixels + i, plane + i, mask ? mask + i : NULL, count - i, tint, clamp);
  }
#endif
  for (; i < count; i++) {
    const uint32_t k = plane[i];
    if (k == 0) continue;
    uint32_t word = 0;
    for (int c = 0; c < 4; c++) {
      uint32_t v = cs_div255(tint[c] * k);
      if (mask) v = cs_div255(v * mask[i]);
      word |= v << (8 * c);
    }
    pixels[i] = over_word(word, pixels[i], clamp);
  }
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// cs_mask_pixels eight pixels at a time (AVX2): each mask pixel's alpha spread over its four
// bytes, every byte times it in 16-bit lanes (times 255 leaves a byte as it is).
__attribute__((target("avx2"))) static intptr_t mask_pixels_avx2(uint8_t *rgba,
                                                                 const uint8_t *mask,
                                                                 intptr_t count) {
  const __m128i alphas = _mm_setr_epi8(3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    const __m128i m0 = _mm_loadu_si128((const __m128i *)(mask + 4 * i));
    const __m128i m1 = _mm_loadu_si128((const __m128i *)(mask + 4 * i + 16));
    const __m256i k0 = _mm256_cvtepu8_epi16(_mm_shuffle_epi8(m0, alphas));
    const __m256i k1 = _mm256_cvtepu8_epi16(_mm_shuffle_epi8(m1, alphas));
    const __m256i p0 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(rgba + 4 * i)));
    const __m256i p1 = _mm256_cvtepu8_epi16(
        _mm_loadu_si128((const __m128i *)(rgba + 4 * i + 16)));
    _mm256_storeu_si256((__m256i *)(rgba + 4 * i),
                        cs_pack8(cs_mul_div255_16(p0, k0), cs_mul_div255_16(p1, k1)));
  }
  return i;
}
#endif

void cs_mask_pixels(uint8_t *rgba, const uint8_t *mask, intptr_t count) {
  intptr_t start = 0;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (count >= 8 && cs_kernels_have_avx2()) start = mask_pixels_avx2(rgba, mask, count);
#endif
  for (intptr_t i = start; i < count; i++) {
    const uint32_t k = mask[4 * i + 3];
    if (k == 255) continue;
    for (int c = 0; c < 4; c++) rgba[4 * i + c] = (uint8_t)cs_div255(rgba[4 * i + c] * k);
  }
}

void cs_fill_words(uint32_t *words, uint32_t word, intptr_t count) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (count >= 1024) {
    size_t n = (size_t)count;
    __asm__ volatile("rep stosl" : "+D"(words), "+c"(n) : "a"(word) : "memory");
    return;
  }
#endif
  for (intptr_t i = 0; i < count; i++) words[i] = word;
}

void cs_reverse_words(uint32_t *out, const uint32_t *last, intptr_t count) {
  intptr_t i = 0;
#if defined(__SSE2__)
  for (; i + 4 <= count; i += 4) {
    const __m128i four = _mm_loadu_si128((const __m128i *)(last - i - 3));
    _mm_storeu_si128((__m128i *)(out + i), _mm_shuffle_epi32(four, 0x1B));
  }
#endif
  for (; i < count; i++) out[i] = last[-i];
}

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
  // Where nothing but the mask scales, four fully open mask bytes leave their words as they
  // are (the middle of a row through a rounded clip).
  const int open = mask && coverage == 255 && opacity == 255;
  for (; i + 4 <= count; i += 4) {
    __m128i c = flat;  // four k in the low lanes
    if (mask) {
      int32_t four;
      memcpy(&four, mask + i, 4);
      if (open && four == -1) continue;
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

// The word of four premultiplied components, each rounded to a byte and the colours held to
// the alpha.
static uint32_t word_of(const double *v) {
  uint32_t alpha = sample_byte(v[3]);
  uint32_t r = sample_byte(v[0]), gr = sample_byte(v[1]), b = sample_byte(v[2]);
  r = r < alpha ? r : alpha;
  gr = gr < alpha ? gr : alpha;
  b = b < alpha ? b : alpha;
  return r | gr << 8 | b << 16 | alpha << 24;
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
  return word_of(v);
}

// t at one pixel centre, clamped to 0...1.
static inline __attribute__((always_inline)) double pixel_t(const cs_gradient *g, intptr_t x,
                                                            double row) {
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
  return t;
}

// t at one pixel centre and its cell's word.
static inline __attribute__((always_inline)) uint32_t gradient_word(const cs_gradient *g,
                                                                    intptr_t x, double row,
                                                                    const uint32_t *cells,
                                                                    const uint32_t *fine) {
  double t = pixel_t(g, x, row);
  if (!cells) return sample_word(g, t);
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

// The direct way, for processors with wide vectors: every pixel's colour worked out from
// its t with `sample_word`'s operations, four or eight pixels at a time, no cells. A stop
// interval's constants: f = (t - lo) / span (`mode` 1), or t itself where lo is 0 and span
// 1 ((t - 0) / 1 is t exactly, `mode` 0), or 1 where the interval has no length (`mode` 2);
// `a` the first stop's components and `d` the second's minus the first's, as sample_word
// works them out. A channel with d 0 is a + 0 = a all along: its byte is worked out once,
// in `fixed` (held to the alpha there when the alpha is fixed too).
//
// With components in 0...255 (premultiplied bytes), sample_byte needs no clamps: f is in
// 0...1 (t - lo is at most the span, rounded alike), so a + d x f lies between a and b but
// for a rounding (at least 0, below 255.5) and w = v + 0.5 in 0.5 ..< 256, where truncating
// gives sample_byte's answer (0 below 1, 255 from 255).
typedef cs_stop_interval stop_interval;

enum { MAX_DIRECT_STOPS = CS_GRADIENT_DIRECT_STOPS };

static stop_interval make_interval(const cs_gradient *g, intptr_t i) {
  const double *loc = g->locations, *c = g->components;
  stop_interval v;
  v.lo = loc[i - 1];
  v.span = loc[i] - loc[i - 1];
  v.mode = !(v.span > 0) ? 2 : (v.lo == 0 && v.span == 1 ? 0 : 1);
  uint32_t bytes[4];
  for (int k = 0; k < 4; k++) {
    v.a[k] = c[4 * (i - 1) + k];
    v.d[k] = c[4 * i + k] - c[4 * (i - 1) + k];
    v.varies[k] = v.d[k] != 0;
    bytes[k] = sample_byte(v.a[k]);
  }
  v.fixed = 0;
  for (int k = 0; k < 4; k++) {
    uint32_t b = bytes[k];
    if (k < 3 && !v.varies[3]) b = b < bytes[3] ? b : bytes[3];
    if (!v.varies[k]) v.fixed |= b << (8 * k);
  }
  return v;
}

// Whether every component is a premultiplied byte's worth, 0...255 (what lets the direct
// way skip sample_byte's clamps).
static int components_in_range(const cs_gradient *g) {
  for (intptr_t i = 0; i < 4 * g->stops; i++) {
    if (!(g->components[i] >= 0 && g->components[i] <= 255)) return 0;
  }
  return 1;
}

// The word of a stop's own colour (t at or beyond the ends).
static uint32_t stop_word(const cs_gradient *g, intptr_t i) {
  return word_of(g->components + 4 * i);
}

// Which interval the lanes in `mid` (t strictly between the ends) share: 1 + how many inner
// stops lie below t. `above` gives, for inner stop k, the lanes where t > loc[k]. -1 where the
// lanes do not share one.
static inline __attribute__((always_inline)) intptr_t shared_interval(intptr_t stops,
                                                                      const unsigned *above,
                                                                      unsigned mid) {
  intptr_t i = 1;
  for (intptr_t k = 1; k < stops - 1; k++) {
    unsigned m = above[k] & mid;
    if (m == mid) {
      i++;
    } else if (m != 0) {
      return -1;
    }
  }
  return i;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))
#define AVX512 __attribute__((target("avx2,avx512f,avx512vl")))

// Lanes' 32-bit masks from four bits.
static const int32_t lane_masks[16][4] = {
    {0, 0, 0, 0},   {-1, 0, 0, 0},   {0, -1, 0, 0},   {-1, -1, 0, 0},
    {0, 0, -1, 0},  {-1, 0, -1, 0},  {0, -1, -1, 0},  {-1, -1, -1, 0},
    {0, 0, 0, -1},  {-1, 0, 0, -1},  {0, -1, 0, -1},  {-1, -1, 0, -1},
    {0, 0, -1, -1}, {-1, 0, -1, -1}, {0, -1, -1, -1}, {-1, -1, -1, -1}};

// Four pixels' t (AVX2), as pixel_t works it out.
AVX2 static inline __attribute__((always_inline)) __m256d t4(const cs_gradient *g, __m256d px,
                                                            __m256d rows) {
  __m256d t;
  if (g->radial) {
    __m256d ddx = _mm256_sub_pd(px, _mm256_set1_pd(g->cx));
    __m256d d = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(ddx, ddx),
                                             _mm256_mul_pd(rows, rows)));
    t = _mm256_div_pd(_mm256_sub_pd(d, _mm256_set1_pd(g->r0)),
                      _mm256_set1_pd(g->r1 - g->r0));
  } else {
    __m256d along = _mm256_mul_pd(_mm256_sub_pd(px, _mm256_set1_pd(g->sx)),
                                  _mm256_set1_pd(g->dx));
    t = _mm256_div_pd(_mm256_add_pd(along, rows), _mm256_set1_pd(g->length2));
  }
  t = _mm256_and_pd(t, _mm256_cmp_pd(t, _mm256_setzero_pd(), _CMP_GE_OQ));
  return _mm256_min_pd(t, _mm256_set1_pd(1));
}

// One channel's bytes: sample_byte of a + d x f, four lanes (no clamps: see stop_interval).
AVX2 static inline __attribute__((always_inline)) __m128i channel4(double a, double d,
                                                                  __m256d f) {
  __m256d v = _mm256_add_pd(_mm256_set1_pd(a), _mm256_mul_pd(_mm256_set1_pd(d), f));
  return _mm256_cvttpd_epi32(_mm256_add_pd(v, _mm256_set1_pd(0.5)));
}

// Four pixels' words in the interval `v`: the channels that vary worked out, the others
// `fixed`.
AVX2 static inline __attribute__((always_inline)) __m128i words4(const stop_interval *v,
                                                                __m256d t) {
  __m256d f = t;
  if (v->mode == 1) {
    f = _mm256_div_pd(_mm256_sub_pd(t, _mm256_set1_pd(v->lo)), _mm256_set1_pd(v->span));
  } else if (v->mode == 2) {
    f = _mm256_set1_pd(1);
  }
  if (v->varies[3]) {
    __m128i alpha = channel4(v->a[3], v->d[3], f);
    __m128i word = _mm_slli_epi32(alpha, 24);
    for (int k = 0; k < 3; k++) {
      __m128i c = v->varies[k] ? channel4(v->a[k], v->d[k], f)
                               : _mm_set1_epi32((int32_t)(v->fixed >> (8 * k) & 0xFF));
      word = _mm_or_si128(word, _mm_slli_epi32(_mm_min_epi32(c, alpha), 8 * k));
    }
    return word;
  }
  __m128i word = _mm_set1_epi32((int32_t)v->fixed);
  const __m128i alpha = _mm_set1_epi32((int32_t)(v->fixed >> 24));
  for (int k = 0; k < 3; k++) {
    if (!v->varies[k]) continue;
    __m128i c = channel4(v->a[k], v->d[k], f);
    if (v->fixed >> 24 != 255) c = _mm_min_epi32(c, alpha);
    word = _mm_or_si128(word, _mm_slli_epi32(c, 8 * k));
  }
  return word;
}

AVX2 static void gradient_direct_avx2(const cs_gradient *g, intptr_t x0, double row,
                                      intptr_t count, const stop_interval *intervals,
                                      uint32_t first, uint32_t last, uint32_t *out) {
  const intptr_t n = g->stops;
  const double *loc = g->locations;
  const __m256d rows = _mm256_set1_pd(row);
  const __m128i firstWord = _mm_set1_epi32((int32_t)first);
  const __m128i lastWord = _mm_set1_epi32((int32_t)last);
  // Pixel centres, stepped by whole numbers (exact, as x + 0.5 is).
  __m256d px = _mm256_add_pd(_mm256_cvtepi32_pd(_mm_add_epi32(
                                 _mm_set1_epi32((int32_t)x0), _mm_setr_epi32(0, 1, 2, 3))),
                             _mm256_set1_pd(0.5));
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4, px = _mm256_add_pd(px, _mm256_set1_pd(4))) {
    __m256d t = t4(g, px, rows);
    // sample_word's cases: t at or past the last stop, not past the first, or between.
    unsigned high = (unsigned)_mm256_movemask_pd(
        _mm256_cmp_pd(t, _mm256_set1_pd(loc[n - 1]), _CMP_GE_OQ));
    unsigned low = (unsigned)_mm256_movemask_pd(
                       _mm256_cmp_pd(t, _mm256_set1_pd(loc[0]), _CMP_NGT_UQ)) & ~high;
    unsigned mid = 0xF & ~(high | low);
    __m128i words = _mm_setzero_si128();
    if (mid) {
      unsigned above[MAX_DIRECT_STOPS];
      for (intptr_t k = 1; k < n - 1; k++) {
        above[k] = (unsigned)_mm256_movemask_pd(
            _mm256_cmp_pd(t, _mm256_set1_pd(loc[k]), _CMP_GT_OQ));
      }
      intptr_t shared = shared_interval(n, above, mid);
      if (shared < 0) {
        // The lanes straddle an inner stop: one at a time.
        double ts[4];
        _mm256_storeu_pd(ts, t);
        for (int k = 0; k < 4; k++) out[i + k] = sample_word(g, ts[k]);
        continue;
      }
      words = words4(&intervals[shared - 1], t);
    }
    if (high | low) {
      words = _mm_blendv_epi8(words, lastWord, _mm_loadu_si128((const __m128i *)lane_masks[high]));
      words = _mm_blendv_epi8(words, firstWord, _mm_loadu_si128((const __m128i *)lane_masks[low]));
    }
    _mm_storeu_si128((__m128i *)(out + i), words);
  }
  for (; i < count; i++) out[i] = sample_word(g, pixel_t(g, x0 + i, row));
}

// Eight pixels' t (AVX-512).
AVX512 static inline __attribute__((always_inline)) __m512d t8(const cs_gradient *g,
                                                              __m512d px, __m512d rows) {
  __m512d t;
  if (g->radial) {
    __m512d ddx = _mm512_sub_pd(px, _mm512_set1_pd(g->cx));
    __m512d d = _mm512_sqrt_pd(_mm512_add_pd(_mm512_mul_pd(ddx, ddx),
                                             _mm512_mul_pd(rows, rows)));
    t = _mm512_div_pd(_mm512_sub_pd(d, _mm512_set1_pd(g->r0)),
                      _mm512_set1_pd(g->r1 - g->r0));
  } else {
    __m512d along = _mm512_mul_pd(_mm512_sub_pd(px, _mm512_set1_pd(g->sx)),
                                  _mm512_set1_pd(g->dx));
    t = _mm512_div_pd(_mm512_add_pd(along, rows), _mm512_set1_pd(g->length2));
  }
  __mmask8 nonnegative = _mm512_cmp_pd_mask(t, _mm512_setzero_pd(), _CMP_GE_OQ);
  t = _mm512_maskz_mov_pd(nonnegative, t);
  return _mm512_min_pd(t, _mm512_set1_pd(1));
}

AVX512 static inline __attribute__((always_inline)) __m256i channel8(double a, double d,
                                                                    __m512d f) {
  __m512d v = _mm512_add_pd(_mm512_set1_pd(a), _mm512_mul_pd(_mm512_set1_pd(d), f));
  return _mm512_cvttpd_epi32(_mm512_add_pd(v, _mm512_set1_pd(0.5)));
}

AVX512 static inline __attribute__((always_inline)) __m256i words8(const stop_interval *v,
                                                                  __m512d t) {
  __m512d f = t;
  if (v->mode == 1) {
    f = _mm512_div_pd(_mm512_sub_pd(t, _mm512_set1_pd(v->lo)), _mm512_set1_pd(v->span));
  } else if (v->mode == 2) {
    f = _mm512_set1_pd(1);
  }
  if (v->varies[3]) {
    __m256i alpha = channel8(v->a[3], v->d[3], f);
    __m256i word = _mm256_slli_epi32(alpha, 24);
    for (int k = 0; k < 3; k++) {
      __m256i c = v->varies[k] ? channel8(v->a[k], v->d[k], f)
                               : _mm256_set1_epi32((int32_t)(v->fixed >> (8 * k) & 0xFF));
      word = _mm256_or_si256(word, _mm256_slli_epi32(_mm256_min_epi32(c, alpha), 8 * k));
    }
    return word;
  }
  __m256i word = _mm256_set1_epi32((int32_t)v->fixed);
  const __m256i alpha = _mm256_set1_epi32((int32_t)(v->fixed >> 24));
  for (int k = 0; k < 3; k++) {
    if (!v->varies[k]) continue;
    __m256i c = channel8(v->a[k], v->d[k], f);
    if (v->fixed >> 24 != 255) c = _mm256_min_epi32(c, alpha);
    word = _mm256_or_si256(word, _mm256_slli_epi32(c, 8 * k));
  }
  return word;
}

AVX512 static void gradient_direct_avx512(const cs_gradient *g, intptr_t x0, double row,
                                          intptr_t count, const stop_interval *intervals,
                                          uint32_t first, uint32_t last, uint32_t *out) {
  const intptr_t n = g->stops;
  const double *loc = g->locations;
  const __m512d rows = _mm512_set1_pd(row);
  const __m256i firstWord = _mm256_set1_epi32((int32_t)first);
  const __m256i lastWord = _mm256_set1_epi32((int32_t)last);
  __m512d px = _mm512_add_pd(_mm512_cvtepi32_pd(_mm256_add_epi32(
                                 _mm256_set1_epi32((int32_t)x0),
                                 _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))),
                             _mm512_set1_pd(0.5));
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8, px = _mm512_add_pd(px, _mm512_set1_pd(8))) {
    __m512d t = t8(g, px, rows);
    __mmask8 high = _mm512_cmp_pd_mask(t, _mm512_set1_pd(loc[n - 1]), _CMP_GE_OQ);
    __mmask8 low = _mm512_cmp_pd_mask(t, _mm512_set1_pd(loc[0]), _CMP_NGT_UQ) & ~high;
    __mmask8 mid = (__mmask8)~(high | low);
    __m256i words = _mm256_setzero_si256();
    if (mid) {
      unsigned above[MAX_DIRECT_STOPS];
      for (intptr_t k = 1; k < n - 1; k++) {
        above[k] = _mm512_cmp_pd_mask(t, _mm512_set1_pd(loc[k]), _CMP_GT_OQ);
      }
      intptr_t shared = shared_interval(n, above, mid);
      if (shared < 0) {
        double ts[8];
        _mm512_storeu_pd(ts, t);
        for (int k = 0; k < 8; k++) out[i + k] = sample_word(g, ts[k]);
        continue;
      }
      words = words8(&intervals[shared - 1], t);
    }
    words = _mm256_mask_blend_epi32(high, words, lastWord);
    words = _mm256_mask_blend_epi32(low, words, firstWord);
    _mm256_storeu_si256((__m256i *)(out + i), words);
  }
  for (; i < count; i++) out[i] = sample_word(g, pixel_t(g, x0 + i, row));
}

typedef struct {
  const cs_gradient *g;
  double row;
  const stop_interval *intervals;
  uint32_t first, last;
  int wide512;
} direct_run;

static void direct_words(const direct_run *r, intptr_t x0, intptr_t count, uint32_t *out) {
  if (count <= 0) return;
  if (r->wide512) {
    gradient_direct_avx512(r->g, x0, r->row, count, r->intervals, r->first, r->last, out);
  } else {
    gradient_direct_avx2(r->g, x0, r->row, count, r->intervals, r->first, r->last, out);
  }
}

// A radial gradient whose centre x is a whole or half number: a pixel and its mirror across
// the centre (x and 2 cx - 1 - x) have pixel centres px and 2 cx - px, both px - cx exact (a
// multiple of a half below 2^41), so they are exact negatives, their squares equal, and so
// their t and words. The pixels right of the centre whose mirror lies in the span take its
// word; the others are worked out.
static int mirrored_words(const direct_run *r, intptr_t x0, intptr_t count, uint32_t *out) {
  const cs_gradient *g = r->g;
  const double twice = 2 * g->cx;
  if (!g->radial || !(twice == floor(twice)) || !(fabs(g->cx) < 1099511627776.0)) return 0;
  const intptr_t m0 = (intptr_t)twice - 1;  // x mirrors to m0 - x
  const intptr_t end = x0 + count;
  // The first pixel whose centre lies right of the centre.
  intptr_t split = (intptr_t)floor(g->cx - 0.5) + 1;
  split = split < x0 ? x0 : split > end ? end : split;
  const intptr_t mirroredEnd = m0 - x0 + 1 < end ? m0 - x0 + 1 : end;
  if (mirroredEnd - split < 16) return 0;
  direct_words(r, x0, split - x0, out);
  for (intptr_t x = split; x < mirroredEnd; x++) out[x - x0] = out[m0 - x - x0];
  direct_words(r, mirroredEnd, end - mirroredEnd, out + (mirroredEnd - x0));
  return 1;
}

static int gradient_direct(const cs_gradient *g, intptr_t x0, double row, intptr_t count,
                           uint32_t *out, int wide) {
  if (wide <= 0 || !cs_kernels_have_avx2()) return 0;
  if (x0 + count >= 0x7FFFFFF0 || x0 <= -0x7FFFFFF0) return 0;
  // Prepared once per fill by the caller, or here for this row alone.
  cs_gradient_direct local;
  const cs_gradient_direct *d = g->direct;
  if (!d) {
    cs_gradient_prepare(g, &local);
    d = &local;
  }
  if (!d->ready) return 0;
  const direct_run r = {g, row, d->intervals, d->first, d->last,
                        wide >= 2 && cs_kernels_have_avx512()};
  if (!mirrored_words(&r, x0, count, out)) direct_words(&r, x0, count, out);
  return 1;
}

#else

static int gradient_direct(const cs_gradient *g, intptr_t x0, double row, intptr_t count,
                           uint32_t *out, int wide) {
  (void)g; (void)x0; (void)row; (void)count; (void)out; (void)wide;
  return 0;
}

#endif

void cs_gradient_prepare(const cs_gradient *g, cs_gradient_direct *out) {
  const intptr_t n = g->stops;
  const int flat = g->radial ? !(g->r1 != g->r0) : !(g->length2 > 0);
  out->ready = n >= 2 && n <= MAX_DIRECT_STOPS && !flat && components_in_range(g);
  if (!out->ready) return;
  for (intptr_t i = 1; i < n; i++) out->intervals[i - 1] = make_interval(g, i);
  out->first = stop_word(g, 0);
  out->last = stop_word(g, n - 1);
}

void cs_gradient_words(const cs_gradient *g, intptr_t x0, double row, intptr_t count,
                       const uint32_t *cells, const uint32_t *fine, uint32_t *out, int wide) {
  if (same_word_across(g, x0, row, count, cells, fine, out)) return;
  if (gradient_direct(g, x0, row, count, out, wide)) return;
  gradient_words_c(g, x0, row, count, cells, fine, out);
}

// A radial gradient's runs of one colour along a row (Raster's `RadialRuns`): pixel i has
// K = (u0 + 2i)^2 + row; its word is that of the last run whose start is at or below K.
// K grows with i, so a pointer into the runs moves forward only. With AVX2 and K below 2^31,
// eight pixels at a time: each lane at or past the next start takes that run's word, as long
// as any lane is.
static void radial_runs_c(const int64_t *starts, const uint32_t *words, intptr_t runs,
                          intptr_t *run, int64_t u0, int64_t row, intptr_t from, intptr_t count,
                          uint32_t *out, int backwards) {
  intptr_t j = *run;
  int64_t next = j + 1 < runs ? starts[j + 1] : INT64_MAX;
  for (intptr_t i = from; i < count; i++) {
    int64_t u = u0 + 2 * i, k = u * u + row;
    while (k >= next) {
      j++;
      next = j + 1 < runs ? starts[j + 1] : INT64_MAX;
    }
    out[backwards ? -i : i] = words[j];
  }
  *run = j;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// The start of run j + d, or past every K of the row (all below INT32_MAX here) where there
// is none or it lies beyond them.
static inline __attribute__((always_inline)) int32_t start_after(const int64_t *starts,
                                                                 intptr_t runs, intptr_t j,
                                                                 intptr_t d) {
  return j + d < runs && starts[j + d] < INT32_MAX ? (int32_t)starts[j + d] : INT32_MAX;
}

// Eight pixels take their words from the run of the first lane and the next two, without a
// branch; the last lane's K moves the pointer. Only where it reaches a third run (more than
// two changes in eight pixels) does the walk go one run at a time.
AVX2 static intptr_t radial_runs_avx2(const int64_t *starts, const uint32_t *words,
                                      intptr_t runs, intptr_t *run, int64_t u0, int64_t row,
                                      intptr_t count, uint32_t *out, int backwards) {
  intptr_t j = *run;
  __m256i u = _mm256_add_epi32(_mm256_set1_epi32((int32_t)u0),
                               _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
  const __m256i rows = _mm256_set1_epi32((int32_t)row), sixteen = _mm256_set1_epi32(16);
  const __m256i reverse = _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8, u = _mm256_add_epi32(u, sixteen)) {
    __m256i k = _mm256_add_epi32(_mm256_mullo_epi32(u, u), rows);
    const int64_t ul = u0 + 2 * (int64_t)(i + 7);
    const int32_t last = (int32_t)(ul * ul + row);
    int32_t n1 = start_after(starts, runs, j, 1), n2 = start_after(starts, runs, j, 2);
    __m256i w;
    if (last >= start_after(starts, runs, j, 3)) {
      // Three changes or more: one run at a time.
      w = _mm256_set1_epi32((int32_t)words[j]);
      while (j + 1 < runs) {
        __m256i past = _mm256_cmpgt_epi32(k, _mm256_set1_epi32(n1 - 1));
        if (_mm256_testz_si256(past, past)) break;
        j++;
        w = _mm256_blendv_epi8(w, _mm256_set1_epi32((int32_t)words[j]), past);
        n1 = start_after(starts, runs, j, 1);
      }
    } else {
      const uint32_t w1 = words[j + 1 < runs ? j + 1 : j], w2 = words[j + 2 < runs ? j + 2 : j];
      __m256i p1 = _mm256_cmpgt_epi32(k, _mm256_set1_epi32(n1 - 1));
      __m256i p2 = _mm256_cmpgt_epi32(k, _mm256_set1_epi32(n2 - 1));
      w = _mm256_blendv_epi8(_mm256_set1_epi32((int32_t)words[j]), _mm256_set1_epi32((int32_t)w1),
                             p1);
      w = _mm256_blendv_epi8(w, _mm256_set1_epi32((int32_t)w2), p2);
      j += (last >= n1) + (last >= n2);
    }
    if (backwards) {
      _mm256_storeu_si256((__m256i *)(out - i - 7), _mm256_permutevar8x32_epi32(w, reverse));
    } else {
      _mm256_storeu_si256((__m256i *)(out + i), w);
    }
  }
  *run = j;
  return i;
}
#endif

void cs_radial_runs(const int64_t *starts, const uint32_t *words, intptr_t runs, int64_t u0,
                    int64_t row, intptr_t count, uint32_t *out, int backwards, int wide) {
  if (count <= 0 || runs <= 0) return;
  // The run of the first pixel: the last start at or below its K.
  const int64_t k0 = u0 * u0 + row;
  intptr_t lo = 0, hi = runs - 1;
  while (lo < hi) {
    intptr_t mid = (lo + hi + 1) / 2;
    if (starts[mid] <= k0) lo = mid; else hi = mid - 1;
  }
  intptr_t run = lo, done = 0;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  const int64_t last = u0 + 2 * (int64_t)(count - 1);
  if (wide && cs_kernels_have_avx2() && u0 >= 0 && row >= 0 && last * last + row < INT32_MAX) {
    done = radial_runs_avx2(starts, words, runs, &run, u0, row, count, out, backwards);
  }
#else
  (void)wide;
#endif
  radial_runs_c(starts, words, runs, &run, u0, row, done, count, out, backwards);
}

