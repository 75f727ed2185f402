// Raster, the rasterizer. Takes figures (rectangles, rounded rectangles, ellipses, outlines),
// colours, gradients, glyph masks and pixel buffers; gives pixels: a premultiplied RGBA8
// PixelBuffer drawn through a Canvas, the same on every machine (integer and IEEE + - * /
// arithmetic only). It knows no views, fonts or file formats: it never imports BitmapFonts,
// PNGCodec or Cellshot (its one dependency is CRasterKernels, the image filter's AVX2 loops).
