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

#endif
