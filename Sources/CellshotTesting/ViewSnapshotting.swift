import Cellshot
import Foundation

extension Snapshotting where Value: View, Format == PixelBuffer {
  /// The view rendered on `device` at `scale`, compared as a picture: laid out inside the
  /// device's safe area, under its status bar and above its home indicator, which are drawn
  /// (`safeArea: false` uses the whole screen and draws neither), with its notch or Dynamic
  /// Island (`sensorHousing: false` leaves it out) and, with `deviceFrame`, the phone around
  /// it; its chrome in `look` (when nil, the `.interfaceLook(_:)` trait's, else iOS 18's:
  /// `.ios26` draws Liquid Glass). With
  /// `frameTree`, the view's frame tree is recorded beside the golden (`<name>.frames.txt`);
  /// whenever that file exists, a mismatch also names the views whose frames changed.
  public static func image(device: Device = .iphone13, scale: Int = 1,
                           background: Color? = nil, colorScheme: ColorScheme = .light,
                           safeArea: Bool = true, sensorHousing: Bool = true,
                           deviceFrame: Bool = false, look: InterfaceLook? = nil,
                           comparison: ImageComparison = .exact,
                           frameTree: Bool = false) -> Snapshotting<Value, PixelBuffer> {
    var renderer = safeArea
      ? Renderer(device: device, scale: scale, background: background, colorScheme: colorScheme)
      : Renderer(size: device.size, scale: scale, background: background,
                 colorScheme: colorScheme)
    renderer.sensorHousing = sensorHousing
    renderer.deviceFrame = deviceFrame
    renderer.interfaceLook = SnapshotLook.resolved(look)
    return image(renderer, comparison: comparison, frameTree: frameTree)
  }

  /// The view drawn by `renderer`, compared as a picture (see `image(device:...)`).
  public static func image(_ renderer: Renderer, comparison: ImageComparison = .exact,
                           frameTree: Bool = false) -> Snapshotting<Value, PixelBuffer> {
    let sidecar = Sidecar<Value>(
      suffix: "frames.txt", record: frameTree,
      make: { view in
        try onMainActor(view) { view in renderer.prepare(view) }.checked().frameTree
      },
      explain: FrameTreeChanges.explain)
    return Snapshotting<PixelBuffer, PixelBuffer>(pathExtension: "png", diffing: .image(comparison)) { $0 }
      .pullback { (view: Value) in
        // Laid out on the main actor, drawn on the test's own thread: tests off the main
        // actor draw, decode and compare in parallel.
        try onMainActor(view) { view in renderer.prepare(view) }.checked().render().buffer
      }
      .withSidecar(sidecar)
  }

  /// The view rendered at a size in points.
  public static func image(size: CGSize, scale: Int = 1, background: Color? = nil,
                           colorScheme: ColorScheme = .light, look: InterfaceLook? = nil)
    -> Snapshotting<Value, PixelBuffer>
  {
    image(device: Device(name: "custom", size: size), scale: scale, background: background,
          colorScheme: colorScheme, safeArea: false, look: look)
  }

  /// The view on an iPhone 13 at scale 1, as swift-snapshot-testing's `as: .image`.
  public static var image: Snapshotting<Value, PixelBuffer> { image() }

