// `PreviewModifier` (iOS 18): a preview trait that wraps the preview in a view of its own,
// given a context its type makes once (`makeSharedContext()`) and shares among every preview
// that uses it. Rule: the context is made the first time a preview asks for it and kept for
// the process; a context that throws leaves the preview unwrapped, with a warning.

import Foundation

/// A view a preview is wrapped in, with a context shared by every preview using its type.
@MainActor
public protocol PreviewModifier {
  /// What `makeSharedContext()` makes: a model container, sample data...
  associatedtype Context = Void
  associatedtype Body: View
  /// The preview being wrapped.
  typealias Content = PreviewModifierContent

  /// Makes the context, once for all the previews that use this type.
  static func makeSharedContext() async throws -> Context

  /// The preview, wrapped.
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == () {
  public static func makeSharedContext() async throws -> Context { return () }
}

/// The preview a `PreviewModifier` wraps.
public struct PreviewModifierContent: PrimitiveView {
  let content: AnyView

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// A trait that wraps the preview in `modifier`'s body.
  @MainActor
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
    PreviewTrait(orientation: nil, layout: nil, modifier: PreviewWrapping(modifier))
  }
}

/// A preview modifier, erased: what a `.modifier(_:)` trait does to the preview's view.
struct PreviewWrapping: @unchecked Sendable {
  // Unchecked: the modifier is a main-actor value, only used on the main actor.
  let wrap: @MainActor (AnyView) -> (view: AnyView, warning: String?)

  @MainActor
  init<M: PreviewModifier>(_ modifier: M) {
    wrap = { view in
      switch PreviewSharedContexts.context(for: M.self) {
      case .success(let context):
        let content = PreviewModifierContent(content: view)
        return (AnyView(modifier.body(content: content, context: context)), nil)
      case .failure(let error):
        return (view, "\(M.self).makeSharedContext() threw \(error); shown without it")
      }
    }
  }
}

/// The contexts preview modifiers have made, one per modifier type, for the process.
@MainActor
enum PreviewSharedContexts {
  static var made: [ObjectIdentifier: Any] = [:]

  /// `M`'s context, made on first use: run on the main actor until it is done (most are made
  /// without waiting; one that waits is given ten seconds of the main run loop).
  static func context<M: PreviewModifier>(for type: M.Type) -> Result<M.Context, Error> {
    if let context = made[ObjectIdentifier(type)] as? M.Context { return .success(context) }
    let box = ResultBox<M.Context>()
    Task.immediate { @MainActor in
      do { box.result = .success(try await M.makeSharedContext()) } catch {
        box.result = .failure(error)
      }
    }
    let deadline = Date().addingTimeInterval(10)
    while box.result == nil && Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
    guard let result = box.result else { return .failure(PreviewContextTimeout()) }
    if case .success(let context) = result { made[ObjectIdentifier(type)] = context }
    return result
  }

  /// How many contexts have been made (for tests: made once, then shared).
  static var count: Int { made.count }
}

/// A result filled in by the task that makes a context.
@MainActor
final class ResultBox<Value> {
  var result: Result<Value, Error>?
}

/// A shared context that was not made in ten seconds.
struct PreviewContextTimeout: Error, CustomStringConvertible {
  var description: String { "no context after 10 seconds" }
}
