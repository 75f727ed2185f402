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

  /// How far a stream inflated.
  public enum Ending: Sendable, Equatable {
    /// The stream ended.
    case complete
    /// The input ended before the stream did: what it held is there.
    case truncated
    /// The data stopped being zlib: what came before is there.
    case broken
  }

  /// What the zlib stream `bytes` inflates to, up to `maxBytes` (nil past it), with how it
  /// ended: readers of other formats (PDF) take what a damaged stream gives, as theirs do.
  /// The output grows as needed, so a broken stream costs what it holds, not `maxBytes`.
  public static func inflate(_ bytes: [UInt8], maxBytes: Int) -> (bytes: [UInt8], ending: Ending)? {
    var capacity = min(maxBytes, max(4096, bytes.count * 4))
    while true {
      var out = [UInt8](repeating: 0, count: max(1, capacity))
      var status: Int32 = 2
      let count = bytes.withUnsafeBufferPointer { source in
        out.withUnsafeMutableBufferPointer { dest in
          cs_zlib_inflate(source.baseAddress ?? UnsafePointer(dest.baseAddress!), source.count,
                          dest.baseAddress!, dest.count, &status)
        }
      }
      switch status {
      case 0: return (Array(out[..<count]), .complete)
      case 3: return (Array(out[..<count]), .truncated)
      case 1:
        guard capacity < maxBytes else { return nil }
        capacity = min(maxBytes, capacity * 4)
      default: return (Array(out[..<count]), .broken)
      }
    }
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
