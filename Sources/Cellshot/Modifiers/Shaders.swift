// Metal shaders (iOS 17): ShaderLibrary, ShaderFunction, Shader and its arguments, and the
// modifiers that run one over a view (`.colorEffect`, `.distortionEffect`, `.layerEffect`).
// Rule: a shader is compiled Metal code, which cannot run on Linux; the view is drawn as if
// the effect were not there and the render warns, naming the shader's function. A shader as a
// shape style fills nothing. docs/porting.md lists them.
import Foundation

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.wave`
/// names the function `wave` of the app's default library.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  /// Where the library comes from (for equality only: nothing is loaded).
  let source: String

  /// The app's main bundle's default library.
  public static let `default` = ShaderLibrary(source: "default")

  /// The default library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: "bundle:" + bundle.bundlePath)
  }

  /// A library from compiled Metal code.
  public init(data: Data) { source = "data:\(data.hashValue)" }

  /// A library from a `.metallib` file.
  public init(url: URL) { source = "url:" + url.absoluteString }

  init(source: String) { self.source = source }

  /// The default library's function `name`.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }

  /// This library's function `name`.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }
}

/// A function of a shader library; calling it with arguments makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  public var library: ShaderLibrary
  public var name: String

  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: args)
  }
}

/// A shader function with its arguments: a fill, or an effect on a view's pixels. Cellshot
/// cannot run it (see the file's header).
public struct Shader: Equatable, Sendable, ShapeStyle {
  public typealias Resolved = Never

  /// A value passed to a shader function.
  public struct Argument: Equatable, Sendable {
    enum Value: Equatable, Sendable {
      case floats([Float])
      case boundingRect
      case colors([Color])
      case image(String)
      case data(Data)
    }
    let value: Value

    @usableFromInline static func _float(_ x: Float) -> Argument { Argument(value: .floats([x])) }
    @usableFromInline static func _float2(_ x: Float, _ y: Float) -> Argument {
      Argument(value: .floats([x, y]))
    }
    @usableFromInline static func _float3(_ x: Float, _ y: Float, _ z: Float) -> Argument {
      Argument(value: .floats([x, y, z]))
    }
    @usableFromInline static func _float4(_ x: Float, _ y: Float, _ z: Float, _ w: Float)
      -> Argument
    {
      Argument(value: .floats([x, y, z, w]))
    }

    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { _float(Float(x)) }
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      _float2(Float(x), Float(y))
    }
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      _float3(Float(x), Float(y), Float(z))
    }
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T)
      -> Argument
    {
      _float4(Float(x), Float(y), Float(z), Float(w))
    }
    public static func float2(_ point: CGPoint) -> Argument {
      _float2(Float(point.x), Float(point.y))
    }
    public static func float2(_ size: CGSize) -> Argument {
      _float2(Float(size.width), Float(size.height))
    }
    public static func float2(_ vector: CGVector) -> Argument {
      _float2(Float(vector.dx), Float(vector.dy))
    }
    public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array)) }
    /// The bounds of what the shader draws, in its user space.
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
    public static func color(_ color: Color) -> Argument { Argument(value: .colors([color])) }
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(value: .colors(array))
    }
    public static func image(_ image: Image) -> Argument {
      Argument(value: .image(String(describing: image)))
    }
    public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
  }

  /// What a shader is compiled for ahead of use (`compile(as:)`).
  public struct UsageType: Hashable, Sendable {
    let name: String
    public static let shapeStyle = UsageType(name: "shapeStyle")
    public static let colorEffect = UsageType(name: "colorEffect")
    public static let distortionEffect = UsageType(name: "distortionEffect")
    public static let layerEffect = UsageType(name: "layerEffect")
  }

  public var function: ShaderFunction
  public var arguments: [Argument]
  /// Whether the shader's colours are dithered (accepted).
  public var dithersColor: Bool = false

  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// Compiles the shader ahead of its first use on iOS; here nothing is compiled and it
  /// returns at once.
  public func compile(as type: UsageType) async throws {}

  /// The shader as `modifier` runs it, for warnings.
  func effectName(_ modifier: String) -> String {
    "the Metal shader `\(function.name)` (\(modifier))"
  }

  /// What the render reports for `modifier` running this shader.
  func warning(_ modifier: String) -> String {
    effectName(modifier) + " cannot run on Linux: the view is drawn without it"
  }
}

extension View {
  /// Runs `shader` over each pixel's colour on iOS; drawn unchanged here, with a warning.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    ReportingView(warning: isEnabled ? shader.warning(".colorEffect") : "", content: self)
  }

  /// Moves each pixel where `shader` says on iOS; drawn unchanged here, with a warning.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    ReportingView(warning: isEnabled ? shader.warning(".distortionEffect") : "", content: self)
  }

  /// Runs `shader` over the view's layer on iOS; drawn unchanged here, with a warning.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    ReportingView(warning: isEnabled ? shader.warning(".layerEffect") : "", content: self)
  }
}

extension VisualEffect {
  /// Accepted: the shader is not run (the render warns).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
    adding { _ in isEnabled ? .unsupported(shader.effectName(".colorEffect")) : .opacity(1) }
  }

  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize,
                               isEnabled: Bool = true) -> some VisualEffect {
    adding { _ in
      isEnabled ? .unsupported(shader.effectName(".distortionEffect")) : .opacity(1)
    }
  }

  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize,
                          isEnabled: Bool = true) -> some VisualEffect {
    adding { _ in isEnabled ? .unsupported(shader.effectName(".layerEffect")) : .opacity(1) }
  }
}
