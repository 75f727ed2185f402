import Foundation

/// The attached macros and the freestanding ones other than `#Preview`, expanded from their
/// source text (no swift-syntax: each reads only the few tokens it needs).
///
/// - `@Model` (SwiftData): its extension role makes the class a `PersistentModel`; the rest of
///   what Apple's macro writes (backing storage, observation registrars) a still picture does
///   not need, so the stored properties stay as the app wrote them.
/// - `@Attribute`, `@Relationship`, `@Transient` (SwiftData), `@Previewable` (SwiftUI): peers
///   that add nothing.
/// - `#Unique`, `#Index` (SwiftData): declarations that add nothing.
/// - `@Query` (SwiftData): a `Query` of the property's element type beside it (peer) and the
///   getter that reads it (accessor), as SwiftData's macro writes them.
/// - `@Entry` (SwiftUI): the key type (peer) and the getter and setter (accessors) of an
///   environment, transaction, focused or container value, as SwiftUI writes them.
enum AttachedExpansion {
  /// The `expandMacroResult` for one `expandAttachedMacro` request.
  static func result(for request: [String: Any]) -> [String: Any] {
    let macro = request["macro"] as? [String: Any]
    let type = macro?["typeName"] as? String ?? ""
    let role = request["macroRole"] as? String ?? ""
    let decl = (request["declSyntax"] as? [String: Any])?["source"] as? String ?? ""
    switch (type, role) {
    case ("ModelMacro", "extension"):
      let extended = ((request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String ??
                      "").trimmingCharacters(in: .whitespacesAndNewlines)
      return expanded("extension \(extended): SwiftData.PersistentModel, Observation.Observable {}")
    case ("EntryMacro", "accessor"):
      guard let entry = Entry(decl) else { return failure("@Entry: the property could not be read") }
      let key = "__Key_\(entry.name)"
      return expanded("""
        get { self[\(key).self] }
        set { self[\(key).self] = newValue }
        """)
    case ("EntryMacro", "peer"):
      guard let entry = Entry(decl) else { return failure("@Entry: the property could not be read") }
      // The key serves whichever values the extension is of (environment, transaction,
      // container or focused values): the request does not always say which.
      let protocols = ["EnvironmentKey", "TransactionKey", "ContainerValueKey", "FocusedValueKey"]
        .map { "Cellshot.\($0)" }.joined(separator: ", ")
      let defaultValue = entry.defaultValue ?? "nil"
      guard let value = entry.type else {
        // `@Entry var x = Animation.snappy`: the key's value type is the default's
        return expanded("""
          private struct __Key_\(entry.name): \(protocols) {
            nonisolated(unsafe) static let defaultValue = \(defaultValue)
          }
          """)
      }
      return expanded("""
        private struct __Key_\(entry.name): \(protocols) {
          typealias Value = \(value)
          static var defaultValue: Value { \(defaultValue) }
        }
        """)
    case ("QueryMacro", "accessor"):
      guard let entry = Entry(decl) else { return failure("@Query: the property could not be read") }
      return expanded("get { _\(entry.name).wrappedValue }")
    case ("QueryMacro", "peer"):
      guard let entry = Entry(decl), let type = entry.type else {
        return failure("@Query needs the property's type: `@Query var trips: [Trip]`")
      }
      let attribute = (request["attributeSyntax"] as? [String: Any])?["source"] as? String ?? ""
      let arguments = attribute.firstIndex(of: "(").map { String(attribute[$0...]) } ?? "()"
      let query = "SwiftData.Query<\(Entry.element(of: type)), \(type)>"
      // Not private: a view's memberwise initializer takes the peer (a stored var with a
      // value), so a private one made that initializer private, and a view with a private
      // `@Query` could not be made by the view around it (SwiftData's property wrapper is left
      // out of it). A wrapper here would be left out too, but Swift 6.3 crashes lowering a
      // wrapped property a macro made.
      return expanded("var _\(entry.name): \(query) = \(query)\(arguments)")
    default:
      // peers and members that add nothing
      return expanded("")
    }
  }

  /// The expansion of a freestanding macro other than `#Preview`: `#Unique`, `#Index`.
  static func freestanding(_ request: [String: Any]) -> [String: Any]? {
    let macro = request["macro"] as? [String: Any]
    switch macro?["typeName"] as? String {
    case "UniqueMacro", "IndexMacro": return expanded("")
    default: return nil
    }
  }

  static func expanded(_ source: String) -> [String: Any] {
    ["expandedSource": source, "diagnostics": [] as [Any]]
  }

  static func failure(_ message: String) -> [String: Any] {
    ["diagnostics": [PreviewExpansion.error(message)]]
  }
}

/// An `@Entry var name: Type = value` declaration, read from its text.
struct Entry {
  let name: String
  let type: String?
  let defaultValue: String?

  init?(_ source: String) {
    // drop the attributes and modifiers before `var`
    guard let varRange = source.range(of: #"\bvar\s+"#, options: .regularExpression) else {
      return nil
    }
    var rest = Substring(source[varRange.upperBound...])
    let nameEnd = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") }
      ?? rest.endIndex
    name = String(rest[..<nameEnd]).replacingOccurrences(of: "`", with: "")
    guard !name.isEmpty else { return nil }
    rest = rest[nameEnd...]
    let equals = Entry.topLevelEquals(rest)
    let annotation = equals.map { rest[..<$0] } ?? rest
    if let colon = annotation.firstIndex(of: ":") {
      type = annotation[annotation.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
    } else {
      type = nil
    }
    defaultValue = equals.map {
      rest[rest.index(after: $0)...].trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// The element type of an array type: `Trip` of `[Trip]` or `Array<Trip>`.
  static func element(of type: String) -> String {
    let t = type.trimmingCharacters(in: .whitespaces)
    if t.hasPrefix("["), t.hasSuffix("]") { return String(t.dropFirst().dropLast()) }
    if t.hasPrefix("Array<"), t.hasSuffix(">") { return String(t.dropFirst(6).dropLast()) }
    return t
  }

  /// The first `=` outside brackets that is not part of `==`, `<=`, `>=`, `!=` or `->`.
  static func topLevelEquals(_ text: Substring) -> Substring.Index? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let c = text[index]
      if "([{<".contains(c) { depth += 1 }
      if ")]}>".contains(c) { depth -= 1 }
      if c == "=" && depth <= 0 {
        let next = text.index(after: index)
        let before = index > text.startIndex ? text[text.index(before: index)] : " "
        if (next == text.endIndex || text[next] != "=") && !"=<>!".contains(before) {
          return index
        }
      }
      index = text.index(after: index)
    }
    return nil
  }
}
