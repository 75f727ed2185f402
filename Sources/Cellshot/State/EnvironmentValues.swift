/// Values handed down the view tree while it is resolved: fonts, colours, text settings, the
/// render's scale. Modifiers such as `.font(_:)` change them for their subtree.
public struct EnvironmentValues: @unchecked Sendable {
  public var font: Font?
  public var foregroundColor: Color?
  public var tint: Color = .blue
  public var bold = false
  /// `.fontWeight(_:)` on a view: the weight of the text and symbols below.
  var fontWeight: Font.Weight?
  /// `.monospaced()`: text in the monospaced design.
  public var monospaced = false
  /// `.fontDesign(_:)`: the design of text whose font names none.
  var fontDesign: FontDesign?
  /// `.fontWidth(_:)`: the width of text whose font names none.
  var fontWidth: FontWidth?
  /// `.monospacedDigit()` on a view: digits of the text below all one width.
  var monospacedDigit = false
  /// `.italic()` on a view: text below in italics.
  public var italic = false
  /// `.underline()`, `.kerning(_:)`, ... on a view: what text below draws (`textAttributes`).
  var textAttributesBox: TextAttributesBox?
  public var lineLimit: Int?
  /// Lines a vertical text field keeps room for however short its text (`.lineLimit(3...5)`,
  /// `.lineLimit(3, reservesSpace: true)`); 0 for none.
  var reservedLines: Int32 = 0
  public var multilineTextAlignment: TextAlignment = .leading
  /// Left to right, or right to left (`.environment(\.layoutDirection, .rightToLeft)`).
  public var layoutDirection: LayoutDirection = .leftToRight
  /// Points between the lines of text (`.lineSpacing(_:)`).
  public var lineSpacing: CGFloat = 0
  /// Pixels per point.
  var pixelScale: Int = 1
  /// The size of the screen being rendered, in points.
  public var screenSize: CGSize = CGSize(width: 390, height: 844)
  /// The content offset the next scroll view down shows (for screenshots of scrolled states).
  public var scrollContentOffset: CGPoint = .zero
  /// `.defaultScrollAnchor(_:)`: the point of its content the next scroll view down shows.
  public var scrollAnchor: UnitPoint?
  /// `.contentMargins(_:_:for:)`: the margins around the next scroll view down's content.
  var scrollContentMargins = EdgeInsets()
  /// Set while resolving a navigation view's content, to collect its title and toolbar.
  var navigation: NavigationCollector?
  /// Set while resolving a tab view's chosen tab, to collect what it says of the tab bar.
  var tabBar: TabBarCollector?
  /// The axis of the stack a view is a direct child of, for Spacer and Divider.
  var stackAxis: Axis?
  /// The shape of the nearest container with `.containerShape(_:)`, for the shapes drawn from
  /// it.
  var containerShape: ContainerShapeContext?
  /// Set by `.disabled(true)`; drawing is unchanged.
  public var isEnabled = true
  /// Light or dark: which value colours that change with the appearance take.
  public var colorScheme: ColorScheme = .light
  /// The style of lists (`.listStyle(_:)`).
  var listStyle: ListStyleKind = .automatic
  /// Capitals or small letters for text (`.textCase(_:)`; list headers are in capitals).
  public var textCase: Text.Case?
  /// True while a list's rows are resolved: a `NavigationLink` there is a row with a chevron.
  var isListRow = false
  /// The colour a button style gave its label (white on a prominent button), which does not
  /// stop a list row's `Label` from drawing its icon in the tint.
  var buttonStyleForeground: Color?
  /// The tint given by `.tint(_:)`, if any (a toggle is green unless one is).
  public var explicitTint: Color?
  /// `.textFieldStyle(.roundedBorder)`: fields in the rounded box.
  var textFieldBordered = false
  /// `.textFieldStyle(_:)` with a style of the app's own.
  var customTextFieldStyle: CustomTextFieldStyle?
  /// How built-in styles draw the buttons below.
  var buttonKind: ButtonKind = .plain
  /// `.buttonStyle(MyStyle())`: buttons below are made by the app's style.
  var customButtonStyle: CustomButtonStyle?
  public var controlSize: ControlSize = .regular
  public var buttonBorderShape: ButtonBorderShape = .automatic
  var pickerStyle: PickerStyleKind = .automatic
  /// The insets of the screen's safe area left to this view (status bar, home indicator).
  public var safeAreaInsets = EdgeInsets()
  /// True while a tab bar item is resolved: labels stand icon over title, icons at 25 points.
  var isTabItem = false
  /// `.labelStyle(_:)` and `.imageScale(_:)`.
  var labelStyle: LabelKind = .automatic
  /// `.labelStyle(MyStyle())`: labels below are made by the app's style.
  var customLabelStyle: CustomLabelStyle?
  public var imageScale: Image.Scale = .medium
  /// The variant symbols are drawn in (`.symbolVariant(.fill)`; a tab bar's items are filled).
  public var symbolVariants: SymbolVariants = .none
  /// `.symbolRenderingMode`: nil, monochrome (the foreground colour) unless a view asks.
  public var symbolRenderingMode: SymbolRenderingMode?
  /// `.labelsHidden()`: toggles, pickers, steppers and colour pickers draw their control only.
  public var labelsHidden = false
  /// `.toggleStyle(MyStyle())`: toggles below are made by the app's style.
  var customToggleStyle: CustomToggleStyle?
  /// `.toggleStyle(.button)`: toggles drawn as buttons.
  var toggleAsButton = false
  /// `.progressViewStyle(_:)`: a spinner whatever the value, a tint, or the app's own style.
  var progressCircular = false
  var progressTint: Color?
  var customProgressViewStyle: CustomProgressViewStyle?
  /// `.gaugeStyle(_:)`: a built-in style, or the app's own.
  var gaugeKind: GaugeKind = .automatic
  var customGaugeStyle: CustomGaugeStyle?
  /// `.tabViewStyle(.page)`: tab views below drawn as pages; `.indexViewStyle`'s background.
  var pageTabStyle: PageTabViewStyle?
  var pageIndexBackground = false
  /// `.datePickerStyle(_:)`.
  var datePickerKind: DatePickerKind = .automatic
  /// `.menuStyle(_:)`: menus as bordered buttons, or the app's own style.
  var menuAsButton = false
  var customMenuStyle: CustomMenuStyle?
  /// `.formStyle(_:)` and `.controlGroupStyle(_:)` of the app's own.
  var customFormStyle: CustomFormStyle?
  var customControlGroupStyle: CustomControlGroupStyle?
  /// Values without a field of their own (`locale`, `dismiss`, ...), by name.
  var extras: [String: Any] = [:]
  /// Objects from `.environmentObject(_:)`, by type.
  var objects: [ObjectIdentifier: AnyObject] = [:]

  public init() {}

  /// `color` as this environment's appearance shows it.
  public func resolve(_ color: Color) -> Raster.Color {
    color.resolved(in: self)
  }

  /// The colour text and shapes take when given none: `foregroundColor`, or `.primary`.
  var foreground: Raster.Color { resolve(foregroundColor ?? .primary) }

  /// The font text is drawn with: the environment's, or `.body`.
  var resolvedFont: FontSpec {
    var spec = (font ?? .body).spec(at: dynamicTypeSize)
    if let fontWeight { spec = spec.weight(fontWeight) }
    if bold && !spec.weight.usesBoldFace { spec = spec.weight(.bold) }
    return spec
  }
}

extension EnvironmentValues: CustomStringConvertible {
  /// The values that say most about where a view is drawn: appearance, text size, direction.
  public var description: String {
    "EnvironmentValues(colorScheme: \(colorScheme), dynamicTypeSize: \(dynamicTypeSize), "
      + "layoutDirection: \(layoutDirection), isEnabled: \(isEnabled))"
  }
}
