/// An icon and a title side by side; in a list the icon takes the tint colour.
public struct Label<Title: View, Icon: View>: PrimitiveView {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if environment.isTabItem {
      return resolve(VStack(spacing: 2) { icon; title }, builder, environment)
    }
    switch environment.labelStyle.kind {
    case .iconOnly: return resolve(icon, builder, environment)
    case .titleOnly: return resolve(title, builder, environment)
    case .stacked:
      let stack = VStack(spacing: 12) {
        icon.font(.system(size: 44)).foregroundColor(.secondary)
        title
      }
      return resolve(stack, builder, environment)
    case .automatic: break
    }
    // In a list the icon takes the tint colour, unless a foreground style says otherwise.
    let iconColor = environment.isListRow && environment.foregroundColor == nil
      ? (environment.explicitTint ?? environment.tint) : nil
    let row = HStack(spacing: 12) {
      icon.foregroundColor(iconColor ?? environment.foregroundColor)
      title
    }
    return resolve(row, builder, environment)
  }
}

extension Label where Title == Text, Icon == Image {
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    icon = Image(systemName: name)
  }

  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.title = Text(title)
    icon = Image(name)
  }
}

/// How a `Label` shows: title and icon (the default), the icon alone, or the title alone.
public struct LabelStyle: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case automatic, iconOnly, titleOnly, stacked }
  let kind: Kind
  public static let automatic = LabelStyle(kind: .automatic)
  public static let titleAndIcon = LabelStyle(kind: .automatic)
  public static let iconOnly = LabelStyle(kind: .iconOnly)
  public static let titleOnly = LabelStyle(kind: .titleOnly)
  /// A large grey icon over the title (ContentUnavailableView's).
  static let stacked = LabelStyle(kind: .stacked)
}

/// A symbol's size beside text: `.small` 0.8 times the text's, `.large` 1.3 times.
public enum ImageScale: Sendable, Hashable {
  case small, medium, large
  var factor: Double {
    switch self {
    case .small: return 0.8
    case .medium: return 1
    case .large: return 1.3
    }
  }
}

extension View {
  public func labelStyle(_ style: LabelStyle) -> some View {
    EnvironmentModifier(content: self) { $0.labelStyle = style }
  }

  /// The size of the symbols inside, relative to the font.
  public func imageScale(_ scale: ImageScale) -> some View {
    EnvironmentModifier(content: self) { $0.imageScale = scale }
  }
}
