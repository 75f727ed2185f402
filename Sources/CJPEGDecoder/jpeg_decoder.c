// A JPEG decoder written for Cellshot (ITU T.81): markers, Huffman entropy decoding of
// sequential and progressive scans, dequantisation, the accurate integer IDCT, upsampling and
// colour conversion. The arithmetic follows libjpeg's defaults step for step (JDCT_ISLOW,
// fancy upsampling, its YCbCr tables), so that a picture decodes to the pixels libjpeg gives,
// and every step is integer: the same pixels on every machine.
//
// Every read is checked against the end of the data; a problem jumps out through `fail` with
// a sentence, and everything allocated is freed on the way out.

#include "cjpeg_decoder.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  uint8_t bits[17];
  uint8_t vals[256];
  int32_t maxcode[18];
  int32_t valptr[17];
  int32_t mincode[17];
  // For codes of up to 9 bits: (length << 8) | value, by the next 9 bits; 0 for longer codes.
  uint16_t look[512];
  int defined;
  // More codes of some length than fit: libjpeg refuses the table only when a scan decodes
  // with it (jdhuff.c, jpeg_make_d_derived_tbl), so a table never used may be broken.
  int overfull;
} huff_table;

typedef struct {
  int id, h, v, tq;
  // Blocks across and down the component's padded plane (whole MCUs).
  int bw, bh;
  // Samples across and down that carry the picture (libjpeg's downsampled width, height).
  int dw, dh;
  int16_t *coef;
  uint8_t *plane;
  int dc_pred;
  int td, ta;
  // The quantisation table as it was at the component's first scan: libjpeg latches it there
  // (jdinput.c, latch_quant_tables), and a table redefined later changes only components not
  // yet scanned. All zeros for a component no scan names: its samples are then 128.
  uint16_t q[64];
  int latched;
  // The vertical sampling factor as the frame gives it (a grey picture's too, which `v`
  // takes as 1): libjpeg's block rows per MCU row, which its block smoothing goes by.
  int sv;
  // libjpeg's coef_bits for coefficients 0-9 (jdphuff.c): the Al of the last progressive scan
  // that held each, -1 before any did.
  int coef_bits[10];
} component;

typedef struct {
  const uint8_t *data, *p, *end;
  uint64_t bitbuf;
  int bitcnt;
  int marker;  // a marker met inside entropy data, 0 while none
  uint16_t qt[4][64];
  int qt_defined[4];
  huff_table dc[4], ac[4];
  component comp[4];
  int ncomp;
  int width, height, hmax, vmax, mcux, mcuy;
  int svmax;  // the largest `sv`
  int progressive, frame_seen;
  int restart_interval;
  int eobrun;
  int scomp[4], sncomp, ss, se, ah, al;
  // Scans read so far, and the blocks they visited; what the frame allows them
  // (CJ_MAX_VISITS_PER_BLOCK times its blocks).
  int scans;
  uint64_t visits, max_visits, blocks;
  // A sequential frame whose first scan held every component: libjpeg decodes it in one pass
  // and takes no second scan.
  int single_scan;
  int adobe, adobe_transform, jfif;
  size_t max_pixels;
  cj_info *info;
  jmp_buf jump;
  int code;
} decoder;

static const uint8_t zigzag[64 + 16] = {
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34,
  27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44,
  51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
  // Past the end, for corrupt runs: harmless positions, as libjpeg does.
  63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63};

static void fail(decoder *d, int code, const char *format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(d->info->message, sizeof d->info->message, format, args);
  va_end(args);
  d->code = code;
  longjmp(d->jump, 1);
}

// Markers and segments

static int read_u8(decoder *d) {
  if (d->p >= d->end) fail(d, CJ_TRUNCATED, "the data ends before the image does");
  return *d->p++;
}

static int read_u16(decoder *d) {
  int hi = read_u8(d);
  return (hi << 8) | read_u8(d);
}

// The next marker's code, skipping fill bytes (and, leniently, stray bytes before it).
static int next_marker(decoder *d) {
  if (d->marker) {
    int m = d->marker;
    d->marker = 0;
    d->p += 2;
    return m;
  }
  for (;;) {
    int b = read_u8(d);
    if (b != 0xFF) continue;
    int m = read_u8(d);
    while (m == 0xFF) m = read_u8(d);
    if (m != 0) return m;
  }
}

static void read_dqt(decoder *d, const uint8_t *end) {
  while (d->p < end) {
    // Any precision but 0 means 16-bit values, as libjpeg reads them (jdmarker.c, get_dqt).
    int pq = read_u8(d), tq = pq & 15, precision = pq >> 4;
    if (tq > 3) fail(d, CJ_CORRUPT, "a quantisation table is malformed");
    for (int i = 0; i < 64; i++) {
      int q = precision ? read_u16(d) : read_u8(d);
      d->qt[tq][zigzag[i]] = (uint16_t)q;
    }
    d->qt_defined[tq] = 1;
  }
}

static void build_huffman(huff_table *h) {
  int code = 0, k = 0;
  h->defined = 1;
  h->overfull = 0;
  for (int len = 1; len <= 16; len++) {
    h->valptr[len] = k;
    h->mincode[len] = code;
    code += h->bits[len];
    k += h->bits[len];
    h->maxcode[len] = h->bits[len] ? code - 1 : -1;
    if (code > (1 << len)) {
      h->overfull = 1;
      return;
    }
    code <<= 1;
  }
  h->maxcode[17] = 0x7fffffff;
  memset(h->look, 0, sizeof h->look);
  for (int len = 1; len <= 9; len++) {
    for (int i = 0; i < h->bits[len]; i++) {
      int c = h->mincode[len] + i, shift = 9 - len;
      uint16_t entry = (uint16_t)((len << 8) | h->vals[h->valptr[len] + i]);
      for (int j = 0; j < (1 << shift); j++) h->look[(c << shift) | j] = entry;
    }
  }
}

static void read_dht(decoder *d, const uint8_t *end) {
  while (d->p < end) {
    int tc_th = read_u8(d), tc = tc_th >> 4, th = tc_th & 15;
    if (tc > 1 || th > 3) fail(d, CJ_CORRUPT, "a Huffman table is malformed");
    huff_table *h = tc ? &d->ac[th] : &d->dc[th];
    int total = 0;
    h->bits[0] = 0;
    for (int i = 1; i <= 16; i++) total += h->bits[i] = (uint8_t)read_u8(d);
    if (total > 256) fail(d, CJ_CORRUPT, "a Huffman table has more than 256 codes");
    for (int i = 0; i < total; i++) h->vals[i] = (uint8_t)read_u8(d);
    memset(h->vals + total, 0, (size_t)(256 - total));
    build_huffman(h);
  }
}

