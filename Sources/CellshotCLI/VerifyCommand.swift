import Cellshot
import CellshotTesting
import Foundation
import Gallery
import PNGCodec

/// `cellshot verify [ID...] [--goldens DIR] [--shard i/n]` checks screens against their
/// goldens; `cellshot record [ID...] [--goldens DIR]` rewrites them. Both name the goldens no
/// screen produces any more (from `gallery.txt`, the list `record` keeps beside them), and
/// write the run's report into the artifacts folder. Exit status: 0 all matched (or recorded),
/// 1 a picture differs or a golden is stale, 2 an error (a golden that cannot be read or
/// written, unreadable fonts, a wrong shard).
enum VerifyCommand {
  @MainActor static func run(_ arguments: ArraySlice<String>, record: Bool) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--goldens", "--artifacts", "--shard"])
    var screens = try ScreenSelection.screens(args.operands)
    let shard = try args.values["--shard"].map(ShardCommand.parse)
    if let shard { screens = screens.filter { shard.contains($0.id) } }
    let goldens = args.values["--goldens"] ?? "Goldens"
    let artifacts = args.values["--artifacts"]
      ?? ProcessInfo.processInfo.environment["CELLSHOT_ARTIFACTS"] ?? ".build/cellshot-artifacts"
    let paths = SnapshotPaths(goldens: goldens, artifacts: artifacts)
    try checkFonts()
    try writableFolder(artifacts, for: "the report")
    var environment = ProcessInfo.processInfo.environment
    if record { environment["CI"] = nil }  // recording is what was asked for
    FileIO.removeStaleTemporaries(in: goldens)
    RunReport.shared.configure(tool: record ? "cellshot record" : "cellshot verify",
                               id: "cellshot-\(getpid())-\(Int(Date().timeIntervalSince1970))",
                               shard: shard?.description)
    let progress = Progress(total: screens.count, label: record ? "recorded" : "verified")
    defer { progress.finish() }
    var failures = 0, errors = 0
    for screen in screens {
      defer { progress.step(screen.id) }
      let strategy = Snapshotting<AnyView, PixelBuffer>.image(screen.renderer(), frameTree: true)
      let result = verifySnapshot(of: screen.view(), as: strategy, named: screen.id,
                                  record: record ? .all : .never, paths: paths,
                                  environment: environment, testName: "")
      switch result.outcome {
      case .matched: print("ok        \(screen.id)")
      case .recorded: print("recorded  \(result.goldenPath)")
      case .error:
        // A golden that cannot be read or written: exit 2, and say so on standard error.
        errors += 1
        print("ERROR     \(screen.id): \(result.message)")
        printError("cellshot: \(screen.id): \(result.message)")
      default:
        failures += 1
        print("FAILED    \(screen.id): \(result.message)")
      }
    }
    // The list of gallery goldens, to find the ones no screen makes any more.
    let listPath = goldens + "/gallery.txt"
    let listed = FileIO.exists(listPath)
      ? String(decoding: try FileIO.read(listPath, maxBytes: 1 << 20), as: UTF8.self)
        .split(separator: "\n").map(String.init)
      : []
    let current = Set(Gallery.screens.map(\.id))
    // A sharded run's first shard names the stale goldens, so a merged report has them once.
    let stale = shard.map { $0.index == 1 } ?? true ? listed.filter { !current.contains($0) } : []
    progress.finish()
    for id in stale {
      let message = "\(goldens)/\(id).png: no screen makes it any more"
      print("stale     \(message)")
      var entry = ReportEntry(name: id, outcome: .stale, message: message)
      entry.golden = "\(goldens)/\(id).png"
      RunReport.shared.add(entry, to: artifacts)
    }
    if !screens.isEmpty || !stale.isEmpty {
      print("report    \(artifacts)/index.html")
    }
    if record && args.operands.isEmpty {
      try FileIO.writeAtomically(Array((Gallery.screens.map(\.id).joined(separator: "\n") + "\n").utf8),
                                 to: listPath)
    }
    if errors > 0 { return 2 }
    if !record && failures > 0 { return 1 }
    return stale.isEmpty || record ? 0 : 1
  }
}

/// A folder a command must write into that cannot be made or written.
struct WriteError: Error, CustomStringConvertible {
  var description: String
}

/// Makes `folder` (and its parents) when missing; an error naming it when it is not a folder
/// that can be written, before anything is drawn, so that no run says it wrote what it could
/// not (`--artifacts /dev/null`).
func writableFolder(_ folder: String, for purpose: String) throws(WriteError) {
  var isDirectory: ObjCBool = false
  if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
    guard isDirectory.boolValue else {
      throw WriteError(description: "\(folder): not a folder, so \(purpose) cannot be written there")
    }
  } else {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(description: "\(folder): cannot be made for \(purpose) "
                       + "(\((error as NSError).localizedDescription))")
    }
  }
  guard access(folder, W_OK) == 0 else {
    throw WriteError(description: "\(folder): cannot be written (\(purpose) goes there)")
  }
}
