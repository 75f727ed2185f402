#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Cellshot
import Gallery
import PNGCodec
import Foundation

/// `cellshot bench [--json] [--runs N] [--screens ID,...] [--suite] [--peer] [--effects]
/// [--soak N] [--previews [--configuration debug|release]]`: where the time goes, next to the physical floor, in one run of a release build;
/// `--suite` times only the snapshot suite (for the debug build's figure); `--peer` adds the
/// scene drawn by Skia too (`scripts/bench-skia.py`, which needs `pip install skia-python`);
/// `--effects` times only the floor and the effects; `--soak N` renders N screens in one
/// process and reports its memory and open files (exit 1 when either grew); `--previews` times
/// the previews suite of `Examples/PreviewsBench` built as a user's package is, in debug and
/// release (`PreviewsBench`).
enum BenchCommand {
  /// One figure: a name, seconds (or nil), and extra numbers.
  struct Measurement {
    var name: String
    var seconds: Double?
    var values: [(String, Double)] = []
    var note: String = ""
  }

  @MainActor static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(
      arguments, valueOptions: ["--runs", "--screens", "--soak", "--configuration"],
      flagOptions: ["--json", "--suite", "--peer", "--effects", "--previews"])
    guard args.operands.isEmpty else {
      throw UsageError("unexpected argument '\(args.operands[0])'")
    }
    if args.flags.contains("--previews") { return try runPreviews(args) }
    let runs = try args.integer("--runs", default: 7, in: 1...1000)
    #if DEBUG
    printError("cellshot bench: this is a debug build; the figures mean little. "
               + "Use: swift build -c release")
    #endif
    let screens = try args.values["--screens"].map {
      try ScreenSelection.screens($0.split(separator: ",").map(String.init))
    } ?? Gallery.screens
    try checkFonts()
    let device = Device.iphone13
    if try profile(screens, device: device, runs: runs) { return 0 }

