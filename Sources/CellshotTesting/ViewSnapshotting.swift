import Cellshot
import Raster

extension Snapshotting where Value: View, Format == PixelBuffer {
  /// The view rendered on `device` at `scale`, compared as a picture.
  public static func image(device: Device = .iphone13, scale: Int = 1,
                           background: Color = .white,
                           comparison: ImageComparison = .exact) -> Snapshotting<Value, PixelBuffer> {
    Snapshotting<PixelBuffer, PixelBuffer>(pathExtension: "png", diffing: .image(comparison)) { $0 }
      .pullback { (view: Value) in
        try Renderer(size: device.size, scale: scale, background: background).render(view).buffer
      }
  }

  /// The view rendered at a size in points.
  public static func image(size: CGSize, scale: Int = 1, background: Color = .white)
    -> Snapshotting<Value, PixelBuffer>
  {
    image(device: Device(name: "custom", size: size), scale: scale, background: background)
  }
}

extension Snapshotting where Value: View, Format == String {
  /// The view's frame tree: every node's frame in points, indented by depth.
  public static func frameTree(device: Device = .iphone13) -> Snapshotting<Value, String> {
    Snapshotting<String, String>.lines.pullback { (view: Value) in
      try Renderer(size: device.size).render(view).frameTree
    }
  }

  /// The view's display list: what is drawn, in pixels, in order.
  public static func displayList(device: Device = .iphone13, scale: Int = 1)
    -> Snapshotting<Value, String>
  {
    Snapshotting<String, String>.lines.pullback { (view: Value) in
      try Renderer(size: device.size, scale: scale).render(view).displayList.description
    }
  }
}
