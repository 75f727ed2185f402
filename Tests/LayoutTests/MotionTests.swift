@testable import Cellshot
import Testing

/// Animation values (springs, curves, animations, keyframes) are SwiftUI's where code reads
/// them; what changes a still picture (timelines, phase and keyframe animators, visual and
/// geometry effects, matched geometry, transitions at rest) draws.
@MainActor @Suite struct MotionTests {
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  func render<V: View>(_ view: V) throws -> PixelBuffer {
    try Renderer(size: CGSize(width: 60, height: 60), background: .white).render(view).buffer
  }

  // MARK: values

  @Test func springsAreMadeAsSwiftUIDocuments() {
    // duration 0.5, bounce 0: mass 1, stiffness (2π / 0.5)², damping 4π / 0.5.
    let smooth = Spring(duration: 0.5, bounce: 0)
    let pi = DeterministicMath.pi
    #expect(smooth.mass == 1)
    #expect(close(smooth.stiffness, (4 * pi) * (4 * pi)))
    #expect(close(smooth.damping, 8 * pi))
    let bouncy = Spring.bouncy
    #expect(close(bouncy.damping, 8 * pi * 0.7))
    #expect(close(bouncy.duration, 0.5) && close(bouncy.bounce, 0.3))
    #expect(close(Spring(duration: 1, bounce: -0.5).dampingRatio, 2))
    #expect(close(Spring(response: 0.4, dampingRatio: 0.6).dampingRatio, 0.6))
    // Over-damping is critical damping unless allowed.
    #expect(close(Spring(stiffness: 100, damping: 50).damping, 20))
    #expect(Spring(stiffness: 100, damping: 50, allowOverDamping: true).damping == 50)
    #expect(close(Spring(settlingDuration: 1, dampingRatio: 0.5).settlingDuration, 1, 1e-6))
    #expect(close(Spring(settlingDuration: 0.8, dampingRatio: 1).settlingDuration, 0.8, 1e-6))
  }

  @Test(arguments: [-0.4, 0.0, 0.5])
  func springMotionObeysItsForce(bounce: Double) {
    let spring = Spring(duration: 0.6, bounce: bounce)
    #expect(spring.value(target: 10.0, time: 0) == 0)
    #expect(spring.velocity(target: 10.0, initialVelocity: 3, time: 0) == 3)
    // Acceleration (by finite differences) is the force over the mass at every moment.
    for t in stride(from: 0.05, through: 1.0, by: 0.15) {
      let h = 1e-5
      let x = spring.value(target: 10.0, initialVelocity: 3, time: t)
      let v = spring.velocity(target: 10.0, initialVelocity: 3, time: t)
      let a = (spring.velocity(target: 10.0, initialVelocity: 3, time: t + h)
        - spring.velocity(target: 10.0, initialVelocity: 3, time: t - h)) / (2 * h)
      #expect(close(a, spring.force(target: 10.0, position: x, velocity: v), 1e-4))
    }
    let settle = spring.settlingDuration(target: 10.0, epsilon: 0.01)
    #expect(abs(spring.value(target: 10.0, time: settle + 0.01) - 10) < 0.011)
  }

