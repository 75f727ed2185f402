// The look the chrome Cellshot draws takes: iOS 17-18's, iOS 26's Liquid Glass, or iOS 13's
// lists. Set by the
// renderer (`Renderer.interfaceLook`, the snapshot strategies' `look:`, the CLI's `--ios`),
// carried in the environment (`\.interfaceLook`), read by each piece of chrome where its own
// rule draws it (tab bar, navigation bar, lists, toggles, segmented pickers, sliders, buttons,
// glass). The figures of iOS 26's look and their sources: docs/research-ios26-look.md.

/// Which iOS release's system look the chrome Cellshot draws takes: tab bars, navigation bars
/// and their items, inset-grouped lists, toggles, segmented pickers, sliders, buttons in the
/// system styles and Liquid Glass.
///
/// An app compiled with the iOS 26 SDK draws its chrome in Liquid Glass; one compiled with an
/// older SDK (or opted out with `UIDesignRequiresCompatibility`) keeps iOS 18's look on iOS 26
/// too. So the look is a property of the picture asked for, not of the view: the renderer sets
/// it, and views read it from the environment.
///
/// iOS 17 and 18 drew the same chrome, so both are `.ios18`.
public enum InterfaceLook: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// iOS 13, as its screenshots show it: iOS 18's chrome, but a `Form` grouped edge to edge
  /// (not in inset cards), a `List` plain unless a style says otherwise, and section headers
  /// as written (not in capitals). iOS 14 to 16 are not drawn (their lists changed in steps
  /// not measured here).
  case ios13
  /// iOS 17 and 18: full-width bars on a material, 10-point list corners, upper-case section
  /// headers, 51 x 31 switches.
  case ios18
  /// iOS 26's Liquid Glass: a floating glass tab bar, bar items in glass circles and capsules,
  /// 24-point list corners, title-case headers, 63 x 28 switches, capsule controls.
  case ios26

  /// The look drawn unless another is asked for: iOS 18's, what today's goldens and most
  /// shipped apps' screenshots show. The one place to change the default.
  public static let standard: InterfaceLook = .ios18

  /// The iOS versions whose look Cellshot draws, as the CLI's `--ios` takes them.
  public static let acceptedVersions = [13, 17, 18, 26]

  /// The look of iOS `version`: 13 is `.ios13`, 17 and 18 are `.ios18`, 26 is `.ios26`; nil
  /// for any other.
  public init?(iOSVersion version: Int) {
    switch version {
    case 13: self = .ios13
    case 17, 18: self = .ios18
    case 26: self = .ios26
    default: return nil
    }
  }

  public var description: String { rawValue }

  /// True for iOS 26's Liquid Glass.
  public var isGlass: Bool { self == .ios26 }
}

extension EnvironmentValues {
  /// The system look the chrome below is drawn in (`Renderer.interfaceLook`): views may read it
  /// to branch as an app branches on `#available(iOS 26, *)`.
  public var interfaceLook: InterfaceLook {
    get { self[extra: "interfaceLook", default: InterfaceLook.standard] }
    set { self[extra: "interfaceLook", default: InterfaceLook.standard] = newValue }
  }
}

extension View {
  /// Draws the chrome below in `look`, whatever the renderer's, with the look's default accent
  /// where no `.tint` above says otherwise: a way to ask for a look where no renderer option
  /// reaches (swift-snapshot-testing's spellings, a preview).
  public func interfaceLook(_ look: InterfaceLook) -> some View {
    EnvironmentModifier(content: self) { environment in
      environment.interfaceLook = look
      if environment.explicitTint == nil {
        environment.tint = look.isGlass ? .glassAccent : Color.blue
      }
    }
  }
}

extension Color {
  /// iOS 26's default accent: #0088FF in light mode, as swift-snapshot-testing references of
  /// `.bordered` and `.borderedProminent` buttons with no tint show it (measured; iOS 18's is
  /// #007AFF). Dark mode's is a guess: iOS 18's dark blue moved as the light one did.
  static let glassAccent = dynamic((0, 136, 255, 1), (0, 145, 255, 1))
}
