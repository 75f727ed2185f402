#include "craster_kernels.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#include <string.h>

#define AVX2 __attribute__((target("avx2")))
// Helpers are inlined even in a debug build (-O0), where a call per helper and its stack
// traffic made them a tenth of a snapshot suite's time.
#define INLINE static inline __attribute__((always_inline))

// The processor's answers, asked once and kept (kernels ask per row, glyphs per glyph row):
// -1 until asked.
static int asked_avx2 = -1, asked_avx512 = -1;

static int ask_avx2(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") ? 1 : 0;
}

static int ask_avx512(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl")
         && __builtin_cpu_supports("avx512bw") ? 1 : 0;
}

static int kept(int *answer, int (*ask)(void)) {
  int v = __atomic_load_n(answer, __ATOMIC_RELAXED);
  if (v < 0) {
    v = ask();
    __atomic_store_n(answer, v, __ATOMIC_RELAXED);
  }
  return v;
}

int cs_kernels_have_avx2(void) { return kept(&asked_avx2, ask_avx2); }

int cs_kernels_have_avx512(void) { return kept(&asked_avx512, ask_avx512); }

// Sixteen channels (four pixels) of (a + 32 + mulhi(2 (b - a), w)) >> 6.
AVX2 INLINE __m256i interpolate16(const int16_t *t0, const int16_t *t1, __m256i w) {
  __m256i a = _mm256_loadu_si256((const __m256i *)t0);
  __m256i b = _mm256_loadu_si256((const __m256i *)t1);
  __m256i d = _mm256_sub_epi16(b, a);
  __m256i g = _mm256_mulhi_epi16(_mm256_add_epi16(d, d), w);
  return _mm256_srai_epi16(_mm256_add_epi16(_mm256_add_epi16(a, _mm256_set1_epi16(32)), g), 6);
}

AVX2 void cs_interpolate_rows_avx2(const int16_t *t0, const int16_t *t1, int16_t twice_weight,
                                   intptr_t pixels, uint8_t *out) {
  __m256i w = _mm256_set1_epi16(twice_weight);
  intptr_t i = 0;
  // Eight pixels per step: two vectors packed to bytes (per 128-bit lane), put back in order.
  for (; i + 8 <= pixels; i += 8) {
    __m256i lo = interpolate16(t0 + 4 * i, t1 + 4 * i, w);
    __m256i hi = interpolate16(t0 + 4 * i + 16, t1 + 4 * i + 16, w);
    __m256i bytes = _mm256_permute4x64_epi64(_mm256_packus_epi16(lo, hi), 0xD8);
    _mm256_storeu_si256((__m256i *)(out + 4 * i), bytes);
  }
  // Then two at a time (an odd count writes one pixel more, as the Swift loop does).
  __m128i w8 = _mm_set1_epi16(twice_weight);
  for (; i < pixels; i += 2) {
    __m128i a = _mm_loadu_si128((const __m128i *)(t0 + 4 * i));
    __m128i b = _mm_loadu_si128((const __m128i *)(t1 + 4 * i));
    __m128i d = _mm_sub_epi16(b, a);
    __m128i g = _mm_mulhi_epi16(_mm_add_epi16(d, d), w8);
    __m128i v = _mm_srai_epi16(_mm_add_epi16(_mm_add_epi16(a, _mm_set1_epi16(32)), g), 6);
    _mm_storel_epi64((__m128i *)(out + 4 * i), _mm_packus_epi16(v, v));
  }
}

// 64 p0 + mulhi(d, w) + (mullo(d, w) >> 15), d = (p1 - p0) << 7.
AVX2 INLINE __m256i columns16(__m256i p0, __m256i p1, __m256i w) {
  __m256i d = _mm256_slli_epi16(_mm256_sub_epi16(p1, p0), 7);
  __m256i low = _mm256_srli_epi16(_mm256_mullo_epi16(d, w), 15);
  __m256i high = _mm256_mulhi_epi16(d, w);
  return _mm256_add_epi16(_mm256_add_epi16(_mm256_slli_epi16(p0, 6), high), low);
}