// The example tables of the JPEG standard (ITU T.81, Annex K.3): code counts by length 1-16,
// then the symbols. Motion-JPEG frames leave them out, and libjpeg supplies them (jdhuff.c,
// jinit_huff_decoder with jstdhuff.c) for any of DC and AC tables 0 and 1 a sequential file
// has not defined by its first scan.
static const uint8_t annex_k_dc_luminance[16 + 12] = {
  0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
static const uint8_t annex_k_dc_chrominance[16 + 12] = {
  0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
// The AC symbols follow a pattern: by length, the (run, size) pairs of Table K.5 and K.6.
static const uint8_t annex_k_ac_luminance[16 + 162] = {
  0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d,
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61,
  0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52,
  0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25,
  0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45,
  0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64,
  0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83,
  0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99,
  0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6,
  0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3,
  0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8,
  0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa};
static const uint8_t annex_k_ac_chrominance[16 + 162] = {
  0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77,
  0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61,
  0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33,
  0x52, 0xf0, 0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18,
  0x19, 0x1a, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44,
  0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63,
  0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a,
  0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97,
  0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4,
  0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca,
  0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7,
  0xe8, 0xe9, 0xea, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa};

static void annex_k_table(huff_table *h, const uint8_t *spec) {
  if (h->defined) return;
  int total = 0;
  h->bits[0] = 0;
  for (int i = 1; i <= 16; i++) total += h->bits[i] = spec[i - 1];
  memcpy(h->vals, spec + 16, (size_t)total);
  build_huffman(h);
}

static void read_sof(decoder *d, int marker) {
  if (d->frame_seen) fail(d, CJ_CORRUPT, "the image has two frame headers");
  d->frame_seen = 1;
  d->progressive = marker == 0xC2;
  int precision = read_u8(d);
  if (precision != 8) {
    fail(d, CJ_UNSUPPORTED, "%d-bit samples are not supported (only 8-bit JPEG)", precision);
  }
  d->height = read_u16(d);
  d->width = read_u16(d);
  d->ncomp = read_u8(d);
  if (d->width == 0 || d->height == 0) {
    fail(d, CJ_UNSUPPORTED, "the frame header gives no height (a DNL marker), or no width");
  }
  if (d->ncomp != 1 && d->ncomp != 3) {
    fail(d, CJ_UNSUPPORTED, "%d colour components are not supported (grey or three: no CMYK)",
         d->ncomp);
  }
  d->hmax = d->vmax = 1;
  for (int i = 0; i < d->ncomp; i++) {
    component *c = &d->comp[i];
    c->id = read_u8(d);
    int hv = read_u8(d);
    c->h = hv >> 4;
    c->v = hv & 15;
    c->tq = read_u8(d);
    c->sv = c->v;
    for (int k = 0; k < 10; k++) c->coef_bits[k] = -1;
    if (c->h < 1 || c->h > 4 || c->v < 1 || c->v > 4 || c->tq > 3) {
      fail(d, CJ_CORRUPT, "component %d has sampling %dx%d or table %d", i + 1, c->h, c->v,
           c->tq);
    }
    if (c->h > d->hmax) d->hmax = c->h;
    if (c->v > d->vmax) d->vmax = c->v;
  }
  d->svmax = d->vmax;
  if (d->ncomp == 1) d->comp[0].h = d->comp[0].v = d->hmax = d->vmax = 1;
  d->info->width = d->width;
  d->info->height = d->height;
  d->info->components = d->ncomp;
  d->info->progressive = d->progressive;
}

// Sets up each component's plane once the frame is known (and allowed).
static void allocate_planes(decoder *d) {
  d->mcux = (d->width + 8 * d->hmax - 1) / (8 * d->hmax);
  d->mcuy = (d->height + 8 * d->vmax - 1) / (8 * d->vmax);
  for (int i = 0; i < d->ncomp; i++) {
    component *c = &d->comp[i];
    c->bw = d->mcux * c->h;
    c->bh = d->mcuy * c->v;
    c->dw = (int)(((long)d->width * c->h + d->hmax - 1) / d->hmax);
    c->dh = (int)(((long)d->height * c->v + d->vmax - 1) / d->vmax);
    size_t blocks = (size_t)c->bw * (size_t)c->bh;
    c->coef = calloc(blocks * 64, sizeof(int16_t));
    c->plane = malloc(blocks * 64);
    if (!c->coef || !c->plane) fail(d, CJ_ALLOCATION, "no memory for the image's samples");
    d->blocks += blocks;
  }
  // However small the picture, a few dozen scans over it cost nothing.
  d->max_visits = (d->blocks > 4096 ? d->blocks : 4096) * CJ_MAX_VISITS_PER_BLOCK;
}

// Entropy-coded data

static void fill_bits(decoder *d) {
  while (d->bitcnt <= 56) {
    int b = 0;
    if (!d->marker) {
      if (d->p >= d->end) fail(d, CJ_TRUNCATED, "the data ends inside the image's scan");
      b = *d->p;
      if (b == 0xFF) {
        const uint8_t *q = d->p + 1;
        while (q < d->end && *q == 0xFF) q++;
        if (q >= d->end) fail(d, CJ_TRUNCATED, "the data ends inside the image's scan");
        if (*q == 0) {
          d->p = q + 1;
        } else {
          // A marker ends the scan: zeros from here, the marker read next.
          d->marker = *q;
          d->p = q - 1;
          b = 0;
        }
      } else {
        d->p++;
      }
    }
    d->bitbuf = (d->bitbuf << 8) | (uint64_t)b;
    d->bitcnt += 8;
  }
}

static inline int get_bits(decoder *d, int n) {
  if (n == 0) return 0;
  if (d->bitcnt < n) fill_bits(d);
  d->bitcnt -= n;
  return (int)((d->bitbuf >> d->bitcnt) & ((1u << n) - 1));
}

static inline int get_bit(decoder *d) { return get_bits(d, 1); }

static inline int extend(int v, int n) {
  return n && v < (1 << (n - 1)) ? v - (1 << n) + 1 : v;
}

// A code the table lacks is symbol 0 after 17 bits, as libjpeg-turbo takes it: its fast
// decoder (jdhuff.h, HUFF_DECODE_FAST) silently, its slow one (jdhuff.c, jpeg_huff_decode) with
// a warning. Which one libjpeg-turbo uses depends on how much of the file its source buffer
// holds (jdhuff.c, decode_mcu), so the silent case is a clean decode a decoder must match.
static int decode_symbol(decoder *d, const huff_table *h) {
  if (d->bitcnt < 17) fill_bits(d);
  int peek = (int)((d->bitbuf >> (d->bitcnt - 9)) & 0x1FF);
  int entry = h->look[peek];
  if (entry) {
    d->bitcnt -= entry >> 8;
    return entry & 0xFF;
  }
  int code16 = (int)((d->bitbuf >> (d->bitcnt - 16)) & 0xFFFF);
  for (int len = 10; len <= 16; len++) {
    int code = code16 >> (16 - len);
    if (code <= h->maxcode[len]) {
      d->bitcnt -= len;
      return h->vals[(h->valptr[len] + code - h->mincode[len]) & 0xFF];
    }
  }
  d->bitcnt -= 17;
  return 0;
}

// A coefficient as libjpeg stores it (a JCOEF, 16 bits): a corrupt file's larger values wrap,
// and a DC prediction adds in unsigned arithmetic (jdhuff.c, jdphuff.c).
static inline int16_t wrap16(unsigned v) { return (int16_t)(uint16_t)v; }

static inline void predict_dc(component *c, int diff) {
  c->dc_pred = (int)((unsigned)c->dc_pred + (unsigned)diff);
}

static void decode_block_sequential(decoder *d, component *c, int16_t *blk) {
  int t = decode_symbol(d, &d->dc[c->td]);
  if (t > 16) fail(d, CJ_CORRUPT, "a DC difference of %d bits", t);
  predict_dc(c, extend(get_bits(d, t), t));
  blk[0] = wrap16((unsigned)c->dc_pred);
  for (int k = 1; k < 64; k++) {
    int rs = decode_symbol(d, &d->ac[c->ta]), r = rs >> 4, s = rs & 15;
    if (s) {
      // A run past coefficient 63 lands on 63, as in libjpeg (zigzag's padding), no error.
      k += r;
      blk[zigzag[k]] = (int16_t)extend(get_bits(d, s), s);
    } else {
      if (r != 15) break;
      k += 15;
    }
  }
}

static void decode_dc_first(decoder *d, component *c, int16_t *blk) {
  int t = decode_symbol(d, &d->dc[c->td]);
  if (t > 16) fail(d, CJ_CORRUPT, "a DC difference of %d bits", t);
  predict_dc(c, extend(get_bits(d, t), t));
  blk[0] = wrap16((unsigned)c->dc_pred << d->al);
}

static void decode_dc_refine(decoder *d, int16_t *blk) {
  if (get_bit(d)) blk[0] = (int16_t)(blk[0] | (1 << d->al));
}

static void decode_ac_first(decoder *d, component *c, int16_t *blk) {
  if (d->eobrun > 0) {
    d->eobrun--;
    return;
  }
  for (int k = d->ss; k <= d->se; k++) {
    int rs = decode_symbol(d, &d->ac[c->ta]), r = rs >> 4, s = rs & 15;
    if (s) {
      k += r;
      blk[zigzag[k]] = wrap16((unsigned)extend(get_bits(d, s), s) << d->al);
    } else if (r < 15) {
      d->eobrun = (1 << r) - 1;
      if (r) d->eobrun += get_bits(d, r);
      break;
    } else {
      k += 15;
    }
  }
}

// One coefficient already non-zero, refined by one bit (libjpeg's decode_mcu_AC_refine).
static void refine(decoder *d, int16_t *coef) {
  int p1 = 1 << d->al;
  if (get_bit(d) && (*coef & p1) == 0) *coef = (int16_t)(*coef >= 0 ? *coef + p1 : *coef - p1);
}

static void decode_ac_refine(decoder *d, component *c, int16_t *blk) {
  int k = d->ss;
  if (d->eobrun == 0) {
    for (; k <= d->se; k++) {
      int rs = decode_symbol(d, &d->ac[c->ta]), r = rs >> 4, s = rs & 15;
      if (s) {
        if (s != 1) fail(d, CJ_CORRUPT, "a refinement scan holds a value of %d bits", s);
        s = get_bit(d) ? (1 << d->al) : -(1 << d->al);
      } else if (r != 15) {
        d->eobrun = 1 << r;
        if (r) d->eobrun += get_bits(d, r);
        break;
      }
      do {
        int16_t *coef = &blk[zigzag[k]];
        if (*coef != 0) {
          refine(d, coef);
        } else if (--r < 0) {
          break;
        }
        k++;
      } while (k <= d->se);
      if (s) blk[zigzag[k]] = (int16_t)s;
    }
  }
  if (d->eobrun > 0) {
    for (; k <= d->se; k++) {
      int16_t *coef = &blk[zigzag[k]];
      if (*coef != 0) refine(d, coef);
    }
    d->eobrun--;
  }
}

static void decode_block(decoder *d, component *c, int bx, int by) {
  if (bx >= c->bw || by >= c->bh) return;
  int16_t *blk = c->coef + ((size_t)by * c->bw + bx) * 64;
  if (!d->progressive) {
    decode_block_sequential(d, c, blk);
  } else if (d->ss == 0) {
    if (d->ah == 0) decode_dc_first(d, c, blk); else decode_dc_refine(d, blk);
  } else {
    if (d->ah == 0) decode_ac_first(d, c, blk); else decode_ac_refine(d, c, blk);
  }
}

// Starts the data after a restart marker: the bits left are dropped, the predictions reset.
static void restart(decoder *d, int expected) {
  d->bitcnt = 0;
  d->bitbuf = 0;
  if (!d->marker) fill_bits(d);  // reads on to the marker
  d->bitcnt = 0;
  if (d->marker < 0xD0 || d->marker > 0xD7) {
    fail(d, CJ_CORRUPT, "a restart marker is missing where interval %d ends", expected);
  }
  d->marker = 0;
  d->p += 2;
  for (int i = 0; i < d->ncomp; i++) d->comp[i].dc_pred = 0;
  d->eobrun = 0;
}

static void decode_scan(decoder *d) {
  d->bitcnt = 0;
  d->bitbuf = 0;
  d->eobrun = 0;
  for (int i = 0; i < d->ncomp; i++) d->comp[i].dc_pred = 0;
  int count = 0, interval = d->restart_interval;
  if (d->sncomp == 1) {
    component *c = &d->comp[d->scomp[0]];
    int across = (c->dw + 7) / 8, down = (c->dh + 7) / 8;
    for (int by = 0; by < down; by++) {
      for (int bx = 0; bx < across; bx++) {
        if (interval && count && count % interval == 0) restart(d, count / interval);
        decode_block(d, c, bx, by);
        count++;
      }
    }
    return;
  }
  for (int my = 0; my < d->mcuy; my++) {
    for (int mx = 0; mx < d->mcux; mx++) {
      if (interval && count && count % interval == 0) restart(d, count / interval);
      for (int i = 0; i < d->sncomp; i++) {
        component *c = &d->comp[d->scomp[i]];
        for (int v = 0; v < c->v; v++) {
          for (int h = 0; h < c->h; h++) decode_block(d, c, mx * c->h + h, my * c->v + v);
        }
      }
      count++;
    }
  }
}

// The frame component a scan's `slot`-th entry names by `id`, or -1: as libjpeg finds it
// (jdmarker.c, get_sos), the first component with that id whose index is not below the slot.
// Two components may share an id; a lone scan then always names the first.
static int scan_component(const decoder *d, int id, int slot) {
  for (int j = slot; j < d->ncomp; j++) {
    if (d->comp[j].id == id) return j;
  }
  return -1;
}

// The blocks a scan of these components visits: the component's own blocks for one alone, the
// whole MCUs for several.
static uint64_t scan_visits(const decoder *d, const int *scomp, int n) {
  if (n == 1) {
    const component *c = &d->comp[scomp[0]];
    return (uint64_t)((c->dw + 7) / 8) * (uint64_t)((c->dh + 7) / 8);
  }
  uint64_t per_mcu = 0;
  for (int i = 0; i < n; i++) per_mcu += (uint64_t)(d->comp[scomp[i]].h * d->comp[scomp[i]].v);
  return per_mcu * (uint64_t)d->mcux * (uint64_t)d->mcuy;
}

static void refuse_scans(decoder *d, int scans, uint64_t visits, int counted) {
  if (scans > CJ_MAX_SCANS) {
    fail(d, CJ_TOO_MUCH_WORK, "the image has %d scans%s, more than the %d allowed", scans,
         counted ? "" : " or more", CJ_MAX_SCANS);
  }
  if (visits > d->max_visits) {
    fail(d, CJ_TOO_MUCH_WORK,
         "the image's scans read its %llu blocks %llu times over%s, more than the %d times its "
         "size allows", (unsigned long long)d->blocks,
         (unsigned long long)(visits / (d->blocks ? d->blocks : 1)),
         counted ? "" : " or more", CJ_MAX_VISITS_PER_BLOCK);
  }
}

// Before the first scan is decoded: the scans the whole file holds, walked as `run` walks
// them (segments by their lengths, entropy-coded data to the next marker, restart markers
// skipped), counted and costed, so that a file past the limits is refused at once rather than
// after the work. `p` is the first scan's header, after its length. Anything the walk cannot
// follow ends it: the decode then fails there by itself, and each scan is checked again as it
// starts.
static void survey_scans(decoder *d, const uint8_t *p) {
  const uint8_t *end = d->end;
  int scans = 0;
  uint64_t visits = 0;
  for (;;) {
    int n = p < end ? *p++ : 0;
    if (n < 1 || n > d->ncomp || end - p < 2 * n + 3) break;
    int scomp[4];
    for (int i = 0; i < n; i++) {
      scomp[i] = scan_component(d, p[2 * i], i);
      if (scomp[i] < 0) n = 0;
    }
    if (n == 0) break;
    p += 2 * n + 3;
    scans++;
    visits += scan_visits(d, scomp, n);
    // On to the next scan's header.
    int next = 0;
    while (!next) {
      while (p < end && *p != 0xFF) p++;
      while (p < end && *p == 0xFF) p++;
      if (p >= end) break;
      int m = *p++;
      if (m == 0 || (m >= 0xD0 && m <= 0xD7) || m == 0x01) continue;
      if (m == 0xD9 || end - p < 2) break;
      int length = (p[0] << 8) | p[1];
      if (length < 2 || end - p < length) break;
      if (m == 0xDA) next = 1;
      p += m == 0xDA ? 2 : length;
    }
    if (!next) break;
  }
  refuse_scans(d, scans, visits, 1);
}

static void read_sos(decoder *d) {
  if (!d->frame_seen) fail(d, CJ_CORRUPT, "a scan comes before the frame header");
  if (d->scans == 0) {
    survey_scans(d, d->p);
    if (!d->progressive) {
      annex_k_table(&d->dc[0], annex_k_dc_luminance);
      annex_k_table(&d->dc[1], annex_k_dc_chrominance);
      annex_k_table(&d->ac[0], annex_k_ac_luminance);
      annex_k_table(&d->ac[1], annex_k_ac_chrominance);
    }
  } else if (d->single_scan) {
    // libjpeg's JERR_EOI_EXPECTED: it has drawn the picture from the first scan.
    fail(d, CJ_CORRUPT, "a sequential image has a second scan after one that held every "
         "component");
  }
  d->sncomp = read_u8(d);
  if (d->sncomp < 1 || d->sncomp > d->ncomp) {
    fail(d, CJ_CORRUPT, "a scan names %d components", d->sncomp);
  }
  for (int i = 0; i < d->sncomp; i++) {
    int id = read_u8(d), tables = read_u8(d), found = scan_component(d, id, i);
    if (found < 0) fail(d, CJ_CORRUPT, "a scan names component %d, which the frame lacks", id);
    for (int j = 0; j < i; j++) {
      if (d->scomp[j] == found) fail(d, CJ_CORRUPT, "a scan names component %d twice", id);
    }
    d->scomp[i] = found;
    d->comp[found].td = tables >> 4;
    d->comp[found].ta = tables & 15;
  }
  d->ss = read_u8(d);
  d->se = read_u8(d);
  int a = read_u8(d);
  d->ah = a >> 4;
  d->al = a & 15;
  if (d->progressive) {
    if (d->ss > d->se || d->se > 63 || d->al > 13 || (d->ss == 0 && d->se != 0)
        || (d->ss > 0 && d->sncomp != 1)) {
      fail(d, CJ_CORRUPT, "a progressive scan has spectral range %d-%d", d->ss, d->se);
    }
    for (int i = 0; i < d->sncomp; i++) {
      for (int k = d->ss; k <= d->se && k < 10; k++) d->comp[d->scomp[i]].coef_bits[k] = d->al;
    }
  } else {
    d->ss = 0;
    d->se = 63;
    if (d->scans == 0) d->single_scan = d->sncomp == d->ncomp;
  }
  for (int i = 0; i < d->sncomp; i++) {
    component *c = &d->comp[d->scomp[i]];
    // The tables the scan decodes with, and only those, must be sound (jdhuff.c,
    // start_pass_huff_decoder: a sequential scan's DC and AC tables; jdphuff.c,
    // start_pass_phuff_decoder: a DC first scan's DC table, an AC scan's AC table, none for a
    // DC refinement).
    int needs_dc = !d->progressive || (d->ss == 0 && d->ah == 0);
    int needs_ac = !d->progressive || d->ss > 0;
    if ((needs_dc && c->td > 3) || (needs_ac && c->ta > 3)) {
      fail(d, CJ_CORRUPT, "a scan names Huffman table %d", needs_dc && c->td > 3 ? c->td : c->ta);
    }
    if ((needs_dc && !d->dc[c->td].defined) || (needs_ac && !d->ac[c->ta].defined)) {
      fail(d, CJ_CORRUPT, "a scan uses a Huffman table that was never defined");
    }
    if ((needs_dc && d->dc[c->td].overfull) || (needs_ac && d->ac[c->ta].overfull)) {
      fail(d, CJ_CORRUPT, "a Huffman table has more codes than fit");
    }
    if (needs_dc) {
      const huff_table *h = &d->dc[c->td];
      int total = 0;
      for (int len = 1; len <= 16; len++) total += h->bits[len];
      for (int k = 0; k < total; k++) {
        if (h->vals[k] > 15) fail(d, CJ_CORRUPT, "a DC Huffman table holds %d bits", h->vals[k]);
      }
    }
    if (!c->latched) {
      if (!d->qt_defined[c->tq]) {
        fail(d, CJ_CORRUPT, "component %d uses quantisation table %d, never defined",
             d->scomp[i] + 1, c->tq);
      }
      memcpy(c->q, d->qt[c->tq], sizeof c->q);
      c->latched = 1;
    }
  }
  d->scans++;
  d->visits += scan_visits(d, d->scomp, d->sncomp);
  refuse_scans(d, d->scans, d->visits, 0);
  decode_scan(d);
}

// Samples

#define CONST_BITS 13
#define PASS1_BITS 2
#define FIX_0_298631336 2446
#define FIX_0_390180644 3196
#define FIX_0_541196100 4433
#define FIX_0_765366865 6270
#define FIX_0_899976223 7373
#define FIX_1_175875602 9633
#define FIX_1_501321110 12299
#define FIX_1_847759065 15137
#define FIX_1_961570560 16069
#define FIX_2_053119869 16819
#define FIX_2_562915447 20995
#define FIX_3_072711026 25172
#define DESCALE(x, n) (((x) + ((int64_t)1 << ((n) - 1))) >> (n))

// libjpeg's post-IDCT range limit: v + 128 clamped to a byte, wrapping past +-512 as its
// table does.
static inline uint8_t range_limit(int64_t v) {
  int m = (int)(v & 1023);
  if (m < 128) return (uint8_t)(m + 128);
  if (m < 512) return 255;
  if (m < 896) return 0;
  return (uint8_t)(m - 896);
}

// The even and odd halves of the 8-point IDCT of x0..x7 (already scaled), into out0..out7
// before descaling: libjpeg's jpeg_idct_islow, one pass, in 64 bits (libjpeg's JLONG on
// 64-bit Linux).
#define IDCT_1D(x0, x1, x2, x3, x4, x5, x6, x7, o)                        \
  do {                                                                   \
    int64_t z1 = ((x2) + (x6)) * FIX_0_541196100;                        \
    int64_t tmp2 = z1 + (x6) * -FIX_1_847759065;                         \
    int64_t tmp3 = z1 + (x2) * FIX_0_765366865;                          \
    int64_t tmp0 = ((x0) + (x4)) * (1 << CONST_BITS);                    \
    int64_t tmp1 = ((x0) - (x4)) * (1 << CONST_BITS);                    \
    int64_t tmp10 = tmp0 + tmp3, tmp13 = tmp0 - tmp3;                    \
    int64_t tmp11 = tmp1 + tmp2, tmp12 = tmp1 - tmp2;                    \
    int64_t t0 = (x7), t1 = (x5), t2 = (x3), t3 = (x1);                  \
    int64_t w1 = t0 + t3, w2 = t1 + t2, w3 = t0 + t2, w4 = t1 + t3;      \
    int64_t z5 = (w3 + w4) * FIX_1_175875602;                            \
    t0 *= FIX_0_298631336;                                               \
    t1 *= FIX_2_053119869;                                               \
    t2 *= FIX_3_072711026;                                               \
    t3 *= FIX_1_501321110;                                               \
    w1 *= -FIX_0_899976223;                                              \
    w2 *= -FIX_2_562915447;                                              \
    w3 = w3 * -FIX_1_961570560 + z5;                                     \
    w4 = w4 * -FIX_0_390180644 + z5;                                     \
    t0 += w1 + w3;                                                       \
    t1 += w2 + w4;                                                       \
    t2 += w2 + w3;                                                       \
    t3 += w1 + w4;                                                       \
    o[0] = tmp10 + t3; o[7] = tmp10 - t3;                                \
    o[1] = tmp11 + t2; o[6] = tmp11 - t2;                                \
    o[2] = tmp12 + t1; o[5] = tmp12 - t1;                                \
    o[3] = tmp13 + t0; o[4] = tmp13 - t0;                                \
  } while (0)

// A value as a 32-bit int holds it, wrapped (libjpeg's int where a 16-bit table's products
// outgrow it).
static inline int32_t wrap32(int64_t v) { return (int32_t)(uint32_t)(uint64_t)v; }

// libjpeg-turbo as Debian builds it (with SIMD, so MULTIPLIER is a short: jmorecfg.h)
// dequantises a coefficient by its quantiser as two shorts (jidctint.c, DEQUANTIZE): a 16-bit
// table's values past 32767 are negative. Its first pass keeps its results in ints.
static void idct_block(const int16_t *in, const uint16_t *q, uint8_t *out, int stride) {
  int64_t ws[64];
  for (int c = 0; c < 8; c++) {
    int64_t x[8], o[8];
    for (int r = 0; r < 8; r++) x[r] = (int32_t)in[r * 8 + c] * (int32_t)(int16_t)q[r * 8 + c];
    if (!(x[1] | x[2] | x[3] | x[4] | x[5] | x[6] | x[7])) {
      int64_t dc = wrap32(x[0] * (1 << PASS1_BITS));
      for (int r = 0; r < 8; r++) ws[r * 8 + c] = dc;
      continue;
    }
    IDCT_1D(x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], o);
    for (int r = 0; r < 8; r++) ws[r * 8 + c] = wrap32(DESCALE(o[r], CONST_BITS - PASS1_BITS));
  }
  for (int r = 0; r < 8; r++) {
    const int64_t *w = ws + r * 8;
    int64_t o[8];
    IDCT_1D(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], o);
    for (int c = 0; c < 8; c++) {
      out[r * stride + c] = range_limit(DESCALE(o[c], CONST_BITS + PASS1_BITS + 3));
    }
  }
}

