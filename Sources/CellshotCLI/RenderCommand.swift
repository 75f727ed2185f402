import Cellshot
import Dispatch
import Gallery
import PNGCodec
import Synchronization

/// `cellshot render [ID...] [--device D] [--scale S] [--out DIR] [--frame] [--no-housing]
/// [--ios V]`: renders the named screens (all by default) in parallel across the cores and
/// prints each file written; `--frame` draws the phone around each, `--no-housing` leaves out
/// the notch or Dynamic Island, `--ios 26` draws the chrome in iOS 26's Liquid Glass (17 and 18:
/// iOS 18's look, the default; 13: iOS 13's lists).
enum RenderCommand {
  @MainActor static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments,
                             valueOptions: ["--out", "--device", "--scale", "--jobs", "--ios"],
                             flagOptions: ["--quiet", "--frame", "--no-housing"])
    let look = try args.look()
    let screens = try ScreenSelection.screens(args.operands)
    let device = try args.values["--device"].map(ScreenSelection.device)
    // Each screen's own scale (1, or 3 for the type specimen) unless one is given.
    let scale: Int? = args.values["--scale"] == nil ? nil
      : try args.integer("--scale", default: 1, in: 1...3)
    let jobs = try args.integer("--jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...64)
    let folder = args.values["--out"] ?? "out"
    try checkFonts()
    try FileIO.makeDirectories(folder)
    FileIO.removeStaleTemporaries(in: folder)

    let chrome = Chrome(housing: !args.flags.contains("--no-housing"),
                        frame: args.flags.contains("--frame"),
                        look: args.values["--ios"] == nil ? nil : look)
    let results = renderAll(screens, device: device, scale: scale, chrome: chrome, jobs: jobs,
                            showProgress: !args.flags.contains("--quiet")) { screen, buffer in
      let path = "\(folder)/\(screen.id).png"
      try PNGEncoder.small.write(buffer, to: path)
      return path
    }
    var failed = 0
    for result in results {
      switch result {
      case .success(let path): print(path)
      case .failure(let error):
        printError("cellshot: \(error)")
        failed += 1
      }
    }
    return failed == 0 ? 0 : 2
  }

  /// Renders `screens` on up to `jobs` threads, handing each picture to `save`; results in the
  /// screens' order. A progress line goes to standard error when it is a terminal.
  /// Views are main-actor isolated, so the screens are laid out here, one after another, while
  /// up to `jobs` threads draw and save the ones already laid out.
  @MainActor
  static func renderAll(_ screens: [Screen], device: Device?, scale: Int?,
                        chrome: Chrome = Chrome(), jobs: Int,
                        showProgress: Bool,
                        save: @escaping @Sendable (Screen, PixelBuffer) throws -> String)
    -> [Result<String, Error>]
  {
    let results = Mutex<[Result<String, Error>?]>(Array(repeating: nil, count: screens.count))
    let progress = Progress(total: screens.count, label: "rendered", enabled: showProgress)
    let workers = max(1, min(jobs, screens.count))
    let slots = DispatchSemaphore(value: workers)
    let group = DispatchGroup()
    for (i, screen) in screens.enumerated() {
      let prepared = screen.prepare(device: device, scale: scale, sensorHousing: chrome.housing,
                                    deviceFrame: chrome.frame ? true : nil, look: chrome.look)
      slots.wait()
      group.enter()
      DispatchQueue.global().async {
        defer {
          slots.signal()
          group.leave()
        }
        let result: Result<String, Error>
        do {
          // A problem met on the way (a font that could not be read) fails the screen.
          if let problem = prepared.warnings.first { throw SetupError(description: problem) }
          result = .success(try save(screen, try prepared.render().buffer))
        } catch {
          result = .failure(ScreenError(id: screen.id, underlying: error))
        }
        results.withLock { $0[i] = result }
        progress.step(screen.id)
      }
    }
    group.wait()
    progress.finish()
    return results.withLock { $0.map { $0! } }
  }

  /// What is drawn around and over each screen: the notch or Dynamic Island, the phone, and
  /// the system look of its chrome.
  struct Chrome {
    var housing = true
    var frame = false
    /// `--ios`'s look; nil for each screen's own.
    var look: InterfaceLook? = nil
  }
}
