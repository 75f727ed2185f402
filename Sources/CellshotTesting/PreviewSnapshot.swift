// A preview as a snapshot test: what the CellshotPreviewTests plugin's generated tests call.
// Takes a preview (a `#Preview`'s, or a `PreviewProvider`'s list) and a variant's spec; renders
// each preview in the variant (appearance, Dynamic Type, layout direction, locale, device,
// orientation, iOS look) on its device or at its layout, and compares it with its reference
// through the same engine, names, record modes and report as `assertSnapshot`.

import Cellshot
import Foundation
import PreviewSources
import Testing

/// Checks previews against their references, one variant at a time.
public enum PreviewSnapshot {
  /// What a test compares: the preview's picture, what VoiceOver reads of it as text, or its
  /// accessibility picture (`AccessibilityPicture`).
  public enum Kind: Sendable {
    case picture, accessibility, accessibilityImage
  }

  /// Renders the preview `preview` makes in the variant `variant` (a spec such as
  /// `colorScheme=dark;dynamicType=accessibility3`; empty for the preview as written) at
  /// `scale`, and compares it with its reference under `packageRoot`'s `Goldens/`, named after
  /// the calling test. A preview that draws nothing fails.
  public static func check(variant: String, scale: Int, kind: Kind = .picture,
                           packageRoot: String,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           testName: String = #function, line: Int = #line,
                           column: Int = #column,
                           preview: @escaping @MainActor () -> Preview) throws {
    try check(variant: variant, scale: scale, kind: kind, packageRoot: packageRoot,
              fileID: fileID, filePath: filePath, testName: testName, line: line,
              column: column, previews: { [preview()] })
  }

  /// The same for each preview a `PreviewProvider` lists: one reference each, named by the
  /// preview's display name, or numbered when it has none (several previews).
  public static func check<P: PreviewProvider>(
    variant: String, scale: Int, kind: Kind = .picture, packageRoot: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: Int = #line, column: Int = #column, provider: P.Type
  ) throws {
    try check(variant: variant, scale: scale, kind: kind, packageRoot: packageRoot,
              fileID: fileID, filePath: filePath, testName: testName, line: line,
              column: column, previews: { P.previewList })
  }

  static func check(variant spec: String, scale: Int, kind: Kind, packageRoot: String,
                    fileID: String, filePath: StaticString, testName: String, line: Int,
                    column: Int, previews: @escaping @MainActor () -> [Preview]) throws {
    guard let variant = PreviewVariant(spec: spec) else {
      throw PreviewVariantError(description: "'\(spec)' is not a variant Cellshot knows")
    }
    let settings = try PreviewSettings(variant, scale: scale)
    let prepared = try runOnMainActor(timeout: .infinity) {
      () -> [(String?, PreparedRender, AccessibilityTree)] in
      let list = previews()
      return try list.enumerated().map { index, preview in
        let name = preview.name.map(kebabCase).flatMap { $0.isEmpty ? nil : $0 }
          ?? (list.count > 1 ? String(index + 1) : nil)
        let (render, tree) = try settings.prepare(preview)
        return (list.count > 1 ? name : nil, render, tree)
      }
    }
    guard !prepared.isEmpty else {
      reportFailure("the preview lists no view", fileID: fileID, filePath: filePath, line: line,
                    column: column)
      return
    }
    let paths = SnapshotPaths.forTestFile(packageRoot + "/Package.swift")
    let strategy = Snapshotting<PixelBuffer, PixelBuffer>(pathExtension: "png",
                                                          diffing: .image(.exact)) { $0 }
    for (name, render, tree) in prepared {
      let result: SnapshotResult
      let place = packageRoot + "/Package.swift"
      switch kind {
      case .accessibility:
        result = verifySnapshot(of: tree.text, as: .lines, named: name, paths: paths,
                                filePath: place, testName: testName, line: line)
      case .picture, .accessibilityImage:
        var buffer = try render.render().buffer
        if kind == .accessibilityImage {
          let picture = buffer
          buffer = try runOnMainActor(timeout: .infinity) {
            try AccessibilityPicture.render(picture, scale: scale, tree: tree)
          }
        }
        result = verifySnapshot(of: buffer, as: strategy, named: name, paths: paths,
                                filePath: place, testName: testName, line: line)
      }
      if !result.passed {
        reportFailure(result.message, fileID: fileID, filePath: filePath, line: line,
                      column: column)
      }
    }
  }
}

