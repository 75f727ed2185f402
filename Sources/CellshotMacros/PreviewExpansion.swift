import Foundation

/// How a `#Preview` call becomes a declaration.
enum PreviewExpansion {
  /// The `expandMacroResult` for one `expandFreestandingMacro` request.
  static func result(for request: [String: Any]) -> [String: Any] {
    guard let syntax = request["syntax"] as? [String: Any],
          let source = syntax["source"] as? String,
          let discriminator = request["discriminator"] as? String,
          let call = source.range(of: "#Preview") else {
      return ["diagnostics": [error("#Preview: the call could not be read")]]
    }
    // `@Previewable` marks the body's own state (`@Previewable @State var on = true`): the
    // body is a closure, where a local property wrapper is already what the preview needs.
    let arguments = source[call.upperBound...].replacingOccurrences(of: "@Previewable", with: "")
    let expanded = """
      public enum \(uniqueName(discriminator)): Cellshot.PreviewMacroProvider {
        @MainActor public static var preview: Cellshot.Preview {
          Cellshot.PreviewMacro.declared\(arguments)
        }
      }
      """
    return ["expandedSource": expanded, "diagnostics": [] as [Any]]
  }

  /// A name no other declaration has, as the compiler expects a macro to make one (what
  /// swift-syntax's `makeUniqueName("Preview")` gives): the expansion's discriminator, the name
  /// mangled, and the unique-name operator.
  static func uniqueName(_ discriminator: String) -> String {
    discriminator + "7PreviewfMu_"
  }

  static func error(_ message: String) -> [String: Any] {
    ["message": message, "severity": "error", "position": ["fileName": "", "offset": 0],
     "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any]]
  }
}
