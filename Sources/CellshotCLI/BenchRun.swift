#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BitmapFonts
import Cellshot
import Foundation
import CellshotTesting
import Gallery
import PNGCodec

/// One run of `cellshot bench`: a method per section, each adding its figures, and the
/// full-frame buffer they share.
@MainActor final class BenchRun {
  typealias Measurement = BenchCommand.Measurement

  let runs: Int
  let device: Device
  /// The figures so far, in the order they are printed.
  var figures: [Measurement] = []
  /// A frame's worth of pixels (1170x2532): the floor's memset, memcpy and memcmp work on it,
  /// and the fills on a copy.
  private var buffer: PixelBuffer
  /// The floor's timings, which later figures are compared with.
  var memsetTime = 0.0
  private var memcmpTime = 0.0
  /// zlib's working space, kept from one screen to the next.
  private var zlibScratch: [UInt8] = []

  static let width = 1170, height = 2532

  /// A run of `runs` rounds per figure; screens on `device`.
  init(runs: Int, device: Device) throws {
    self.runs = runs
    self.device = device
    buffer = try PixelBuffer(width: Self.width, height: Self.height,
                             fill: Raster.Color.white.premultiplied)
  }

  /// Sets every byte of the frame buffer: the memset floor.
  private func clearBuffer() {
    buffer.bytes.withUnsafeMutableBytes { raw in
      if let base = raw.baseAddress { memset(base, 0x7f, raw.count) }
    }
  }

  /// The floor: plain memory work on a frame's buffer.
  func measureFloor() {
    var copy = buffer.bytes
    memsetTime = Timing.median(runs: runs, clearBuffer)
    let memcpyTime = Timing.median(runs: runs) {
      copy.withUnsafeMutableBytes { dst in
        buffer.bytes.withUnsafeBytes { src in
          if let to = dst.baseAddress, let from = src.baseAddress { memcpy(to, from, src.count) }
        }
      }
    }
    var sink: Int32 = 0
    copy = buffer.bytes
    copy[0] = buffer.bytes[0]  // equal contents in separate storage
    memcmpTime = Timing.median(runs: runs) {
      copy.withUnsafeBytes { a in
        buffer.bytes.withUnsafeBytes { b in
          if let pa = a.baseAddress, let pb = b.baseAddress { sink &+= memcmp(pa, pb, a.count) }
        }
      }
    }
    if sink != 0 { printError("(memcmp found a difference)") }
    figures.append(Measurement(name: "floor.memset", seconds: memsetTime))
    figures.append(Measurement(name: "floor.memcpy", seconds: memcpyTime))
    figures.append(Measurement(name: "floor.memcmp", seconds: memcmpTime))
  }

  /// Full-frame fills, opaque and translucent; the canvas they drew on, for the text.
  func measureFills() -> Raster.Canvas {
    var canvas = Raster.Canvas(buffer)
    let full = Raster.Figure.rect(Rect(x: 0, y: 0, width: Double(Self.width),
                                       height: Double(Self.height)))
    // Fills and the memset floor each run back to back on a buffer of their own, which stays
    // in the cache between runs: the same conditions for both.
    let opaque = Timing.median(runs: runs) { canvas.fill(full, with: .blue) }
    figures.append(Measurement(name: "fill.opaque", seconds: opaque,
                               values: [("x_memset", opaque / memsetTime)]))
    let translucent = Timing.median(runs: runs) { canvas.fill(full, with: .blue, opacity: 0.3) }
    figures.append(Measurement(name: "fill.translucent30", seconds: translucent,
                               values: [("x_memset", translucent / memsetTime)],
                               note: "over one colour"))
    // The same over a destination where neighbouring pixels differ, so every pixel is blended.
    var varied = buffer
    varied.bytes.withUnsafeMutableBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      for i in words.indices {
        words[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000
      }
    }
    let pixel = Raster.Figure.rect(Rect(x: 0, y: 0, width: 1, height: 1))
    let translucentVaried = Timing.median(runs: runs, setup: {
      canvas = Raster.Canvas(varied)
      canvas.fill(pixel, with: .blue, opacity: 0.3)  // the copy-on-write copy, untimed
    }) {
      canvas.fill(full, with: .blue, opacity: 0.3)
    }
    figures.append(Measurement(name: "fill.translucent30_varied", seconds: translucentVaried,
                               values: [("x_memset", translucentVaried / memsetTime)],
                               note: "over a different colour at every pixel"))
    return canvas
  }