  /// The view rendered in `layout`: on a device, at its ideal size, or at a fixed size, as
  /// swift-snapshot-testing's `.image(layout:)`.
  public static func image(layout: SnapshotLayout, scale: Int = 1, background: Color? = nil,
                           colorScheme: ColorScheme = .light, look: InterfaceLook? = nil,
                           comparison: ImageComparison = .exact, frameTree: Bool = false)
    -> Snapshotting<Value, PixelBuffer>
  {
    switch layout {
    case .device(let device):
      return image(device: device, scale: scale, background: background,
                   colorScheme: colorScheme, look: look, comparison: comparison,
                   frameTree: frameTree)
    case .fixed(let width, let height):
      return image(device: Device(name: "fixed", size: CGSize(width: width, height: height)),
                   scale: scale, background: background, colorScheme: colorScheme,
                   safeArea: false, look: look, comparison: comparison, frameTree: frameTree)
    case .sizeThatFits:
      let chosen = SnapshotLook.resolved(look)
      // The size is the view's own, found by laying it out with nothing proposed.
      @Sendable func size(_ view: Value) -> CGSize {
        onMainActor(view) { view in
          var measure = Renderer(size: Device.iphone13.size, scale: scale)
          measure.interfaceLook = chosen
          return measure.idealSize(view)
        }
      }
      let sidecar = Sidecar<Value>(
        suffix: "frames.txt", record: frameTree,
        make: { view in
          try onMainActor(view) { view in
            var renderer = Renderer(size: size(view), scale: scale)
            renderer.proposesIdealSize = true
            renderer.interfaceLook = chosen
            return renderer.prepare(view)
          }
            .checked().frameTree
        },
        explain: FrameTreeChanges.explain)
      return Snapshotting<PixelBuffer, PixelBuffer>(pathExtension: "png",
                                                    diffing: .image(comparison)) { $0 }
        .pullback { (view: Value) in
          try onMainActor(view) { view in
            var renderer = Renderer(size: size(view), scale: scale, background: background,
                                    colorScheme: colorScheme)
            renderer.proposesIdealSize = true
            renderer.interfaceLook = chosen
            return renderer.prepare(view)
          }.checked().render().buffer
        }
        .withSidecar(sidecar)
    }
  }
}

/// Runs `body` on the main actor, where views are laid out (they are main-actor isolated, as
/// in the iOS 18 SDK): at once when the caller is there (a test or suite marked `@MainActor`,
/// or an XCTest method, which runs on the main thread), else through the main queue while the
/// caller waits (`runOnMainActor`).
func onMainActor<V, T: Sendable, E: Error>(_ view: V,
                                           _ body: @escaping @MainActor (V) throws(E) -> T)
  throws(E) -> T
{
  // The view is not used anywhere else while `body` runs (the caller waits for it), so it
  // crosses to the main actor unshared.
  nonisolated(unsafe) let view = view
  let result: Result<T, E>
  do {
    result = try runOnMainActor(timeout: .infinity) { () -> Result<T, E> in
      do throws(E) { return .success(try body(view)) } catch { return .failure(error) }
    }
  } catch {
    // Only a timeout, which an endless wait never has.
    preconditionFailure("the main actor never ran the render: \(error)")
  }
  return try result.get()
}

/// Where a view is laid out for a picture snapshot (swift-snapshot-testing's names).
public enum SnapshotLayout: Sendable, Hashable {
  /// The device's screen, the view centred in it.
  case device(Device)
  /// The view's own ideal size (`Renderer.idealSize`).
  case sizeThatFits
  /// A size in points.
  case fixed(width: CGFloat, height: CGFloat)
}

extension Snapshotting where Value: View, Format == String {
  /// The view's frame tree: every node's frame in points, indented by depth.
  public static func frameTree(device: Device = .iphone13) -> Snapshotting<Value, String> {
    Snapshotting<String, String>.lines.pullback { (view: Value) in
      try onMainActor(view) { view in Renderer(size: device.size).prepare(view) }
        .checked().frameTree
    }
  }

  /// The view's display list: what is drawn, in pixels, in order.
  public static func displayList(device: Device = .iphone13, scale: Int = 1)
    -> Snapshotting<Value, String>
  {
    Snapshotting<String, String>.lines.pullback { (view: Value) in
      try onMainActor(view) { view in Renderer(size: device.size, scale: scale).prepare(view) }
        .checked().displayList.description
    }
  }
}

/// A render that met a problem on the way (a font that could not be read): a snapshot of it
/// would compare blank text, so it is an error instead.
public struct RenderProblem: Error, CustomStringConvertible {
  public var problems: [String]

  public init(problems: [String]) {
    self.problems = problems
  }

  public var description: String { problems.joined(separator: "; ") }
}

extension PreparedRender {
  /// The laid-out view, or `RenderProblem` when laying it out met problems (see `warnings`).
  func checked() throws(RenderProblem) -> PreparedRender {
    guard warnings.isEmpty else { throw RenderProblem(problems: warnings) }
    return self
  }
}

extension Snapshotting {
  /// The same strategy keeping `sidecar` beside its goldens.
  public func withSidecar(_ sidecar: Sidecar<Value>?) -> Snapshotting {
    var copy = self
    copy.sidecar = sidecar
    return copy
  }
}