// Block smoothing (libjpeg's do_block_smoothing, on by default; jdcoefct.c, smoothing_ok and
// decompress_smooth_data): a progressive picture whose low AC coefficients are not all known to
// full precision when the file ends has them estimated from the DC values of the 5x5 blocks
// around, where they are still zero; with no AC scan at all for a component, its DC values are
// smoothed too. libjpeg applies it when every component has been scanned, its DC known at
// least in part, its quantisers 0-9 non-zero, and some component lacks bits of coefficients
// 1-9. (libjpeg falls back to the previous scan's coef_bits below the row where data ran out,
// which it warns of: not a clean decode.)
static int smoothing_ok(const decoder *d) {
  static const int quantisers[10] = {0, 1, 8, 16, 9, 2, 3, 10, 17, 24};
  if (!d->progressive) return 0;
  int useful = 0;
  for (int i = 0; i < d->ncomp; i++) {
    const component *c = &d->comp[i];
    if (!c->latched) return 0;
    for (int k = 0; k < 10; k++) {
      if (c->q[quantisers[k]] == 0) return 0;
    }
    if (c->coef_bits[0] < 0) return 0;
    for (int k = 1; k < 10; k++) useful |= c->coef_bits[k] != 0;
  }
  return useful;
}

// One estimate, as libjpeg rounds it: sum is the DC values weighted, qk the coefficient's
// quantiser, al its coef_bits (an estimate stays below what the missing bits could hold).
static int16_t smoothed(int64_t q00, int64_t qk, int sum, int al) {
  int64_t num = q00 * sum;
  int pred = (int)(((qk << 7) + (num >= 0 ? num : -num)) / (qk << 8));
  if (al > 0 && pred >= (1 << al)) pred = (1 << al) - 1;
  return wrap16(num >= 0 ? (unsigned)pred : 0u - (unsigned)pred);
}

