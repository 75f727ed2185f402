import Cellshot
import Testing

/// Views with absurd numbers in them render without a trap: lengths are clamped on the way to
/// pixels (a proposal of 1e35 points, a frame 1e19 away), as the layout clamps sizes.
@MainActor @Suite struct HostileViewTests {
  static func render<V: View>(_ view: V) throws -> PixelBuffer {
    try Renderer(size: CGSize(width: 100, height: 80), scale: 2).render(view).buffer
  }

  @Test func infiniteCornerRadiusRendersAsACapsule() throws {
    // (Compared as Bools: a failing #expect on two buffers would print every byte.)
    let rounded = try Self.render(RoundedRectangle(cornerRadius: .infinity).fill(Color.red)
      .frame(width: 61, height: 23))
    let capsule = try Self.render(Capsule().fill(Color.red).frame(width: 61, height: 23))
    let filledAlike = rounded == capsule
    #expect(filledAlike)
    let stroked = try Self.render(RoundedRectangle(cornerRadius: .infinity)
      .stroke(Color.red, lineWidth: 3).frame(width: 61, height: 23))
    let strokedAlike = stroked == (try Self.render(Capsule().stroke(Color.red, lineWidth: 3)
      .frame(width: 61, height: 23)))
    #expect(strokedAlike)
    let clipped = try Self.render(Color.red.frame(width: 61, height: 23).cornerRadius(.infinity))
    let clippedAlike = clipped == (try Self.render(Color.red.frame(width: 61, height: 23)
      .clipShape(Capsule())))
    #expect(clippedAlike)
    #expect(clipped != (try Self.render(Color.red.frame(width: 61, height: 23))))
  }

  @Test func absurdLengthsRenderWithoutATrap() throws {
    let views: [AnyView] = [
      AnyView(RoundedRectangle(cornerRadius: 1e35).stroke(Color.red, lineWidth: 1e19)),
      AnyView(Text("Hi").frame(width: 1e35, height: 1e35)),
      AnyView(Text("Hi").padding(-1e19)),
      AnyView(Text("Hi").offset(x: 1e19, y: -1e35)),
      AnyView(Color.red.frame(width: 1e19, height: 1e19).position(x: .infinity, y: .nan)),
      AnyView(Ellipse().stroke(Color.red, lineWidth: 1e35).frame(width: 60, height: 20)),
      AnyView(HStack(spacing: 1e19) { Color.red; Text("x").font(.system(size: 1e19)) }),
      AnyView(Color.red.frame(width: 30, height: 30).clipShape(RoundedRectangle(cornerRadius: .nan))),
    ]
    for view in views {
      let buffer = try Self.render(view)
      #expect(buffer.width == 200 && buffer.height == 160)
    }
    // A screen size past every limit is a typed error, not a trap.
    #expect(throws: RasterError.self) {
      try Renderer(size: CGSize(width: 1e300, height: 1e300)).render(Color.red)
    }
  }
}
