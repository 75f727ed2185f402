import Foundation
import Testing

/// Every public `==` a module declares joins every `==` in the code of anyone importing it: the
/// type checker tries each one where a comparison's types are not yet known. A public
/// SwiftUI package's preview (`value == 1 ? Color.red : value == 2 ? ... : Color.yellow`
/// inside a generic view's closure) ran out of the solver's budget with Cellshot's 46 public
/// `==` (1.14 million scopes of 1 million) and type-checks without them (0.80 million). So an
/// `Equatable` type's equality is synthesized, or written as
/// `@_implements(Equatable, ==(_:_:)) public static func __equals(...)`, which serves `==`
/// through `Equatable` without a new overload. The only public `==` left are Apple's
/// own mixed-type ones (Combine's `Demand` with `Int`, CryptoKit's digests with bytes).
@Suite struct OperatorSurfaceTests {
  @Test func noPublicEqualityOperatorsBeyondApplesMixedOnes() throws {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let sources = root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    let declaration = try Regex(#"public (static )?func == ?(<[^>]*>)? ?\(([^)]*)\)"#)
    var found: [String] = []
    var scanned = 0
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      scanned += 1
      for match in text.matches(of: declaration) {
        let parameters = String(text[match.range])
        let mixed = parameters.contains(": Int,") || parameters.contains(": Int)")
          || parameters.contains("DataProtocol")
        if !mixed { found.append("\(path): \(parameters)") }
      }
    }
    #expect(scanned > 500)
    #expect(found.isEmpty, "public == overloads: \(found)")
  }
}
