import Cellshot
import Foundation

/// The scene `cellshot bench --peer` draws with Cellshot and, through
/// `scripts/bench-skia.py`, with Skia's CPU backend, in the same run: app-profile's effects
/// without its text (a gradient banner in a rounded rectangle, a disc and a card with Gaussian
/// shadows, two buttons, four translucent discs) on a 390 x 844-point page at scale 3. Both
/// sides draw it from this one description (`json`), so they cannot drift apart.
enum PeerScene {
  struct Item: Codable {
    /// "rrect" or "circle".
    var kind: String
    var x: Double, y: Double, w: Double, h: Double
    /// The corner radius (a rounded rectangle's).
    var r: Double = 0
    /// RGBA in 0...1, or two colours of a gradient from the top-leading corner to the
    /// bottom-trailing one.
    var fill: [Double]?
    var gradient: [[Double]]?
    var shadow: Shadow?
  }

  /// SwiftUI's `.shadow(color:radius:x:y:)`: a Gaussian blur of standard deviation radius / 2.
  struct Shadow: Codable {
    var radius: Double, dx: Double, dy: Double
    var color: [Double]
  }

  struct Description: Codable {
    var width: Double, height: Double, scale: Int
    var background: [Double]
    var items: [Item]
  }

  static let scene = Description(
    width: 390, height: 844, scale: 3, background: [242.0 / 255, 242.0 / 255, 247.0 / 255, 1],
    items: [
      Item(kind: "rrect", x: 20, y: 67, w: 350, h: 150, r: 24,
           gradient: [[175.0 / 255, 82.0 / 255, 222.0 / 255, 1], [0, 122.0 / 255, 1, 1]]),
      Item(kind: "circle", x: 147, y: 169, w: 96, h: 96, fill: [1, 1, 1, 1],
           shadow: Shadow(radius: 8, dx: 0, dy: 4, color: [0, 0, 0, 0.33])),
      Item(kind: "rrect", x: 20, y: 360, w: 350, h: 80, r: 16, fill: [1, 1, 1, 1],
           shadow: Shadow(radius: 12, dx: 0, dy: 6, color: [0, 0, 0, 0.08])),
      Item(kind: "rrect", x: 20, y: 460, w: 169, h: 50, r: 12, fill: [0, 122.0 / 255, 1, 1]),
      Item(kind: "rrect", x: 201, y: 460, w: 169, h: 50, r: 12,
           fill: [0, 122.0 / 255, 1, 0.15]),
    ] + (0..<4).map { i in
      Item(kind: "circle", x: 98 + Double(i) * 54, y: 530, w: 44, h: 44,
           fill: [1, 149.0 / 255, 0, 0.15])
    })

  /// The scene for the script, as JSON.
  static var json: Data {
    (try? JSONEncoder().encode(scene)) ?? Data()
  }

  static func color(_ c: [Double]) -> Cellshot.Color {
    Color(red: c[0], green: c[1], blue: c[2], opacity: c[3])
  }

  /// The scene as views, each item placed by its offset in a top-leading stack.
  @MainActor static func view() -> some View {
    ZStack(alignment: .topLeading) {
      color(scene.background)
      ForEach(0..<scene.items.count, id: \.self) { i in item(scene.items[i]) }
    }
    .frame(width: scene.width, height: scene.height)
  }

  @MainActor @ViewBuilder static func item(_ item: Item) -> some View {
    if let shadow = item.shadow {
      shape(item)
        .shadow(color: color(shadow.color), radius: shadow.radius, x: shadow.dx, y: shadow.dy)
        .offset(x: item.x, y: item.y)
    } else {
      shape(item).offset(x: item.x, y: item.y)
    }
  }

  @MainActor @ViewBuilder static func shape(_ item: Item) -> some View {
    if item.kind == "circle" {
      filled(Circle(), item)
    } else {
      filled(RoundedRectangle(cornerRadius: item.r), item)
    }
  }

  @MainActor @ViewBuilder static func filled<S: Shape>(_ shape: S, _ item: Item) -> some View {
    if let gradient = item.gradient {
      shape.fill(LinearGradient(colors: gradient.map(color), startPoint: .topLeading,
                                endPoint: .bottomTrailing))
        .frame(width: item.w, height: item.h)
    } else {
      shape.fill(color(item.fill ?? [0, 0, 0, 1])).frame(width: item.w, height: item.h)
    }
  }

  /// Cellshot's display list of the scene, at its scale.
  @MainActor static func displayList() -> DisplayList {
    Renderer(size: CGSize(width: scene.width, height: scene.height), scale: scene.scale)
      .displayList(view())
  }
}
