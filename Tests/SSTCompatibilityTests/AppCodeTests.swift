import Cellshot
import CoreGraphics
import SwiftUI
import Testing
import Combine
import Foundation
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

/// A view of the app's own, drawing with Core Graphics as a map would: Cellshot cannot see it.
final class MapCanvas: UIView {}

struct MapView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { MapCanvas() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

struct Wedge: Shape {
  var progress: Double
  // Nonisolated, as Swift 6 asks against SwiftUI too: `Animatable` is nonisolated, a shape
  // (a view) the main actor's.
  nonisolated var animatableData: Double {
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

final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
             options connectionOptions: UIScene.ConnectionOptions) {
    if let windowScene = scene as? UIWindowScene {
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UIHostingController(rootView: Text("Hi"))
      self.window = window
      window.makeKeyAndVisible()
    }
  }
}

/// A custom insettable shape, as Hacking with Swift's `Arc` is written.
struct Arc: InsettableShape {
  var insetAmount: CGFloat = 0
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                radius: rect.width / 2 - insetAmount, startAngle: .degrees(0),
                endAngle: .degrees(180), clockwise: false)
    return path
  }
  func inset(by amount: CGFloat) -> some InsettableShape {
    var arc = self
    arc.insetAmount += amount
    return arc
  }
}

/// A view with a drag gesture and gesture state, as a clock's hands are dragged.
struct Knob: View {
  @GestureState private var dragAngle: Angle = .zero
  var body: some View {
    Circle()
      .gesture(
        DragGesture(coordinateSpace: .global)
          .updating($dragAngle) { value, state, _ in
            state = .degrees(Double(value.location.x - value.startLocation.x))
          }
          .onEnded { _ in }
          .simultaneously(with: TapGesture(count: 2).onEnded {})
      )
      .rotationEffect(dragAngle)
  }
}

