import Cellshot
import CoreGraphics
import SwiftUI
import Testing
import UIKit

/// The rest of an app's files compile as they are: the `@main` App with its scenes, UIKit views
/// wrapped for SwiftUI (drawn as a named grey box, with a warning), `UIDevice`, `import
/// CoreGraphics`, the iOS 13 title spellings, `Animatable` shapes.
struct DemoApp: App {
  @UIApplicationDelegateAdaptor(DemoDelegate.self) var delegate
  var body: some Scene {
    WindowGroup {
      Text("Hello")
    }
  }
}

final class DemoDelegate: NSObject, UIApplicationDelegate {}

struct MapView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

struct Wedge: Shape {
  var progress: Double
  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.midY))
    path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                startAngle: .zero, endAngle: .degrees(360 * progress), clockwise: false)
    path.closeSubpath()
    return path
  }
}

@MainActor
@Suite struct AppCodeTests {
  @Test func anAppAndItsScenesCompile() {
    let app = DemoApp()
    #expect(app.body is WindowGroup<Text>)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.orientation.isPortrait)
  }

  @Test func aUIKitViewIsAGreyBoxAndAWarning() throws {
    let rendered = try Renderer(size: CGSize(width: 200, height: 100))
      .render(MapView().frame(width: 120, height: 60))
    #expect(rendered.warnings == [
      "MapView is a UIKit view (UIViewRepresentable): Cellshot draws SwiftUI only, so it is "
        + "shown as a grey box"])
    #expect(rendered.frameTree.contains("Text(\"MapView\")"))
  }

  @Test func titlesAndAnimatableShapes() throws {
    let screen = NavigationView {
      Wedge(progress: 0.25).frame(width: 40, height: 40)
        .navigationBarTitle(Text("Progress"), displayMode: .inline)
    }
    let rendered = try Renderer(size: CGSize(width: 390, height: 844)).render(screen)
    #expect(rendered.frameTree.contains("Progress"), "\(rendered.frameTree)")
    var wedge = Wedge(progress: 0.25)
    wedge.animatableData = 0.5
    #expect(wedge.progress == 0.5)
    let pair = AnimatablePair(1.0, CGFloat(2)) + AnimatablePair(0.5, CGFloat(1))
    #expect(pair.first == 1.5 && pair.second == 3)
  }
}
