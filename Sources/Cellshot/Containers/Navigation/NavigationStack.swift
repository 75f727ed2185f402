// NavigationStack: a navigation view whose pushed screens are the values of a path. Rule: the
// screen of the path's last value is shown (as `navigationDestination(for:)` makes it), with a
// back button; with no value, or none with a destination, the root is shown.

/// A stack of screens over a root: the root, or the screen of the last value its path holds.
public struct NavigationStack<Data, Root: View>: PrimitiveView {
  let root: Root
  let path: [AnyHashable]

  /// A stack showing its root.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = []
  }

  /// A stack showing the screen of the path's last value.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {
    self.root = root()
    self.path = path.wrappedValue.elements.map(\.value)
  }

  /// A stack showing the screen of the last value of a collection of one type.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection,
          Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    self.path = path.wrappedValue.map { AnyHashable($0) }
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(NavigationView(path: path, root: root), builder, environment)
  }
}
