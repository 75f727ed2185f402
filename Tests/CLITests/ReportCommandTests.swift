import Foundation
import PNGCodec
import PixelSnapshots
import Raster
import Testing
import TestSupport

/// CI runs as a team runs them: a suite sharded over four jobs, their reports merged into one,
/// the changes accepted from it, and every way a report or a shard spec can be wrong.
@Suite struct ReportCommandTests {
  static let screens = ["primitives", "collection-2col", "grid-rows", "app-sign-in",
                        "flexible-picker-leading", "staggered-grid-2col", "app-photos", "type-specimen"]

  /// Goldens for `screens` in a scratch folder, two of them changed.
  static func goldens(_ folder: String) throws -> String {
    let goldens = folder + "/Goldens"
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    for id in screens {
      for ext in ["png", "frames.txt"] {
        try FileManager.default.copyItem(atPath: TestPaths.root + "/Goldens/\(id).\(ext)",
                                         toPath: goldens + "/\(id).\(ext)")
      }
    }
    let other = try FileIO.read(TestPaths.root + "/Goldens/collection-3col.png")
    try FileIO.writeAtomically(other, to: goldens + "/collection-2col.png")
    try FileManager.default.removeItem(atPath: goldens + "/grid-rows.png")
    return goldens
  }

  @Test func fourShardsMergeIntoOneReportAndAcceptingMakesTheNextRunPass() throws {
    let folder = TestPaths.scratch("report-matrix")
    let goldens = try Self.goldens(folder)
    var shards: [String] = []
    for i in 1...4 {
      let out = folder + "/shard-\(i)"
      let run = try CLITests.cellshot(["verify"] + Self.screens
                                      + ["--goldens", goldens, "--artifacts", out, "--shard", "\(i)/4"],
                                      environment: ["CI": "1"])
      #expect(run.status == 0 || run.status == 1, "\(run.error)")
      shards.append(out)
    }
    let merged = folder + "/merged"
    let merge = try CLITests.cellshot(["report", "merge"] + shards + ["--out", merged])
    #expect(merge.status == 1 && merge.output.contains("6 passed, 1 failed, 0 recorded, 1 missing"),
            "\(merge.output) \(merge.error)")
    let report = try ReportFolder.read(merged)
    #expect(report.runs.count == 4 && Set(report.runs.compactMap(\.shard)).count == 4)
    #expect(Set(report.entries.map(\.name)) == Set(Self.screens))
    for entry in report.entries where entry.outcome == .failed {
      for file in [entry.expected, entry.actual, entry.diff].compactMap({ $0 }) {
        #expect(FileManager.default.fileExists(atPath: merged + "/" + file), "\(file)")
      }
    }
    for file in ["index.html", "junit.xml", "summary.json", "summary.md"] {
      #expect(FileManager.default.fileExists(atPath: merged + "/" + file), "\(file)")
    }
    // One shard cannot be cleaned from: it does not know what the others checked.
    let clean = try CLITests.cellshot(["clean", "--from", shards[0], "--root", folder])
    #expect(clean.status == 2 && clean.error.contains("merge every shard"), "\(clean.error)")

