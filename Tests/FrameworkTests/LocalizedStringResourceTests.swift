import AppleFoundation
import Foundation
import SwiftUI
import Testing

/// LocalizedStringResource and String.LocalizationValue as iOS's Foundation gives them: the key
/// is the literal's format, the text its default value with the values filled in, and `Text`
/// draws that text.
@MainActor @Suite struct LocalizedStringResourceTests {
  @Test func anInterpolatedResourceKeysByItsFormatAndShowsItsValues() {
    let name = "Ann", count = 3, share = 0.5
    let resource: LocalizedStringResource = "\(name) has \(count) items, \(share)% done"
    #expect(resource.key == "%@ has %lld items, %lf%% done")
    #expect(String(localized: resource) == "Ann has 3 items, 0.500000% done")
    #expect(resource.table == nil)
    #expect(resource == LocalizedStringResource("\(name) has \(count) items, \(share)% done"))
    #expect(resource != LocalizedStringResource("\(name) has \(count + 1) items, \(share)% done"))
  }

  @Test func aKeyWithADefaultValueShowsTheDefaultValue() {
    let resource = LocalizedStringResource("greeting.title", defaultValue: "Hello, \(7)!",
                                           table: "Onboarding",
                                           locale: Locale(identifier: "fr_FR"))
    #expect(resource.key == "greeting.title")
    #expect(resource.table == "Onboarding")
    #expect(resource.locale.identifier == "fr_FR")
    #expect(String(localized: resource) == "Hello, 7!")
    #expect(String(localized: "greeting", defaultValue: "\(2.5, specifier: "%.1f") km",
                   locale: Locale(identifier: "fr_FR")) == "2,5 km")
    #expect(String(localized: "100% plain") == "100% plain")
  }

  @Test func aResourceSurvivesCoding() throws {
    let resource = LocalizedStringResource("count", defaultValue: "\(4) left", table: "Main")
    let data = try JSONEncoder().encode(resource)
    let decoded = try JSONDecoder().decode(LocalizedStringResource.self, from: data)
    #expect(decoded == resource)
    #expect(String(localized: decoded) == "4 left")
  }

  @Test func attributedStringReadsTheLocalizedTextAsMarkdown() {
    let string = AttributedString(localized: "Tap **\("Save")** twice")
    #expect(String(string.characters[...]) == "Tap Save twice")
    let bold = string.runs.first { String(string[$0.range].characters[...]) == "Save" }
    #expect(bold?.inlinePresentationIntent == .stronglyEmphasized)
  }

  @Test func textDrawsTheResourcesText() throws {
    let renderer = Renderer(size: CGSize(width: 160, height: 30))
    let count = 3
    let resource = try renderer.render(Text(LocalizedStringResource("\(count) new messages")))
    let verbatim = try renderer.render(Text(verbatim: "3 new messages"))
    let other = try renderer.render(Text(verbatim: "%lld new messages"))
    #expect(resource.buffer.bytes == verbatim.buffer.bytes)
    #expect(resource.buffer.bytes != other.buffer.bytes)
  }
}
