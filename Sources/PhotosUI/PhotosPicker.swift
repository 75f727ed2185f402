// PhotosUI on Linux: the photo picker SwiftUI code shows (`PhotosPicker`), drawn as the button
// iOS draws (its label, in the tint), and the items it would deliver. A picture has no photo
// library: no item is ever picked, and loading one gives nothing. Never imported by Cellshot.
@_exported import CoreTransferable
import Cellshot
import Foundation

/// A button that opens the photo picker, as PhotosUI's `PhotosPicker`: its label drawn as a
/// button's, which is all of it a picture shows.
public struct PhotosPicker<Label: View>: View {
  let label: Label

  public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default,
              matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default,
              matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>,
              matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>,
                                 matching filter: PHPickerFilter? = nil,
                                 preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy
                                   = .automatic) {
    label = Text(title)
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>,
              maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default,
              matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    label = Text(titleKey)
  }
}

/// An item the picker delivered. None is ever delivered in a picture; one made in code loads
/// nothing.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  public let itemIdentifier: String?
  public var supportedContentTypes: [UTType] { [] }

  public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

  /// The item's content as `type`: nil, as there is no photo library to load from.
  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

  public func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
  ) -> Progress {
    completionHandler(.success(nil))
    return Progress(totalUnitCount: 0)
  }

  /// How an item with several encodings is delivered.
  public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let automatic = EncodingDisambiguationPolicy(rawValue: 0)
    public static let current = EncodingDisambiguationPolicy(rawValue: 1)
    public static let compatible = EncodingDisambiguationPolicy(rawValue: 2)
  }
}

/// Which assets the picker offers.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
  let rawValue: String
  public static let images = PHPickerFilter(rawValue: "images")
  public static let videos = PHPickerFilter(rawValue: "videos")
  public static let livePhotos = PHPickerFilter(rawValue: "livePhotos")
  public static let screenshots = PHPickerFilter(rawValue: "screenshots")
  public static let screenRecordings = PHPickerFilter(rawValue: "screenRecordings")
  public static let panoramas = PHPickerFilter(rawValue: "panoramas")
  public static let bursts = PHPickerFilter(rawValue: "bursts")
  public static let slomoVideos = PHPickerFilter(rawValue: "slomoVideos")
  public static let timelapseVideos = PHPickerFilter(rawValue: "timelapseVideos")
  public static let depthEffectPhotos = PHPickerFilter(rawValue: "depthEffectPhotos")
  public static let cinematicVideos = PHPickerFilter(rawValue: "cinematicVideos")
  public static let spatialMedia = PHPickerFilter(rawValue: "spatialMedia")
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(rawValue: "any(\(subfilters.map(\.rawValue)))")
  }
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(rawValue: "all(\(subfilters.map(\.rawValue)))")
  }
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
    PHPickerFilter(rawValue: "not(\(filter.rawValue))")
  }
}

/// The photo library: there is none to read in a picture.
public final class PHPhotoLibrary: @unchecked Sendable {
  nonisolated(unsafe) private static let sharedLibrary = PHPhotoLibrary()
  public static func shared() -> PHPhotoLibrary { sharedLibrary }
}

/// How the picker's selection behaves.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
  let rawValue: Int
  public static let `default` = PhotosPickerSelectionBehavior(rawValue: 0)
  public static let ordered = PhotosPickerSelectionBehavior(rawValue: 1)
  public static let continuous = PhotosPickerSelectionBehavior(rawValue: 2)
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(rawValue: 3)
}

extension View {
  /// Presents the photo picker: a picture shows no sheet, so this changes nothing.
  public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                           matching filter: PHPickerFilter? = nil,
                           preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy
                             = .automatic) -> some View { self }

  public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                           maxSelectionCount: Int? = nil,
                           selectionBehavior: PhotosPickerSelectionBehavior = .default,
                           matching filter: PHPickerFilter? = nil,
                           preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy
                             = .automatic) -> some View { self }
}
