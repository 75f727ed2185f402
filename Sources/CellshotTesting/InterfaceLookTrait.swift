import Cellshot
import Testing

/// The system look a test's or suite's picture snapshots draw their chrome in when their
/// strategy names none: `@Suite(.interfaceLook(.ios26))` draws every `.image(...)` of the suite
/// in iOS 26's Liquid Glass. A strategy's own `look:` wins over it.
public struct InterfaceLookTrait: SuiteTrait, TestTrait, TestScoping {
  /// A suite's look holds for every test in it.
  public let isRecursive = true
  public let look: InterfaceLook

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotLook.$current.withValue(look) { try await function() }
  }
}

extension Trait where Self == InterfaceLookTrait {
  /// Picture snapshots in `look` unless their strategy names one (`.image(look:)`).
  ///
  /// ```swift
  /// @Suite(.interfaceLook(.ios26)) struct GlassScreenTests { ... }
  /// ```
  public static func interfaceLook(_ look: InterfaceLook) -> Self {
    InterfaceLookTrait(look: look)
  }
}

/// The look picture strategies take when they name none: the innermost
/// `.interfaceLook(_:)` trait's, else `InterfaceLook.standard`.
public enum SnapshotLook {
  @TaskLocal public static var current: InterfaceLook?

  /// `look`, else the trait's, else the standard look.
  static func resolved(_ look: InterfaceLook?) -> InterfaceLook {
    look ?? current ?? .standard
  }
}
