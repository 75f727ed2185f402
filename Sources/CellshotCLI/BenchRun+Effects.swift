import Cellshot
import Foundation
import Gallery

// The effects' figures: each filter's cost per pixel on a full frame beside the memset floor,
// a hundred stacked full-screen effects, and one blur at the root of the largest picture a
// render allows, with the memory it takes beside the picture's own.

extension BenchRun {
  /// Each filter over a full frame (a gallery screen at scale 3, ink everywhere), in
  /// nanoseconds a pixel and beside a memset of the frame; each figure includes making the
  /// filtered copy (a memcpy of the frame).
  func measureFilters() throws {
    let picture = try Gallery.screens[0].render(device: device, scale: 3).buffer
    let pixels = Double(picture.width * picture.height)
    let filters: [(String, PixelFilter)] = [
      ("blur_r3", .blur(sigma: 4.5)), ("blur_r20", .blur(sigma: 30)),
      ("brightness", .brightness(0.2)), ("saturation", .saturation(0.5)),
      ("contrast", .contrast(1.5)), ("grayscale", .saturation(0)),
      ("color_multiply", .multiply(Raster.Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.8))),
      ("color_invert", .invert),
    ]
    for (name, filter) in filters {
      var sink = 0
      let seconds = Timing.median(runs: runs) { sink &+= Int(picture.filtered(filter).bytes[3]) }
      if sink == -1 { printError("(unreachable)") }
      figures.append(Measurement(name: "effect.\(name)", seconds: seconds, values: [
        ("ns_per_pixel", seconds / pixels * 1e9), ("x_memset", seconds / memsetTime),
      ]))
    }
    // A shadow of radius 3 points at scale 3 drawn under the frame's ink, on a copy.
    var canvas = Raster.Canvas(picture)
    var failure: Error?
    let shadow = Timing.median(runs: runs, setup: { canvas = Raster.Canvas(picture) }) {
      do {
        try canvas.drawShadow(of: picture, x: 0, y: 0, sigma: 4.5,
                              color: Raster.Color(red: 0, green: 0, blue: 0, opacity: 0.3),
                              dx: 0, dy: 6)
      } catch { failure = error }
    }
    if let failure { throw failure }
    figures.append(Measurement(name: "effect.shadow_r3", seconds: shadow, values: [
      ("ns_per_pixel", shadow / pixels * 1e9), ("x_memset", shadow / memsetTime),
    ]))
    figures.append(Measurement(name: "effect.hue_rotation", seconds: nil,
                               note: "not drawn: .hueRotation leaves the view as it is"))
  }

  /// A hundred full-screen translucent layers in a ZStack, each through `.blur(radius: 3)`
  /// or `.brightness(0.1)`, rendered at scale 3 on an iPhone and (the blur) an iPad, once
  /// each after one warm-up: nanoseconds a pixel a layer.
  func measureStackedEffects() throws {
    let pad = Device.catalog.first { $0.name == "ipad-air-13" } ?? device
    let cases: [(String, Device, AnyView)] = [
      ("stack.blur_100_iphone", device, Self.stacked { AnyView($0.blur(radius: 3)) }),
      ("stack.brightness_100_iphone", device,
       Self.stacked { AnyView($0.brightness(0.1)) }),
      ("stack.blur_100_ipad", pad, Self.stacked { AnyView($0.blur(radius: 3)) }),
    ]
    for (name, screen, view) in cases {
      let renderer = Renderer(size: screen.size, scale: 3)
      var failure: Error?
      let seconds = Timing.median(runs: 1, warmup: name.hasSuffix("ipad") ? 0 : 1) {
        do { _ = try renderer.render(view) } catch { failure = error }
      }
      if let failure { throw failure }
      let pixels = Double(screen.size.width * 3) * Double(screen.size.height * 3)
      figures.append(Measurement(name: name, seconds: seconds, values: [
        ("ns_per_pixel_layer", seconds / (pixels * 100) * 1e9),
      ]))
    }
  }

  /// One `.blur(radius: 3)` over the whole of the largest picture a render allows (8192 x
  /// 8192, 256 MiB): its time, and the peak of resident memory above what the process held
  /// before, beside the picture's own bytes.
  func measureRootBlur() throws {
    let side = 8192
    let renderer = Renderer(size: CGSize(width: side, height: side), scale: 1)
    let view = Color.blue.opacity(0.5).blur(radius: 3)
    let before = ProcessMemory.residentBytes()
    let canReset = ProcessMemory.resetPeak()
    let start = Timing.now()
    let rendered = try renderer.render(view)
    let seconds = Timing.now() - start
    let picture = Double(rendered.buffer.bytes.count)
    var values: [(String, Double)] = [("picture_mb", picture / 1_048_576)]
    if canReset, let before, let peak = ProcessMemory.peakBytes() {
      values += [("peak_above_start_mb", Double(peak - before) / 1_048_576),
                 ("x_picture", Double(peak - before) / picture)]
    }
    figures.append(Measurement(name: "effect.root_blur_8192", seconds: seconds, values: values,
                               note: canReset ? "" : "no peak memory (needs Linux's /proc)"))
  }

  /// A hundred full-screen layers of translucent colour, each through `effect`.
  static func stacked(_ effect: @escaping (Color) -> AnyView) -> AnyView {
    AnyView(ZStack {
      ForEach(0..<100) { i in
        effect(Color(red: Double(i % 10) / 10, green: 0.5, blue: Double(i / 10) / 10,
                     opacity: 0.2))
      }
    })
  }
}
