// SwiftUI's style types by their type names, as code written before the `.insetGrouped`
// spellings calls them: `.listStyle(InsetGroupedListStyle())`. In Cellshot a style is a value
// of one type per control, so each name is a function giving that value; it compiles where a
// style is passed, not where the type is named (`let s: InsetGroupedListStyle`).
// swiftlint:disable identifier_name

public func DefaultListStyle() -> ListStyle { .automatic }
public func PlainListStyle() -> ListStyle { .plain }
public func GroupedListStyle() -> ListStyle { .grouped }
public func InsetGroupedListStyle() -> ListStyle { .insetGrouped }
public func InsetListStyle() -> ListStyle { .inset }
public func SidebarListStyle() -> ListStyle { .sidebar }

public func DefaultButtonStyle() -> BuiltInButtonStyle { .automatic }
public func PlainButtonStyle() -> BuiltInButtonStyle { .plain }
public func BorderlessButtonStyle() -> BuiltInButtonStyle { .borderless }
public func BorderedButtonStyle() -> BuiltInButtonStyle { .bordered }
public func BorderedProminentButtonStyle() -> BuiltInButtonStyle { .borderedProminent }

public func DefaultToggleStyle() -> ToggleStyleKind { .automatic }
public func SwitchToggleStyle(tint: Color? = nil) -> ToggleStyleKind { ToggleStyleKind(tint: tint) }
public func ButtonToggleStyle() -> ToggleStyleKind { .button }

public func DefaultPickerStyle() -> PickerStyle { .automatic }
public func SegmentedPickerStyle() -> PickerStyle { .segmented }
public func MenuPickerStyle() -> PickerStyle { .menu }
public func WheelPickerStyle() -> PickerStyle { .wheel }
public func InlinePickerStyle() -> PickerStyle { .inline }
public func NavigationLinkPickerStyle() -> PickerStyle { .navigationLink }

public func DefaultTextFieldStyle() -> TextFieldStyle { .automatic }
public func PlainTextFieldStyle() -> TextFieldStyle { .plain }
public func RoundedBorderTextFieldStyle() -> TextFieldStyle { .roundedBorder }

public func DefaultLabelStyle() -> BuiltInLabelStyle { .automatic }
public func IconOnlyLabelStyle() -> BuiltInLabelStyle { .iconOnly }
public func TitleOnlyLabelStyle() -> BuiltInLabelStyle { .titleOnly }
public func TitleAndIconLabelStyle() -> BuiltInLabelStyle { .titleAndIcon }

public func DefaultNavigationViewStyle() -> NavigationViewStyleKind { .automatic }
public func StackNavigationViewStyle() -> NavigationViewStyleKind { .stack }
public func DoubleColumnNavigationViewStyle() -> NavigationViewStyleKind { .columns }

public func DefaultTabViewStyle() -> GenericControlStyle { .automatic }
public func PageTabViewStyle(indexDisplayMode: Visibility = .automatic) -> GenericControlStyle {
  .page
}
public func DefaultProgressViewStyle() -> GenericControlStyle { .automatic }
public func LinearProgressViewStyle(tint: Color? = nil) -> GenericControlStyle { .linear }
public func CircularProgressViewStyle(tint: Color? = nil) -> GenericControlStyle { .circular }
public func DefaultDatePickerStyle() -> GenericControlStyle { .automatic }
public func CompactDatePickerStyle() -> GenericControlStyle { .compact }
public func GraphicalDatePickerStyle() -> GenericControlStyle { .graphical }
public func WheelDatePickerStyle() -> GenericControlStyle { .wheel }
