@testable import Cellshot
import CoreLocationUI
import Foundation
import PNGCodec
import SwiftUI
import Testing

/// CoreLocationUI's `LocationButton` as iOS draws it: the arrow and its title in white on the
/// tint, and its action called when pressed.
@MainActor @Suite struct LocationButtonTests {
  @Test func theButtonDrawsItsTitleOnTheTint() throws {
    let button = LocationButton(.shareCurrentLocation) {}
    let (engine, root) = Renderer(size: CGSize(width: 390, height: 120)).layout(button)
    _ = root
    let texts = engine.builder.nodes.map(\.name).filter { $0.hasPrefix("Text") }
    #expect(texts.contains { $0.contains("Share Current Location") }, "\(texts)")
    let buffer = try Renderer(size: CGSize(width: 300, height: 60), background: .white)
      .render(button).buffer
    if let out = ProcessInfo.processInfo.environment["CELLSHOT_LOOK"] {
      try FileIO.writeAtomically(PNGEncoder().encode(buffer), to: out)
    }
    // Above the title, inside the button's padding: iOS's system blue.
    let blue = buffer[Int(buffer.width / 2), 12]
    #expect(blue.b > 200 && blue.r < 60, "\(blue)")
    let redBuffer = try Renderer(size: CGSize(width: 300, height: 60), background: .white)
      .render(button.tint(.red)).buffer
    if let out = ProcessInfo.processInfo.environment["CELLSHOT_LOOK"] {
      try FileIO.writeAtomically(PNGEncoder().encode(redBuffer), to: out + ".red.png")
    }
    let red = redBuffer[Int(buffer.width / 2), 12]
    #expect(red.r > 200 && red.b < 80, "\(red)")
  }
}
