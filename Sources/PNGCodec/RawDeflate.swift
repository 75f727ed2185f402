import CPNGShim

/// zlib's `compress2` over raw bytes: the benchmark's floor for PNG encoding.
public enum RawDeflate {
  /// The compressed size of `bytes` at `level`, compressing into `scratch` (grown as needed).
  public static func compressedSize(_ bytes: [UInt8], level: Int, scratch: inout [UInt8]) -> Int {
    let bound = cs_zlib_bound(bytes.count)
    if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
    return bytes.withUnsafeBufferPointer { source in
      scratch.withUnsafeMutableBufferPointer { dest in
        guard let from = source.baseAddress, let to = dest.baseAddress else { return 0 }
        return cs_zlib_compress(from, source.count, to, dest.count, Int32(level))
      }
    }
  }
}
