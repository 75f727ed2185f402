// The columns of a table of Objective-C objects (`NSObject` row values), sorted by
// `SortDescriptor`s, as SwiftUI declares them: one spelling per type of value a column sorts
// by. As every column, they keep no comparator (the app sorts its data) and draw their cells.
import Foundation

@MainActor
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Bool>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Bool?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Double>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Double?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Float>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Float?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int8>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int8?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int16>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int16?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int32>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int32?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int64>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int64?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Int?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt8>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt8?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt16>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt16?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt32>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt32?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt64>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt64?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UInt?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Date>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, Date?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UUID>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID?>,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, UUID?>,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
              comparator: String.StandardComparator = .lexical,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                 comparator: String.StandardComparator = .lexical,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, String>,
              comparator: String.StandardComparator = .lexical,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>,
              comparator: String.StandardComparator = .lexical,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String?>,
                                 comparator: String.StandardComparator = .lexical,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, value: KeyPath<RowValue, String?>,
              comparator: String.StandardComparator = .lexical,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
              comparator: String.StandardComparator = .lexical)
    where Content == Text
  {
    self.init(label: Text(titleKey)) { Text(verbatim: $0[keyPath: value]) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                 comparator: String.StandardComparator = .lexical)
    where Content == Text
  {
    self.init(label: Text(title)) { Text(verbatim: $0[keyPath: value]) }
  }

  public init(_ text: Text, value: KeyPath<RowValue, String>,
              comparator: String.StandardComparator = .lexical) where Content == Text {
    self.init(label: text) { Text(verbatim: $0[keyPath: value]) }
  }
}