  /// Text: opening the fonts (a fresh library: Inter, the outline fonts, Unifont) and drawing
  /// a first line of Chinese; then glyphs per second, drawn on `canvas`.
  func measureText(drawingOn canvas: inout Raster.Canvas) throws {
    let fontsStart = Timing.now()
    let library = FontLibrary(directory: FontLibrary.shared.directory)
    let chain = try library.chain(for: .body, scale: 1)
    var small = try Raster.Canvas(width: 400, height: 40, background: .white)
    TextLayout("前锋 中场 后卫 格列兹曼", chain: chain).draw(into: &small, x: 0, y: 0, color: .black)
    figures.append(Measurement(name: "text.first_chinese_line",
                               seconds: Timing.now() - fontsStart,
                               note: "open Inter, the CJK outlines and Unifont, lay out, draw"))
    let sample = "Staggered Grid 多列列表 Phở bò 格列兹曼 7号 30岁"
    let glyphCount = TextLayout(sample, chain: chain).lines[0].glyphs.count * 20
    let glyphTime = Timing.median(runs: runs) {
      for row in 0..<20 {
        TextLayout(sample, chain: chain)
          .draw(into: &canvas, x: 10, y: 10 + row * 20, color: .black)
      }
    }
    figures.append(Measurement(name: "text.glyphs", seconds: glyphTime,
                               values: [("glyphs_per_second", Double(glyphCount) / glyphTime)]))
  }

  /// The system font's designs and an app's font: the first line in the serif design (its
  /// faces opened through the app-font loader, laid out, drawn), then a page of paragraphs at
  /// 3x in each design, timed in turn with the default design's, as a ratio to it.
  func measureDesigns() throws {
    let start = Timing.now()
    let library = FontLibrary(directory: FontLibrary.shared.directory)
    let chain = try library.chain(for: FontSpec.body.design(.serif), scale: 1)
    var small = try Raster.Canvas(width: 400, height: 40, background: .white)
    TextLayout("New York, 12:30", chain: chain).draw(into: &small, x: 0, y: 0, color: .black)
    figures.append(Measurement(name: "text.first_design_line",
                               seconds: Timing.now() - start,
                               note: "open Noto Serif's four faces, lay out, draw"))
    let renderer = Renderer(device: device, scale: 3)
    // The designs, a width (Roboto Flex's faces) and tabular digits, each beside the default.
    let fonts: [(String, Font)] = [
      ("default", .body), ("serif", .system(.body, design: .serif)),
      ("rounded", .system(.body, design: .rounded)),
      ("monospaced", .system(.body, design: .monospaced)), ("condensed", .body.width(.condensed)),
      ("tabular_digits", .body.monospacedDigit()),
    ]
    let pages = fonts.map { _, font in
      AnyView(VStack(alignment: .leading, spacing: 8) {
        ForEach(0..<12, id: \.self) { i in
          Text("Paragraph \(i): the quick brown fox jumps over the lazy dog, 12:30 €4,99.")
            .font(font)
        }
      }.padding())
    }
    var failure: Error?
    let rounds = Timing.rounds(runs: max(3, min(runs, 9)), pages.map { page in
      { do { _ = try renderer.render(page) } catch { failure = error } }
    })
    if let failure { throw failure }
    for (i, (name, _)) in fonts.enumerated() {
      figures.append(Measurement(
        name: "text.page_\(name)", seconds: Timing.median(rounds[i]),
        values: i == 0 ? [] : [("x_default", Timing.medianRatio(rounds[i], rounds[0]))]))
    }
  }

  /// Layout of long lists, the two sizes timed in turn.
  func measureLayout() {
    let renderer = Renderer(size: device.size)
    let lists = [BenchCommand.rowList(10_000), BenchCommand.rowList(100_000)]
    let layoutRounds = Timing.rounds(runs: max(3, min(runs, 7)), lists.map { list in
      { _ = renderer.layoutOnly(list) }
    })
    figures.append(Measurement(name: "layout.rows_10000", seconds: Timing.median(layoutRounds[0])))
    figures.append(Measurement(
      name: "layout.rows_100000", seconds: Timing.median(layoutRounds[1]),
      values: [("x_10k", Timing.medianRatio(layoutRounds[1], layoutRounds[0]))]))
  }

