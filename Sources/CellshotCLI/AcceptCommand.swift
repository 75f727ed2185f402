import CellshotTesting
import Foundation
import PNGCodec

/// `cellshot accept [NAME...] [--all] [--from DIR] [--root DIR]` copies the actual pictures of
/// failed or missing snapshots from a report (a CI artifact downloaded, or
/// `.build/cellshot-artifacts`) over their goldens under the package root, each with its frame
/// tree, as a pair written atomically. Exit status 0, or 2 for an unknown name or a report that
/// cannot be read.
enum AcceptCommand {
  static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--from", "--root"], flagOptions: ["--all"])
    let folder = args.values["--from"] ?? ".build/cellshot-artifacts"
    let root = args.values["--root"] ?? FileManager.default.currentDirectoryPath
    let report = try ReportFolder.read(folder)
    let acceptable = report.entries.filter {
      $0.accept != nil && $0.actual != nil && $0.golden != nil
    }
    let chosen: [ReportEntry]
    if args.flags.contains("--all") {
      guard args.operands.isEmpty else { throw UsageError("give names or --all, not both") }
      chosen = acceptable
    } else {
      guard !args.operands.isEmpty else {
        throw UsageError("accept needs the names of snapshots to accept, or --all "
                         + "(\(acceptable.count) in \(folder) can be accepted)")
      }
      chosen = try args.operands.flatMap { name throws(UsageError) -> [ReportEntry] in
        let matches = acceptable.filter { $0.name == name || $0.name.hasPrefix(name + "/") }
        guard !matches.isEmpty else {
          throw UsageError("no failed snapshot '\(name)' in \(folder) to accept")
        }
        return matches
      }
    }
    for entry in chosen { try accept(entry, from: folder, root: root) }
    if chosen.isEmpty { print("nothing to accept in \(folder)") }
    return 0
  }

  /// Writes `entry`'s actual picture (checked to be a PNG when the golden is one) and frame
  /// tree over its golden and sidecar.
  static func accept(_ entry: ReportEntry, from folder: String, root: String) throws {
    guard let actual = entry.actual, let golden = entry.golden else { return }
    let source = folder + "/" + actual
    let bytes = try FileIO.read(source, maxBytes: 1 << 30)
    if golden.hasSuffix(".png") { _ = try PNGDecoder().decode(bytes) }
    func place(_ path: String) -> String { path.hasPrefix("/") ? path : root + "/" + path }
    var files = [(bytes: bytes, path: place(golden))]
    if let sidecar = entry.actualSidecar, let goldenSidecar = entry.goldenSidecar {
      files.append((try FileIO.read(folder + "/" + sidecar, maxBytes: 64 << 20),
                    place(goldenSidecar)))
    }
    try FileIO.makeDirectories(FileIO.directory(of: place(golden)))
    try FileIO.writeAtomically(files)
    print("accepted  \(entry.name) -> \(golden)")
  }
}

/// `cellshot clean [--from DIR] [--root DIR] [--apply]` lists the goldens no snapshot of the
/// run checked any more (under the golden folders the run used), and removes them with
/// `--apply`. It needs the report of a whole run: a single shard is refused.
enum CleanCommand {
  static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--from", "--root"],
                             flagOptions: ["--apply"])
    let folder = args.values["--from"] ?? ".build/cellshot-artifacts"
    let root = args.values["--root"] ?? FileManager.default.currentDirectoryPath
    let report = try ReportFolder.read(folder)
    let shards = Set(report.runs.compactMap(\.shard))
    if let any = shards.first, let count = Int(any.split(separator: "/").last ?? ""),
       shards.count < count {
      throw UsageError("\(folder) holds \(shards.count) of \(count) shards: merge every shard "
                       + "(cellshot report merge) before cleaning")
    }
    let stale = staleGoldens(report, root: root)
    for path in stale {
      if args.flags.contains("--apply") {
        try FileManager.default.removeItem(atPath: root + "/" + path)
        print("removed   \(path)")
      } else {
        print("stale     \(path)")
      }
    }
    if !args.flags.contains("--apply") && !stale.isEmpty {
      print("\(stale.count) files no snapshot checked; run again with --apply to remove them")
    }
    return 0
  }

  /// Files under the run's golden folders that no entry checked: the `Goldens/`-style folders
  /// wholly, and in `__Snapshots__` folders only Cellshot's own `.linux.` references.
  static func staleGoldens(_ report: Report, root: String) -> [String] {
    var checked = Set<String>(), folders = Set<String>()
    var stale = Set(report.entries.filter { $0.outcome == .stale }.compactMap(\.golden))
    for entry in report.entries where entry.outcome != .stale {
      let paths = [entry.golden, entry.goldenSidecar].compactMap { $0 }
      for path in paths where !path.hasPrefix("/") {
        checked.insert(path)
        let parts = path.split(separator: "/")
        if let at = parts.firstIndex(of: "__Snapshots__") {
          folders.insert(parts[...at].joined(separator: "/"))
        } else if parts.count > 1 {
          folders.insert(String(parts[0]))
        }
      }
    }
    for folder in folders {
      guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else {
        continue
      }
      let snapshots = folder.hasSuffix("__Snapshots__")
      while let relative = walker.nextObject() as? String {
        let path = folder + "/" + relative
        let name = (relative as NSString).lastPathComponent
        var isFolder: ObjCBool = false
        FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
        if isFolder.boolValue || name.hasPrefix(".") || name == "gallery.txt" { continue }
        if snapshots && !name.contains(".linux.") { continue }
        if !checked.contains(path) { stale.insert(path) }
      }
    }
    return stale.sorted()
  }
}