  @Test func unitCurvesEvaluateTheirBezier() {
    let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 0.1),
                                 endControlPoint: UnitPoint(x: 0.8, y: 0.95))
    // A point of the curve at parameter t: (x(t), y(t)).
    for t in [0.1, 0.35, 0.6, 0.9] {
      let u = 1 - t
      let x = 3 * u * u * t * 0.3 + 3 * u * t * t * 0.8 + t * t * t
      let y = 3 * u * u * t * 0.1 + 3 * u * t * t * 0.95 + t * t * t
      #expect(close(curve.value(at: x), y, 1e-9))
      #expect(close(curve.inverse.value(at: y), x, 1e-9))
    }
    #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5))
    #expect(UnitCurve.easeIn.value(at: 0) == 0 && UnitCurve.easeIn.value(at: 1) == 1)
    #expect(close(UnitCurve.circularEaseIn.value(at: 0.5), 1 - 0.75.squareRoot()))
    #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
  }

  @Test func animationsAreValues() {
    var context = AnimationContext<Double>()
    #expect(Animation.linear(duration: 2).animate(value: 10, time: 1, context: &context) == 5)
    #expect(Animation.linear(duration: 2).animate(value: 10, time: 2, context: &context) == nil)
    let delayed = Animation.linear(duration: 2).delay(1)
    #expect(delayed.animate(value: 10, time: 0.5, context: &context) == 0)
    #expect(delayed.animate(value: 10, time: 2, context: &context) == 5)
    #expect(Animation.linear(duration: 2).speed(2).animate(value: 10, time: 0.5,
                                                           context: &context) == 5)
    var repeating = AnimationContext<Double>()
    let twice = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
    #expect(twice.animate(value: 10, time: 0.5, context: &repeating) == 5)
    #expect(close(twice.animate(value: 10, time: 1.25, context: &repeating) ?? 0, 7.5, 1e-9))
    #expect(twice.animate(value: 10, time: 2.5, context: &repeating) == nil)
    #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
    #expect(Animation.easeIn != .easeOut)
    #expect(Animation.easeInOut(duration: 0.3).delay(0.1) == .easeInOut(duration: 0.3).delay(0.1))
  }

  @Test func keyframeTimelinesInterpolate() {
    struct Pose { var scale = 1.0; var y = 0.0 }
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 1)
        MoveKeyframe(3.0)
        LinearKeyframe(1.0, duration: 2, timingCurve: .easeInOut)
      }
      KeyframeTrack(\.y) { SpringKeyframe(-20.0, duration: 0.5) }
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 0).scale == 1)
    #expect(timeline.value(time: 0.5).scale == 1.5)
    #expect(timeline.value(time: 2).scale == 2)
    #expect(timeline.value(time: 10).scale == 1)
    #expect(timeline.value(progress: 0.5).scale == timeline.value(time: 1.5).scale)
    let spring = Spring()
    #expect(close(timeline.value(time: 0.25).y, spring.value(target: -20.0, time: 0.25)))
    #expect(timeline.value(time: 0.5).y == timeline.value(time: 3).y)
  }

  @Test func gesturesHoldTheirRestingValues() {
    @GestureState var offset = CGSize(width: 3, height: 4)
    #expect(offset == CGSize(width: 3, height: 4))
    let drag = DragGesture.Value(location: CGPoint(x: 30, y: 10),
                                 startLocation: CGPoint(x: 10, y: 10),
                                 predictedEndLocation: CGPoint(x: 40, y: 10))
    #expect(drag.translation == CGSize(width: 20, height: 0))
    #expect(drag.velocity == CGSize(width: 40, height: 0))
    #expect(drag.predictedEndTranslation == CGSize(width: 30, height: 0))
    var completed = 0
    var transaction = Transaction(animation: .snappy)
    transaction.addAnimationCompletion { completed += 1 }
    withTransaction(transaction) {}
    withAnimation(.smooth, {}, completion: { completed += 1 })
    #expect(completed == 2)
  }

  // MARK: drawing

  @Test func timelineViewsDrawTheirScheduleFirstDate() {
    func shown(_ schedule: some TimelineSchedule) -> Double {
      let texts = resolvedTexts(TimelineView(schedule) { context in
        Text(verbatim: "\(context.date.timeIntervalSinceReferenceDate)")
      })
      return Double(texts.first ?? "") ?? .nan
    }
    let later = Date(timeIntervalSinceNow: 3600).timeIntervalSinceReferenceDate.rounded()
    #expect(shown(.explicit([Date(timeIntervalSinceReferenceDate: 1000),
                             Date(timeIntervalSinceReferenceDate: 2000)])) == 1000)
    #expect(shown(.periodic(from: Date(timeIntervalSinceReferenceDate: later), by: 5)) == later)
    let past = shown(.periodic(from: Date(timeIntervalSinceReferenceDate: 7), by: 10))
    #expect(past.truncatingRemainder(dividingBy: 10) == 7)
    #expect(abs(past - Date().timeIntervalSinceReferenceDate) <= 10)
    #expect(shown(.everyMinute).truncatingRemainder(dividingBy: 60) == 0)
  }

  @Test func animatorsDrawTheirRestingState() {
    let phased = layoutFrames(Color.red.phaseAnimator([0.25, 1]) { content, phase in
      content.opacity(phase)
    })
    #expect(phased.contains { $0.name == ".opacity(0.25)" })
    let keyframed = layoutFrames(Color.red.keyframeAnimator(initialValue: 0.5, trigger: 1) {
      content, value in content.opacity(value)
    } keyframes: { _ in LinearKeyframe(1.0, duration: 1) })
    #expect(keyframed.contains { $0.name == ".opacity(0.5)" })
    let (engine, _) = Renderer(size: CGSize(width: 60, height: 60))
      .layout(PhaseAnimator([Double]()) { Color.red.opacity($0) })
    #expect((engine.builder.warnings + engine.failures).contains { $0.contains("no phases") })
  }

  @Test func visualEffectsDrawAsTheirModifiers() throws {
    let square = Color.blue.frame(width: 20, height: 20)
    #expect(try render(square.visualEffect { content, proxy in
      content.offset(x: proxy.size.width / 2).opacity(0.5)
    }) == render(square.offset(x: 10).opacity(0.5)))
    #expect(try render(square.visualEffect { content, _ in
      content.scaleEffect(1.5, anchor: .topLeading)
    }) == render(square.scaleEffect(1.5, anchor: .topLeading)))
    #expect(try render(square.scrollTransition { content, phase in
      content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
    }) == render(square))
    // Moved, the view's frame moves; its parent's layout does not.
    let moved = layoutFrames(square.visualEffect { content, _ in content.offset(y: 7) })
    #expect(frame(moved, ".frame(width: 20, height: 20)").minY
              == frame(layoutFrames(square), ".frame(width: 20, height: 20)").minY + 7)
  }

  struct Shift: GeometryEffect {
    var x: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: x, y: size.height / 4))
    }
  }

  @Test func geometryEffectsDrawTheirTransform() throws {
    let square = Color.green.frame(width: 20, height: 20)
    #expect(try render(square.modifier(Shift(x: 6))) == render(square.offset(x: 6, y: 5)))
    #expect(try render(square.transformEffect(CGAffineTransform(rotationAngle: .pi / 2)))
              == render(square.rotationEffect(.degrees(90), anchor: .topLeading)))
    #expect(try render(square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
              == render(square.rotationEffect(.degrees(30))))
  }

  @Test func transitionsDrawTheirIdentityPhase() {
    let plain = layoutFrames(Color.red.frame(width: 10, height: 10))
    let moved = layoutFrames(Color.red.frame(width: 10, height: 10)
      .transition(.move(edge: .bottom).combined(with: .opacity)))
    #expect(plain.map(\.name) == moved.map(\.name))
    let modified = layoutFrames(Color.red.transition(
      .modifier(active: Faded(amount: 0), identity: Faded(amount: 0.75))))
    #expect(modified.contains { $0.name == ".opacity(0.75)" })
    #expect(layoutFrames(Color.red.animation(.smooth) { $0.opacity(0.5) })
      .contains { $0.name == ".opacity(0.5)" })
  }

  struct Faded: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
  }

  @Test func matchedViewsTakeTheirSourceFrame() {
    struct Tabs: View {
      @Namespace var space
      var body: some View {
        HStack(spacing: 0) {
          Color.red.frame(width: 40, height: 20).matchedGeometryEffect(id: "tab", in: space)
          Color.blue.frame(width: 60, height: 20)
        }
        .overlay(alignment: .bottomTrailing) {
          Color.black.frame(height: 2)
            .matchedGeometryEffect(id: "tab", in: space, properties: .frame, isSource: false)
        }
      }
    }
    let laidOut = layoutFrames(Tabs())
    let tab = frame(laidOut, ".frame(width: 40, height: 20)")
    #expect(frame(laidOut, ".frame(height: 2)") == tab)
  }
}
