@testable import Cellshot
import Foundation
import Testing

/// Shows the environment's control size and truncation mode as text.
private struct EnvironmentReader: View {
  @Environment(\.controlSize) var controlSize
  @Environment(\.truncationMode) var truncationMode
  @Environment(\.minimumScaleFactor) var minimumScaleFactor
  var body: some View {
    Text(verbatim: "\(controlSize) \(truncationMode) \(minimumScaleFactor)")
  }
}

@MainActor
@Suite struct ViewEnvironmentParityTests {
  @Test func navigationDestinationPushesWhilePresented() throws {
    func stack(_ presented: Bool, item: Int?) -> some View {
      NavigationStack {
        Text("Root")
          .navigationTitle("Home")
          .navigationDestination(isPresented: .constant(presented)) { Text("Pushed") }
          .navigationDestination(item: .constant(item)) { Text("Item \($0)") }
      }
    }
    let shown = try Renderer(device: .iphone13).render(stack(true, item: nil)).frameTree
    #expect(shown.contains("Text(\"Pushed\")") && shown.contains("BackChevron"))
    #expect(shown.contains("Text(\"Home\")") && !shown.contains("Text(\"Root\")"))
    let item = try Renderer(device: .iphone13).render(stack(false, item: 4)).frameTree
    #expect(item.contains("Text(\"Item 4\")") && !item.contains("Text(\"Root\")"))
    let root = try Renderer(device: .iphone13).render(stack(false, item: nil)).frameTree
    #expect(root.contains("Text(\"Root\")") && !root.contains("Text(\"Pushed\")"))
  }

  @Test func bindingsConvertAsSwiftUIs() {
    var value = 3
    let base = Binding(get: { value }, set: { value = $0 })
    let optional = Binding<Int?>(base)
    optional.wrappedValue = nil
    #expect(value == 3 && optional.wrappedValue == 3)
    optional.wrappedValue = 5
    #expect(value == 5)
    var held: Int? = nil
    let maybe = Binding(get: { held }, set: { held = $0 })
    #expect(Binding<Int>(maybe) == nil)
    held = 8
    let unwrapped = Binding<Int>(maybe)
    held = nil
    #expect(unwrapped?.wrappedValue == 8)
    let hashable = Binding<AnyHashable>(base)
    hashable.wrappedValue = "text"
    #expect(value == 5)
    hashable.wrappedValue = 9
    #expect(value == 9 && hashable.wrappedValue == AnyHashable(9))
  }

  @Test func environmentValuesFollowTheirModifiers() {
    let clamped = EnvironmentReader().controlSize(.small ... .regular).controlSize(.large)
    #expect(resolvedTexts(clamped).first?.hasPrefix("regular tail 1") == true)
    let set = EnvironmentReader().truncationMode(.middle).minimumScaleFactor(0.5)
    #expect(resolvedTexts(set).first == "regular middle 0.5")
  }

  @Test func orientationsAndErasure() {
    #expect(InterfaceOrientation.allCases.map(\.id)
            == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    #expect(ControlSize.mini < .small && ControlSize.large < .extraLarge)
    #expect(AnyView(_fromValue: 3) == nil)
    #expect(AnyView(_fromValue: Text("A")) != nil)
  }
}