/// A variant spec the generated test gives that this Cellshot does not know (a test file
/// generated by another version), or a device it has not.
public struct PreviewVariantError: Error, CustomStringConvertible {
  public var description: String
}

/// A preview drew nothing: its picture would be the empty screen.
public struct EmptyPreview: Error, CustomStringConvertible {
  public var description: String {
    "the preview drew nothing: its view is empty (a failed load, a missing sample, a view that "
      + "needs state it was not given)"
  }
}

/// How a variant renders a preview.
struct PreviewSettings: Sendable {
  var colorScheme = ColorScheme.light
  var dynamicType: DynamicTypeSize?
  var layoutDirection: LayoutDirection?
  var locale: Locale?
  var device: Device?
  var landscape: Bool?
  var look = InterfaceLook.standard
  var scale: Int

  init(_ variant: PreviewVariant, scale: Int) throws(PreviewVariantError) {
    self.scale = scale
    for (axis, value) in variant.values {
      switch axis {
      case .colorScheme: colorScheme = value == "dark" ? .dark : .light
      case .dynamicType:
        dynamicType = DynamicTypeSize.allCases.first { "\($0)" == value }
      case .layoutDirection: layoutDirection = value == "rightToLeft" ? .rightToLeft : .leftToRight
      case .locale: locale = Locale(identifier: value)
      case .device:
        guard let named = Device(parsing: value) else {
          throw PreviewVariantError(description: "device '\(value)' is not one Cellshot has "
                                    + "(docs/devices.md lists them)")
        }
        device = named
      case .orientation: landscape = value == "landscape"
      case .ios:
        guard let version = Int(value), let chosen = InterfaceLook(iOSVersion: version) else {
          throw PreviewVariantError(description: "iOS \(value) is not a look Cellshot draws")
        }
        look = chosen
      }
    }
  }

  /// The preview laid out in this variant: the variant's device and orientation where it
  /// names them (else the preview's), its environment around the view.
  @MainActor
  func prepare(_ preview: Preview) throws -> (PreparedRender, AccessibilityTree) {
    var device = self.device ?? preview.device
    let turned = landscape ?? (preview.device.size.width > preview.device.size.height)
    if turned != (device.size.width > device.size.height) {
      device = turned ? device.landscape : Device(name: String(device.name.dropLast(10)),
                                                  size: CGSize(width: device.size.height,
                                                               height: device.size.width))
    }
    var view = preview.view
    if let dynamicType { view = AnyView(view.environment(\.dynamicTypeSize, dynamicType)) }
    if let locale { view = AnyView(view.environment(\.locale, locale)) }
    var renderer: Renderer
    switch preview.layout {
    case .device:
      renderer = Renderer(device: device, scale: scale, colorScheme: colorScheme)
    case .sizeThatFits:
      var measure = Renderer(size: device.size, scale: scale, colorScheme: colorScheme)
      measure.interfaceLook = look
      if let layoutDirection { measure.layoutDirection = layoutDirection }
      renderer = Renderer(size: measure.idealSize(view), scale: scale, colorScheme: colorScheme)
      renderer.proposesIdealSize = true
    case .fixed(let width, let height):
      renderer = Renderer(size: CGSize(width: min(max(width, 1), 10_000),
                                       height: min(max(height, 1), 10_000)),
                          scale: scale, colorScheme: colorScheme)
    }
    renderer.interfaceLook = look
    if let layoutDirection { renderer.layoutDirection = layoutDirection }
    let (prepared, tree) = renderer.prepareWithAccessibility(view)
    guard prepared.warnings.isEmpty else {
      throw RenderProblem(problems: preview.warnings + prepared.warnings)
    }
    let empty = renderer.prepare(EmptyView())
    if prepared.displayList.commands.count == empty.displayList.commands.count
        && prepared.frameTree.split(separator: "\n").count <= 1 {
      throw EmptyPreview()
    }
    return (prepared, tree)
  }
}
