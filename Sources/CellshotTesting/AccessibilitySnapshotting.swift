// Accessibility snapshots: what VoiceOver reads of a view, as text (`.accessibility`) and as a
// picture with each element marked and a legend (`.accessibilityImage`, AccessibilitySnapshot's
// picture). Laid out on the main actor, as every view strategy; the picture drawn on the test's
// thread.

import Cellshot
import Foundation

extension Snapshotting where Value: View, Format == String {
  /// The view's accessibility elements, one paragraph each in reading order: what VoiceOver
  /// says (AccessibilitySnapshot's wording: "Notifications. Switch Button. On."), the hint,
  /// the frame in points (`AccessibilityTree.text`). Laid out on `device` inside its safe
  /// area (`safeArea: false`: the whole screen), in `look`.
  public static func accessibility(device: Device = .iphone13, safeArea: Bool = true,
                                   colorScheme: ColorScheme = .light,
                                   look: InterfaceLook? = nil) -> Snapshotting<Value, String> {
    var renderer = safeArea ? Renderer(device: device, colorScheme: colorScheme)
      : Renderer(size: device.size, colorScheme: colorScheme)
    renderer.interfaceLook = SnapshotLook.resolved(look)
    let chosen = renderer
    return Snapshotting<String, String>.lines.pullback { (view: Value) in
      onMainActor(view) { view in chosen.accessibilityTree(view).text }
    }
  }

  /// The elements as text, the view at its own size.
  public static var accessibility: Snapshotting<Value, String> { accessibility() }
}

extension Snapshotting where Value: View, Format == PixelBuffer {
  /// The view on `device` at `scale`, in grey, each accessibility element's frame filled in
  /// its own colour, and a legend below or beside it listing what VoiceOver says of each and
  /// its hint, as Cash App's AccessibilitySnapshot draws it (`AccessibilityPicture`).
  /// `useMonochromeSnapshot: false` keeps the view's colours; `markerColors` replaces the
  /// palette; `showActivationPoints` marks where a double tap lands.
  public static func accessibilityImage(
    device: Device = .iphone13, scale: Int = 1, colorScheme: ColorScheme = .light,
    safeArea: Bool = true, look: InterfaceLook? = nil,
    showActivationPoints: AccessibilityPicture.ActivationPoints = .whenOverridden,
    useMonochromeSnapshot: Bool = true, markerColors: [Color] = AccessibilityPicture.markerColors,
    comparison: ImageComparison = .exact
  ) -> Snapshotting<Value, PixelBuffer> {
    var renderer = safeArea
      ? Renderer(device: device, scale: scale, colorScheme: colorScheme)
      : Renderer(size: device.size, scale: scale, colorScheme: colorScheme)
    renderer.interfaceLook = SnapshotLook.resolved(look)
    let chosen = renderer
    return Snapshotting<PixelBuffer, PixelBuffer>(pathExtension: "png",
                                                  diffing: .image(comparison)) { $0 }
      .pullback { (view: Value) in
        let (prepared, tree) = try onMainActor(view) { view in
          let both = chosen.prepareWithAccessibility(view)
          return (try both.prepared.checked(), both.accessibility)
        }
        let picture = try prepared.render().buffer
        return try onMainActor(picture) { picture in
          try AccessibilityPicture.render(picture, scale: scale, tree: tree,
                                          monochrome: useMonochromeSnapshot, colors: markerColors,
                                          activationPoints: showActivationPoints)
        }
      }
  }

  /// The accessibility picture on an iPhone 13 at scale 1.
  public static var accessibilityImage: Snapshotting<Value, PixelBuffer> { accessibilityImage() }
}