  /// The view layer's hard cases, laid out and drawn at scale 3: views nested 10,000 deep,
  /// 300 nested opacity groups, a shadow whose radius must be bounded.
  func measureHardCases() throws {
    let renderer = Renderer(device: device, scale: 3)
    let nested = BenchCommand.nested(10_000), opacity = BenchCommand.nestedOpacity(300)
    let shadow = Color.red.frame(width: 20, height: 20).shadow(radius: 1e9)
    let cases: [(String, () throws -> Void)] = [
      ("hard.nested_10000", { _ = try renderer.render(nested) }),
      ("hard.opacity_nested_300", { _ = try renderer.render(opacity) }),
      ("hard.shadow_radius_1e9", { _ = try renderer.render(shadow) }),
    ]
    for (name, work) in cases {
      var failure: Error?
      let seconds = Timing.median(runs: max(3, min(runs, 5))) {
        do { try work() } catch { failure = error }
      }
      if let failure { throw failure }
      figures.append(Measurement(name: name, seconds: seconds))
    }
  }

  /// The peer scene (`PeerScene`) rasterized by Cellshot, next to a memset of its buffer, then
  /// drawn by Skia's CPU backend in `scripts/bench-skia.py` (skia-python), right after, with
  /// as many rounds: Cellshot's time over Skia's. Without Python or skia-python the figure
  /// says so and Cellshot's time stands alone.
  func measurePeer(script: String) throws {
    let list = PeerScene.displayList()
    var picture = try list.render()
    let rounds = Timing.rounds(runs: max(runs, 15), [
      { picture = (try? list.render()) ?? picture },
      clearBuffer,
    ])
    let raster = Timing.median(rounds[0])
    // To look at both pictures side by side: CELLSHOT_PEER_PNG=<folder>.
    let folder = ProcessInfo.processInfo.environment["CELLSHOT_PEER_PNG"]
    if let folder { try PNGEncoder.fast.write(picture, to: folder + "/peer-cellshot.png") }
    var values: [(String, Double)] = [
      ("cellshot_ms", raster * 1000), ("raster_x_memset", Timing.medianRatio(rounds[0], rounds[1])),
    ]
    var note = ""
    switch BenchCommand.skiaTime(script: script, runs: max(runs, 15),
                                 png: folder.map { $0 + "/peer-skia.png" }) {
    case .success(let skia):
      values += [("skia_ms", skia * 1000), ("cellshot_x_skia", raster / skia)]
      note = "Skia's CPU raster backend (skia-python), the same scene, same run"
    case .failure(let reason):
      note = "no Skia figure: \(reason)"
    }
    figures.append(Measurement(name: "peer.profile_effects", seconds: raster, values: values,
                               note: note))
  }

  /// One screen at scale 3 on the device: laid out, rasterized (next to a memset of its
  /// buffer), encoded (next to zlib), decoded and compared.
  func measureScreen(_ screen: Screen) throws {
    let list = screen.displayList(device: device, scale: 3)
    let layout = Timing.median(runs: runs, warmup: 1) {
      _ = screen.displayList(device: device, scale: 3)
    }
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
      (Timing.median(rasterRounds[0]), Timing.median(rasterRounds[1]),
       Timing.median(rasterRounds[2]))
    let encoding = try measureEncoding(picture)
    let total = layout + raster + encoding.fast
    figures.append(Measurement(name: "screen.\(screen.id)", seconds: total, values: [
      ("layout_ms", layout * 1000), ("raster_ms", raster * 1000),
      ("memset_ms", screenMemset * 1000), ("memset_hot_ms", hotMemset * 1000),
      ("raster_x_memset", Timing.medianRatio(rasterRounds[0], rasterRounds[1])),
      ("raster_x_memset_hot", Timing.medianRatio(rasterRounds[0], rasterRounds[2])),
    ] + encoding.values + measureComparison(picture, png: encoding.png)))
  }

  /// `picture` encoded with the fast and the small PNG presets, next to zlib at levels 1 and
  /// 9 on its raw bytes: the fast PNG, its time, and the figures.
  private func measureEncoding(_ picture: PixelBuffer) throws
    -> (png: [UInt8], fast: Double, values: [(String, Double)])
  {
    var scratch = zlibScratch
    defer { zlibScratch = scratch }
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
    // The small preset as it was: the smallest of three level-9 encodes.
    let bestOf3Start = Timing.now()
    let bestOf3PNG = try PNGEncoder(level: 9, filters: .all, alternatives: [.none, .up])
      .encode(picture)
    let bestOf3Time = Timing.now() - bestOf3Start
    let zlib9Size = RawDeflate.compressedSize(picture.bytes, level: 9, scratch: &scratch)
    return (fastPNG, fast, [
      ("encode_fast_ms", fast * 1000),
      ("encode_fast_x_zlib1", Timing.medianRatio(encodeRounds[0], encodeRounds[1])),
      ("png_fast_bytes", Double(fastPNG.count)),
      ("png_fast_x_zlib1_size", Double(fastPNG.count) / Double(zlib1Size)),
      ("encode_small_ms", smallTime * 1000), ("png_small_bytes", Double(smallPNG.count)),
      ("png_small_x_zlib9_size", Double(smallPNG.count) / Double(zlib9Size)),
      ("encode_best_of_3_ms", bestOf3Time * 1000),
      ("encode_small_speedup_x", bestOf3Time / max(smallTime, 1e-9)),
      ("png_small_x_best_of_3_size", Double(smallPNG.count) / Double(bestOf3PNG.count)),
      ("zlib1_ms", zlib1 * 1000), ("zlib1_bytes", Double(zlib1Size)),
      ("zlib9_bytes", Double(zlib9Size)),
    ])
  }

