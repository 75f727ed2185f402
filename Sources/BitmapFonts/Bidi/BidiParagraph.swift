/// The Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0) over one paragraph: the
/// embedding level of each character (rules P2 to I2), and for a line of it the levels after
/// rule L1 and the visual order of rule L2. Checked against Unicode's own
/// `BidiCharacterTest.txt`.
public struct BidiParagraph: Sendable {
  /// The paragraph's direction: left to right, right to left, or from its first strong
  /// character (rules P2 and P3), left to right when it has none.
  public enum Direction: Sendable { case leftToRight, rightToLeft, auto }

  public let classes: [BidiClass]
  /// Each character's resolved level (a character removed by X9 keeps its embedding's).
  public private(set) var levels: [UInt8]
  /// True for characters rule X9 removes (embeddings, overrides, PDF, boundary neutrals).
  public let removed: [Bool]
  public let baseLevel: UInt8
  /// For each isolate initiator, the index of its matching PDI.
  let matchingPDI: [Int: Int]

  static let maxDepth: UInt8 = 125

  public init(_ scalars: [Unicode.Scalar], direction: Direction = .auto) {
    self.init(classes: scalars.map(BidiClass.init), scalars: scalars, direction: direction)
  }

  init(classes: [BidiClass], scalars: [Unicode.Scalar], direction: Direction) {
    self.classes = classes
    removed = classes.map(\.isRemovedByX9)
    matchingPDI = BidiParagraph.matchIsolates(classes)
    switch direction {
    case .leftToRight: baseLevel = 0
    case .rightToLeft: baseLevel = 1
    case .auto:
      baseLevel = BidiParagraph.firstStrongLevel(classes, from: 0, to: classes.count,
                                                 matching: matchingPDI) ?? 0
    }
    levels = Array(repeating: baseLevel, count: classes.count)
    var types = classes
    resolveExplicit(&types)
    for sequence in isolatingRunSequences() {
      var run = IsolatingRun(indices: sequence.indices, sos: sequence.sos, eos: sequence.eos,
                             level: levels[sequence.indices[0]])
      run.resolve(&types, original: classes, scalars: scalars)
      for i in sequence.indices { levels[i] = run.implicitLevel(levels[i], types[i]) }
    }
  }

  /// BD9: each isolate initiator's matching PDI.
  static func matchIsolates(_ classes: [BidiClass]) -> [Int: Int] {
    var open: [Int] = [], matches: [Int: Int] = [:]
    for (i, type) in classes.enumerated() {
      if type.isIsolateInitiator { open.append(i) }
      else if type == .PDI, let initiator = open.popLast() { matches[initiator] = i }
      else if type == .B { open.removeAll() }
    }
    return matches
  }

  /// P2 and P3: 1 or 0 from the first strong character in `from..<to`, skipping isolates;
  /// nil when there is none.
  static func firstStrongLevel(_ classes: [BidiClass], from: Int, to: Int,
                               matching: [Int: Int]) -> UInt8? {
    var i = from
    while i < to {
      let type = classes[i]
      if type == .L { return 0 }
      if type == .R || type == .AL { return 1 }
      if type.isIsolateInitiator {
        guard let end = matching[i] else { return nil }
        i = end
      }
      if type == .B { return nil }
      i += 1
    }
    return nil
  }

