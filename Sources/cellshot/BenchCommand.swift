#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BitmapFonts
import Cellshot
import PNGCodec
import Raster

/// `cellshot bench [--json] [--runs N]`: where the time goes, next to the physical floor.
enum BenchCommand {
  struct Measurement {
    var name: String
    var seconds: Double
    var note: String = ""
  }

  static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--runs"], flagOptions: ["--json"])
    guard args.operands.isEmpty else { throw UsageError("unexpected argument '\(args.operands[0])'") }
    let runs = try args.integer("--runs", default: 15, in: 1...1000)
    #if DEBUG
    printError("cellshot bench: this is a debug build; measure with `swift build -c release`")
    #endif
    var figures: [Measurement] = []
    let width = 1170, height = 2532
    var buffer = try PixelBuffer(width: width, height: height, fill: Color.white.premultiplied)

    let memsetTime = Timing.median(runs: runs) {
      buffer.bytes.withUnsafeMutableBytes { raw in _ = memset(raw.baseAddress!, 0x7f, raw.count) }
    }
    figures.append(Measurement(name: "floor.memset", seconds: memsetTime))
    var canvas = Canvas(buffer)
    let full = Raster.Figure.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    let opaque = Timing.median(runs: runs) { canvas.fill(full, with: .blue) }
    figures.append(Measurement(name: "fill.opaque", seconds: opaque,
                          note: ratio(opaque, memsetTime, "memset")))
    let translucent = Timing.median(runs: runs) { canvas.fill(full, with: .blue, opacity: 0.3) }
    figures.append(Measurement(name: "fill.30%", seconds: translucent,
                          note: ratio(translucent, memsetTime, "memset")))
    withExtendedLifetime(canvas) {}

    // Text: opening Unifont (a fresh library, so nothing is cached) and drawing a first line of
    // Chinese; then glyphs drawn per second from warm caches.
    let fontsStart = Timing.now()
    let library = FontLibrary(directory: FontLibrary.shared.directory)
    let chain = try library.chain(for: .body, scale: 1)
    var small = try Canvas(width: 400, height: 40, background: .white)
    TextLayout("前锋 中场 后卫 格列兹曼", chain: chain).draw(into: &small, x: 0, y: 0, color: .black)
    let firstChinese = Timing.now() - fontsStart
    figures.append(Measurement(name: "text.first-chinese", seconds: firstChinese,
                               note: "open Terminus + Unifont (9 MB BDF), lay out and draw one line"))
    let sample = "Staggered Grid 多列列表 Phở bò 格列兹曼 7号 30岁"
    let glyphCount = TextLayout(sample, chain: chain).lines[0].glyphs.count
    let glyphTime = Timing.median(runs: runs) {
      for row in 0..<20 {
        TextLayout(sample, chain: chain).draw(into: &canvas, x: 10, y: 10 + row * 20, color: .black)
      }
    }
    figures.append(Measurement(name: "text.glyphs", seconds: glyphTime,
                               note: "\(Int(Double(glyphCount * 20) / glyphTime)) glyphs/s laid out and drawn"))

    // Layout of a long list: a VStack of text rows, laid out (no drawing).
    var layoutTimes: [Int: Double] = [:]
    for rows in [10_000, 100_000] {
      let list = VStack(spacing: 0) { ForEach(0..<rows) { Text("Row \($0)") } }
      let renderer = Renderer(size: CGSize(width: 390, height: 844))
      let t = Timing.median(runs: max(1, min(runs, 5)), warmup: 1) { _ = renderer.layoutOnly(list) }
      layoutTimes[rows] = t
      figures.append(Measurement(name: "layout.\(rows / 1000)k-rows", seconds: t,
                                 note: rows == 100_000 ? "\(round3(t / layoutTimes[10_000]!))x the 10k time" : ""))
    }

    if args.flags.contains("--json") {
      let items = figures.map { "    \"\($0.name)\": {\"ms\": \(round3($0.seconds * 1000))}" }
      print("{\n  \"machine\": \"\(machine())\",\n  \"figures\": {\n\(items.joined(separator: ",\n"))\n  }\n}")
    } else {
      print("cellshot bench, \(width)x\(height), median of \(runs) runs (\(machine()))")
      for f in figures {
        print("  \(pad(f.name, 22)) \(pad(String(round3(f.seconds * 1000)), 9)) ms  \(f.note)")
      }
    }
    return 0
  }

  static func ratio(_ a: Double, _ b: Double, _ name: String) -> String {
    "\(round3(a / b))x \(name)"
  }

  static func round3(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

  static func machine() -> String {
    var info = utsname()
    uname(&info)
    let arch = withUnsafeBytes(of: info.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return "\(arch), \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores"
  }
}

/// `text` padded with spaces to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