@MainActor
@Suite struct AppCodeTests {
  @Test func literalsGesturesAndInsettableShapes() throws {
    let literal = Color(#colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 1))
    #expect(literal == Color(red: 0.25, green: 0.5, blue: 1))
    #expect(Color(.black) == Color(UIColor.black))
    #expect(Color(.gray) == Color(white: 0.5) && Color(.red) == Color(red: 1, green: 0, blue: 0))
    // Test code that checks the simulator: `ProcessInfo()` is Foundation's shared one here.
    #expect(ProcessInfo().environment["PATH"] == ProcessInfo.processInfo.environment["PATH"])
    let frames = try Renderer(size: CGSize(width: 100, height: 100)).render(Knob()).frameTree
    #expect(frames.contains("Circle"))
    // The arc's line lies inside the frame: inset by half its width, then stroked.
    let picture = try Renderer(size: CGSize(width: 100, height: 100), background: .white)
      .render(Arc().strokeBorder(Color.black, lineWidth: 10).frame(width: 100, height: 100))
      .buffer
    #expect(picture[50, 99] != picture[50, 50])  // the bottom of the arc, inside the frame
    #expect(picture[1, 50] != picture[50, 50])
    _ = DemoSceneDelegate()
  }

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
      "MapView is a UIKit view (UIViewRepresentable) of a class Cellshot does not draw, so it "
        + "is shown as a grey box"])
    #expect(rendered.frameTree.contains("Text(\"MapView\")"))
  }

  @Test func titlesAndAnimatableShapes() throws {
    let screen = NavigationView {
      Wedge(progress: 0.25).frame(width: 40, height: 40)
        .navigationBarTitle(Text("Progress"), displayMode: .inline)
    }
    let rendered = try Renderer(size: CGSize(width: 390, height: 844)).render(screen)
    #expect(rendered.frameTree.contains("Progress"), "\(rendered.frameTree)")
    let rows = try Renderer(size: CGSize(width: 390, height: 844))
      .render(List(0..<100) { row in Text("Row \(row)") }).frameTree
    #expect(rows.contains("Row 0") && rows.contains("Row 3"))
    var wedge = Wedge(progress: 0.25)
    wedge.animatableData = 0.5
    #expect(wedge.progress == 0.5)
    let pair = AnimatablePair(1.0, CGFloat(2)) + AnimatablePair(0.5, CGFloat(1))
    #expect(pair.first == 1.5 && pair.second == 3)
  }

  /// A clock's code: timers delayed on a scheduler, a hand drawn as a trimmed, turned shape,
  /// a binding that animates.
  @Test func schedulersTrimmedPathsAndTurnedShapes() throws {
    var seen: [Int] = []
    let cancellable = Just(7)
      .delay(for: .seconds(1), scheduler: RunLoop.main)
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .sink { seen.append($0) }
    #expect(seen.isEmpty)  // as in Combine, a delayed value comes later, never at once
    _ = cancellable

    var line = Path()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 100, y: 0))
    let half = line.trimmedPath(from: 0.25, to: 0.75)
    #expect(half.boundingRect == CGRect(x: 25, y: 0, width: 50, height: 0))
    var elements: [Path.Element] = []
    half.forEach { elements.append($0) }
    #expect(elements == [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 75, y: 0))])

    // A bar along the top, turned a quarter about the centre, stands on the right.
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let turned = Rectangle().path(in: CGRect(x: 40, y: 0, width: 20, height: 50))
    let bar = ShapeOf(path: turned).rotation(.degrees(90)).path(in: rect).boundingRect
    #expect(abs(bar.minX - 50) < 1e-9 && abs(bar.maxX - 100) < 1e-9)
    #expect(abs(bar.minY - 40) < 1e-9 && abs(bar.maxY - 60) < 1e-9)
    let doubled = Rectangle().scale(2, anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(doubled.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))

    // A stroke is a shape again (iOS 17): turned and scaled about its frame's centre.
    let ring = try Renderer(size: CGSize(width: 120, height: 120), background: .white).render(
      Rectangle().stroke(lineWidth: 4).scale(0.5).frame(width: 120, height: 120)).buffer
    #expect(ring[30, 60] != ring[60, 60] && ring[2, 60] == ring[60, 60])
    let diamond = try Renderer(size: CGSize(width: 120, height: 120), background: .white).render(
      Rectangle().stroke(lineWidth: 4).rotation(.degrees(45)).frame(width: 60, height: 60)
        .frame(width: 120, height: 120)).buffer
    #expect(diamond[60, 18] != diamond[60, 60] && diamond[31, 31] == diamond[60, 60])

    // A multiplatform app's macOS branch (`#if os(iOS) ... #else`), which Linux takes.
    #expect(Color(NSColor.windowBackgroundColor) == Color(.systemBackground))
    var square = Path()
    square.move(to: CGPoint(x: 0, y: 0))
    square.addLine(to: CGPoint(x: 10, y: 0))
    square.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
    square.closeSubpath()
    var back: [Path.Element] = []
    Path(NSBezierPath(cgPath: square.cgPath).reversed.cgPath).forEach { back.append($0) }
    #expect(back == [.move(to: CGPoint(x: 10, y: 10)),
                     .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 15, y: 5)),
                     .line(to: CGPoint(x: 0, y: 0)), .closeSubpath])
    #expect(Path(UIBezierPath(cgPath: square.cgPath).reversing().cgPath).boundingRect
              == square.reversedPath().boundingRect)

    // A stroke without a colour is in the foreground colour, as `strokeBorder(lineWidth:)` is.
    let orange = try Renderer(size: CGSize(width: 40, height: 40), background: .white).render(
      Circle().strokeBorder(lineWidth: 4).foregroundColor(.orange).frame(width: 40, height: 40))
      .buffer
    let edge = orange[20, 1]
    #expect(edge.r > 200 && edge.g > 100 && edge.b < 80, "\(edge) is not orange")

    var value = 1
    let binding = Binding(get: { value }, set: { value = $0 })
    binding.animation(.spring()).wrappedValue = 3
    binding.transaction(Transaction()).wrappedValue += 1
    #expect(value == 4)
  }
}

/// A shape that draws a path it was given.
private struct ShapeOf: Shape {
  var path: Path
  func path(in rect: CGRect) -> Path { path }
}
