// A table's column customization: which columns people have hidden and how they ordered
// them, kept by an app in `@SceneStorage` or `@AppStorage` (it is Codable). An iPhone's table
// shows its first column whatever the customization says, so it changes no picture; its
// values are kept and read back as they were set.

/// The visibility and order of a table's columns, by their customization identifiers.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  /// The visibility set for each column (by `customizationID`); absent is automatic.
  var visibilities: [String: String] = [:]
  /// The columns in the order people put them; empty for the table's own order.
  var order: [String] = []

  public init() {}

  /// The visibility of the column with customization identifier `id`.
  public subscript(visibility id: String) -> Visibility {
    get {
      switch visibilities[id] {
      case "visible": return .visible
      case "hidden": return .hidden
      default: return .automatic
      }
    }
    set {
      switch newValue {
      case .automatic: visibilities[id] = nil
      case .visible: visibilities[id] = "visible"
      case .hidden: visibilities[id] = "hidden"
      }
    }
  }

  /// Puts the columns back in the table's own order.
  public mutating func resetOrder() { order = [] }

  enum CodingKeys: String, CodingKey { case visibilities, order }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    visibilities = try container.decodeIfPresent([String: String].self, forKey: .visibilities)
      ?? [:]
    order = try container.decodeIfPresent([String].self, forKey: .order) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(visibilities, forKey: .visibilities)
    try container.encode(order, forKey: .order)
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.visibilities == b.visibilities && a.order == b.order
  }
}

/// The ways people may customize a table's columns: reorder, resize, hide.
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
  public typealias Element = TableColumnCustomizationBehavior
  public typealias ArrayLiteralElement = TableColumnCustomizationBehavior
  let bits: UInt8

  init(bits: UInt8) { self.bits = bits }
  public init() { bits = 0 }

  public static var all: TableColumnCustomizationBehavior { .init(bits: 0b111) }
  public static let reorder = TableColumnCustomizationBehavior(bits: 0b001)
  public static let resize = TableColumnCustomizationBehavior(bits: 0b010)
  public static let visibility = TableColumnCustomizationBehavior(bits: 0b100)

  public func contains(_ member: Element) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: Self) -> Self { .init(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { .init(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { .init(bits: bits ^ other.bits) }

  @discardableResult
  public mutating func insert(_ newMember: Element)
    -> (inserted: Bool, memberAfterInsert: Element)
  {
    let inserted = !contains(newMember)
    self = union(newMember)
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: Element) -> Element? {
    let present = intersection(member)
    self = Self(bits: bits & ~member.bits)
    return present.isEmpty ? nil : present
  }

  @discardableResult
  public mutating func update(with newMember: Element) -> Element? {
    let present = intersection(newMember)
    self = union(newMember)
    return present.isEmpty ? nil : present
  }

  public mutating func formUnion(_ other: Self) { self = union(other) }
  public mutating func formIntersection(_ other: Self) { self = intersection(other) }
  public mutating func formSymmetricDifference(_ other: Self) {
    self = symmetricDifference(other)
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool { a.bits == b.bits }
}
