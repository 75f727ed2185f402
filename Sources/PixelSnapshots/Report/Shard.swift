/// One of `count` parts of a suite, for spreading it over CI jobs: `i/n`, 1-based. Names are
/// assigned by a hash of the name (FNV-1a, 64 bits), so a name stays in its shard when others
/// are added or removed, and every machine agrees.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  public let index: Int
  public let count: Int

  /// Why a shard spec was refused.
  public struct ParseError: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// Parses `i/n` with 1 <= i <= n <= 1000.
  public init(parsing text: String) throws(ParseError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]),
          parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
      throw ParseError(description: "a shard is i/n, two whole numbers such as 1/4, not '\(text)'")
    }
    guard (1...1000).contains(n), (1...n).contains(i) else {
      throw ParseError(description: "shard '\(text)': i must be 1 to n, and n 1 to 1000")
    }
    index = i
    count = n
  }

  public var description: String { "\(index)/\(count)" }

  /// True when `name` belongs to this shard.
  public func contains(_ name: String) -> Bool {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return Int(hash % UInt64(count)) == index - 1
  }
}
