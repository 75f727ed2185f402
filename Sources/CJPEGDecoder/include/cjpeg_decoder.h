// Cellshot's own JPEG decoder: baseline and progressive Huffman JPEG, 8-bit samples, grey,
// YCbCr and RGB, any sampling factors. Integer arithmetic throughout (libjpeg's accurate
// integer IDCT, fancy upsampling and colour conversion), so a file decodes to the same pixels
// on every machine.
#ifndef CJPEG_DECODER_H
#define CJPEG_DECODER_H

#include <stddef.h>
#include <stdint.h>

/// What a decode failed on: 0 none, else one of these, with a sentence in `message`.
enum {
  CJ_OK = 0,
  CJ_CORRUPT = 1,
  CJ_TRUNCATED = 2,
  CJ_UNSUPPORTED = 3,
  CJ_ALLOCATION = 4,
  /// More scans, or more work across them, than the picture's size can need.
  CJ_TOO_MUCH_WORK = 5,
};

/// The most scans a file may have: libjpeg-turbo's own limit when asked to limit them
/// (TJFLAG_LIMITSCANS).
#define CJ_MAX_SCANS 500

/// The most times the scans may visit each of the frame's 8x8 blocks, on average: a scan per
/// coefficient (the finest spectral selection there is) visits each 64 times; libjpeg's own
/// progressions visit each block at most 6 times.
#define CJ_MAX_VISITS_PER_BLOCK 64

typedef struct {
  int width;
  int height;
  /// 1 grey, 3 colour.
  int components;
  int progressive;
  char message[160];
} cj_info;

/// Reads the markers up to the frame header: the size, without decoding anything.
int cj_read_header(const uint8_t *data, size_t size, cj_info *info);

/// Decodes the whole image into `rgba` (width * height * 4 bytes, alpha 255), refusing images
/// of more than `max_pixels` pixels.
int cj_decode(const uint8_t *data, size_t size, uint8_t *rgba, size_t max_pixels,
              cj_info *info);

#endif