  /// A snapshot check's cost: `png` decoded and compared with `picture`, and two identical
  /// pictures compared (next to the memcmp floor).
  private func measureComparison(_ picture: PixelBuffer, png: [UInt8]) -> [(String, Double)] {
    let decodeCompare = Timing.median(runs: runs, warmup: 1) {
      if let golden = try? PNGDecoder().decode(png) {
        _ = ImageComparison.exact.compare(expected: golden, actual: picture)
      }
    }
    let identical = picture
    var twin = picture
    twin.bytes[0] = twin.bytes[0]  // a separate copy, not shared storage
    let compare = Timing.median(runs: runs) {
      _ = ImageComparison.exact.compare(expected: identical, actual: twin)
    }
    return [("decode_compare_ms", decodeCompare * 1000), ("compare_identical_ms", compare * 1000),
            ("compare_x_memcmp", compare / memcmpTime)]
  }

  /// The whole gallery, rendered and encoded, on one thread and on every core, in turn: a
  /// round per run (up to nine; this machine's cores drift apart by a third within seconds).
  func measureGallery(_ screens: [Screen]) {
    let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    let galleryRounds = Timing.rounds(runs: min(runs, 9), [
      { BenchCommand.renderGallery(screens, device: self.device, jobs: 1) },
      { BenchCommand.renderGallery(screens, device: self.device, jobs: Int(cores)) },
    ])
    let (one, all) = (Timing.median(galleryRounds[0]), Timing.median(galleryRounds[1]))
    figures.append(Measurement(name: "gallery.one_thread", seconds: one))
    figures.append(Measurement(name: "gallery.all_cores", seconds: all, values: [
      ("speedup", Timing.medianRatio(galleryRounds[0], galleryRounds[1])), ("cores", Double(cores)),
    ]))
  }

  /// A snapshot suite as users run one (`cellshot verify`, or a test per screen): each
  /// screen laid out, drawn, its committed golden decoded and compared, on one thread and on
  /// every core, a round per run. Needs the goldens: run from the repository's root.
  func measureSuite(_ screens: [Screen], goldens: String = "Goldens") {
    let checked = screens.filter { FileIO.exists("\(goldens)/\($0.id).png") }
    guard !checked.isEmpty else {
      figures.append(Measurement(name: "suite.one_thread", seconds: nil,
                                 note: "no goldens in ./\(goldens): run from the repository"))
      return
    }
    func check(jobs: Int) {
      let results = RenderCommand.renderAll(checked, device: nil, scale: nil, jobs: jobs,
                                            showProgress: false) { screen, picture in
        let golden = try PNGDecoder().decodeFile("\(goldens)/\(screen.id).png")
        return ImageComparison.exact.compare(expected: golden, actual: picture).passed
          ? "ok" : "differs"
      }
      let failed = results.filter { (try? $0.get()) != "ok" }.count
      if failed > 0 { printError("cellshot bench: \(failed) screens differ from their goldens") }
    }
    let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let rounds = Timing.rounds(runs: min(runs, 9), [{ check(jobs: 1) }, { check(jobs: cores) }])
    let (one, all) = (Timing.median(rounds[0]), Timing.median(rounds[1]))
    let count = Double(checked.count)
    figures.append(Measurement(name: "suite.one_thread", seconds: one, values: [
      ("checks", count), ("checks_per_second", count / one),
    ]))
    figures.append(Measurement(name: "suite.all_cores", seconds: all, values: [
      ("checks_per_second", count / all),
      ("speedup", Timing.medianRatio(rounds[0], rounds[1])), ("cores", Double(cores)),
    ]))
  }
}
