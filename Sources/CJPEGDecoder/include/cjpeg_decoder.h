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
};

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
