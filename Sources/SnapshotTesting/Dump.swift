import Foundation

/// A type that chooses how it appears in a `.dump` snapshot.
public protocol AnySnapshotStringConvertible {
  /// Whether the type's children are dumped under its description (false unless it says).
  static var renderChildren: Bool { get }
  /// The text the dump shows for the value.
  var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
  public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible {
  public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
  public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
  /// The date in UTC, to the second (`2026-01-31T12:00:00Z`).
  public var snapshotDescription: String { formatted(.iso8601) }
}

extension NSObject: AnySnapshotStringConvertible {
  /// The object's debug description without pointer addresses.
  public var snapshotDescription: String { removingPointers(debugDescription) }
}

extension String: AnySnapshotStringConvertible {
  public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
  public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
  public var snapshotDescription: String { debugDescription }
}

/// `value`'s dump: one line a value, indented two spaces a level, "▿" before a value with
/// children and "-" before one without, the children of structures, classes, dictionaries and
/// sets in the order of their own dumps, a class met again inside itself named as a circular
/// reference.
func snapshotDump<T>(_ value: T) -> String {
  DumpWriter().dump(value, name: nil, indent: 0, visited: [])
}

/// Writes dumps (`snapshotDump`).
struct DumpWriter {
  func dump(_ value: Any, name: String?, indent: Int, visited: Set<ObjectIdentifier>) -> String {
    let mirror = Mirror(reflecting: value)
    let lead = String(repeating: " ", count: indent) + (mirror.children.isEmpty ? "-" : "▿")
      + " " + (name.map { "\($0): " } ?? "")
    var children = Array(mirror.children)
    var visited = visited
    let typeName = Self.typeName(mirror.subjectType)
    let description: String
    switch (value, mirror.displayStyle) {
    case (_, .collection?):
      description = Self.count(children.count, "element", "elements")
    case (_, .dictionary?):
      description = Self.count(children.count, "key/value pair", "key/value pairs")
      children = sorted(children, visited)
    case (_, .set?):
      description = Self.count(children.count, "member", "members")
      children = sorted(children, visited)
    case (_, .tuple?):
      description = "(" + Self.count(children.count, "element", "elements") + ")"
    case (_, .optional?):
      description = children.isEmpty ? "\(typeName).none" : typeName
    case (let value as AnySnapshotStringConvertible, _)
      where type(of: value).renderChildren:
      description = value.snapshotDescription
    case (let value as AnySnapshotStringConvertible, _):
      return String(repeating: " ", count: indent) + "- " + (name.map { "\($0): " } ?? "")
        + value.snapshotDescription + "\n"
    case (let value as CustomStringConvertible, _):
      description = value.description
    case (let object as AnyObject, .class?):
      let id = ObjectIdentifier(object)
      if visited.contains(id) {
        return String(repeating: " ", count: indent) + (mirror.children.isEmpty ? "-" : "▿")
          + " \(name ?? "value") (circular reference detected)\n"
      }
      visited.insert(id)
      description = typeName
      children = sorted(children, visited)
    case (_, .struct?):
      description = typeName
      children = sorted(children, visited)
    case (_, .enum?):
      description = children.isEmpty ? "\(typeName).\(value)" : typeName
    default:
      description = String(describing: value)
    }
    return lead + description + "\n" + children.map {
      dump($0.value, name: $0.label, indent: indent + 2, visited: visited)
    }.joined()
  }

  /// Children in the order of their dumps, so that a dictionary's, a set's or a type's come
  /// out the same on every run.
  private func sorted(_ children: [Mirror.Child], _ visited: Set<ObjectIdentifier>)
    -> [Mirror.Child]
  {
    children.map { ($0, dump($0.value, name: nil, indent: 0, visited: visited)) }
      .sorted { $0.1 < $1.1 }
      .map(\.0)
  }

  private static func count(_ n: Int, _ one: String, _ many: String) -> String {
    n == 1 ? "1 \(one)" : "\(n) \(many)"
  }

  /// The type's name without the " #1" of a local type.
  private static func typeName(_ type: Any.Type) -> String {
    String(describing: type).replacingOccurrences(of: " #\\d+", with: "",
                                                   options: .regularExpression)
  }
}

/// `text` without the pointer addresses debug descriptions show (": 0x7f...").
func removingPointers(_ text: String) -> String {
  text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
}
