import SwiftUI

extension Scene {
  /// Gives the scene's views `container`'s main context.
  public func modelContainer(_ container: ModelContainer) -> some Scene { self }

  /// Gives the scene's views a new container for `modelType`: an app's scenes are not drawn on
  /// Linux, so this compiles and the views a test renders take `.modelContainer` themselves.
  public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                             isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                             onSetup: @escaping (Result<ModelContainer, any Error>) -> Void
                               = { _ in }) -> some Scene { self }

  public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                             isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                             onSetup: @escaping (Result<ModelContainer, any Error>) -> Void
                               = { _ in }) -> some Scene { self }

  public func modelContext(_ context: ModelContext) -> some Scene { self }
}
