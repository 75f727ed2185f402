// UIKit views inside SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`): Cellshot
// draws SwiftUI only, so such a view takes the space it is offered, is drawn as a grey box
// with its type's name, and the render warns that it is not drawn.

/// A UIKit view wrapped for SwiftUI: drawn as a named grey box, with a warning.
@MainActor
public protocol UIViewRepresentable: View where Body == RepresentedPlaceholder {
  associatedtype UIViewType: UIView
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
}

extension UIViewRepresentable {
  public var body: RepresentedPlaceholder { RepresentedPlaceholder(typeName: "\(Self.self)") }
}

/// A UIKit view controller wrapped for SwiftUI: drawn as a named grey box, with a warning.
@MainActor
public protocol UIViewControllerRepresentable: View where Body == RepresentedPlaceholder {
  associatedtype UIViewControllerType: UIViewController
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
  public var body: RepresentedPlaceholder { RepresentedPlaceholder(typeName: "\(Self.self)") }
}

/// What a representable's `context` holds: its coordinator and the environment.
@MainActor
public struct UIViewRepresentableContext<Representable> {
  public var environment = EnvironmentValues()
}

@MainActor
public struct UIViewControllerRepresentableContext<Representable> {
  public var environment = EnvironmentValues()
}
