// Core Animation's layer, as UIKit code reaches it through `view.layer` (UIKit imports
// QuartzCore on iOS): the view's corner radius, border and masking draw with the view
// (UIView.snapshotContent); shadows, sublayers and animations are accepted and not drawn.
import Cellshot

/// A view's layer: its corners, border, opacity and masking, which the view draws.
@MainActor @preconcurrency
open class CALayer: NSObject {
  /// The view whose layer this is.
  weak var view: UIView?

  public override init() {}
  public init(layer: Any) {}

  /// The radius of the background's corners (and of the clip, when the layer masks).
  open var cornerRadius: CGFloat = 0
  open var cornerCurve: CALayerCornerCurve = .circular
  /// The corners the radius rounds: accepted (all four are rounded).
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                          .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
  /// The border, drawn inside the edge above the content.
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor? = CGColor.black
  /// Whether the content is clipped to the (rounded) bounds: the view's `clipsToBounds`.
  open var masksToBounds = false
  /// The layer's opacity, multiplying the view's alpha.
  open var opacity: Float = 1
  /// The background: the view's `backgroundColor`.
  open var backgroundColor: CGColor? {
    get { view?.backgroundColor?.cgColor }
    set { view?.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
  }
  open var frame: CGRect {
    get { view?.frame ?? .zero }
    set { view?.frame = newValue }
  }
  open var bounds: CGRect {
    get { view?.bounds ?? .zero }
    set { view?.bounds = newValue }
  }
  open var position: CGPoint {
    get { view?.center ?? .zero }
    set { view?.center = newValue }
  }
  open var isHidden: Bool {
    get { view?.isHidden ?? false }
    set { view?.isHidden = newValue }
  }
  // Shadows: accepted (a view's layer shadow is not drawn; SwiftUI's `.shadow` is).
  open var shadowColor: CGColor? = CGColor.black
  open var shadowOpacity: Float = 0
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3
  open var shadowPath: CGPath?
  open var zPosition: CGFloat = 0
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var name: String?
  open var contentsScale: CGFloat = 1
  open var shouldRasterize = false
  open var rasterizationScale: CGFloat = 1
  open var allowsEdgeAntialiasing = false
  open var isOpaque = false
  open var mask: CALayer?
  open var contents: Any?
  open var contentsGravity: CALayerContentsGravity = .resize
  public private(set) var sublayers: [CALayer]?
  public private(set) weak var superlayer: CALayer?

  /// Adds a layer: accepted (sublayers are not drawn).
  open func addSublayer(_ layer: CALayer) {
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func setNeedsDisplay() {}
  open func layoutSublayers() {}
  open func removeAllAnimations() {}
  open func removeAnimation(forKey key: String) {}
}

/// A layer that draws a shape: accepted (not drawn).
@MainActor @preconcurrency
open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor? = CGColor.black
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var lineDashPattern: [NSNumber]?
}

/// A layer that draws a gradient: accepted (not drawn).
@MainActor @preconcurrency
open class CAGradientLayer: CALayer {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  open var type: CAGradientLayerType = .axial
}

/// The curve of a layer's rounded corners: circular, or Apple's continuous squircle.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")

  /// The SwiftUI corner style that draws it.
  var style: RoundedCornerStyle { self == .continuous ? .continuous : .circular }
}

/// Which corners a layer's radius rounds.
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public struct CALayerContentsGravity: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
  public static let center = CALayerContentsGravity(rawValue: "center")
}

public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

public struct CAGradientLayerType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