// The component's plane from its coefficients with block smoothing, block by block as
// decompress_smooth_data walks them, its edge cases kept: the rows above and below a block are
// chosen by its place in libjpeg's MCU rows, and the DC values to the right slide in as its
// registers do (on a picture two blocks wide the window is not a plain clamp).
static void smooth_plane(decoder *d, component *c) {
  int stride = c->bw * 8, v = c->sv;
  int rows = (d->height + 8 * d->svmax - 1) / (8 * d->svmax), last_row = rows - 1;
  int height_blocks = (c->dh + 7) / 8, width_blocks = (c->dw + 7) / 8;
  int last_column = width_blocks - 1;
  const int *bits = c->coef_bits;
  int change_dc = 1;
  for (int k = 1; k < 10; k++) change_dc &= bits[k] == -1;
  int64_t q00 = c->q[0], q01 = c->q[1], q10 = c->q[8], q20 = c->q[16], q11 = c->q[9];
  int64_t q02 = c->q[2], q03 = c->q[3], q12 = c->q[10], q21 = c->q[17], q30 = c->q[24];
#define BLOCK(row, column) (c->coef + ((size_t)(row) * c->bw + (size_t)(column)) * 64)
  for (int mr = 0; mr < rows; mr++) {
    int block_rows = v;
    if (mr == last_row) {
      block_rows = height_blocks % v;
      if (block_rows == 0) block_rows = v;
    }
    for (int br = 0; br < block_rows; br++) {
      int r = mr * v + br;
      int prev = br > 0 || mr > 0 ? r - 1 : r;
      int prev2 = br > 1 || mr > 1 ? r - 2 : prev;
      int next = br < block_rows - 1 || mr < last_row ? r + 1 : r;
      int next2 = br < block_rows - 2 || mr + 1 < last_row ? r + 2 : next;
      const int around[5] = {prev2, prev, r, next, next2};
      // DC[1..25]: five rows of five, as libjpeg's DC01..DC25.
      int DC[26];
      for (int y = 0; y < 5; y++) {
        for (int x = 1; x <= 5; x++) DC[y * 5 + x] = BLOCK(around[y], 0)[0];
      }
      for (int bx = 0; bx <= last_column; bx++) {
        int16_t w[64];
        memcpy(w, BLOCK(r, bx), sizeof w);
        if (bx == 0 && bx < last_column) {
          for (int y = 0; y < 5; y++) DC[y * 5 + 4] = BLOCK(around[y], bx + 1)[0];
        }
        if (bx + 1 < last_column) {
          for (int y = 0; y < 5; y++) DC[y * 5 + 5] = BLOCK(around[y], bx + 2)[0];
        }
        int sum;
        if (bits[1] != 0 && w[1] == 0) {
          sum = change_dc
                ? -DC[1] - DC[2] + DC[4] + DC[5] - 3 * DC[6] + 13 * DC[7] - 13 * DC[9]
                  + 3 * DC[10] - 3 * DC[11] + 38 * DC[12] - 38 * DC[14] + 3 * DC[15]
                  - 3 * DC[16] + 13 * DC[17] - 13 * DC[19] + 3 * DC[20] - DC[21] - DC[22]
                  + DC[24] + DC[25]
                : -7 * DC[11] + 50 * DC[12] - 50 * DC[14] + 7 * DC[15];
          w[1] = smoothed(q00, q01, sum, bits[1]);
        }
        if (bits[2] != 0 && w[8] == 0) {
          sum = change_dc
                ? -DC[1] - 3 * DC[2] - 3 * DC[3] - 3 * DC[4] - DC[5] - DC[6] + 13 * DC[7]
                  + 38 * DC[8] + 13 * DC[9] - DC[10] + DC[16] - 13 * DC[17] - 38 * DC[18]
                  - 13 * DC[19] + DC[20] + DC[21] + 3 * DC[22] + 3 * DC[23] + 3 * DC[24]
                  + DC[25]
                : -7 * DC[3] + 50 * DC[8] - 50 * DC[18] + 7 * DC[23];
          w[8] = smoothed(q00, q10, sum, bits[2]);
        }
        if (bits[3] != 0 && w[16] == 0) {
          sum = change_dc
                ? DC[3] + 2 * DC[7] + 7 * DC[8] + 2 * DC[9] - 5 * DC[12] - 14 * DC[13]
                  - 5 * DC[14] + 2 * DC[17] + 7 * DC[18] + 2 * DC[19] + DC[23]
                : -DC[3] + 13 * DC[8] - 24 * DC[13] + 13 * DC[18] - DC[23];
          w[16] = smoothed(q00, q20, sum, bits[3]);
        }
        if (bits[4] != 0 && w[9] == 0) {
          sum = change_dc
                ? -DC[1] + DC[5] + 9 * DC[7] - 9 * DC[9] - 9 * DC[17] + 9 * DC[19] + DC[21]
                  - DC[25]
                : DC[10] + DC[16] - 10 * DC[17] + 10 * DC[19] - DC[2] - DC[20] + DC[22]
                  - DC[24] + DC[4] - DC[6] + 10 * DC[7] - 10 * DC[9];
          w[9] = smoothed(q00, q11, sum, bits[4]);
        }
        if (bits[5] != 0 && w[2] == 0) {
          sum = change_dc
                ? 2 * DC[7] - 5 * DC[8] + 2 * DC[9] + DC[11] + 7 * DC[12] - 14 * DC[13]
                  + 7 * DC[14] + DC[15] + 2 * DC[17] - 5 * DC[18] + 2 * DC[19]
                : -DC[11] + 13 * DC[12] - 24 * DC[13] + 13 * DC[14] - DC[15];
          w[2] = smoothed(q00, q02, sum, bits[5]);
        }
        if (change_dc) {
          if (bits[6] != 0 && w[3] == 0) {
            sum = DC[7] - DC[9] + 2 * DC[12] - 2 * DC[14] + DC[17] - DC[19];
            w[3] = smoothed(q00, q03, sum, bits[6]);
          }
          if (bits[7] != 0 && w[10] == 0) {
            sum = DC[7] - 3 * DC[8] + DC[9] - DC[17] + 3 * DC[18] - DC[19];
            w[10] = smoothed(q00, q12, sum, bits[7]);
          }
          if (bits[8] != 0 && w[17] == 0) {
            sum = DC[7] - DC[9] - 3 * DC[12] + 3 * DC[14] + DC[17] - DC[19];
            w[17] = smoothed(q00, q21, sum, bits[8]);
          }
          if (bits[9] != 0 && w[24] == 0) {
            sum = DC[7] + 2 * DC[8] + DC[9] - DC[17] - 2 * DC[18] - DC[19];
            w[24] = smoothed(q00, q30, sum, bits[9]);
          }
          sum = -2 * DC[1] - 6 * DC[2] - 8 * DC[3] - 6 * DC[4] - 2 * DC[5] - 6 * DC[6]
                + 6 * DC[7] + 42 * DC[8] + 6 * DC[9] - 6 * DC[10] - 8 * DC[11] + 42 * DC[12]
                + 152 * DC[13] + 42 * DC[14] - 8 * DC[15] - 6 * DC[16] + 6 * DC[17]
                + 42 * DC[18] + 6 * DC[19] - 6 * DC[20] - 2 * DC[21] - 6 * DC[22]
                - 8 * DC[23] - 6 * DC[24] - 2 * DC[25];
          w[0] = smoothed(q00, q00, sum, 0);
        }
        idct_block(w, c->q, c->plane + (size_t)r * 8 * stride + (size_t)bx * 8, stride);
        for (int y = 0; y < 5; y++) {
          for (int x = 1; x < 5; x++) DC[y * 5 + x] = DC[y * 5 + x + 1];
        }
      }
    }
  }
#undef BLOCK
}