INLINE __m128i load8(const uint8_t *p) { return _mm_loadl_epi64((const __m128i *)p); }

AVX2 void cs_two_neighbour_columns_avx2(const uint8_t *row, const int32_t *offsets,
                                        const int16_t *weights, intptr_t pairs, int16_t *out) {
  intptr_t j = 0;
  // Two steps (four columns) at a time: each 8-byte load holds a column's p0 and p1.
  for (; j + 2 <= pairs; j += 2) {
    const int32_t *o = offsets + 4 * j;
    __m128i x0 = _mm_unpacklo_epi32(load8(row + o[0]), load8(row + o[2]));
    __m128i x1 = _mm_unpacklo_epi32(load8(row + o[4]), load8(row + o[6]));
    __m256i p0 = _mm256_cvtepu8_epi16(_mm_unpacklo_epi64(x0, x1));
    __m256i p1 = _mm256_cvtepu8_epi16(_mm_unpackhi_epi64(x0, x1));
    __m256i w = _mm256_loadu_si256((const __m256i *)(weights + 8 * j));
    _mm256_storeu_si256((__m256i *)(out + 8 * j), columns16(p0, p1, w));
  }
  if (j < pairs) {
    __m128i x = _mm_unpacklo_epi32(load8(row + offsets[4 * j]), load8(row + offsets[4 * j + 2]));
    __m128i p0 = _mm_cvtepu8_epi16(x);
    __m128i p1 = _mm_cvtepu8_epi16(_mm_srli_si128(x, 8));
    __m128i w = _mm_loadu_si128((const __m128i *)(weights + 8 * j));
    __m128i d = _mm_slli_epi16(_mm_sub_epi16(p1, p0), 7);
    __m128i low = _mm_srli_epi16(_mm_mullo_epi16(d, w), 15);
    __m128i sum = _mm_add_epi16(_mm_add_epi16(_mm_slli_epi16(p0, 6), _mm_mulhi_epi16(d, w)), low);
    _mm_storeu_si128((__m128i *)(out + 8 * j), sum);
  }
}

INLINE __m128i load4(const uint8_t *p) {
  int32_t v;
  memcpy(&v, p, 4);
  return _mm_cvtsi32_si128(v);
}

// One column's two pairs as sixteen 16-bit lanes: pair A's two pixels interleaved channel by
// channel in the low half, pair B's in the high half.
AVX2 INLINE __m256i column_pairs(const uint8_t *row, const int32_t *o) {
  __m128i a = _mm_unpacklo_epi8(load4(row + o[0]), load4(row + o[1]));
  __m128i b = _mm_unpacklo_epi8(load4(row + o[2]), load4(row + o[3]));
  return _mm256_cvtepu8_epi16(_mm_unpacklo_epi64(a, b));
}

AVX2 void cs_two_pair_columns_avx2(const uint8_t *row, const int32_t *offsets,
                                   const int16_t *weights, intptr_t count, uint16_t *out) {
  const __m256i half = _mm256_set1_epi32(128);
  intptr_t dx = 0;
  // Two columns per step: each column's pairs multiplied and added (`vpmaddwd`), the two
  // halves (pair A, pair B) summed, then both columns rounded and narrowed together.
  for (; dx + 2 <= count; dx += 2) {
    __m256i x = _mm256_madd_epi16(column_pairs(row, offsets + 4 * dx),
                                  _mm256_loadu_si256((const __m256i *)(weights + 16 * dx)));
    __m256i y = _mm256_madd_epi16(column_pairs(row, offsets + 4 * dx + 4),
                                  _mm256_loadu_si256((const __m256i *)(weights + 16 * dx + 16)));
    __m256i sum = _mm256_add_epi32(_mm256_permute2x128_si256(x, y, 0x20),
                                   _mm256_permute2x128_si256(x, y, 0x31));
    sum = _mm256_srai_epi32(_mm256_add_epi32(sum, half), 8);
    __m256i packed = _mm256_permute4x64_epi64(_mm256_packs_epi32(sum, sum), 0x08);
    _mm_storeu_si128((__m128i *)(out + 4 * dx), _mm256_castsi256_si128(packed));
  }
  if (dx < count) {
    __m256i x = _mm256_madd_epi16(column_pairs(row, offsets + 4 * dx),
                                  _mm256_loadu_si256((const __m256i *)(weights + 16 * dx)));
    __m128i sum = _mm_add_epi32(_mm256_castsi256_si128(x), _mm256_extracti128_si256(x, 1));
    sum = _mm_srai_epi32(_mm_add_epi32(sum, _mm_set1_epi32(128)), 8);
    _mm_storel_epi64((__m128i *)(out + 4 * dx), _mm_packs_epi32(sum, sum));
  }
}

