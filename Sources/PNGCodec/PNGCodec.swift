// PNGCodec, pictures to and from PNG. Takes PixelBuffers, PNG bytes and files; gives PNG
// bytes that depend on the pixels and options alone, decoded premultiplied PixelBuffers,
// and atomic file writes (FileIO). It reaches libpng and zlib only through CPNGShim, and
// never imports BitmapFonts or Cellshot.