static void make_planes(decoder *d) {
  int smooth = smoothing_ok(d);
  for (int i = 0; i < d->ncomp; i++) {
    component *c = &d->comp[i];
    int stride = c->bw * 8;
    for (int by = 0; by < c->bh; by++) {
      for (int bx = 0; bx < c->bw; bx++) {
        idct_block(c->coef + ((size_t)by * c->bw + bx) * 64, c->q,
                   c->plane + (size_t)by * 8 * stride + (size_t)bx * 8, stride);
      }
    }
    if (smooth) smooth_plane(d, c);
  }
}

// Row `y` of the picture's samples of component `c`, `width` of them, upsampled as libjpeg's
// defaults do: fancy (triangle) filters for 2:1 across, 2:1 down or both, else repeated.
static void upsample_row(const decoder *d, const component *c, int y, uint8_t *out,
                         int *sums) {
  int fx = d->hmax / c->h, fy = d->vmax / c->v, stride = c->bw * 8;
  int exact = d->hmax % c->h == 0 && d->vmax % c->v == 0;
  int r = fy > 1 ? y / fy : y;
  const uint8_t *row = c->plane + (size_t)r * stride;
  if (fx == 1 && fy == 1 && exact) {
    memcpy(out, row, (size_t)d->width);
    return;
  }
  int dw = c->dw;
  if (exact && fx == 2 && fy == 1 && dw > 2) {
    out[0] = row[0];
    out[1] = (uint8_t)((row[0] * 3 + row[1] + 2) >> 2);
    for (int i = 1; i < dw - 1; i++) {
      int v = row[i] * 3;
      out[2 * i] = (uint8_t)((v + row[i - 1] + 1) >> 2);
      out[2 * i + 1] = (uint8_t)((v + row[i + 1] + 2) >> 2);
    }
    out[2 * dw - 2] = (uint8_t)((row[dw - 1] * 3 + row[dw - 2] + 1) >> 2);
    out[2 * dw - 1] = row[dw - 1];
    return;
  }
  if (exact && fy == 2 && (fx == 1 || (fx == 2 && dw > 2))) {
    int lower = y & 1;
    int other = lower ? (r + 1 < c->dh ? r + 1 : c->dh - 1) : (r > 0 ? r - 1 : 0);
    const uint8_t *near = c->plane + (size_t)other * stride;
    if (fx == 1) {
      for (int i = 0; i < dw; i++) out[i] = (uint8_t)((row[i] * 3 + near[i] + 1 + lower) >> 2);
      return;
    }
    for (int i = 0; i < dw; i++) sums[i] = row[i] * 3 + near[i];
    out[0] = (uint8_t)((sums[0] * 4 + 8) >> 4);
    out[1] = (uint8_t)((sums[0] * 3 + sums[1] + 7) >> 4);
    for (int i = 1; i < dw - 1; i++) {
      out[2 * i] = (uint8_t)((sums[i] * 3 + sums[i - 1] + 8) >> 4);
      out[2 * i + 1] = (uint8_t)((sums[i] * 3 + sums[i + 1] + 7) >> 4);
    }
    out[2 * dw - 2] = (uint8_t)((sums[dw - 1] * 3 + sums[dw - 2] + 8) >> 4);
    out[2 * dw - 1] = (uint8_t)((sums[dw - 1] * 4 + 7) >> 4);
    return;
  }
  // Any other ratio: each sample repeated (libjpeg's int_upsample), or for ratios that do not
  // divide, the nearest sample.
  int sy = exact ? r : (int)((long)y * c->v / d->vmax);
  if (sy >= c->bh * 8) sy = c->bh * 8 - 1;
  row = c->plane + (size_t)sy * stride;
  for (int x = 0; x < d->width; x++) {
    int sx = exact ? x / fx : (int)((long)x * c->h / d->hmax);
    out[x] = row[sx < stride ? sx : stride - 1];
  }
}