#else

int cs_kernels_have_avx2(void) { return 0; }
int cs_kernels_have_avx512(void) { return 0; }

void cs_interpolate_rows_avx2(const int16_t *t0, const int16_t *t1, int16_t twice_weight,
                              intptr_t pixels, uint8_t *out) {
  (void)t0; (void)t1; (void)twice_weight; (void)pixels; (void)out;
  __builtin_trap();  // never called: cs_kernels_have_avx2() is 0
}

void cs_two_neighbour_columns_avx2(const uint8_t *row, const int32_t *offsets,
                                   const int16_t *weights, intptr_t pairs, int16_t *out) {
  (void)row; (void)offsets; (void)weights; (void)pairs; (void)out;
  __builtin_trap();
}

void cs_two_pair_columns_avx2(const uint8_t *row, const int32_t *offsets, const int16_t *weights,
                              intptr_t count, uint16_t *out) {
  (void)row; (void)offsets; (void)weights; (void)count; (void)out;
  __builtin_trap();
}

#endif

// The loops every machine runs (see the header). SSE2 on x86_64 (`pmaddwd`, as the Swift
// loops they replace compile to), plain C elsewhere: the same integers.
#if defined(__SSE2__)
#include <emmintrin.h>
#include <string.h>

static inline __attribute__((always_inline)) __m128i pair_of_pixels(const uint8_t *p0,
                                                                    const uint8_t *p1) {
  int32_t a, b;
  memcpy(&a, p0, 4);
  memcpy(&b, p1, 4);
  __m128i ab = _mm_unpacklo_epi8(_mm_cvtsi32_si128(a), _mm_cvtsi32_si128(b));
  return _mm_unpacklo_epi8(ab, _mm_setzero_si128());
}

void cs_shrunk_columns(const uint8_t *row, const int32_t *starts, const int32_t *offsets,
                       const int16_t *weights, intptr_t count, uint16_t *out) {
  const __m128i half = _mm_set1_epi32(128);
  for (intptr_t dx = 0; dx < count; dx++) {
    __m128i sum = _mm_setzero_si128();
    for (int32_t k = starts[dx]; k < starts[dx + 1]; k++) {
      __m128i w = _mm_loadu_si128((const __m128i *)(weights + 8 * k));
      sum = _mm_add_epi32(sum, _mm_madd_epi16(pair_of_pixels(row + offsets[2 * k],
                                                             row + offsets[2 * k + 1]), w));
    }
    sum = _mm_srai_epi32(_mm_add_epi32(sum, half), 8);
    _mm_storel_epi64((__m128i *)(out + 4 * dx), _mm_packs_epi32(sum, sum));
  }
}

