import Foundation
import MobileCoreServices
import Testing

/// MobileCoreServices' constants and UTType functions as code written before iOS 14 uses them:
/// `kUTTypeImage as String` for pickers and item providers, and extension-to-MIME-type lookups.
@Suite struct MobileCoreServicesTests {
  @Test func constantsAreTheIdentifiersTheSDKDocuments() {
    #expect(kUTTypeImage as String == "public.image")
    #expect(String(kUTTypeJPEG) == "public.jpeg")
    #expect([kUTTypeMovie as String, kUTTypePNG as String] == ["public.movie", "public.png"])
    #expect(kUTTypePDF == "com.adobe.pdf")
    #expect(kUTTypeGIF == "com.compuserve.gif")
    #expect(kUTTypePlainText as NSString == "public.plain-text")
    let mediaTypes: [String] = [kUTTypeImage as String]
    #expect(mediaTypes.contains(kUTTypeImage as String))
  }

  @Test func fileExtensionsAndMIMETypesMapToIdentifiersAndBack() {
    let png = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "png" as CFString,
                                                    nil)?.takeRetainedValue()
    #expect(png == kUTTypePNG)
    let mime = UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassMIMEType)?
      .takeRetainedValue()
    #expect(mime as String? == "image/jpeg")
    #expect(UTTypeCopyPreferredTagWithClass(kUTTypePNG, kUTTagClassFilenameExtension)?
      .takeRetainedValue() == "png")
    #expect(UTTypeCopyAllTagsWithClass(kUTTypeItem, kUTTagClassMIMEType) == nil)
  }

  @Test func unknownTagsGetADynamicIdentifierThatKeepsTheTag() throws {
    let identifier = try #require(UTTypeCreatePreferredIdentifierForTag(
      kUTTagClassFilenameExtension, "cellshot-unknown", nil)?.takeRetainedValue())
    #expect(UTTypeIsDynamic(identifier))
    #expect(UTTypeCopyPreferredTagWithClass(identifier, kUTTagClassFilenameExtension)?
      .takeRetainedValue() == "cellshot-unknown")
    #expect(UTTypeCopyPreferredTagWithClass(identifier, kUTTagClassMIMEType) == nil)
    #expect(UTTypeCreatePreferredIdentifierForTag("com.example.tag-class", "png", nil) == nil)
  }

  @Test func conformanceFollowsTheTypeHierarchy() {
    #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
    #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeData))
    #expect(UTTypeConformsTo(kUTTypeImage, kUTTypeImage))
    #expect(!UTTypeConformsTo(kUTTypeImage, kUTTypePNG))
    #expect(!UTTypeConformsTo(kUTTypeMovie, kUTTypeImage))
    #expect(UTTypeEqual("PUBLIC.PNG", kUTTypePNG))
    #expect(UTTypeIsDeclared(kUTTypePNG))
  }
}
