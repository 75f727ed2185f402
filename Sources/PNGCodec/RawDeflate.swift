import CPNGShim

/// zlib's `compress2` over raw bytes (the benchmark's floor for PNG encoding) and its
/// `uncompress`.
public enum RawDeflate {
  /// What the zlib stream `bytes` inflates to, at most `capacity` bytes; nil when it is not a
  /// whole zlib stream or does not fit.
  public static func inflate(_ bytes: [UInt8], capacity: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: max(1, capacity))
    let count = bytes.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { dest in
        guard let from = source.baseAddress, let to = dest.baseAddress else { return 0 }
        return cs_zlib_uncompress(from, source.count, to, dest.count)
      }
    }
    return count > 0 ? Array(out[..<count]) : nil
  }

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
