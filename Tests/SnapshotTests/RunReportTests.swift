#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import PNGCodec
import PixelSnapshots
import Raster
import Testing
import TestSupport

/// The report every run writes beside its artifacts: results as they are checked, the page,
/// the summaries, and reports that cannot be read.
@Suite struct RunReportTests {
  static func picture(_ color: Color, width: Int = 12, height: Int = 8) throws -> PixelBuffer {
    var canvas = try Canvas(width: width, height: height, background: .white)
    canvas.fill(Figure.rect(Rect(x: 2, y: 3, width: 4, height: 2)), with: color)
    return canvas.buffer
  }

  @Test func everyCheckIsReportedWithWhatAReviewerNeeds() throws {
    let root = TestPaths.scratch("run-report")
    // A package: paths in the report are relative to its root.
    try FileIO.writeAtomically(Array("// swift-tools-version:6.0\n".utf8), to: root + "/Package.swift")
    let paths = SnapshotPaths(goldens: root + "/Goldens", artifacts: root + "/artifacts")
    func check(_ color: Color, _ name: String, _ mode: SnapshotRecordMode) throws -> SnapshotResult {
      verifySnapshot(of: try Self.picture(color), as: .image, named: name, record: mode,
                     paths: paths, environment: [:], filePath: root + "/Tests/CardTests.swift",
                     testName: "card()", line: 42)
    }
    #expect(try check(.black, "same", .missing).outcome == .recorded)
    #expect(try check(.black, "changed", .missing).outcome == .recorded)
    #expect(try check(.black, "same", .never).outcome == .matched)
    #expect(try check(.red, "changed", .never).outcome == .mismatched)
    #expect(try check(.black, "new", .never).outcome == .missing)
    RunReport.shared.finish()

    let report = try ReportFolder.read(paths.artifacts)
    #expect(FileIO.exists(paths.artifacts + "/index.html"))
    let byName = Dictionary(report.entries.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    // The later check of a name wins.
    #expect(byName.count == 3 && report.runs.count == 1)
    let same = try #require(byName["run-report-tests/card-same"])
    #expect(same.outcome == .passed && same.golden == "Goldens/run-report-tests/card-same.png")
    #expect(same.test == "run-report-tests/card()" && same.file == "Tests/CardTests.swift"
            && same.line == 42)
    let changed = try #require(byName["run-report-tests/card-changed"])
    #expect(changed.outcome == .failed && changed.differing == 8 && changed.total == 96)
    #expect(changed.box == [2, 3, 4, 2] && changed.maxDelta == 255 && changed.size == [12, 8])
    #expect(changed.accept == "cellshot accept run-report-tests/card-changed")
    for file in [changed.expected, changed.actual, changed.diff] {
      let file = try #require(file)
      #expect(FileIO.exists(paths.artifacts + "/" + file), "\(file)")
    }
    // A golden missing (as on CI): the actual picture is kept, so it can be accepted.
    let new = try #require(byName["run-report-tests/card-new"])
    #expect(new.outcome == .missing && new.actual == "run-report-tests/card-new.actual.png")
    #expect(FileIO.exists(paths.artifacts + "/run-report-tests/card-new.actual.png"))

    // The summaries were written at the end: counts agree.
    let summary = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: paths.artifacts + "/summary.json")))
    let counts = try #require((summary as? [String: Any])?["counts"] as? [String: Int])
    #expect(counts["passed"] == 1 && counts["failed"] == 1 && counts["missing"] == 1)
    let markdown = try String(contentsOfFile: paths.artifacts + "/summary.md", encoding: .utf8)
    #expect(markdown.contains("`cellshot accept run-report-tests/card-changed`"))
    try checkJUnit(paths.artifacts + "/junit.xml", tests: 3, failures: 2)
  }

  /// Parses `path` as XML and checks the root's counts and that every test case has a name.
  func checkJUnit(_ path: String, tests: Int, failures: Int) throws {
    final class Reader: NSObject, XMLParserDelegate {
      var root: [String: String]?
      var cases = 0, named = 0, failures = 0
      var suites: [String: Int] = [:]
      func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                  qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = attributes.merging(["element": element]) { $1 } }
        if element == "testsuite" { suites[attributes["name"] ?? ""] = Int(attributes["tests"] ?? "") }
        if element == "failure" { failures += 1 }
        if element == "testcase" {
          cases += 1
          if attributes["name"] != nil && attributes["classname"] != nil { named += 1 }
        }
      }
    }
    let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
    let reader = Reader()
    parser.delegate = reader
    #expect(parser.parse(), "junit.xml is not well-formed XML")
    #expect(reader.root?["element"] == "testsuites")
    #expect(reader.suites.values.reduce(0, +) == tests && reader.failures == failures)
    #expect(reader.cases == tests && reader.named == tests)
  }

  /// The page works offline, from `file://`: everything inline, the data from `results.js`,
  /// and the views a reviewer needs. (A browser run: `scripts/report-screenshots.sh`.)
  @Test func thePageIsSelfContained() throws {
    let root = TestPaths.scratch("report-page")
    try ReportFolder.write(Report(), to: root)
    let page = try String(contentsOfFile: root + "/index.html", encoding: .utf8)
    #expect(page.contains("<script src=\"results.js\"></script>"))
    for word in ["window.cellshotRun", "window.cellshotResult", "slider", "blink",
                 "image-rendering:pixelated", "input[type=search]", "location.hash", "textContent"] {
      #expect(page.contains(word), "\(word)")
    }
    for external in ["http://", "https://", "<link", "@import", "url(", ".innerHTML ="] {
      #expect(!page.contains(external), "\(external)")
    }
  }

  @Test func summariesEscapeWhatTheyQuote() {
    var entry = ReportEntry(name: "a<b>&\"c\"", outcome: .failed, message: "bad \u{1} byte\nline 2")
    entry.file = "Tests/A, B.swift"
    entry.line = 3
    let xml = ReportSummary.junit(Report(entries: [entry]))
    #expect(xml.contains("name=\"a&lt;b&gt;&amp;&quot;c&quot;\""))
    #expect(xml.contains("bad \u{FFFD} byte") && !xml.contains("\u{1}"))
    let annotation = GitHubAnnotation.error(entry)
    #expect(annotation.hasPrefix("::error file=Tests/A%2C B.swift,line=3,title=snapshot failed%3A "))
    #expect(annotation.hasSuffix("::bad \u{1} byte%0Aline 2"))
  }

  @Test func brokenReportsAreErrorsNamingThem() throws {
    let root = TestPaths.scratch("broken-reports")
    func reason(_ folder: String) -> String? {
      do {
        _ = try ReportFolder.read(folder)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(reason(root + "/none")?.hasSuffix("none: no such folder") == true)
    try FileManager.default.createDirectory(atPath: root + "/foreign",
                                            withIntermediateDirectories: true)
    #expect(reason(root + "/foreign")?.contains("not a Cellshot report (it has no results.js)") == true)
    let half = root + "/half"
    try FileManager.default.createDirectory(atPath: half, withIntermediateDirectories: true)
    try FileIO.writeAtomically(Array(("cellshotResult({\"name\":\"a\",\"outcome\":\"passed\","
      + "\"message\":\"\"});\ncellshotResult({\"na").utf8), to: half + "/results.js")
    #expect(reason(half)?.contains("results.js: line 2 ends mid-line") == true)
    try FileIO.writeAtomically(Array("<html>\n".utf8), to: half + "/results.js")
    #expect(reason(half)?.contains("line 1 is not a result line") == true)
  }

  @Test func shardsSplitNamesStablyAndWholly() throws {
    let names = (0..<200).map { "Suite\($0 % 7)/test\($0)()" }
    let shards = try (1...4).map { try Shard(parsing: "\($0)/4") }
    for name in names {
      #expect(shards.filter { $0.contains(name) }.count == 1, "\(name)")
    }
    // Each shard gets a fair share, and one shard of one takes everything.
    for shard in shards { #expect(names.filter(shard.contains).count > 30) }
    #expect(names.allSatisfy(try Shard(parsing: "1/1").contains))
    for bad in ["0/4", "5/4", "a/b", "1/0", "1/4/2", "", "-1/4", " 1/4", "1/1001"] {
      #expect(throws: Shard.ParseError.self, "\(bad)") { try Shard(parsing: bad) }
    }
  }
}
