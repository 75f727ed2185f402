// Previews: a package's `PreviewProvider`s as pictures.
//
// Takes a provider's `previews`; gives one `Preview` per view listed (with the device, layout,
// orientation and name its preview modifiers give), each rendered by the `Renderer` and written
// by `PreviewExport`. The `cellshot previews` command builds a runner that calls these.

import PNGCodec
import PreviewSources

/// One preview of a `PreviewProvider`: one of the views its `previews` lists, with the device,
/// layout, orientation and name its preview modifiers give, as Xcode's canvas shows them.
public struct Preview {
  /// The `.previewDisplayName`, if any.
  public var name: String?
  public var view: AnyView
  /// The `.previewDevice` (iPhone 13 when none is given), turned by
  /// `.previewInterfaceOrientation`.
  public var device: Device
  /// `.previewLayout`: the device's screen (the default), the view's ideal size, or a size.
  public var layout: PreviewLayout
  /// What could not be shown as asked (a device Cellshot does not have).
  public var warnings: [String]

  /// A preview of `view` (the frameworks' `#Preview`s, WidgetKit's: a widget's entry).
  package init(name: String?, view: AnyView, device: Device, layout: PreviewLayout,
               warnings: [String]) {
    self.name = name
    self.view = view
    self.device = device
    self.layout = layout
    self.warnings = warnings
  }

  /// Renders the preview at `scale`: on the device's screen inside its safe area, with its
  /// status bar and home indicator, or at the view's own size or the size asked for.
  /// With `deviceFrame`, a device preview is drawn inside the phone (`Renderer.deviceFrame`);
  /// `sensorHousing: false` leaves out its notch or Dynamic Island; `look` is the system look
  /// of its chrome (`Renderer.interfaceLook`).
  @MainActor
  public func render(scale: Int = 1, sensorHousing: Bool = true, deviceFrame: Bool = false,
                     look: InterfaceLook = .standard) throws(RasterError) -> RenderedView
  {
    var renderer: Renderer
    switch layout {
    case .device:
      renderer = Renderer(device: device, scale: scale)
      renderer.sensorHousing = sensorHousing
      renderer.deviceFrame = deviceFrame
    case .sizeThatFits:
      var measure = Renderer(size: device.size, scale: scale)
      measure.interfaceLook = look
      renderer = Renderer(size: measure.idealSize(view), scale: scale)
    case .fixed(let width, let height):
      renderer = Renderer(size: CGSize(width: min(max(width, 1), 10_000),
                                       height: min(max(height, 1), 10_000)), scale: scale)
    }
    renderer.interfaceLook = look
    let rendered = try renderer.render(view)
    guard !warnings.isEmpty else { return rendered }
    return RenderedView(buffer: rendered.buffer, displayList: rendered.displayList,
                        frameTree: rendered.frameTree, warnings: warnings + rendered.warnings)
  }
}

extension PreviewProvider {
  /// The previews `previews` lists: each view of a `Group`, a `ForEach` or a list of views is
  /// one, as in Xcode's canvas.
  @MainActor
  public static var previewList: [Preview] {
    topLevelViews(previews).map { traits, view in
      var warnings: [String] = []
      var device = Device.iphone13
      if let name = traits.previewDevice {
        if let known = Device(previewDeviceName: name) {
          device = known
        } else {
          warnings.append("preview device '\(name)' is not one Cellshot has: shown on iPhone 13")
        }
      }
      if let orientation = traits.previewOrientation,
         orientation == .landscapeLeft || orientation == .landscapeRight {
        device = device.landscape
      }
      return Preview(name: traits.previewName, view: view, device: device,
                     layout: traits.previewLayout ?? .device, warnings: warnings)
    }
  }
}

/// The views a preview list stands for: a `Group`'s views, a `ForEach`'s, a builder's list.
@MainActor
func topLevelViews<Content: View>(_ content: Content) -> [(traits: ViewTraits, view: AnyView)] {
  if let group = content as? any GroupLike { return group.groupItems }
  return tabItems(content, nil).flatMap { traits, view in
    // A Group inside the list (a group per device) lists its own views, which keep the
    // traits set around the group.
    if let group = view.wrappedGroup {
      return group.groupItems.map { (traits.merged(over: $0.traits), $0.view) }
    }
    return [(traits, view)]
  }
}

extension ViewTraits {
  /// These traits where set, `inner`'s elsewhere.
  func merged(over inner: ViewTraits) -> ViewTraits {
    var out = inner
    out.previewDevice = previewDevice ?? inner.previewDevice
    out.previewName = previewName ?? inner.previewName
    out.previewLayout = previewLayout ?? inner.previewLayout
    out.previewOrientation = previewOrientation ?? inner.previewOrientation
    return out
  }
}

/// A Group, whose views a preview list shows one by one.
@MainActor protocol GroupLike {
  var groupItems: [(traits: ViewTraits, view: AnyView)] { get }
}

extension Group: GroupLike where Content: View {
  var groupItems: [(traits: ViewTraits, view: AnyView)] { topLevelViews(content) }
}

extension Device {
  /// The device Xcode calls `name` in `.previewDevice(PreviewDevice(rawValue:))`: an SE, a
  /// large (Pro Max, Plus) or any other iPhone of the notched era; nil for other devices.
  init?(previewDeviceName name: String) {
    let lower = name.lowercased()
    guard lower.hasPrefix("iphone") else { return nil }
    if lower.contains(" se") {
      self = .iphoneSE
    } else if lower.contains("pro max") || lower.contains("plus") {
      self = .iphone13ProMax
    } else {
      self = .iphone13
    }
  }
}

