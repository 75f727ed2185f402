#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BitmapFonts
import Cellshot
import CellshotTesting
import Gallery
import PNGCodec
import Foundation
import Raster

/// `cellshot bench [--json] [--runs N] [--screens ID,...]`: where the time goes, next to the
/// physical floor, in one run of a release build.
enum BenchCommand {
  /// One figure: a name, seconds (or nil), and extra numbers.
  struct Measurement {
    var name: String
    var seconds: Double?
    var values: [(String, Double)] = []
    var note: String = ""
  }

  @MainActor static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--runs", "--screens"], flagOptions: ["--json"])
    guard args.operands.isEmpty else { throw UsageError("unexpected argument '\(args.operands[0])'") }
    let runs = try args.integer("--runs", default: 7, in: 1...1000)
    #if DEBUG
    printError("cellshot bench: this is a debug build; the figures mean little. Use: swift build -c release")
    #endif
    let screens = try args.values["--screens"].map {
      try ScreenSelection.screens($0.split(separator: ",").map(String.init))
    } ?? Gallery.screens
    try checkFonts()
    var figures: [Measurement] = []
    let device = Device.iphone13
    if let id = ProcessInfo.processInfo.environment["CELLSHOT_PROFILE_RASTER"], let screen = Gallery.screen(id) {
      // For profilers: rasterize one screen's display list over and over.
      let list = screen.displayList(device: device, scale: 3)
      for _ in 0..<runs { _ = try list.render() }
      return 0
    }
    // The selected screens (the whole gallery by default) rendered and encoded on `jobs` threads.
    let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    func gallery(_ jobs: Int) {
      _ = RenderCommand.renderAll(screens, device: device, scale: 3, jobs: jobs, showProgress: false) { _, b in
        String((try? PNGEncoder.fast.encode(b))?.count ?? 0)
      }
    }
    if let jobs = ProcessInfo.processInfo.environment["CELLSHOT_PROFILE_GALLERY"].flatMap({ Int($0) }) {
      // For profilers: the gallery on `jobs` threads, over and over.
      for _ in 0..<runs { gallery(max(1, jobs)) }
      return 0
    }
    if let rows = ProcessInfo.processInfo.environment["CELLSHOT_PROFILE_LAYOUT"].flatMap({ Int($0) }) {
      // For profilers: lay out a list of `rows` text rows over and over.
      let list = rowList(rows)
      let renderer = Renderer(size: device.size)
      for _ in 0..<runs { _ = renderer.layoutOnly(list) }
      return 0
    }
    let width = 1170, height = 2532

    // The floor: plain memory work and zlib level 1 on a buffer of the same size.
    var buffer = try PixelBuffer(width: width, height: height, fill: Color.white.premultiplied)
    var copy = buffer.bytes
    func clearBuffer() {
      buffer.bytes.withUnsafeMutableBytes { raw in _ = memset(raw.baseAddress!, 0x7f, raw.count) }
    }
    let memsetTime = Timing.median(runs: runs, clearBuffer)
    let memcpyTime = Timing.median(runs: runs) {
      copy.withUnsafeMutableBytes { dst in
        buffer.bytes.withUnsafeBytes { src in _ = memcpy(dst.baseAddress!, src.baseAddress!, src.count) }
      }
    }
    var sink: Int32 = 0
    copy = buffer.bytes
    copy[0] = buffer.bytes[0]  // equal contents in separate storage
    let memcmpTime = Timing.median(runs: runs) {
      copy.withUnsafeBytes { a in
        buffer.bytes.withUnsafeBytes { b in sink &+= memcmp(a.baseAddress!, b.baseAddress!, a.count) }
      }
    }
    if sink != 0 { printError("(memcmp found a difference)") }
    figures.append(Measurement(name: "floor.memset", seconds: memsetTime))
    figures.append(Measurement(name: "floor.memcpy", seconds: memcpyTime))
    figures.append(Measurement(name: "floor.memcmp", seconds: memcmpTime))

