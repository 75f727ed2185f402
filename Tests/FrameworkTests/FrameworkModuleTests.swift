@testable import Cellshot
import Dispatch
import Foundation
import Network
import PhotosUI
import SwiftUI
import Testing
import UniformTypeIdentifiers

@Observable final class Library {
  var title = "Shelf"
  var count = 3
}

extension EnvironmentValues {
  @Entry var shelfLabel: String = "Books"
}

/// A property wrapper of an app's own that reads the environment, as SwiftUI's dynamic
/// properties may.
@propertyWrapper struct Shouting: DynamicProperty {
  @Environment(\.shelfLabel) private var label
  var wrappedValue: String { label.uppercased() }
}

struct Transcript: Codable, Transferable {
  var text: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    ProxyRepresentation(exporting: \.text)
  }
}

/// The frameworks SwiftUI code imports beside SwiftUI, and the iOS 17 and 18 names that work
/// with them: Observation through `import SwiftUI`, `@Entry`, `@Previewable`, dynamic
/// properties of an app's own, UniformTypeIdentifiers, Network's path, PhotosUI's picker.
@MainActor @Suite struct FrameworkModuleTests {
  struct Shelf: View {
    @Environment(Library.self) private var library
    @Environment(\.shelfLabel) private var label
    @Shouting private var shouted
    var body: some View {
      @Bindable var library = library
      VStack {
        Text("\(library.title): \(library.count) \(label)")
        Text(shouted)
        TextField("Title", text: $library.title)
      }
    }
  }

  @Test func observableObjectsAndEntriesComeThroughTheEnvironment() {
    let library = Library()
    #expect(texts(Shelf().environment(library)).prefix(2) == ["Shelf: 3 Books", "BOOKS"])
    library.count = 4
    #expect(texts(Shelf().environment(library).environment(\.shelfLabel, "Maps")).prefix(2)
            == ["Shelf: 4 Maps", "MAPS"])
  }

  @Test func previewableStateIsThePreviewsOwn() {
    let preview = PreviewMacro.declared {
      @Previewable @State var count = 7
      Text("count \(count)")
    }
    #expect(texts(preview.view) == ["count 7"])
  }

  @Test func typesKnowTheirTagsAndWhatTheyConformTo() {
    #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(mimeType: "application/json") == .json)
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.pdf.preferredFilenameExtension == "pdf")
    #expect(UTType.pdf.preferredMIMEType == "application/pdf")
    #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
    let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
    #expect(recipe.conforms(to: .text) && recipe.identifier == "com.example.recipe")
  }

  @Test func aPathMonitorDeliversASatisfiedPathOnItsQueue() {
    let monitor = NWPathMonitor()
    let delivered = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var seen: NWPath?
    monitor.pathUpdateHandler = { path in
      seen = path
      delivered.signal()
    }
    monitor.start(queue: DispatchQueue(label: "monitor"))
    #expect(delivered.wait(timeout: .now() + 5) == .success)
    #expect(seen?.status == .satisfied && seen?.usesInterfaceType(.wifi) == true)
    monitor.cancel()
  }

  @Test func aPhotosPickerIsDrawnAsTheButtonItsLabelMakes() {
    @State var item: PhotosPickerItem?
    let picker = layoutFramesOf(PhotosPicker(selection: $item, matching: .images) {
      Label("Choose", systemImage: "photo")
    })
    let button = layoutFramesOf(Button(action: {}) { Label("Choose", systemImage: "photo") })
    #expect(picker == button)
    #expect(texts(PhotosPicker("Pick", selection: $item)) == ["Pick"])
  }

  @Test func aFileDocumentReadsAndWritesThroughItsFileWrapper() throws {
    let file = FileWrapper(regularFileWithContents: Data("first line".utf8))
    var note = try Note(configuration: .init(contentType: .plainText, file: file))
    #expect(note.text == "first line")
    note.text = "edited"
    let written = try note.fileWrapper(configuration: .init(contentType: .plainText,
                                                            existingFile: file))
    #expect(written.regularFileContents == Data("edited".utf8))
    #expect(Note.writableContentTypes == [.plainText])
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    #expect(folder.addRegularFile(withContents: Data(), preferredFilename: "a.txt") == "a.txt")
    #expect(folder.addRegularFile(withContents: Data(), preferredFilename: "a.txt") == "2 a.txt")
  }

  @Test func accessibilityAndPresentationsLeaveThePictureAsItIs() {
    @State var shown = true
    let plain = layoutFramesOf(Text("Hello"))
    let dressed = layoutFramesOf(
      Text("Hello")
        .accessibilityLabel("Greeting").accessibilityAddTraits(.isHeader)
        .accessibilityHint("Says hello").accessibilityElement(children: .combine)
        .sheet(isPresented: $shown) { Text("Sheet") }
        .alert("Title", isPresented: $shown) { Button("OK") {} } message: { Text("Body") }
        .fileImporter(isPresented: $shown, allowedContentTypes: [.pdf]) { _ in }
        .presentationDetents([.medium, .fraction(0.3)]))
    #expect(dressed.count >= plain.count)
    #expect(dressed.last == plain.last)
    #expect(texts(Text("Hello").sheet(isPresented: $shown) { Text("Sheet") }) == ["Hello"])
  }

  @Test func transferableTypesDeclareTheirRepresentations() {
    func contentType<T: Transferable>(_: T.Type) -> String { "\(T.Representation.self)" }
    #expect(contentType(Transcript.self).contains("TupleTransferRepresentation"))
    #expect(contentType(String.self).contains("DataRepresentation"))
  }
}

