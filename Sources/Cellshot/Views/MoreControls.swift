// More controls in their resting state, as iOS 17 draws them: Menu, Link and ShareLink (their
// label in the tint colour), DatePicker (the date in a grey capsule), ColorPicker (the colour in
// a ring), DisclosureGroup (closed: a chevron; open: its content below), TextEditor,
// ContentUnavailableView, Gauge (a bar), ScrollViewReader; button roles; label styles; image
// scales.

// MARK: buttons and links

public struct ButtonRole: Sendable, Hashable {
  let destructive: Bool
  public static let destructive = ButtonRole(destructive: true)
  public static let cancel = ButtonRole(destructive: false)
}

extension Button {
  /// A button with a role: a destructive one is red.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    if role?.destructive == true { self.role = .destructive }
  }
}

extension Button where Label == Text {
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == Cellshot.Label<Text, Image> {
  /// A button with a title and a system image (`Button("Add", systemImage: "plus") { }`).
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { Cellshot.Label(title, systemImage: systemImage) }
  }
}

/// A menu: its label, drawn as a borderless button (the menu is shown when tapped).
public struct Menu<Label: View, Content: View>: PrimitiveView {
  let label: Label

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(label), builder, environment)
  }
}

extension Menu where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A link to a URL: its label in the tint colour.
public struct Link<Label: View>: PrimitiveView {
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tint = environment.explicitTint ?? environment.tint
    return resolve(label.foregroundColor(environment.foregroundColor ?? tint), builder, environment)
  }
}

extension Link where Label == Text {
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// A share button: "Share" with the share symbol, in the tint colour.
public struct ShareLink<Label: View>: PrimitiveView {
  let label: Label

  public init<Item>(item: Item, @ViewBuilder label: () -> Label) { self.label = label() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(label), builder, environment)
  }
}

extension ShareLink where Label == Cellshot.Label<Text, Image> {
  public init<Item>(item: Item) {
    self.init(item: item) { Cellshot.Label("Share", systemImage: "square.and.arrow.up") }
  }

  public init<Item, S: StringProtocol>(_ title: S, item: Item) {
    self.init(item: item) { Cellshot.Label(title, systemImage: "square.and.arrow.up") }
  }
}

// MARK: pickers

/// A date picker in its compact style: the title, then the date (and time) in grey capsules.
public struct DatePicker<Label: View>: PrimitiveView {
  let label: Label
  let date: Date
  let components: Components

  public typealias Components = DatePickerComponents

  public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.label = label()
    date = selection.wrappedValue
    components = displayedComponents
  }

  public init(selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: Components = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    func chip(_ text: String) -> some View {
      Text(text).padding(.horizontal, 11).padding(.vertical, 6)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
    }
    let row = HStack(spacing: 6) {
      label
      Spacer(minLength: 8)
      if components.contains(.date) { chip(DatePickerFormat.date(date)) }
      if components.contains(.hourAndMinute) { chip(DatePickerFormat.time(date)) }
    }
    return resolve(row, builder, environment)
  }
}

extension DatePicker where Label == Text {
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                 displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                 displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// What a date picker shows: the date, the time, or both.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// Dates as the compact date picker shows them: US English, in UTC, the same everywhere.
enum DatePickerFormat {
  static func date(_ date: Date) -> String { format(date, "MMM d, yyyy") }
  static func time(_ date: Date) -> String { format(date, "h:mm a") }

  static func format(_ date: Date, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}

/// A colour picker: the title, then the colour in a ring of hues.
public struct ColorPicker<Label: View>: PrimitiveView {
  let label: Label
  let color: Color

  public init(selection: Binding<Color>, supportsOpacity: Bool = true,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    color = selection.wrappedValue
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ring = AngularRing()
    let row = HStack {
      label
      Spacer(minLength: 8)
      ZStack {
        ring.frame(width: 28, height: 28)
        Circle().fill(Color(.systemBackground)).frame(width: 22, height: 22)
        Circle().fill(color).frame(width: 18, height: 18)
      }
    }
    return resolve(row, builder, environment)
  }
}

/// The hue ring around a colour picker's swatch: twelve coloured sectors drawn as dots.
struct AngularRing: View {
  var body: some View {
    let hues: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo,
                         .purple, .pink, .red]
    return ZStack {
      ForEach(0..<12, id: \.self) { i in
        Circle().fill(hues[i]).frame(width: 8, height: 8)
          .offset(y: -10)
          .rotationEffect(.degrees(Double(i) * 30))
      }
    }
  }
}

extension ColorPicker where Label == Text {
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>,
                                 supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

// MARK: containers

/// A disclosure group: its label and a chevron (pointing down when open, the content below).
public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Bool

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tint = environment.explicitTint ?? environment.tint
    let view = VStack(alignment: .leading, spacing: 11) {
      HStack {
        label
        Spacer(minLength: 8)
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
          .font(.footnote).bold().foregroundColor(tint)
      }
      if isExpanded { content }
    }
    return resolve(view, builder, environment)
  }
}

extension DisclosureGroup where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>,
                                 @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A multi-line text editor: its text from the top leading corner, filling what it is offered.
public struct TextEditor: PrimitiveView {
  let text: String

  public init(text: Binding<String>) { self.text = text.wrappedValue }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let view = Text(verbatim: text).padding(.horizontal, 5).padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    return resolve(view, builder, environment)
  }
}

/// What iOS 17 shows when there is nothing: a large grey symbol, a bold title and a
/// description, centred in the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  PrimitiveView
{
  let label: Label
  let description: Description
  let actions: Actions

  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
              @ViewBuilder actions: () -> Actions) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let view = VStack(spacing: 16) {
      label.labelStyle(.stacked).font(.title2).bold()
      description.font(.subheadline).foregroundColor(.secondary)
        .multilineTextAlignment(.center)
      actions
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    return resolve(view, builder, environment)
  }
}

extension ContentUnavailableView where Label == Cellshot.Label<Text, Image>, Actions == EmptyView {
  /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text("..."))`.
  public init<S: StringProtocol>(_ title: S, systemImage: String,
                                 description: Text? = nil) where Description == Text? {
    self.init(label: { Cellshot.Label(title, systemImage: systemImage) },
              description: { description }, actions: { EmptyView() })
  }
}

extension ContentUnavailableView where Label == Cellshot.Label<Text, Image>,
  Description == Text, Actions == EmptyView
{
  /// The search variant: "No Results", a magnifying glass, "Check the spelling or try a new
  /// search."
  public static var search: ContentUnavailableView {
    ContentUnavailableView(label: { Cellshot.Label("No Results", systemImage: "magnifyingglass") },
                           description: { Text("Check the spelling or try a new search.") },
                           actions: { EmptyView() })
  }
}

/// A gauge, drawn as iOS draws its default style: the label over a bar filled to the value.
public struct Gauge<Label: View>: PrimitiveView {
  let fraction: Double
  let label: Label

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(ProgressView(value: fraction) { label }, builder, environment)
  }
}

extension ProgressView {
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    self.label = label()
  }
}

/// Scrolls to views by id when asked; a picture shows the scroll view where it starts.
public struct ScrollViewProxy: Sendable {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy to scroll with (`proxy.scrollTo(id)`), which a picture ignores.
public struct ScrollViewReader<Content: View>: PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
    self.content = content(ScrollViewProxy())
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

// MARK: label styles and image scales

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
