/// How a picker is drawn, as the built-in styles ask.
enum PickerStyleKind: Sendable, Hashable {
  case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// A style of picker, as SwiftUI's `PickerStyle`: one of the built-in ones.
public protocol PickerStyle {}

/// A built-in picker style and how it draws.
protocol BuiltInPickerStyle: PickerStyle {
  var kind: PickerStyleKind { get }
}

/// The platform's default: a menu in a row.
public struct DefaultPickerStyle: BuiltInPickerStyle, Sendable {
  public init() {}
  var kind: PickerStyleKind { .automatic }
}

/// A row with the chosen option and an up-down chevron, opening a menu.
public struct MenuPickerStyle: BuiltInPickerStyle, Sendable {
  public init() {}
  var kind: PickerStyleKind { .menu }
}

/// A segmented control: the options side by side, the chosen one raised.
public struct SegmentedPickerStyle: BuiltInPickerStyle, Sendable {
  public init() {}
  var kind: PickerStyleKind { .segmented }
}

/// The options as rows, the chosen one checked.
public struct InlinePickerStyle: BuiltInPickerStyle, Sendable {
  public init() {}
  var kind: PickerStyleKind { .inline }
}

/// A wheel: the chosen option in a band, its neighbours above and below.
public struct WheelPickerStyle: BuiltInPickerStyle, Sendable {
  public init() {}
  var kind: PickerStyleKind { .wheel }
}

/// A row with the chosen option and a chevron, pushing the options.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle, Sendable {
  public init() {}
  var kind: PickerStyleKind { .navigationLink }
}

/// How a palette picker marks its chosen option: `.automatic` raises it as a segment,
/// `.symbolVariant(_:)` draws its symbol in that variant instead, `.custom` leaves it to the
/// options themselves.
public struct PaletteSelectionEffect: Sendable, Equatable {
  /// The variant the chosen option's symbol takes, if any.
  let variant: SymbolVariants?
  /// Whether the chosen option is raised as a segment.
  let highlights: Bool

  public static var automatic: PaletteSelectionEffect { .init(variant: nil, highlights: true) }
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    .init(variant: variant, highlights: false)
  }
  public static var custom: PaletteSelectionEffect { .init(variant: nil, highlights: false) }
}

extension View {
  /// How a palette picker inside marks its chosen option.
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
    EnvironmentModifier(content: self) { $0.paletteSelectionEffect = effect }
  }
}

extension EnvironmentValues {
  var paletteSelectionEffect: PaletteSelectionEffect? {
    get { self[extra: "paletteSelectionEffect", default: nil] }
    set { self[extra: "paletteSelectionEffect", default: nil] = newValue }
  }
}

/// The options side by side, as a palette (drawn as a segmented control).
public struct PalettePickerStyle: BuiltInPickerStyle, Sendable {
  public init() {}
  var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.pickerStyle = (style as? any BuiltInPickerStyle)?.kind ?? .automatic
    }
  }
}

/// A choice among tagged views: segmented (a 32-point track with the chosen segment raised),
/// or a row with the label and the chosen option in the secondary colour.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
  let label: Label
  /// The chosen value; nil when the picker stands for several values that differ.
  let selection: SelectionValue?
  let content: Content
  /// What a menu picker shows for its value in place of the chosen option (iOS 18).
  var currentValueLabel: AnyView?

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.init(chosen: selection.wrappedValue, content: content(), label: label())
  }

  init(chosen: SelectionValue?, content: Content, label: Label, currentValueLabel: AnyView? = nil) {
    self.selection = chosen
    self.content = content
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let options = taggedOptions(content, ContentScope(builder: builder, environment: environment))
    let chosen = selection.flatMap { value in options.firstIndex { $0.tag == AnyHashable(value) } }
    let shownValue: AnyView? = currentValueLabel ?? chosen.map { options[$0].view }
    let effect = environment.pickerStyle == .palette ? environment.paletteSelectionEffect : nil
    switch environment.pickerStyle {
    case .segmented, .palette:
      if environment.interfaceLook.isGlass {
        // In a list row it counts as 30 points: the row is 60, its track 15 points below the
        // card's top (a public iPhone 17 screenshot, measured again at 3x: not 52).
        let control = glassSegments(options, chosen: chosen, effect: effect)
          .listRowControl(height: 32, countsAs: 30, environment)
        return resolve(control, builder, environment)
      }
      let segments = roundedSegments(options, chosen: chosen, effect: effect)
      return resolve(segments, builder, environment)
    case .wheel:
      return resolve(wheel(options, chosen), builder, environment)
    case .inline:
      let rows = VStack(alignment: .leading, spacing: 0) {
        if !environment.labelsHidden { label.font(.footnote).foregroundColor(.secondary) }
        ForEach(0..<options.count, id: \.self) { k in
          HStack {
            options[k].view
            Spacer(minLength: 8)
            if k == chosen {
              Image(systemName: "checkmark").foregroundColor(environment.tint).fontWeight(.semibold)
            }
          }
          .frame(minHeight: 44)
          if k + 1 < options.count { Divider() }
        }
      }
      return resolve(rows, builder, environment)
    case .navigationLink:
      let row = HStack(spacing: 8) {
        label
        Spacer(minLength: 8)
        if let shownValue { shownValue.foregroundColor(.secondary) }
        Image(systemName: "chevron.forward").font(.footnote.weight(.semibold))
          .foregroundColor(Color(uiColor: .tertiaryLabel))
      }
      return resolve(row, builder, environment)
    case .automatic, .menu:
      break
    }
    if environment.labelsHidden {
      let control = HStack(spacing: 8) {
        if let shownValue { shownValue.foregroundColor(.secondary) }
        Image(systemName: "chevron.up.chevron.down").foregroundColor(.secondary)
      }
      return resolve(control, builder, environment)
    }
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      if let shownValue { shownValue.foregroundColor(.secondary) }
      Image(systemName: "chevron.up.chevron.down").foregroundColor(.secondary)
    }
    return resolve(row, builder, environment)
  }
}