static inline uint8_t clamp_byte(int v) { return (uint8_t)(v < 0 ? 0 : (v > 255 ? 255 : v)); }

static void write_pixels(decoder *d, uint8_t *rgba, uint8_t **rows, int *sums) {
  // libjpeg's YCbCr tables (jdcolor.c), in 16-bit fixed point.
  int32_t cr_r[256], cb_b[256], cr_g[256], cb_g[256];
  for (int i = 0; i < 256; i++) {
    int32_t x = i - 128;
    cr_r[i] = (91881 * x + 32768) >> 16;
    cb_b[i] = (116130 * x + 32768) >> 16;
    cr_g[i] = -46802 * x;
    cb_g[i] = -22554 * x + 32768;
  }
  // As libjpeg guesses: JFIF means YCbCr, then Adobe's transform flag, then the ids.
  int rgb = d->ncomp == 3 && !d->jfif
            && ((d->adobe && d->adobe_transform == 0)
                || (!d->adobe && d->comp[0].id == 'R' && d->comp[1].id == 'G'
                    && d->comp[2].id == 'B'));
  for (int y = 0; y < d->height; y++) {
    for (int i = 0; i < d->ncomp; i++) upsample_row(d, &d->comp[i], y, rows[i], sums);
    uint8_t *o = rgba + (size_t)y * d->width * 4;
    for (int x = 0; x < d->width; x++, o += 4) {
      if (d->ncomp == 1) {
        o[0] = o[1] = o[2] = rows[0][x];
      } else if (rgb) {
        o[0] = rows[0][x];
        o[1] = rows[1][x];
        o[2] = rows[2][x];
      } else {
        int yy = rows[0][x], cb = rows[1][x], cr = rows[2][x];
        o[0] = clamp_byte(yy + cr_r[cr]);
        o[1] = clamp_byte(yy + ((cb_g[cb] + cr_g[cr]) >> 16));
        o[2] = clamp_byte(yy + cb_b[cb]);
      }
      o[3] = 255;
    }
  }
}

