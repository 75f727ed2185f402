import Cellshot

extension ViewTreeGenerator {
  mutating func leaf() -> GeneratedView {
    switch reader.choose(14) {
    case 0, 1:
      let s = reader.string()
      return GeneratedView(view: AnyView(Text(verbatim: s)), expression: "Text(verbatim: \(source(s)))")
    case 2:
      let (color, name) = reader.color()
      return GeneratedView(view: AnyView(color), expression: "Color\(name)")
    case 3: return GeneratedView(view: AnyView(Rectangle()), expression: "Rectangle()")
    case 4: return GeneratedView(view: AnyView(Circle()), expression: "Circle()")
    case 5:
      let r = reader.length()
      return GeneratedView(view: AnyView(RoundedRectangle(cornerRadius: r)),
                           expression: "RoundedRectangle(cornerRadius: \(source(r)))")
    case 6:
      let w = reader.length()
      return GeneratedView(view: AnyView(Capsule().stroke(Color.blue, lineWidth: w)),
                           expression: "Capsule().stroke(Color.blue, lineWidth: \(source(w)))")
    case 7:
      let name = reader.pick(ByteReader.symbols)
      return GeneratedView(view: AnyView(Image(systemName: name)),
                           expression: "Image(systemName: \(source(name)))")
    case 8: return picture()
    case 9:
      let m = reader.optionalLength()
      return GeneratedView(view: AnyView(Spacer(minLength: m)),
                           expression: "Spacer(minLength: \(source(m)))")
    case 10: return GeneratedView(view: AnyView(Divider()), expression: "Divider()")
    case 11:
      let from = reader.length(), to = reader.length()
      return GeneratedView(
        view: AnyView(Circle().trim(from: from, to: to).stroke(Color.red, lineWidth: 3)),
        expression: "Circle().trim(from: \(source(from)), to: \(source(to)))"
          + ".stroke(Color.red, lineWidth: 3)")
    default: return control()
    }
  }

  /// A 3 x 2 picture at a scale that may be hostile.
  mutating func picture() -> GeneratedView {
    let scale = reader.length()
    let buffer = (try? PixelBuffer(width: 3, height: 2, fill: RGBA8(r: 9, g: 99, b: 199, a: 255)))
    guard let buffer else { return GeneratedView(view: AnyView(EmptyView()), expression: "EmptyView()") }
    return GeneratedView(view: AnyView(Image(pixelBuffer: buffer, scale: scale).resizable()),
                         expression: "Image(pixelBuffer: /* 3x2 */, scale: \(source(scale)))"
                           + ".resizable()")
  }

  mutating func control() -> GeneratedView {
    let title = reader.string()
    let value = reader.fraction()
    switch reader.choose(5) {
    case 0:
      return GeneratedView(view: AnyView(Toggle(title, isOn: .constant(value > 0.5))),
                           expression: "Toggle(\(source(title)), isOn: .constant(\(value > 0.5)))")
    case 1:
      return GeneratedView(view: AnyView(TextField(title, text: .constant(title))),
                           expression: "TextField(\(source(title)), text: .constant(...))")
    case 2:
      return GeneratedView(view: AnyView(ProgressView(value: value)),
                           expression: "ProgressView(value: \(value))")
    case 3:
      return GeneratedView(view: AnyView(Slider(value: .constant(value))),
                           expression: "Slider(value: .constant(\(value)))")
    default:
      return GeneratedView(view: AnyView(Stepper(title, value: .constant(3), in: 0...10)),
                           expression: "Stepper(\(source(title)), value: .constant(3), in: 0...10)")
    }
  }
}
