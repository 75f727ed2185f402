import Cellshot
import Gallery
import PNGCodec

// `cellshot bench --soak N`: N screens rendered and encoded in one process, the gallery's
// screens, the devices and the scales in turn, with the process's resident memory after the
// first thousand, after the first round of every screen on every device at every scale, and
// at the end (it must grow by under 5 % from the later of the two), and its open files at the
// start and the end (they must be as many). Until every size of picture has been drawn once,
// memory grows as the allocator's pools do: the first thousand screens are all at scale 1.

extension BenchCommand {
  /// The most resident memory may grow between the first thousand screens and the end.
  static let soakGrowthLimit = 0.05

  /// Renders and encodes `count` screens from `screens` on every device of the catalog at
  /// scales 1, 2 and 3 in turn (the screen changing fastest, then the device, then the
  /// scale); the figures, and whether memory stayed flat and no file was left open.
  @MainActor static func soak(_ count: Int, screens: [Screen])
    -> (figures: [Measurement], flat: Bool)
  {
    let devices = Device.catalog, scales = [1, 2, 3]
    let firstFiles = ProcessMemory.openFiles()
    // The baseline: after the first thousand screens or the first round (every screen on every
    // device at every scale), whichever comes later; half the screens when there are fewer.
    let round = screens.count * devices.count * scales.count
    let first = min(1000, max(1, count / 2)), settle = min(max(1000, round), max(1, count / 2))
    var firstThousand: Int?, settled: Int?
    var failures = 0, bytes = 0
    let start = Timing.now()
    for i in 0..<count {
      let screen = screens[i % screens.count]
      let device = devices[(i / screens.count) % devices.count]
      let scale = scales[(i / (screens.count * devices.count)) % scales.count]
      do {
        let picture = try screen.render(device: device, scale: scale).buffer
        bytes &+= try PNGEncoder.fast.encode(picture).count
      } catch {
        failures += 1
      }
      if i + 1 == first { firstThousand = ProcessMemory.residentBytes() }
      if i + 1 == settle { settled = ProcessMemory.residentBytes() }
      if (i + 1) % 10_000 == 0 {
        let rss = ProcessMemory.residentBytes().map { "\($0 / 1_048_576) MB" } ?? "?"
        printError("soak: \(i + 1) screens, \(Int(Timing.now() - start)) s, resident \(rss)")
      }
    }
    let seconds = Timing.now() - start
    let end = ProcessMemory.residentBytes(), lastFiles = ProcessMemory.openFiles()
    var values: [(String, Double)] = [
      ("screens", Double(count)), ("screens_per_second", Double(count) / seconds),
      ("failures", Double(failures)),
    ]
    var flat = true
    if let firstThousand, let settled, let end {
      let growth = Double(end - settled) / Double(settled)
      values += [("rss_after_\(first)_mb", Double(firstThousand) / 1_048_576),
                 ("rss_after_\(settle)_mb", Double(settled) / 1_048_576),
                 ("rss_end_mb", Double(end) / 1_048_576), ("growth_pct", growth * 100)]
      flat = growth < soakGrowthLimit
    }
    if let firstFiles, let lastFiles {
      values += [("fds_start", Double(firstFiles)), ("fds_end", Double(lastFiles))]
      flat = flat && lastFiles <= firstFiles
    }
    if bytes == 0 && count > 0 { flat = false }
    return ([Measurement(name: "soak.screens_\(count)", seconds: seconds, values: values,
                         note: flat ? "" : "memory grew or files were left open")], flat)
  }
}