struct Note: FileDocument {
  static let readableContentTypes: [UTType] = [.plainText]
  var text: String
  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// Each node's frame, in tree order.
@MainActor
func layoutFramesOf<V: View>(_ view: V) -> [CGRect] {
  let (engine, _) = Renderer(size: CGSize(width: 390, height: 844)).layout(view)
  return engine.builder.nodes.map(\.frame)
}

@MainActor
@Suite struct SymbolEffectTests {
  func pixels<V: View>(_ view: V) throws -> [UInt8] {
    try Renderer(size: CGSize(width: 40, height: 40)).render(view).buffer.bytes
  }

  @Test func effectsShowTheirEndStateAndOnlyHidingOnesChangeThePicture() throws {
    let star = try pixels(Image(systemName: "star.fill"))
    let empty = try pixels(Color.clear)
    #expect(star != empty)
    #expect(try pixels(Image(systemName: "star.fill").symbolEffect(.bounce, value: 3)) == star)
    #expect(try pixels(Image(systemName: "star.fill").symbolEffect(.pulse.byLayer)) == star)
    #expect(try pixels(Image(systemName: "star.fill")
      .symbolEffect(.disappear.down, isActive: true)) == empty)
    #expect(try pixels(Image(systemName: "star.fill")
      .symbolEffect(.disappear, isActive: false)) == star)
    #expect(try pixels(Image(systemName: "star.fill").symbolEffect(.appear, isActive: false))
              == empty)
    #expect(try pixels(Image(systemName: "star.fill")
      .contentTransition(.symbolEffect(.replace.downUp))) == star)
  }

  @Test func modifiersChainAsOneAndTakeAnimationsAsTheyAre() {
    struct Bold: ViewModifier {
      func body(content: Content) -> some View { content.padding(3) }
    }
    struct Framed: ViewModifier {
      func body(content: Content) -> some View { content.padding(5) }
    }
    let chained = layoutFramesOf(Text("A").modifier(Bold().concat(Framed()).animation(.default)))
    let apart = layoutFramesOf(Text("A").modifier(Bold()).modifier(Framed()))
    #expect(chained.first == apart.first)
    #expect(chained.last == apart.last)
  }
}

@MainActor
@Suite struct DirectionAndKeyTests {
  func pixels<V: View>(_ view: V) throws -> [UInt8] {
    try Renderer(size: CGSize(width: 40, height: 20)).render(view).buffer.bytes
  }

  @Test func aFlippingViewIsMirroredOnlyRightToLeft() throws {
    let arrow = Image(systemName: "arrow.right")
    let rtl = LayoutDirection.rightToLeft
    let plain = try pixels(arrow.environment(\.layoutDirection, rtl))
    let flipped = try pixels(arrow.flipsForRightToLeftLayoutDirection(true)
      .environment(\.layoutDirection, rtl))
    #expect(plain != flipped)
    #expect(try pixels(arrow.scaleEffect(x: -1, y: 1).environment(\.layoutDirection, rtl))
              == flipped)
    #expect(try pixels(arrow.flipsForRightToLeftLayoutDirection(true)) == pixels(arrow))
  }

  @Test func shortcutsAndKeyPressesCarrySwiftUIsValues() {
    #expect(KeyboardShortcut.defaultAction.key == .return)
    #expect(KeyboardShortcut.defaultAction.modifiers.isEmpty)
    #expect(KeyboardShortcut("s").modifiers == .command)
    #expect(KeyPress.Phases.all == [.down, .repeat, .up])
    #expect(TextInputAutocapitalization(.allCharacters) == .characters)
    #expect(UITextContentType.oneTimeCode.rawValue == "oneTimeCode")
  }
}

@Suite struct ColorModelTests {
  func bytes(_ color: Color) -> [Int] {
    let c = color.resolved(dark: false)
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test func hueSaturationBrightnessGoesRoundTheWheel() {
    #expect(bytes(Color(hue: 0, saturation: 1, brightness: 1)) == [255, 0, 0])
    #expect(bytes(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 255, 0])
    #expect(bytes(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == [0, 0, 255])
    #expect(bytes(Color(hue: 0.5, saturation: 0.5, brightness: 0.8)) == [102, 204, 204])
    #expect(bytes(Color(hue: 1, saturation: 1, brightness: 1)) == [255, 0, 0])
    #expect(bytes(Color(hue: 0.3, saturation: 0, brightness: 0.5)) == [128, 128, 128])
  }

  @Test func linearAndDisplayP3ComponentsBecomeSRGB() {
    // Linear 0.5 is sRGB 0.7354 (188), linear 0.2 is 0.4845 (124).
    #expect(bytes(Color(.sRGBLinear, red: 0.5, green: 0.2, blue: 0)) == [188, 124, 0])
    #expect(bytes(Color(.sRGBLinear, white: 1)) == [255, 255, 255])
    // P3 white is sRGB white; P3's pure red lies outside sRGB and is clamped to it.
    #expect(bytes(Color(.displayP3, white: 1)) == [255, 255, 255])
    #expect(bytes(Color(.displayP3, red: 1, green: 0, blue: 0)) == [255, 0, 0])
    #expect(abs(TransferCurve.decode(TransferCurve.encode(0.3)) - 0.3) < 1e-12)
  }
}
