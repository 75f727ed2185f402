import CPNGShim

/// The libpng and zlib versions in use, for `--version` and bug reports.
public var pngLibraryVersions: String {
  let libpng = String(cString: cs_png_libpng_version())
  return "libpng \(libpng), zlib \(String(cString: cs_png_zlib_version()))"
}
