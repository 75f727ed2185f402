// Integer helpers the kernels share (not part of the module's interface).
#ifndef CRASTER_KERNELS_COMMON_H
#define CRASTER_KERNELS_COMMON_H

#include <stdint.h>

// x / 255 rounded to nearest, exactly, for x up to 255 x 255 (Raster's `div255`).
static inline __attribute__((always_inline)) uint32_t cs_div255(uint32_t x) {
  uint32_t t = x + 128;
  return (t + (t >> 8)) >> 8;
}

// Each channel of a premultiplied word times k / 255 (Raster's `Blend.scale`), two channels
// per multiply.
static inline __attribute__((always_inline)) uint32_t cs_scale_word(uint32_t p, uint32_t k) {
  uint32_t rb = (p & 0x00FF00FFu) * k + 0x00800080u;
  uint32_t ag = ((p >> 8) & 0x00FF00FFu) * k + 0x00800080u;
  rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
  ag = ((ag + ((ag >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
  return rb | (ag << 8);
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define CS_AVX2 __attribute__((target("avx2"), always_inline)) static inline

// Eight bytes, each repeated four times in 16-bit lanes: pixels 0 to 3 in `lo`, 4 to 7 in
// `hi` (each pixel's value against its four channels).
CS_AVX2 void cs_spread8(__m128i k8, __m256i *lo, __m256i *hi) {
  const __m128i k16 = _mm_unpacklo_epi8(k8, _mm_setzero_si128());  // k0 ... k7
  const __m128i pairs_lo = _mm_unpacklo_epi16(k16, k16);           // k0 k0 k1 k1 k2 k2 k3 k3
  const __m128i pairs_hi = _mm_unpackhi_epi16(k16, k16);           // k4 k4 ... k7 k7
  *lo = _mm256_set_m128i(_mm_unpackhi_epi32(pairs_lo, pairs_lo),
                         _mm_unpacklo_epi32(pairs_lo, pairs_lo));  // k0 x4 ... k3 x4
  *hi = _mm256_set_m128i(_mm_unpackhi_epi32(pairs_hi, pairs_hi),
                         _mm_unpacklo_epi32(pairs_hi, pairs_hi));  // k4 x4 ... k7 x4
}

// a b / 255 rounded as cs_div255, in 16-bit lanes of values up to 255: (x + 128) x 257 >> 16
// is div255's (t + t >> 8) >> 8 for every x up to 255 x 255.
CS_AVX2 __m256i cs_mul_div255_16(__m256i a, __m256i b) {
  return _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(a, b), _mm256_set1_epi16(128)),
                            _mm256_set1_epi16(257));
}

// Eight pixels from their channels in 16-bit lanes (`cs_spread8`'s order), in order.
CS_AVX2 __m256i cs_pack8(__m256i lo, __m256i hi) {
  // packus works within each 128-bit half: put the pixels back in order.
  return _mm256_permute4x64_epi64(_mm256_packus_epi16(lo, hi), 0xD8);
}
#endif

#endif