void cs_vertical_pairs(const cs_row_pair *pairs, intptr_t count, intptr_t pixels, uint8_t *out) {
  const __m128i half = _mm_set1_epi32(1 << 19);
  for (intptr_t i = 0; i < pixels; i += 2) {
    __m128i low = half, high = half;
    for (intptr_t p = 0; p < count; p++) {
      __m128i a = _mm_loadu_si128((const __m128i *)(pairs[p].t0 + 4 * i));
      __m128i b = _mm_loadu_si128((const __m128i *)(pairs[p].t1 + 4 * i));
      __m128i w = _mm_loadu_si128((const __m128i *)pairs[p].weights);
      low = _mm_add_epi32(low, _mm_madd_epi16(_mm_unpacklo_epi16(a, b), w));
      high = _mm_add_epi32(high, _mm_madd_epi16(_mm_unpackhi_epi16(a, b), w));
    }
    __m128i words = _mm_packs_epi32(_mm_srai_epi32(low, 20), _mm_srai_epi32(high, 20));
    _mm_storel_epi64((__m128i *)(out + 4 * i), _mm_packus_epi16(words, words));
  }
}

#else

void cs_shrunk_columns(const uint8_t *row, const int32_t *starts, const int32_t *offsets,
                       const int16_t *weights, intptr_t count, uint16_t *out) {
  for (intptr_t dx = 0; dx < count; dx++) {
    int32_t sum[4] = {0, 0, 0, 0};
    for (int32_t k = starts[dx]; k < starts[dx + 1]; k++) {
      const uint8_t *p0 = row + offsets[2 * k], *p1 = row + offsets[2 * k + 1];
      const int16_t *w = weights + 8 * k;
      for (int c = 0; c < 4; c++) sum[c] += p0[c] * w[2 * c] + p1[c] * w[2 * c + 1];
    }
    for (int c = 0; c < 4; c++) {
      int32_t v = (sum[c] + 128) >> 8;
      out[4 * dx + c] = (uint16_t)(v < -32768 ? -32768 : (v > 32767 ? 32767 : v));
    }
  }
}

void cs_vertical_pairs(const cs_row_pair *pairs, intptr_t count, intptr_t pixels, uint8_t *out) {
  for (intptr_t i = 0; i < pixels; i += 2) {
    int32_t sum[8];
    for (int c = 0; c < 8; c++) sum[c] = 1 << 19;
    for (intptr_t p = 0; p < count; p++) {
      for (int c = 0; c < 8; c++) {
        sum[c] += pairs[p].t0[4 * i + c] * pairs[p].weights[0]
                + pairs[p].t1[4 * i + c] * pairs[p].weights[1];
      }
    }
    for (int c = 0; c < 8; c++) {
      int32_t v = sum[c] >> 20;
      out[4 * i + c] = (uint8_t)(v < 0 ? 0 : (v > 255 ? 255 : v));
    }
  }
}

#endif

// The BDF reader's scan over a glyph's bitmap (see craster_kernels.h): plain C, fast in a
// debug build too, where the Swift loop was a call per byte.
static inline int bdf_hex(uint8_t c) {
  return (uint8_t)(c - 48) <= 9 || (uint8_t)((c | 32) - 97) <= 5;
}

intptr_t cs_bdf_skip_bitmap(const uint8_t *p, intptr_t n, intptr_t start, intptr_t rows) {
  intptr_t i = start;
  for (intptr_t r = 0; r < rows; r++) {
    const intptr_t row_start = i;
    while (i < n && bdf_hex(p[i])) i++;
    if (i < n && p[i] == 13) i++;
    if (!(i > row_start && i < n && p[i] == 10)) return -1;
    i++;
  }
  // "ENDCHAR" and the end of its line.
  static const char word[7] = {'E', 'N', 'D', 'C', 'H', 'A', 'R'};
  if (i + 7 > n) return -1;
  for (int k = 0; k < 7; k++) {
    if (p[i + k] != (uint8_t)word[k]) return -1;
  }
  i += 7;
  while (i < n && (p[i] == 32 || p[i] == 9 || p[i] == 13)) i++;
  if (!(i == n || p[i] == 10)) return -1;
  return i == n ? n : i + 1;
}