// The whole file

// Arithmetic-coding conditioning (DAC): checked as libjpeg checks it (jdmarker.c, get_dac), and
// of no use to a Huffman-coded frame, where libjpeg takes it too; an arithmetic-coded frame is
// refused at its frame header.
static void read_dac(decoder *d, const uint8_t *end) {
  while (d->p < end) {
    int index = read_u8(d), value = read_u8(d);
    if (index >= 32 || (index < 16 && (value & 15) > (value >> 4))) {
      fail(d, CJ_CORRUPT, "an arithmetic conditioning segment is malformed");
    }
  }
}

// The markers libjpeg guesses the colour space by (jdmarker.c, examine_app0 and examine_app14:
// a JFIF segment of at least 14 bytes, an Adobe one of at least 12), as it has seen them by the
// first scan: it decides there (jdapimin.c, default_decompress_parms), and one between scans
// changes nothing.
static void read_app(decoder *d, int marker, const uint8_t *end) {
  size_t n = (size_t)(end - d->p);
  if (d->scans > 0) return;
  if (marker == 0xE0 && n >= 14 && memcmp(d->p, "JFIF\0", 5) == 0) d->jfif = 1;
  if (marker == 0xEE && n >= 12 && memcmp(d->p, "Adobe", 5) == 0) {
    d->adobe = 1;
    d->adobe_transform = d->p[11];
  }
}