  /// X1 to X8: explicit levels and directions, overrides applied to `types`.
  mutating func resolveExplicit(_ types: inout [BidiClass]) {
    struct Entry { var level: UInt8; var override: BidiClass?; var isolate: Bool }
    var stack = [Entry(level: baseLevel, override: nil, isolate: false)]
    var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
    func next(odd: Bool) -> UInt8 {
      let level = stack.last!.level
      return odd ? (level + 1) | 1 : (level + 2) & ~1
    }
    for i in classes.indices {
      let type = classes[i]
      switch type {
      case .RLE, .LRE, .RLO, .LRO:
        let level = next(odd: type == .RLE || type == .RLO)
        levels[i] = stack.last!.level
        if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
          let override: BidiClass? = type == .RLO ? .R : type == .LRO ? .L : nil
          stack.append(Entry(level: level, override: override, isolate: false))
        } else if overflowIsolates == 0 {
          overflowEmbeddings += 1
        }
      case .RLI, .LRI, .FSI:
        levels[i] = stack.last!.level
        if let override = stack.last!.override { types[i] = override }
        var rtl = type == .RLI
        if type == .FSI {
          let end = matchingPDI[i] ?? classes.count
          rtl = Self.firstStrongLevel(classes, from: i + 1, to: end, matching: matchingPDI) == 1
        }
        let level = next(odd: rtl)
        if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
          validIsolates += 1
          stack.append(Entry(level: level, override: nil, isolate: true))
        } else {
          overflowIsolates += 1
        }
      case .PDI:
        if overflowIsolates > 0 {
          overflowIsolates -= 1
        } else if validIsolates > 0 {
          overflowEmbeddings = 0
          while !stack.last!.isolate { stack.removeLast() }
          stack.removeLast()
          validIsolates -= 1
        }
        levels[i] = stack.last!.level
        if let override = stack.last!.override { types[i] = override }
      case .PDF:
        if overflowIsolates > 0 {
        } else if overflowEmbeddings > 0 {
          overflowEmbeddings -= 1
        } else if !stack.last!.isolate && stack.count >= 2 {
          stack.removeLast()
        }
        levels[i] = stack.last!.level
      case .B:
        levels[i] = baseLevel
      case .BN:
        levels[i] = stack.last!.level
      default:
        levels[i] = stack.last!.level
        if let override = stack.last!.override { types[i] = override }
      }
    }
  }

  /// X10: the isolating run sequences, each with its start and end types.
  func isolatingRunSequences() -> [(indices: [Int], sos: BidiClass, eos: BidiClass)] {
    // Level runs of the characters X9 keeps.
    var runs: [[Int]] = []
    var lastLevel: UInt8?
    for i in classes.indices where !removed[i] {
      if levels[i] == lastLevel { runs[runs.count - 1].append(i) } else { runs.append([i]) }
      lastLevel = levels[i]
    }
    var runStartingAt: [Int: Int] = [:]
    for (r, run) in runs.enumerated() { runStartingAt[run[0]] = r }
    let matchedPDIs = Set(matchingPDI.values)
    var sequences: [(indices: [Int], sos: BidiClass, eos: BidiClass)] = []
    for run in runs where !(classes[run[0]] == .PDI && matchedPDIs.contains(run[0])) {
      var indices = run
      while let last = indices.last, classes[last].isIsolateInitiator,
            let pdi = matchingPDI[last], let r = runStartingAt[pdi] {
        indices += runs[r]
      }
      let first = indices[0], last = indices[indices.count - 1]
      let level = levels[first]
      var before = first - 1
      while before >= 0 && removed[before] { before -= 1 }
      var after = last + 1
      while after < classes.count && removed[after] { after += 1 }
      let previous = before >= 0 ? levels[before] : baseLevel
      let following = after < classes.count && !classes[last].isIsolateInitiator
        ? levels[after] : baseLevel
      sequences.append((indices, max(previous, level) % 2 == 0 ? .L : .R,
                        max(following, levels[last]) % 2 == 0 ? .L : .R))
    }
    return sequences
  }

  /// L1 and L2 for the line `range`: its characters' indices in visual order (left to right),
  /// the ones X9 removed left out.
  public func visualOrder(_ range: Range<Int>) -> [Int] {
    BidiParagraph.visualOrder(levels: Array(levels[range]), classes: Array(classes[range]),
                              removed: Array(removed[range]), base: baseLevel)
      .map { $0 + range.lowerBound }
  }

  /// L1: the levels of the line `range`, separators and trailing white space reset to the
  /// paragraph's level.
  public func lineLevels(_ range: Range<Int>) -> [UInt8] {
    BidiParagraph.lineLevels(levels: Array(levels[range]), classes: Array(classes[range]),
                             removed: Array(removed[range]), base: baseLevel)
  }

  /// L1 over one line's `levels`.
  static func lineLevels(levels: [UInt8], classes: [BidiClass], removed: [Bool], base: UInt8)
    -> [UInt8]
  {
    var result = levels
    var trailing = true
    for i in levels.indices.reversed() {
      let type = classes[i]
      if type == .S || type == .B {
        result[i] = base
        trailing = true
      } else if type == .WS || type.isIsolateInitiator || type == .PDI || removed[i] {
        if trailing { result[i] = base }
      } else {
        trailing = false
      }
    }
    return result
  }

  /// L1 and L2 over one line: the indices of its characters in visual order, the removed ones
  /// left out.
  static func visualOrder(levels: [UInt8], classes: [BidiClass], removed: [Bool], base: UInt8)
    -> [Int]
  {
    let lineLevels = lineLevels(levels: levels, classes: classes, removed: removed, base: base)
    var order = levels.indices.filter { !removed[$0] }
    var current = order.map { lineLevels[$0] }
    guard let highest = current.max(), let lowestOdd = current.filter({ $0 % 2 == 1 }).min()
    else { return order }
    var level = highest
    while level >= lowestOdd {
      var i = 0
      while i < order.count {
        guard current[i] >= level else { i += 1; continue }
        var j = i
        while j < order.count && current[j] >= level { j += 1 }
        order[i..<j].reverse()
        current[i..<j].reverse()
        i = j
      }
      if level == 0 { break }
      level -= 1
    }
    return order
  }
}
