/// The Unicode bidirectional character types (UAX #9, table 4), from the Unicode Character
/// Database 15.0 (`BidiTables`, made by `scripts/build-bidi.py`).
public enum BidiClass: UInt8, CaseIterable, Sendable {
  case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON
  case LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

  /// The class of `scalar`.
  public init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if value < 0x80 {
      self = BidiClass.ascii[Int(value)]
      return
    }
    let found = BidiTables.lookup(value, in: BidiTables.classes)
    self = found.flatMap { BidiClass(rawValue: $0) } ?? .L
  }

  static let ascii: [BidiClass] = (0..<128).map { value in
    BidiTables.lookup(UInt32(value), in: BidiTables.classes).flatMap { BidiClass(rawValue: $0) }
      ?? .L
  }

  var isStrong: Bool { self == .L || self == .R || self == .AL }
  var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }
  /// Removed by rule X9: embeddings, overrides, their terminator and boundary neutrals.
  var isRemovedByX9: Bool {
    switch self {
    case .LRE, .LRO, .RLE, .RLO, .PDF, .BN: return true
    default: return false
    }
  }
  /// Neutral or isolate formatting (the NI of rules N1 and N2).
  var isNeutralOrIsolate: Bool {
    switch self {
    case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: return true
    default: return false
    }
  }
}

extension BidiTables {
  /// The value of the run holding `value` in `runs` (sorted, disjoint), if any.
  static func lookup(_ value: UInt32, in runs: [(UInt32, UInt32, UInt8)]) -> UInt8? {
    var low = 0, high = runs.count
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].1 < value { low = mid + 1 } else { high = mid }
    }
    return low < runs.count && runs[low].0 <= value ? runs[low].2 : nil
  }

  static let bracketPairs: [UInt32: (pair: UInt32, opening: Bool)] = Dictionary(
    uniqueKeysWithValues: brackets.map { ($0.0, (pair: $0.1, opening: $0.2)) })

  static let mirrorTable: [UInt32: UInt32] =
    Dictionary(uniqueKeysWithValues: mirrors.map { ($0.0, $0.1) })
}

extension Unicode.Scalar {
  /// The character drawn in its place in right-to-left text (Bidi_Mirroring_Glyph): `(` for
  /// `)`, `«` for `»`; itself when it has none.
  public var bidiMirrored: Unicode.Scalar {
    BidiTables.mirrorTable[value].flatMap(Unicode.Scalar.init) ?? self
  }
}