    // Full-frame fills.
    var canvas = Canvas(buffer)
    let full = Raster.Figure.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    // Fills and the memset floor each run back to back on a buffer of their own, which stays
    // in the cache between runs: the same conditions for both.
    let opaque = Timing.median(runs: runs) { canvas.fill(full, with: .blue) }
    figures.append(Measurement(name: "fill.opaque", seconds: opaque, values: [("x_memset", opaque / memsetTime)]))
    let translucent = Timing.median(runs: runs) { canvas.fill(full, with: .blue, opacity: 0.3) }
    figures.append(Measurement(name: "fill.translucent30", seconds: translucent,
                               values: [("x_memset", translucent / memsetTime)],
                               note: "over one colour"))
    // The same over a destination where neighbouring pixels differ, so every pixel is blended.
    var varied = buffer
    varied.bytes.withUnsafeMutableBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      for i in words.indices { words[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
    }
    let pixel = Raster.Figure.rect(Rect(x: 0, y: 0, width: 1, height: 1))
    let translucentVaried = Timing.median(runs: runs, setup: {
      canvas = Canvas(varied)
      canvas.fill(pixel, with: .blue, opacity: 0.3)  // the copy-on-write copy, untimed
    }) {
      canvas.fill(full, with: .blue, opacity: 0.3)
    }
    figures.append(Measurement(name: "fill.translucent30_varied", seconds: translucentVaried,
                               values: [("x_memset", translucentVaried / memsetTime)],
                               note: "over a different colour at every pixel"))

    // Text: opening Unifont (a fresh library) and drawing a first line of Chinese; glyphs/s.
    let fontsStart = Timing.now()
    let library = FontLibrary(directory: FontLibrary.shared.directory)
    let chain = try library.chain(for: .body, scale: 1)
    var small = try Canvas(width: 400, height: 40, background: .white)
    TextLayout("前锋 中场 后卫 格列兹曼", chain: chain).draw(into: &small, x: 0, y: 0, color: .black)
    figures.append(Measurement(name: "text.first_chinese_line", seconds: Timing.now() - fontsStart,
                               note: "open Terminus and the 9 MB Unifont, lay out, draw"))
    let sample = "Staggered Grid 多列列表 Phở bò 格列兹曼 7号 30岁"
    let glyphCount = TextLayout(sample, chain: chain).lines[0].glyphs.count * 20
    let glyphTime = Timing.median(runs: runs) {
      for row in 0..<20 {
        TextLayout(sample, chain: chain).draw(into: &canvas, x: 10, y: 10 + row * 20, color: .black)
      }
    }
    figures.append(Measurement(name: "text.glyphs", seconds: glyphTime,
                               values: [("glyphs_per_second", Double(glyphCount) / glyphTime)]))

    // Layout of long lists, the two sizes timed in turn.
    let renderer = Renderer(size: device.size)
    let lists = [rowList(10_000), rowList(100_000)]
    let layoutRounds = Timing.rounds(runs: max(3, min(runs, 7)), lists.map { list in
      { _ = renderer.layoutOnly(list) }
    })
    figures.append(Measurement(name: "layout.rows_10000", seconds: Timing.median(layoutRounds[0])))
    figures.append(Measurement(name: "layout.rows_100000", seconds: Timing.median(layoutRounds[1]),
                               values: [("x_10k", Timing.medianRatio(layoutRounds[1], layoutRounds[0]))]))
    withExtendedLifetime(canvas) {}

    // Each screen at scale 3 on an iPhone 13.
    var scratch = [UInt8]()
    var totals: [String: Double] = [:]
    for screen in screens {
      let list = screen.displayList(device: device, scale: 3)
      let layout = Timing.median(runs: runs, warmup: 1) { _ = screen.displayList(device: device, scale: 3) }
      var picture = try list.render()
      // The render and a memset of a buffer its size are timed in turn, and each ratio is the
      // median of the rounds' ratios: it holds on a machine whose speed drifts. The memset,
      // like the render's fresh buffer, does not find its buffer in the cache; a second one
      // right after it does: `raster_x_memset_hot` compares with that one. Encoding and
      // zlib alike.
      let rasterRounds = Timing.rounds(runs: max(runs, 15), [  // cheap: more rounds, steadier
        { picture = (try? list.render()) ?? picture },
        clearBuffer,
        clearBuffer,
      ])
      let (raster, screenMemset, hotMemset) =
        (Timing.median(rasterRounds[0]), Timing.median(rasterRounds[1]), Timing.median(rasterRounds[2]))
      let fastPNG = try PNGEncoder.fast.encode(picture)
      let zlib1Size = RawDeflate.compressedSize(picture.bytes, level: 1, scratch: &scratch)
      let encodeRounds = Timing.rounds(runs: runs, [
        { _ = try? PNGEncoder.fast.encode(picture) },
        { _ = RawDeflate.compressedSize(picture.bytes, level: 1, scratch: &scratch) },
      ])
      let (fast, zlib1) = (Timing.median(encodeRounds[0]), Timing.median(encodeRounds[1]))
      let smallStart = Timing.now()
      let smallPNG = try PNGEncoder.small.encode(picture)
      let smallTime = Timing.now() - smallStart
      let zlib9Size = RawDeflate.compressedSize(picture.bytes, level: 9, scratch: &scratch)
      let decodeCompare = Timing.median(runs: runs, warmup: 1) {
        if let golden = try? PNGDecoder().decode(fastPNG) {
          _ = ImageComparison.exact.compare(expected: golden, actual: picture)
        }
      }
      let identical = picture
      var twin = picture
      twin.bytes[0] = twin.bytes[0]  // a separate copy, not shared storage
      let compare = Timing.median(runs: runs) {
        _ = ImageComparison.exact.compare(expected: identical, actual: twin)
      }
      let total = layout + raster + fast
      totals[screen.id] = total
      figures.append(Measurement(name: "screen.\(screen.id)", seconds: total, values: [
        ("layout_ms", layout * 1000), ("raster_ms", raster * 1000), ("memset_ms", screenMemset * 1000),
        ("memset_hot_ms", hotMemset * 1000),
        ("raster_x_memset", Timing.medianRatio(rasterRounds[0], rasterRounds[1])),
        ("raster_x_memset_hot", Timing.medianRatio(rasterRounds[0], rasterRounds[2])),
        ("encode_fast_ms", fast * 1000), ("encode_fast_x_zlib1", Timing.medianRatio(encodeRounds[0], encodeRounds[1])),
        ("png_fast_bytes", Double(fastPNG.count)), ("png_fast_x_zlib1_size", Double(fastPNG.count) / Double(zlib1Size)),
        ("encode_small_ms", smallTime * 1000), ("png_small_bytes", Double(smallPNG.count)),
        ("png_small_x_zlib9_size", Double(smallPNG.count) / Double(zlib9Size)),
        ("zlib1_ms", zlib1 * 1000), ("zlib1_bytes", Double(zlib1Size)), ("zlib9_bytes", Double(zlib9Size)),
        ("decode_compare_ms", decodeCompare * 1000), ("compare_identical_ms", compare * 1000),
        ("compare_x_memcmp", compare / memcmpTime),
      ]))
    }

    // The whole gallery, rendered and encoded, on one thread and on every core, in turn: a
    // round per run (up to nine; this machine's cores drift apart by a third within seconds).
    let galleryRounds = Timing.rounds(runs: min(runs, 9), [
      { gallery(1) }, { gallery(Int(cores)) },
    ])
    let (one, all) = (Timing.median(galleryRounds[0]), Timing.median(galleryRounds[1]))
    figures.append(Measurement(name: "gallery.one_thread", seconds: one))
    figures.append(Measurement(name: "gallery.all_cores", seconds: all, values: [
      ("speedup", Timing.medianRatio(galleryRounds[0], galleryRounds[1])), ("cores", Double(cores)),
    ]))

    if args.flags.contains("--json") {
      printJSON(figures, runs: runs)
    } else {
      printTable(figures, runs: runs)
    }
    return 0
  }