    let accept = try CLITests.cellshot(["accept", "--all", "--from", merged, "--root", folder])
    #expect(accept.status == 0 && accept.output.contains("accepted  collection-2col")
            && accept.output.contains("accepted  grid-rows"), "\(accept.output) \(accept.error)")
    let again = try CLITests.cellshot(["verify"] + Self.screens + ["--goldens", goldens,
                                       "--artifacts", folder + "/again"], environment: ["CI": "1"])
    #expect(again.status == 0, "\(again.output)")
  }

  @Test func cleanListsThenRemovesGoldensNoSnapshotChecked() throws {
    let folder = TestPaths.scratch("report-clean")
    let goldens = try Self.goldens(folder)
    try FileIO.writeAtomically([1], to: goldens + "/old-screen.png")
    let out = folder + "/report"
    _ = try CLITests.cellshot(["verify"] + Self.screens + ["--goldens", "Goldens", "--artifacts", out],
                              environment: ["CI": "1"], directory: folder)
    let dry = try CLITests.cellshot(["clean", "--from", out, "--root", folder])
    #expect(dry.status == 0 && dry.output.contains("stale     Goldens/old-screen.png"), "\(dry.output) \(dry.error)")
    #expect(!dry.output.contains("primitives") && FileIO.exists(goldens + "/old-screen.png"))
    let apply = try CLITests.cellshot(["clean", "--from", out, "--root", folder, "--apply"])
    #expect(apply.status == 0 && apply.output.contains("removed   Goldens/old-screen.png"))
    #expect(!FileIO.exists(goldens + "/old-screen.png") && FileIO.exists(goldens + "/primitives.png"))
  }

  @Test func brokenReportsAndShardsAreRefused() throws {
    let folder = TestPaths.scratch("report-broken")
    try FileManager.default.createDirectory(atPath: folder + "/foreign", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/half", withIntermediateDirectories: true)
    try FileIO.writeAtomically(Array("cellshotResult({\"name\":".utf8), to: folder + "/half/results.js")
    let cases: [([String], String)] = [
      (["report", "merge", folder + "/missing", "--out", folder + "/o"], "missing: no such folder"),
      (["report", "merge", folder + "/foreign", "--out", folder + "/o"], "not a Cellshot report"),
      (["report", "merge", folder + "/half", "--out", folder + "/o"], "ends mid-line"),
      (["report", "merge", folder + "/half"], "needs --out"),
      (["accept", "--from", folder + "/foreign", "--all"], "not a Cellshot report"),
      (["verify", "--shard", "0/4"], "i must be 1 to n"),
      (["verify", "--shard", "5/4"], "i must be 1 to n"),
      (["verify", "--shard", "a/b"], "two whole numbers"),
      (["shard", "4"], "two whole numbers"),
    ]
    for (arguments, words) in cases {
      let run = try CLITests.cellshot(arguments)
      #expect(run.status == 2 && run.error.contains(words), "\(arguments): \(run.status) \(run.error)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/o"))
  }

  @Test func shardPrintsTheFilterOfItsShare() throws {
    let names = (1...40).map { "LayoutTests.Suite\($0 % 3)/test\($0)()" }
    var union: [String] = []
    for i in 1...4 {
      let run = try CLITests.cellshot(["shard", "\(i)/4"], stdin: names.joined(separator: "\n"))
      #expect(run.status == 0)
      let pattern = try NSRegularExpression(pattern: run.output.trimmingCharacters(in: .newlines))
      union += names.filter {
        pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
      }
    }
    #expect(union.sorted() == names.sorted(), "every test in exactly one shard")
  }

  /// Progress is drawn on a terminal only: through a pipe, standard error stays empty.
  @Test func progressStaysQuietWhenNotATerminal() throws {
    let folder = TestPaths.scratch("progress-quiet")
    let render = try CLITests.cellshot(["render", "grid-rows", "collection-2col", "--out", folder])
    #expect(render.status == 0 && render.error.isEmpty, "\(render.error)")
    let verify = try CLITests.cellshot(["verify", "grid-rows", "collection-2col"])
    #expect(verify.status == 0 && verify.error.isEmpty, "\(verify.error)")
  }

  @Test func diffOfTwoCopiesOfABrokenFileIsAnError() throws {
    let folder = TestPaths.scratch("diff-broken-copies")
    try FileIO.writeAtomically(Array("not a png at all".utf8), to: folder + "/a.png")
    try FileIO.writeAtomically(Array("not a png at all".utf8), to: folder + "/b.png")
    let run = try CLITests.cellshot(["diff", folder + "/a.png", folder + "/b.png"])
    #expect(run.status == 2 && run.error.contains(folder + "/a.png"), "\(run.output) \(run.error)")
  }
}
