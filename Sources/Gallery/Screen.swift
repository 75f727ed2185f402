import Cellshot

/// One screen of the gallery: a layout with its data and state, rendered on a device.
public struct Screen: Sendable {
  /// The kebab-case id naming the screen, its golden and the file the CLI writes.
  public let id: String
  /// One line for `cellshot list`.
  public let summary: String
  /// The seed the screen comes from, or nil.
  public let seed: String?
  /// The device it is shown on unless another is asked for.
  public let device: Device
  /// True when the screen is laid out inside the device's safe area, under its status bar and
  /// above its home indicator (the app screens); the seeds' screens use the whole screen.
  public let safeArea: Bool
  /// The pixels per point it is rendered at unless another scale is asked for (1 for most;
  /// the type specimen is at 3, as an iPhone draws text).
  public let scale: Int
  /// Right to left for a screen in Arabic or Hebrew: the whole screen mirrored, status bar too.
  public let layoutDirection: LayoutDirection
  /// True for a screen drawn inside its phone's frame (a documentation image).
  public let deviceFrame: Bool
  /// The look of its chrome unless another is asked for (iOS 18's; iOS 26's for one screen).
  public let look: InterfaceLook
  let make: @MainActor @Sendable () -> AnyView

  init<V: View>(_ id: String, _ summary: String, seed: String?, device: Device = .iphone13,
                safeArea: Bool = false, scale: Int = 1,
                layoutDirection: LayoutDirection = .leftToRight, deviceFrame: Bool = false,
                look: InterfaceLook = .standard, _ make: @escaping @MainActor @Sendable () -> V) {
    self.id = id
    self.summary = summary
    self.seed = seed
    self.device = device
    self.safeArea = safeArea
    self.scale = scale
    self.layoutDirection = layoutDirection
    self.deviceFrame = deviceFrame
    self.look = look
    self.make = { AnyView(make()) }
  }

  /// The screen's view (made fresh: its state starts anew).
  @MainActor public func view() -> AnyView {
    Gallery.registerAssets()
    return make()
  }

  /// The screen's display list on `device` and at `scale` (its own by default): laid out,
  /// not drawn.
  @MainActor public func displayList(device: Device? = nil, scale: Int? = nil) -> DisplayList {
    renderer(device: device, scale: scale).displayList(view())
  }

  /// Renders the screen on `device` and at `scale` (its own by default).
  @MainActor public func render(device: Device? = nil, scale: Int? = nil) throws -> RenderedView {
    try renderer(device: device, scale: scale).render(view())
  }

  /// Lays the screen out on `device` (its own by default) at `scale`, its chrome in `look`,
  /// for drawing on any thread; in the phone's frame when `deviceFrame` says so (the screen's
  /// own choices when nil).
  @MainActor public func prepare(device: Device? = nil, scale: Int? = nil,
                                 sensorHousing: Bool = true, deviceFrame: Bool? = nil,
                                 look: InterfaceLook? = nil)
    -> PreparedRender
  {
    var renderer = renderer(device: device, scale: scale)
    renderer.sensorHousing = sensorHousing
    renderer.deviceFrame = deviceFrame ?? self.deviceFrame
    renderer.interfaceLook = look ?? self.look
    return renderer.prepare(view())
  }

  /// The renderer for the screen on `device` and at `scale` (its own by default).
  public func renderer(device: Device? = nil, scale: Int? = nil) -> Renderer {
    let device = device ?? self.device
    let scale = scale ?? self.scale
    var renderer = safeArea ? Renderer(device: device, scale: scale)
      : Renderer(size: device.size, scale: scale)
    renderer.layoutDirection = layoutDirection
    renderer.deviceFrame = deviceFrame && safeArea
    renderer.interfaceLook = look
    return renderer
  }
}