    if args.values["--soak"] != nil {
      let count = try args.integer("--soak", default: 0, in: 1...100_000_000)
      let (figures, flat) = soak(count, screens: screens)
      if args.flags.contains("--json") {
        printJSON(figures, runs: 1)
      } else {
        printTable(figures, runs: 1)
      }
      return flat ? 0 : 1
    }
    let bench = try BenchRun(runs: runs, device: device)
    if args.flags.contains("--effects") {
      bench.measureFloor()
      try bench.measureFilters()
      try bench.measureStackedEffects()
      try bench.measureRootBlur()
      if args.flags.contains("--json") {
        printJSON(bench.figures, runs: runs)
      } else {
        printTable(bench.figures, runs: runs)
      }
      return 0
    }
    // `--suite`: the suite alone, what a debug build (`swift build`) is timed with.
    if !args.flags.contains("--suite") {
      bench.measureFloor()
      var canvas = bench.measureFills()
      try bench.measureText(drawingOn: &canvas)
      try bench.measureDesigns()
      bench.measureLayout()
      try bench.measureHardCases()
      try bench.measureFilters()
      try bench.measureStackedEffects()
      try bench.measureRootBlur()
      withExtendedLifetime(canvas) {}
      for screen in screens { try bench.measureScreen(screen) }
      if args.flags.contains("--peer") { try bench.measurePeer(script: peerScript) }
      bench.measureGallery(screens)
    }
    bench.measureSuite(screens)
    if args.flags.contains("--json") {
      printJSON(bench.figures, runs: runs)
    } else {
      printTable(bench.figures, runs: runs)
    }
    return 0
  }

  /// `scripts/bench-skia.py` in the repository this binary was built from.
  static var peerScript: String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("scripts/bench-skia.py").path
  }

  /// Skia's median time for the peer scene, from `script` (given the scene as JSON on its
  /// standard input, it prints `{"skia_ms": ...}`), or why there is none.
  static func skiaTime(script: String, runs: Int, png: String? = nil)
    -> Result<Double, PeerError>
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--runs", String(runs)]
      + (png.map { ["--png", $0] } ?? [])
    let input = Pipe(), output = Pipe(), errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch {
      return .failure(PeerError(description: "cannot run python3 (\(error))"))
    }
    input.fileHandleForWriting.write(PeerScene.json)
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let ms = object["skia_ms"] as? Double, ms > 0 else {
      let why = String(decoding: message, as: UTF8.self).split(separator: "\n").last
      return .failure(PeerError(description: why.map(String.init) ?? "\(script) failed"))
    }
    return .success(ms / 1000)
  }

  struct PeerError: Error, CustomStringConvertible {
    var description: String
  }

  /// For profilers: when `CELLSHOT_PROFILE_RASTER` (a screen's id), `CELLSHOT_PROFILE_GALLERY`
  /// (a number of threads), `CELLSHOT_PROFILE_LAYOUT` (a number of rows) or
  /// `CELLSHOT_PROFILE_HARD` (`nested`, `opacity`, `shadow` or `plain`) is set, that work over
  /// and over, `runs` times, and true; otherwise nothing, and false.
  @MainActor static func profile(_ screens: [Screen], device: Device, runs: Int) throws -> Bool {
    let environment = ProcessInfo.processInfo.environment
    if let id = environment["CELLSHOT_PROFILE_RASTER"], let screen = Gallery.screen(id) {
      // One screen's display list rasterized.
      let list = screen.displayList(device: device, scale: 3)
      for _ in 0..<runs { _ = try list.render() }
      return true
    }
    if let jobs = environment["CELLSHOT_PROFILE_GALLERY"].flatMap({ Int($0) }) {
      // The gallery on `jobs` threads.
      for _ in 0..<runs { renderGallery(screens, device: device, jobs: max(1, jobs)) }
      return true
    }
    if let hard = environment["CELLSHOT_PROFILE_HARD"] {
      // One of the view layer's hard cases drawn at scale 3 (for memory: /usr/bin/time -v).
      let views: [String: AnyView] = [
        "nested": nested(10_000), "opacity": nestedOpacity(300),
        "shadow": AnyView(Color.red.frame(width: 20, height: 20).shadow(radius: 1e9)),
        "plain": AnyView(Color.red.frame(width: 20, height: 20)),
      ]
      guard let view = views[hard] else {
        throw UsageError("CELLSHOT_PROFILE_HARD must be one of \(views.keys.sorted())")
      }
      for _ in 0..<runs { _ = try Renderer(device: device, scale: 3).render(view) }
      return true
    }
    if let rows = environment["CELLSHOT_PROFILE_LAYOUT"].flatMap({ Int($0) }) {
      // A list of `rows` text rows laid out.
      let list = rowList(rows)
      let renderer = Renderer(size: device.size)
      for _ in 0..<runs { _ = renderer.layoutOnly(list) }
      return true
    }
    return false
  }

  /// `screens` rendered at scale 3 and encoded (fast PNG) on `jobs` threads.
  @MainActor static func renderGallery(_ screens: [Screen], device: Device, jobs: Int) {
    _ = RenderCommand.renderAll(screens, device: device, scale: 3, jobs: jobs,
                                showProgress: false) { _, b in
      String((try? PNGEncoder.fast.encode(b))?.count ?? 0)
    }
  }

  /// The layout benchmark's list: `rows` text rows in a VStack.
  @MainActor static func rowList(_ rows: Int) -> some View {
    VStack(spacing: 0) { ForEach(0..<rows) { Text("Row \($0)") } }
  }

  /// `depth` levels of containers and modifiers, six kinds in turn, around one text.
  @MainActor static func nested(_ depth: Int) -> AnyView {
    var view = AnyView(Text("x"))
    for level in 0..<depth {
      switch level % 6 {
      case 0: view = AnyView(VStack { view })
      case 1: view = AnyView(view.padding(0))
      case 2: view = AnyView(ZStack { view })
      case 3: view = AnyView(view.frame(maxWidth: .infinity))
      case 4: view = AnyView(HStack { view })
      default: view = AnyView(view.background(Color.clear))
      }
    }
    return view
  }

  /// `depth` opacity groups around a 10-point square.
  @MainActor static func nestedOpacity(_ depth: Int) -> AnyView {
    (0..<depth).reduce(AnyView(Color.black.frame(width: 10, height: 10))) { view, _ in
      AnyView(view.opacity(0.99))
    }
  }
}