// Reads markers; stops after the frame header when `header_only`, else at EOI.
static void run(decoder *d, uint8_t *rgba, int header_only) {
  if (read_u8(d) != 0xFF || read_u8(d) != 0xD8) fail(d, CJ_CORRUPT, "it is not a JPEG file");
  for (;;) {
    int m = next_marker(d);
    if (m == 0xD9) break;
    if (m >= 0xD0 && m <= 0xD7) continue;  // a stray restart marker
    if (m == 0x01) continue;
    int length = read_u16(d);
    if (length < 2 || (size_t)(d->end - d->p) < (size_t)(length - 2)) {
      fail(d, CJ_TRUNCATED, "a segment runs past the end of the data");
    }
    const uint8_t *end = d->p + length - 2;
    if (m == 0xC0 || m == 0xC1 || m == 0xC2) {
      read_sof(d, m);
      if (header_only) return;
      if ((size_t)d->width * (size_t)d->height > d->max_pixels) {
        fail(d, CJ_UNSUPPORTED, "the image is %dx%d, more pixels than allowed", d->width,
             d->height);
      }
      allocate_planes(d);
    } else if (m == 0xC3 || (m >= 0xC5 && m <= 0xCF && m != 0xC8 && m != 0xCC)) {
      fail(d, CJ_UNSUPPORTED, "%s JPEG is not supported (baseline and progressive are)",
           m == 0xC3 || m == 0xC7 || m == 0xCB || m == 0xCF ? "lossless"
           : (m >= 0xC9 ? "arithmetic-coded" : "hierarchical"));
    } else if (m == 0xC4) {
      read_dht(d, end);
    } else if (m == 0xCC) {
      read_dac(d, end);
    } else if (m == 0xDB) {
      read_dqt(d, end);
    } else if (m == 0xDD) {
      if (length != 4) fail(d, CJ_CORRUPT, "the restart interval segment is malformed");
      d->restart_interval = read_u16(d);
    } else if (m == 0xDA) {
      read_sos(d);
      continue;  // the scan leaves the reader at the next marker
    } else if (m >= 0xE0 && m <= 0xEF) {
      read_app(d, m, end);
    }
    if (d->p > end) fail(d, CJ_CORRUPT, "a segment is longer than its length says");
    d->p = end;
  }
  if (header_only || !d->frame_seen) fail(d, CJ_CORRUPT, "the file has no frame header");
  make_planes(d);
  int widest = d->width + 16;
  uint8_t *rows[4] = {0};
  int *sums = malloc(sizeof(int) * (size_t)widest);
  int ok = sums != NULL;
  for (int i = 0; i < d->ncomp && ok; i++) ok = (rows[i] = malloc((size_t)widest * 2)) != NULL;
  if (ok) write_pixels(d, rgba, rows, sums);
  for (int i = 0; i < 4; i++) free(rows[i]);
  free(sums);
  if (!ok) fail(d, CJ_ALLOCATION, "no memory for a row of the image");
}

static int start(const uint8_t *data, size_t size, uint8_t *rgba, size_t max_pixels,
                 cj_info *info, int header_only) {
  decoder *d = calloc(1, sizeof(decoder));
  memset(info, 0, sizeof *info);
  if (!d) {
    snprintf(info->message, sizeof info->message, "no memory for the decoder");
    return CJ_ALLOCATION;
  }
  d->data = d->p = data;
  d->end = data + size;
  d->info = info;
  d->max_pixels = max_pixels;
  int code = CJ_OK;
  if (setjmp(d->jump) == 0) {
    run(d, rgba, header_only);
  } else {
    code = d->code;
  }
  for (int i = 0; i < 4; i++) {
    free(d->comp[i].coef);
    free(d->comp[i].plane);
  }
  free(d);
  return code;
}

int cj_read_header(const uint8_t *data, size_t size, cj_info *info) {
  return start(data, size, NULL, 0, info, 1);
}

int cj_decode(const uint8_t *data, size_t size, uint8_t *rgba, size_t max_pixels,
              cj_info *info) {
  return start(data, size, rgba, max_pixels, info, 0);
}