extension Picker {
  /// iOS 13-18's segmented control: a track rounded by 9, the raised segment a white one
  /// rounded by 7 with a hairline border, dividers between unraised segments.
  func roundedSegments(_ options: [(tag: AnyHashable?, view: AnyView)], chosen: Int?,
                       effect: PaletteSelectionEffect?) -> some View {
    HStack(spacing: 0) {
      ForEach(0..<options.count, id: \.self) { k in
        segment(options[k].view, variant: k == chosen ? effect?.variant : nil)
          .font(Self.segmentFont(raised: k == chosen && effect?.highlights != false))
          .lineLimit(1)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(k == chosen && effect?.highlights != false
                      ? AnyView(RoundedRectangle(cornerRadius: 7)
                        .fill(Color(light: .white, dark: Color(r: 99, g: 99, b: 102)))
                        .overlay(RoundedRectangle(cornerRadius: 7)
                          .strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
                        .padding(2))
                      : AnyView(EmptyView()))
          .overlay(alignment: .trailing) {
            if Self.dividerFollows(k, count: options.count, chosen: chosen,
                                   highlights: effect?.highlights != false) {
              Self.segmentDivider.offset(x: 0.5)
            }
          }
          .accessibilityRole(.segment(index: k + 1, count: options.count, selected: k == chosen))
      }
    }
    .frame(height: 32)
    .background(RoundedRectangle(cornerRadius: 9).fill(UIColor.tertiarySystemFill.color))
  }

  /// iOS 26's segmented control: a capsule track 32 points tall and a white capsule thumb 2
  /// points inside it, no shadow or border (measured: docs/research-ios26-look.md, "Segmented
  /// control"; iOS 18's are rounded by 9 and 7, the thumb with a shadow and a border).
  func glassSegments(_ options: [(tag: AnyHashable?, view: AnyView)], chosen: Int?,
                     effect: PaletteSelectionEffect?) -> some View {
    HStack(spacing: 0) {
      ForEach(0..<options.count, id: \.self) { k in
        let thumb = k == chosen && effect?.highlights != false
        segment(options[k].view, variant: k == chosen ? effect?.variant : nil)
          .font(Self.segmentFont(raised: thumb))
          .lineLimit(1)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(Capsule().fill(thumb ? Color(light: .white, dark: Color(r: 99, g: 99,
                                                                                 b: 102))
                                           : .clear)
            .padding(2))
          .accessibilityRole(.segment(index: k + 1, count: options.count, selected: k == chosen))
      }
    }
    .frame(height: 32)
    .background(Capsule().fill(UIColor.tertiarySystemFill.color))
  }

  /// A segment's title: 13 points, semibold on the raised segment (UISegmentedControl's
  /// selected title, in public iOS 13 and iOS 26 screenshots alike), regular on the others.
  static func segmentFont(raised: Bool) -> Font {
    raised ? .footnote.weight(.semibold) : .footnote
  }

  /// Whether iOS 13-18's segmented control draws a divider after segment `k`: between two
  /// segments neither of which is raised (a public iOS 13 screenshot at 2x: "5% | 10%" and
  /// "20% | 25%" divided, none beside the chosen 15%).
  static func dividerFollows(_ k: Int, count: Int, chosen: Int?, highlights: Bool) -> Bool {
    guard k + 1 < count else { return false }
    guard highlights, let chosen else { return true }
    return k != chosen && k + 1 != chosen
  }

  /// The divider: a 1 x 18-point capsule centred on the segments' boundary, (214, 214, 217)
  /// over the light track as measured (separator grey at 13 %; the dark one guessed).
  static var segmentDivider: some View {
    Capsule()
      .fill(Color(light: Color(r: 60, g: 60, b: 67).opacity(0.13),
                  dark: Color(r: 235, g: 235, b: 245).opacity(0.16)))
      .frame(width: 1, height: 18)
  }

  /// A palette's option, in the chosen option's symbol variant if it is that one.
  func segment(_ view: AnyView, variant: SymbolVariants?) -> AnyView {
    guard let variant else { return view }
    return AnyView(view.symbolVariant(variant))
  }

  /// A wheel 216 points tall (UIPickerView's): the chosen option in a grey band, its
  /// neighbours above and below fainter the farther they are.
  func wheel(_ options: [(tag: AnyHashable?, view: AnyView)], _ chosen: Int?) -> some View {
    let center = chosen ?? 0
    return ZStack {
      RoundedRectangle(cornerRadius: 8).fill(UIColor.tertiarySystemFill.color).frame(height: 34)
      VStack(spacing: 0) {
        ForEach(-3...3, id: \.self) { offset in
          let k = center + offset
          Group {
            if k >= 0 && k < options.count {
              options[k].view.font(.title3).lineLimit(1)
                .opacity([0.25, 0.45, 0.7, 1, 0.7, 0.45, 0.25][offset + 3])
            } else {
              Color.clear
            }
          }
          .frame(maxWidth: .infinity)
          .frame(height: offset == 0 ? 34 : [22, 26, 30][abs(offset) - 1])
        }
      }
    }
    .frame(height: 216)
    .clipped()
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
              @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}
