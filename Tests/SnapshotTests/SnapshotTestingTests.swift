import Cellshot
import CellshotTesting
import Foundation
import PNGCodec
import Testing
import TestSupport

/// CellshotTesting tested on itself, with goldens in scratch folders.
@MainActor @Suite struct SnapshotTestingTests {
  static func square(at x: CGFloat) -> some View {
    ZStack(alignment: .topLeading) {
      Color.white
      Color.red.frame(width: 20, height: 20).offset(x: x, y: 10)
    }
  }

  static let strategy = Snapshotting<AnyView, PixelBuffer>.image(size: CGSize(width: 60, height: 40))
  static let local: [String: String] = [:]  // a developer machine: CI not set

  func paths(_ name: String) -> SnapshotPaths {
    let folder = TestPaths.scratch(name)
    return SnapshotPaths(goldens: folder + "/Goldens", artifacts: folder + "/artifacts")
  }

  @Test func missingGoldenIsRecordedAndFails() throws {
    let p = paths("record-missing")
    let first = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                               record: .missing, paths: p, environment: Self.local, testName: "t")
    #expect(first.outcome == .recorded && !first.passed)
    #expect(first.goldenPath == p.goldens + "/snapshot-testing-tests/t-sq.png" && FileManager.default.fileExists(atPath: first.goldenPath))
    let second = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                                record: .missing, paths: p, environment: Self.local, testName: "t")
    #expect(second.outcome == .matched && second.passed)
  }

  @Test func aMatchDecodesTheGoldenAndNeverEncodes() throws {
    let p = paths("match-no-encode")
    _ = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                       record: .missing, paths: p, environment: Self.local, testName: "t")
    struct EncodeCalled: Error {}
    var noEncoding = Self.strategy
    noEncoding.diffing.toData = { _ in throw EncodeCalled() }
    let same = verifySnapshot(of: AnyView(Self.square(at: 10)), as: noEncoding, named: "sq",
                              record: .missing, paths: p, environment: Self.local, testName: "t")
    #expect(same.outcome == .matched)
    // A mismatch does encode (for the artifacts), so the same strategy reports the failure.
    let moved = verifySnapshot(of: AnyView(Self.square(at: 12)), as: noEncoding, named: "sq",
                               record: .missing, paths: p, environment: Self.local, testName: "t")
    #expect(moved.outcome == .mismatched && moved.message.contains("could not write the artifacts"))
  }

  @Test func neverAndCIWriteNothing() throws {
    let p = paths("record-never")
    let never = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                               record: .never, paths: p, environment: Self.local, testName: "t")
    #expect(never.outcome == .missing)
    // With CI set, even "all" writes nothing, and a missing golden fails.
    let ci = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                            record: .all, paths: p, environment: ["CI": "true"], testName: "t")
    #expect(ci.outcome == .missing && ci.message.contains("CI is set"))
    #expect(!FileManager.default.fileExists(atPath: p.goldens + "/snapshot-testing-tests/t-sq.png"))
    // And CI alone resolves to never.
    #expect(SnapshotRecordMode.resolve(["CI": "1"]) == .never)
    #expect(SnapshotRecordMode.resolve([:]) == .missing)
    #expect(SnapshotRecordMode.resolve(["CELLSHOT_RECORD": "failed"]) == .failed)
  }

  @Test func allAndFailedRerecord() throws {
    let p = paths("record-all")
    _ = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                       record: .missing, paths: p, environment: Self.local, testName: "t")
    let all = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                             record: .all, paths: p, environment: Self.local, testName: "t")
    #expect(all.outcome == .recorded)
    let failed = verifySnapshot(of: AnyView(Self.square(at: 15)), as: Self.strategy, named: "sq",
                                record: .failed, paths: p, environment: Self.local, testName: "t")
    #expect(failed.outcome == .recorded && failed.message.contains("re-recorded"))
    let now = verifySnapshot(of: AnyView(Self.square(at: 15)), as: Self.strategy, named: "sq",
                             record: .never, paths: p, environment: Self.local, testName: "t")
    #expect(now.outcome == .matched)
  }

  @Test func mismatchReportsCountsBoxAndWritesThreeFiles() throws {
    let p = paths("mismatch")
    _ = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                       record: .missing, paths: p, environment: Self.local, testName: "t")
    let result = verifySnapshot(of: AnyView(Self.square(at: 15)), as: Self.strategy, named: "sq",
                                record: .never, paths: p, environment: Self.local, testName: "t")
    #expect(result.outcome == .mismatched)
    // The square moved 5 to the right: 5 columns of 20 uncovered and 5 covered.
    #expect(result.message.contains("200 of 2400 pixels differ"))
    #expect(result.message.contains("within x 10..<35, y 10..<30"))
    #expect(result.message.contains("largest channel difference 207"))  // red's blue 48 vs 255
    let names = result.artifacts.map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(names == ["t-sq.expected.png", "t-sq.actual.png", "t-sq.diff.png"])
    for file in result.artifacts { #expect(result.message.contains(file)) }
    let diff = try PNGDecoder().decodeFile(p.artifacts + "/snapshot-testing-tests/t-sq.diff.png")
    #expect(diff[12, 15] == RGBA8(r: 255, g: 0, b: 255, a: 255))  // changed: magenta
    #expect(diff[20, 15] != RGBA8(r: 255, g: 0, b: 255, a: 255))  // red in both: not marked
    #expect(diff[50, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // white faded stays white
  }

  @Test func knownIssueIsRecordedAtTheCaller() {
    let p = paths("known-issue")
    _ = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                       record: .missing, paths: p, environment: Self.local, testName: "t")
    withKnownIssue("a view changed on purpose") {
      assertSnapshot(of: AnyView(Self.square(at: 12)), as: Self.strategy, named: "sq",
                     record: .never, paths: p, testName: "t")
    }
  }

  @Test func toleranceAndSizeMismatch() throws {
    let p = paths("tolerance")
    _ = verifySnapshot(of: AnyView(Self.square(at: 10)), as: Self.strategy, named: "sq",
                       record: .missing, paths: p, environment: Self.local, testName: "t")
    let lenient = Snapshotting<AnyView, PixelBuffer>.image(
      device: Device(name: "t", size: CGSize(width: 60, height: 40)),
      comparison: ImageComparison(maxDifferingPixels: 200))
    #expect(verifySnapshot(of: AnyView(Self.square(at: 15)), as: lenient, named: "sq", record: .never,
                           paths: p, environment: Self.local, testName: "t").passed)
    let bigger = Snapshotting<AnyView, PixelBuffer>.image(size: CGSize(width: 61, height: 40))
    let result = verifySnapshot(of: AnyView(Self.square(at: 10)), as: bigger, named: "sq",
                                record: .never, paths: p, environment: Self.local, testName: "t")
    #expect(result.message.contains("size differs: expected 60x40, actual 61x40"))
  }

  @Test func frameTreeNamesTheViewsThatMoved() throws {
    let p = paths("frame-tree")
    let strategy = Snapshotting<AnyView, PixelBuffer>.image(
      device: Device(name: "t", size: CGSize(width: 60, height: 40)), frameTree: true)
    _ = verifySnapshot(of: AnyView(Self.square(at: 10)), as: strategy, named: "sq", record: .missing,
                       paths: p, environment: Self.local, testName: "t")
    #expect(FileManager.default.fileExists(atPath: p.goldens + "/snapshot-testing-tests/t-sq.frames.txt"))
    let result = verifySnapshot(of: AnyView(Self.square(at: 15)), as: strategy, named: "sq",
                                record: .never, paths: p, environment: Self.local, testName: "t")
    // The offset's own name changed, and the frame and colour inside it moved.
    #expect(result.message.contains("views whose frames changed (3)"))
    #expect(result.message.contains(".frame(width: 20, height: 20): (10, 10, 20x20) -> (15, 10, 20x20)"))
    #expect(result.message.contains("Color(255, 59, 48, 1): (10, 10, 20x20) -> (15, 10, 20x20)"))
  }

  @Test func textSnapshotsShowTheLinesThatDiffer() {
    let p = paths("text")
    _ = verifySnapshot(of: "a\nb\nc", as: .lines, named: "x", record: .missing, paths: p,
                       environment: Self.local, testName: "t")
    let result = verifySnapshot(of: "a\nB\nc", as: .lines, named: "x", record: .never, paths: p,
                                environment: Self.local, testName: "t")
    #expect(result.message.contains("line 2:\n  - b\n  + B"))
  }

  @Test func namesAreKebabCase() {
    #expect(kebabCase("screenMatchesGolden()") == "screen-matches-golden")
    #expect(kebabCase("A name, with: punctuation") == "a-name-with-punctuation")
  }
}