  /// The layout benchmark's list: `rows` text rows in a VStack.
  @MainActor static func rowList(_ rows: Int) -> some View {
    VStack(spacing: 0) { ForEach(0..<rows) { Text("Row \($0)") } }
  }

  static func printTable(_ figures: [Measurement], runs: Int) {
    print("cellshot bench: median of \(runs) runs after a warm-up; screens at 1170x2532 (iPhone 13, scale 3)")
    print("machine: \(machine())")
    for f in figures {
      let time = f.seconds.map { pad(String(format3($0 * 1000)) + " ms", 12) } ?? pad("", 12)
      let values = f.values.map { "\($0.0)=\(format3($0.1))" }.joined(separator: " ")
      print("  \(pad(f.name, 36)) \(time) \(values) \(f.note)")
    }
  }

  static func printJSON(_ figures: [Measurement], runs: Int) {
    var items: [String] = []
    for f in figures {
      var fields: [String] = []
      if let s = f.seconds { fields.append("\"ms\": \(format3(s * 1000))") }
      for (k, v) in f.values { fields.append("\"\(k)\": \(format3(v))") }
      items.append("    \"\(f.name)\": {\(fields.joined(separator: ", "))}")
    }
    print("{\n  \"machine\": \"\(machine())\",\n  \"runs\": \(runs),\n  \"figures\": {\n\(items.joined(separator: ",\n"))\n  }\n}")
  }

  static func format3(_ x: Double) -> String {
    guard x.isFinite else { return "0" }
    let r = (x * 1000).rounded() / 1000
    return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
  }

  static func machine() -> String {
    var info = utsname()
    uname(&info)
    let arch = withUnsafeBytes(of: info.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    var model = ""
    if let file = fopen("/proc/cpuinfo", "r") {
      defer { fclose(file) }
      var line = [CChar](repeating: 0, count: 512)
      while fgets(&line, 512, file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("model name") {
          model = text.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
          break
        }
      }
    }
    return "\(arch), \(model.isEmpty ? "" : model + ", ")\(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores"
  }
}

/// `text` padded with spaces to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
