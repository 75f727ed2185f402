import Foundation

/// `cellshot bench --previews`: the previews suite's throughput where users run it, in a package
/// of their own that depends on Cellshot and is built by `swift build` (debug unless they ask).
///
/// `Examples/PreviewsBench` (20 #Previews over 50 variants at 3x, and 50 List snapshots in
/// swift-snapshot-testing's spelling) is copied to `.build/cellshot-bench/PreviewsBench`, built
/// in each configuration (not timed: a build is once per change), and its tests run twice: the
/// first records every reference, the second compares with them. Each figure is the whole
/// `swift test --skip-build` process, start to exit, as a user waits for it.
extension BenchCommand {
  /// `--previews [--configuration debug|release] [--json]`: both configurations unless one is
  /// named.
  static func runPreviews(_ args: Arguments) throws -> Int32 {
    let configurations = args.values["--configuration"].map { [$0] } ?? ["debug", "release"]
    for c in configurations where c != "debug" && c != "release" {
      throw UsageError("--configuration must be debug or release, not '\(c)'")
    }
    let bench = PreviewsBench(root: FileManager.default.currentDirectoryPath,
                              configurations: configurations)
    let figures = try bench.run()
    if args.flags.contains("--json") {
      printJSON(figures, runs: 1)
    } else {
      printPreviewsTable(figures)
    }
    return 0
  }

  struct PreviewsBench {
    /// The repository `Examples/PreviewsBench` is in: the current directory.
    var root: String
    var configurations: [String]

    /// Where the copy is built and its references recorded.
    var work: String { root + "/.build/cellshot-bench/PreviewsBench" }
    /// Where each build's and run's output goes (kept from one configuration to the next).
    var logs: String { root + "/.build/cellshot-bench/logs" }
    var example: String { root + "/Examples/PreviewsBench" }

    func run() throws -> [Measurement] {
      guard FileManager.default.fileExists(atPath: example + "/Package.swift") else {
        throw UsageError("bench --previews: \(example)/Package.swift is missing; "
                         + "run it from the root of a Cellshot checkout")
      }
      var figures: [Measurement] = []
      for configuration in configurations {
        try refreshCopy()
        try build(configuration)
        figures += try suite(configuration, filter: "Previews", name: "previews")
        figures += try suite(configuration, filter: "ListSnapshotTests", name: "sst-list")
      }
      return figures
    }

    /// A fresh copy of the example's files (no references), keeping the copy's `.build`.
    func refreshCopy() throws {
      let files = FileManager.default
      try files.createDirectory(atPath: work, withIntermediateDirectories: true)
      try files.createDirectory(atPath: logs, withIntermediateDirectories: true)
      for item in try files.contentsOfDirectory(atPath: work) where item != ".build" {
        try files.removeItem(atPath: work + "/" + item)
      }
      for item in try files.contentsOfDirectory(atPath: example) where item != ".build" {
        try files.copyItem(atPath: example + "/" + item, toPath: work + "/" + item)
      }
    }

    func build(_ configuration: String) throws {
      printError("bench --previews: building \(work) (\(configuration))")
      let log = logs + "/build-\(configuration).log"
      // The generated tests `@testable import` the previews' module: `swift test` turns
      // testing on in every configuration, `swift build -c release` does not unless asked.
      let testing = configuration == "release" ? ["-Xswiftc", "-enable-testing"] : []
      let status = try swift(["build", "--build-tests", "-c", configuration,
                              "--package-path", work] + testing, log: log)
      guard status == 0 else {
        throw UsageError("bench --previews: the \(configuration) build failed; see \(log)")
      }
    }

    /// The suite run twice: recording, then checking. Two figures, each with tests a second.
    func suite(_ configuration: String, filter: String, name: String) throws -> [Measurement] {
      var figures: [Measurement] = []
      for pass in ["record", "check"] {
        let log = logs + "/\(name)-\(configuration)-\(pass).log"
        let start = Timing.now()
        let status = try swift(["test", "--skip-build", "-c", configuration,
                                "--package-path", work, "--filter", filter], log: log)
        let seconds = Timing.now() - start
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let count = Self.testCount(output)
        guard count > 0 else {
          throw UsageError("bench --previews: no tests ran for '\(filter)'; see \(log)")
        }
        if pass == "check" && status != 0 {
          throw UsageError("bench --previews: '\(filter)' failed on its second run; see \(log)")
        }
        figures.append(Measurement(
          name: "\(name) \(configuration) \(pass)", seconds: seconds,
          values: [("tests", Double(count)), ("per_s", Double(count) / seconds),
                   ("ms_each", seconds * 1000 / Double(count))]))
        printError("bench --previews: \(name) \(configuration) \(pass): \(count) tests in "
                   + "\(format(1, seconds)) s")
      }
      return figures
    }

    /// How many tests (or a parameterized test's cases) the run's summary names.
    static func testCount(_ output: String) -> Int {
      var best = 0
      for line in output.split(separator: "\n") {
        guard let range = line.range(of: " with ") else { continue }
        let number = line[range.upperBound...].prefix { $0.isNumber }
        let rest = line[range.upperBound...].dropFirst(number.count)
        if rest.hasPrefix(" test"), let n = Int(number) { best = max(best, n) }
      }
      return best
    }

    /// Runs `swift` with `arguments` in the bench's environment, its output to `log`.
    func swift(_ arguments: [String], log: String) throws -> Int32 {
      FileManager.default.createFile(atPath: log, contents: nil)
      guard let handle = FileHandle(forWritingAtPath: log) else {
        throw UsageError("bench --previews: cannot write \(log)")
      }
      defer { try? handle.close() }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swift"] + arguments
      var environment = ProcessInfo.processInfo.environment
      environment["CELLSHOT_PATH"] = root
      // Recording on the first run is what the bench measures: not CI's refusal to record.
      environment["CI"] = "0"
      environment["CELLSHOT_RECORD"] = "missing"
      process.environment = environment
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
  }
}
