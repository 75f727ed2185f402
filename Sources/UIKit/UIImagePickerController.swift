// Photo and camera pickers (`UIImagePickerController`, its delegate, its keys): made and
// presented by code, never shown (a picture has no camera or library); a representable
// wrapping one is a grey box. The delegate is never told of a picked image.
import Cellshot

/// The system's camera and photo library picker.
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
  open var sourceType: SourceType = .photoLibrary
  open var mediaTypes: [String] = ["public.image"]
  open var allowsEditing = false
  open var cameraDevice: CameraDevice = .rear
  open var cameraCaptureMode: CameraCaptureMode = .photo
  open var cameraFlashMode: CameraFlashMode = .auto
  open var showsCameraControls = true
  open var cameraOverlayView: UIView?
  open var videoQuality: QualityType = .typeMedium
  open var videoMaximumDuration: TimeInterval = 600
  open var imageExportPreset: ImageURLExportPreset = .compatible
  /// The picker's delegate: a navigation controller delegate that hears of picked images.
  open weak var pickerDelegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
  open override weak var delegate: UINavigationControllerDelegate? {
    get { pickerDelegate }
    set { pickerDelegate = newValue as? UIImagePickerControllerDelegate
            & UINavigationControllerDelegate }
  }

  /// Whether the device has the source: the photo library only (no camera on Linux).
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
    sourceType != .camera
  }
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
  }
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
  open func takePicture() {}
  open func startVideoCapture() -> Bool { false }
  open func stopVideoCapture() {}

  public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
  public enum CameraDevice: Int, Sendable { case rear, front }
  public enum CameraCaptureMode: Int, Sendable { case photo, video }
  public enum CameraFlashMode: Int, Sendable { case off = -1, auto, on }
  public enum QualityType: Int, Sendable {
    case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
  }
  public enum ImageURLExportPreset: Int, Sendable { case compatible, current }

  /// What a picked item's dictionary holds.
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }
}

/// Told of an image picked or the picker cancelled: never, in a picture.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
  func imagePickerController(_ picker: UIImagePickerController,
                             didFinishPickingMediaWithInfo info:
                               [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(_ picker: UIImagePickerController,
                                    didFinishPickingMediaWithInfo info:
                                      [UIImagePickerController.InfoKey: Any]) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
