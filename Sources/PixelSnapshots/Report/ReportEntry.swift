/// One snapshot checked in a run, as the report lists it (a line of `results.js`).
///
/// Paths to pictures are relative to the report folder; `golden` and `goldenSidecar` to the
/// package root, so a report downloaded from CI is accepted into a local clone.
public struct ReportEntry: Codable, Sendable, Hashable {
  public enum Outcome: String, Codable, Sendable, CaseIterable {
    case passed, failed, recorded, missing, stale, error
  }

  /// The snapshot's name: its artifacts' path in the report folder, without extension.
  public var name: String
  public var outcome: Outcome
  public var message: String
  public var golden: String?
  /// The frame tree kept beside the golden, if the strategy keeps one.
  public var goldenSidecar: String?
  public var test: String?
  public var file: String?
  public var line: Int?
  public var expected: String?
  public var actual: String?
  public var diff: String?
  /// The actual frame tree, written beside the actual picture for `cellshot accept`.
  public var actualSidecar: String?
  public var differing: Int?
  public var total: Int?
  /// x, y, width, height of the differing pixels.
  public var box: [Int]?
  public var maxDelta: Int?
  /// Width and height of the expected picture.
  public var size: [Int]?
  public var moved: [String]?
  public var accept: String?
  public var shard: String?

  public init(name: String, outcome: Outcome, message: String) {
    self.name = name
    self.outcome = outcome
    self.message = message
  }

  /// `text` as one shell word: as it is when it is plain, else in single quotes.
  public static func shellQuoted(_ text: String) -> String {
    let punctuation = Set("._/-+".unicodeScalars)
    let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                     || punctuation.contains($0))
    }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// True for what fails a run: everything but passed (stale fails `cellshot verify` only).
  public var isFailure: Bool { outcome != .passed && outcome != .stale }
}

/// One run (or shard) that wrote into a report.
public struct ReportRun: Codable, Sendable, Hashable {
  public var id: String
  /// "swift test", "cellshot verify" or "merge".
  public var tool: String
  /// ISO 8601, UTC.
  public var started: String
  public var shard: String?
  public var host: String

  public init(id: String, tool: String, started: String, shard: String? = nil, host: String) {
    self.id = id
    self.tool = tool
    self.started = started
    self.shard = shard
    self.host = host
  }
}

/// A snapshot's numbers when pictures differ, for the report.
public struct DiffDetails: Sendable, Hashable {
  public var differing: Int
  public var total: Int
  /// x, y, width, height.
  public var box: [Int]?
  public var maxDelta: Int
  public var size: [Int]

  public init(differing: Int, total: Int, box: [Int]?, maxDelta: Int, size: [Int]) {
    self.differing = differing
    self.total = total
    self.box = box
    self.maxDelta = maxDelta
    self.size = size
  }
}