/// Renders a package's previews to PNG files: the runner that `cellshot previews` generates
/// calls this with every `PreviewProvider` and `#Preview` it found.
public enum PreviewExport {
  /// The previews of one `PreviewProvider`, or of one file's `#Preview`s, and the file name
  /// they are written under.
  public struct Entry {
    public var module: String
    /// The provider's type name, or the source file's name for `#Preview`s.
    public var name: String
    public var previews: @MainActor () -> [Preview]

    public init(module: String, name: String, previews: @escaping @MainActor () -> [Preview]) {
      self.module = module
      self.name = name
      self.previews = previews
    }

    /// A `PreviewProvider`'s previews, under its type's name.
    @MainActor
    public init(module: String, provider: any PreviewProvider.Type) {
      self.init(module: module, name: "\(provider)") { previewList(provider) }
    }
  }

  /// Renders every preview of `providers` into `folder`: see ``write(_:to:scale:)-(Entry)``.
  @MainActor
  public static func write(_ providers: [(module: String, type: any PreviewProvider.Type)],
                           to folder: String, scale: Int = 1) -> Int32 {
    write(providers.map { Entry(module: $0.module, provider: $0.type) }, to: folder, scale: scale)
  }

  /// How `write` draws the device around device previews and the chrome in them: `chrome` is
  /// the CLI's, a list of `frame` (the phone drawn around), `no-housing` (no notch or Dynamic
  /// Island) and a look's name (`ios26`: Liquid Glass; `InterfaceLook.standard` without one).
  public struct Chrome: Sendable {
    public var sensorHousing = true
    public var deviceFrame = false
    public var look = InterfaceLook.standard

    public init(_ chrome: String = "") {
      let words = chrome.split(separator: ",")
      sensorHousing = !words.contains("no-housing")
      deviceFrame = words.contains("frame")
      if let named = words.lazy.compactMap({ InterfaceLook(rawValue: String($0)) }).last {
        look = named
      }
    }
  }

  /// Renders every preview of `entries` into `folder` as
  /// `<folder>/<module>/<name>[-<n>][-<display name>][-<variant>].png` (the number when an
  /// entry has several), once for each of `variants` (specs such as `colorScheme=dark`, with
  /// the words their file names and captions take; one, as written, when empty), printing
  /// each path; then the catalog of them all, `index.html` and `index.md` (`PreviewCatalog`).
  /// A problem is printed to standard error and makes the result 2 (0 when all went well).
  @MainActor
  public static func write(_ entries: [Entry], to folder: String, scale: Int = 1,
                           chrome: Chrome = Chrome(),
                           variants: [(spec: String, label: String)] = []) -> Int32 {
    var status: Int32 = 0
    var catalog: [CatalogItem] = []
    let variants = variants.isEmpty ? [(spec: "", label: "")] : variants
    for entry in entries {
      let previews = entry.previews()
      let stem = "\(fileName(entry.module))/\(fileName(entry.name))"
      for (i, preview) in previews.enumerated() {
        var base = stem
        if previews.count > 1 { base += "-\(i + 1)" }
        if let name = preview.name, !fileName(name).isEmpty { base += "-" + fileName(name) }
        for variant in variants {
          let relative = base + (variant.label.isEmpty ? "" : "-" + fileName(variant.label))
            + ".png"
          let path = folder + "/" + relative
          do {
            guard let parsed = PreviewVariant(spec: variant.spec) else {
              throw PreviewVariantError(description: "'\(variant.spec)' is not a variant")
            }
            var settings = try PreviewSettings(parsed, scale: scale)
            if parsed.values[.ios] == nil { settings.look = chrome.look }
            settings.sensorHousing = chrome.sensorHousing
            settings.deviceFrame = chrome.deviceFrame
            try FileIO.makeDirectories(String(path[..<path.lastIndex(of: "/")!]))
            let prepared = try settings.prepare(preview).0
            try PNGEncoder.small.write(try prepared.render().buffer, to: path)
            print(path)
            for warning in preview.warnings + prepared.warnings {
              printToStandardError("\(path): \(warning)")
            }
            catalog.append(CatalogItem(
              module: entry.module, group: entry.name,
              name: preview.name ?? (previews.count > 1 ? "Preview \(i + 1)" : "Preview"),
              variant: variant.label, path: relative))
          } catch {
            printToStandardError("cellshot: \(path): \(error)")
            status = 2
          }
        }
      }
    }
    let title = "Previews"
    do {
      try FileIO.writeAtomically(Array(PreviewCatalog.html(catalog, title: title).utf8),
                                 to: folder + "/index.html")
      try FileIO.writeAtomically(Array(PreviewCatalog.markdown(catalog, title: title).utf8),
                                 to: folder + "/index.md")
      print(folder + "/index.html")
    } catch {
      printToStandardError("cellshot: \(folder)/index.html: \(error)")
      status = 2
    }
    return status
  }

  @MainActor
  static func previewList<P: PreviewProvider>(_ type: P.Type) -> [Preview] { type.previewList }

  /// Letters, digits, `-` and `_` kept; anything else a dash.
  static func fileName(_ text: String) -> String {
    let kept = text.unicodeScalars.map { scalar -> Character in
      scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-")
        ? Character(scalar) : "-"
    }
    return String(kept).split(separator: "-").joined(separator: "-")
  }
}

func printToStandardError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
