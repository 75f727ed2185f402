@testable import Cellshot
import CellshotTesting
import Foundation
import PNGCodec
import SwiftUI
import Testing
import UIKit

/// The UIKit names SwiftUI code and its tests reach: a hosting controller's view drawn into an
/// image renderer, bezier paths with some corners rounded, the pasteboard, JPEG data, symbol
/// configurations, haptics.
@MainActor @Suite struct UIKitTests {
  struct Card: View {
    var body: some View {
      ZStack {
        Color.white
        RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 40, height: 20)
      }
    }
  }

  @Test func aHostingViewDrawsItsSwiftUIViewIntoAnImageRenderer() throws {
    let controller = UIHostingController(rootView: Card())
    controller.view.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
    controller.view.setNeedsLayout()
    let renderer = UIGraphicsImageRenderer(size: controller.view.bounds.size)
    let picture = renderer.image { _ in
      controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
    }
    let expected = try Renderer(size: CGSize(width: 60, height: 40), scale: 3).render(Card())
    #expect(picture.pixels == expected.buffer)
    #expect(picture.scale == 3)
    #expect(UIImageView(image: picture).image == picture)
  }

  @Test func aPlainViewDrawsItsBackgroundAndSubviews() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .red
    let child = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 10))
    child.backgroundColor = .blue
    view.addSubview(child)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let picture = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
      view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
    }
    let pixels = try! #require(picture.pixels)
    #expect(Array(pixels.bytes[0..<4]) == [255, 0, 0, 255])     // UIKit's red is pure
    #expect(Array(pixels.bytes[(5 * 4)..<(5 * 4 + 4)]) == [0, 0, 255, 255])
    #expect(child.superview === view)
  }

  @Test func aBezierPathRoundsOnlyTheCornersItIsAskedTo() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                            cornerRadii: CGSize(width: 10, height: 10))
    #expect(path.bounds == rect)
    let swiftUI = Path(path.cgPath)
    #expect(swiftUI == UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 10)
      .path(in: rect))
  }

  /// A `UISlider` draws as SwiftUI's `Slider` (the same pixels), its value kept in its range,
  /// its minimum track in its tint; the appearance proxy takes what an app sets.
  @Test func aSliderIsDrawnAsSwiftUIsSlider() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(slider.bounds.height == 31 && slider.intrinsicContentSize.height == 31)
    slider.maximumValue = 10
    slider.setValue(12, animated: false)
    #expect(slider.value == 10)
    slider.value = 2.5
    slider.minimumTrackTintColor = .systemOrange
    UISlider.appearance().minimumTrackTintColor = .systemPink
    let size = CGSize(width: 200, height: 31)
    let drawn = try Renderer(size: size, scale: 2, background: .white)
      .render(slider.snapshotContent).buffer
    let swiftUI = try Renderer(size: size, scale: 2, background: .white)
      .render(Slider(value: .constant(2.5), in: 0...10).tint(Color(uiColor: .systemOrange))
        .frame(width: 200, height: 31)).buffer
    #expect(drawn == swiftUI)
    // The track, 4 points high across the middle: orange left of the thumb, grey right of it.
    let orange = RGBA8(r: 255, g: 149, b: 0, a: 255)
    #expect(drawn[60, 31] == orange, "\(drawn[60, 31])")
    #expect(drawn[300, 31] != orange, "\(drawn[300, 31])")
  }

  /// The keyboard's notifications have iOS's names; nothing posts them (the keyboard is down).
  @Test func keyboardNotificationsAreIOSsNames() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
  }

  /// A label, an image view and a control are accessibility elements unless told otherwise;
  /// a plain view is not (UIKit's defaults); what code sets is kept.
  @Test func viewsKeepTheirAccessibilitySettings() {
    let label = UILabel()
    #expect(label.isAccessibilityElement && UIButton().isAccessibilityElement)
    #expect(!UIView().isAccessibilityElement)
    label.isAccessibilityElement = false
    label.accessibilityTraits = [.header, .staticText]
    #expect(!label.isAccessibilityElement && label.accessibilityTraits.contains(.header))
  }

  @Test func thePasteboardGivesBackWhatWasCopied() {
    let board = UIPasteboard()
    board.string = "copied"
    #expect(board.string == "copied" && board.hasStrings && !board.hasURLs)
    board.url = URL(string: "https://example.com")
    #expect(board.url?.host == "example.com" && board.string == nil)
    #expect(board.changeCount == 2)
  }

  @Test func jpegDataIsAJPEGOfThePicture() throws {
    let buffer = try Renderer(size: CGSize(width: 33, height: 17), background: .white)
      .render(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
      .buffer
    let data = try #require(UIImage(pixels: buffer).jpegData(compressionQuality: 0.9))
    #expect(data.starts(with: [0xFF, 0xD8]))
    let decoded = try JPEGDecoder().decode([UInt8](data))
    #expect(decoded.width == 33 && decoded.height == 17)
    let worst = zip(decoded.bytes, buffer.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst < 24)
    // the same pixels give the same bytes
    #expect(UIImage(pixels: buffer).jpegData(compressionQuality: 0.9) == data)
    let small = try #require(UIImage(pixels: buffer).jpegData(compressionQuality: 0.1))
    #expect(small.count < data.count)
  }

  @Test func aSymbolConfigurationSetsTheSymbolsSizeAndWeight() {
    let config = UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)
    let image = Image(uiImage: UIImage(systemName: "star", withConfiguration: config)!)
    #expect(image.symbolPointSize == 40 && image.symbolWeight == .bold)
    #expect(Image(systemName: "star") == Image(systemName: "star"))
    #expect(Image(systemName: "star") != image)
  }

  @Test func hapticsAreAcceptedAndChangeNothing() {
    let impact = UIImpactFeedbackGenerator(style: .light)
    impact.prepare()
    impact.impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(impact.style == .light)
  }
}

/// UIKit's views as pictures: each draws as the SwiftUI view of its kind, alone, in a
/// `UIViewRepresentable` or through `drawHierarchy`; controls' actions; font descriptors.
@MainActor @Suite struct UIKitViewTests {
  /// `view`'s hierarchy drawn into an image renderer at scale 1.
  func picture(of view: UIView) throws -> PixelBuffer {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
      view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    return try #require(image.pixels)
  }

  func picture<V: View>(of view: V, size: CGSize, dark: Bool = false) throws -> PixelBuffer {
    try Renderer(size: size, scale: 1, colorScheme: dark ? .dark : .light).render(view).buffer
  }

  struct Blur: UIViewRepresentable {
    let style: UIBlurEffect.Style
    func makeUIView(context: Context) -> UIView {
      UIVisualEffectView(effect: UIBlurEffect(style: style))
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  @Test func aBlurViewDrawsAsTheMaterialOfItsStyle() throws {
    let size = CGSize(width: 60, height: 40)
    let backdrop = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    // in a representable, over what lies behind it
    let blurred = try picture(of: backdrop.overlay(Blur(style: .systemThinMaterial)), size: size)
    let material = try picture(of: backdrop.overlay(Rectangle().fill(.thinMaterial)), size: size)
    let sameAsMaterial = blurred == material
    #expect(sameAsMaterial)
    // a fixed-dark style keeps its appearance in a light picture
    let dark = try picture(of: backdrop.overlay(Blur(style: .systemMaterialDark)), size: size)
    let darkMaterial = try picture(
      of: backdrop.overlay(Rectangle().fill(.regularMaterial).environment(\.colorScheme, .dark)),
      size: size)
    let same = dark == darkMaterial, differs = dark != blurred
    #expect(same && differs)
    // drawn by itself, its content view's subviews above the material
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    view.frame = CGRect(origin: .zero, size: size)
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    dot.backgroundColor = .red
    view.contentView.addSubview(dot)
    let pixels = try picture(of: view)
    #expect(Array(pixels.bytes[0..<4]) == [255, 0, 0, 255])
    let ultraThin = try picture(of: Rectangle().fill(.ultraThinMaterial), size: size)
    #expect(pixels[30, 30] == ultraThin[30, 30])
  }

  /// May 2024 starts on a Wednesday: three blanks, then 31 days.
  func may2024() -> (UICalendarView, Calendar) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let view = UICalendarView(frame: CGRect(x: 0, y: 0, width: 360, height: 284))
    view.calendar = calendar
    view.locale = Locale(identifier: "en_US_POSIX")
    view.visibleDateComponents = DateComponents(year: 2024, month: 5)
    return (view, calendar)
  }

  @Test func aCalendarViewDrawsTheGraphicalDatePickersMonth() throws {
    let (view, calendar) = may2024()
    let selection = UICalendarSelectionSingleDate(delegate: nil)
    selection.setSelected(DateComponents(year: 2024, month: 5, day: 14), animated: false)
    view.selectionBehavior = selection
    let date = try #require(calendar.date(from: DateComponents(year: 2024, month: 5, day: 14)))
    let picker = DatePicker("Day", selection: .constant(date), displayedComponents: .date)
      .datePickerStyle(.graphical)
    let same = try picture(of: view) == picture(of: picker, size: view.bounds.size)
    #expect(same)
  }

  final class Marks: NSObject, UICalendarViewDelegate, UICalendarSelectionMultiDateDelegate {
    func calendarView(_ calendarView: UICalendarView,
                      decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
      dateComponents.day == 5 ? .default(color: .red, size: .medium) : nil
    }
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                            didSelectDate dateComponents: DateComponents) {}
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                            didDeselectDate dateComponents: DateComponents) {}
  }

  @Test func aCalendarViewDrawsSeveralSelectedDaysAndItsDelegatesDecorations() throws {
    let (view, _) = may2024()
    let marks = Marks()
    view.delegate = marks
    let selection = UICalendarSelectionMultiDate(delegate: marks)
    selection.setSelectedDates([DateComponents(year: 2024, month: 5, day: 3),
                                DateComponents(year: 2024, month: 5, day: 9),
                                DateComponents(year: 2024, month: 6, day: 4)], animated: false)
    view.selectionBehavior = selection
    let expected = _MonthCalendar(
      title: "May 2024", weekdays: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"],
      leadingBlanks: 3, days: 31, selected: [3, 9],
      decorations: [5: AnyView(Circle().fill(Color(uiColor: .red)).frame(width: 6, height: 6))],
      tint: Color(uiColor: .systemBlue))
    let same = try picture(of: view) == picture(of: expected, size: view.bounds.size)
    #expect(same)
    #expect(view.intrinsicContentSize.height == 328)
  }

  @Test func aLabelDrawsItsTextAsTextDoesCentredInItsBounds() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    label.text = "Hello"
    label.font = .boldSystemFont(ofSize: 20)
    label.textColor = .systemRed
    label.textAlignment = .right
    let text = Text("Hello").font(.system(size: 20, weight: .bold)).foregroundColor(.red)
      .lineLimit(1).frame(width: 120, height: 40, alignment: .trailing)
    let same = try picture(of: label) == picture(of: text, size: label.bounds.size)
    #expect(same)
    let size = label.intrinsicContentSize
    #expect(size == TextMetrics.size(of: "Hello", font: FontSpec(size: 20, weight: .bold)))
  }

  /// `boundingRect` measures as `size(withAttributes:)` on one line, and wraps at the width
  /// given with `.usesLineFragmentOrigin` (EmojiKit measures emoji this way).
  @Test func boundingRectMeasuresOnOneLineOrWrapped() {
    let font = UIFont.systemFont(ofSize: 17)
    let text = "A sentence long enough to wrap onto a second line"
    let line = text.size(withAttributes: [.font: font])
    let single = (text as NSString).boundingRect(
      with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
      attributes: [.font: font], context: nil)
    #expect(single.size == line && single.origin == .zero)
    let wrapped = (text as NSString).boundingRect(
      with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(wrapped.width <= 120 && wrapped.height >= 2 * line.height)
    let unbounded = "👍".boundingRect(
      with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, context: nil)
    #expect(unbounded.width > 0 && unbounded.height > 0)
  }

  /// CoreGraphics' geometry describes itself as on iOS (Linux's Foundation has no text).
  @Test func geometryDescribesItselfAsOnIOS() {
    #expect(CGPoint(x: 1, y: 2.5).debugDescription == "(1.0, 2.5)")
    #expect(CGSize(width: 3, height: 4).debugDescription == "(3.0, 4.0)")
    #expect(CGRect(x: 0, y: 1, width: 2, height: 3).debugDescription == "(0.0, 1.0, 2.0, 3.0)")
  }

  /// An iPhone at rest: VoiceOver off, every display setting off; posting goes nowhere.
  @Test func accessibilitySettingsAreAnIPhoneAtRest() {
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isBoldTextEnabled)
    #expect(!UIAccessibility.isReduceMotionEnabled && UIAccessibility.isShakeToUndoEnabled)
    UIAccessibility.post(notification: .screenChanged, argument: nil)
  }

  /// UIKit counts trailing spaces in a string's size: code that pads a line with hair spaces
  /// until it is as wide as it wants (FrameUp's justified text) ends, as on iOS.
  @Test func aStringsSizeCountsItsTrailingSpaces() {
    let font = UIFont.systemFont(ofSize: 17)
    let word = "two words".size(withAttributes: [.font: font]).width
    #expect("two words   ".size(withAttributes: [.font: font]).width > word + 10)
    var padded = "two\u{200A}words"
    var count = 0
    while padded.size(withAttributes: [.font: font]).width < word + 20 && count < 200 {
      padded += "\u{200A}"
      count += 1
    }
    #expect(count > 5 && count < 40, "\(count) hair spaces")
    #expect("a\nb ".size(withAttributes: [.font: font]).height
            == "a\nb".size(withAttributes: [.font: font]).height)
  }

  @Test func aStackViewLaysOutItsArrangedSubviews() {
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
    hidden.isHidden = true
    let flexible = UIView()
    let label = UILabel()
    label.text = "Hi"
    let stack = UIStackView(arrangedSubviews: [first, hidden, flexible, label])
    stack.spacing = 8
    stack.alignment = .center
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    stack.layoutIfNeeded()
    let labelWidth = label.intrinsicContentSize.width
    #expect(first.frame == CGRect(x: 0, y: 15, width: 30, height: 10))
    #expect(flexible.frame.minX == 38)
    #expect(flexible.frame.width == 200 - 30 - labelWidth - 16)
    #expect(label.frame.maxX == 200)
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.alignment = .fill
    stack.frame.size.height = 100
    stack.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 0, y: 0, width: 200, height: 28))
    #expect(label.frame == CGRect(x: 0, y: 72, width: 200, height: 28))
  }

  @Test func aControlRunsItsActionsWhenItSendsThem() {
    var taps = 0
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap") { _ in taps += 1 })
    button.addAction(UIAction { _ in taps += 10 }, for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
    button.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(taps == 11)
    #expect(button.title(for: .highlighted) == "Tap")
    button.isEnabled = false
    #expect(button.state == .disabled)
  }

  @Test func fontDescriptorsMakeTheFontsTheyDescribe() {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    let bold = UIFont(descriptor: body.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)
    #expect(bold.pointSize == 17 && bold.spec.weight == .bold && bold.spec.italic)
    #expect(bold.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
    let mono = UIFont(descriptor: body.withDesign(.monospaced)!, size: 12)
    #expect(mono.spec.monospaced && mono.pointSize == 12)
    let rounded = UIFont(descriptor: body.withDesign(.rounded)!, size: 0)
    #expect(rounded.spec.design == .rounded && rounded.pointSize == 17)
    #expect(rounded.spec.weight == UIFont.preferredFont(forTextStyle: .body).spec.weight)
    #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10) == 10)
  }

  @Test func theCurrentTraitsAreAnIPhonesUnlessSetForAWhile() {
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      #expect(UITraitCollection.current.userInterfaceStyle == .dark)
    }
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
  }

  @Test func gesturesAreKeptOnTheirViewsAndNeverRecognized() {
    let view = UIView()
    let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
    swipe.direction = .left
    view.addGestureRecognizer(swipe)
    #expect(view.gestureRecognizers?.first === swipe && swipe.view === view)
    #expect(swipe.state == .possible)
    view.removeGestureRecognizer(swipe)
    #expect(view.gestureRecognizers?.isEmpty ?? true)
  }

  @Test func aUIColorIsAnObjectWithUIKitsComponentsAndCoreGraphicsColour() {
    let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) && orange !== UIColor.red)
    var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    orange.withAlphaComponent(0.25).getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect([r, g, b, a] == [1, 0.5, 0, 0.25])
    var (h, s, v) = (CGFloat(0), CGFloat(0), CGFloat(0))
    UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
      .getHue(&h, saturation: &s, brightness: &v, alpha: nil)
    #expect(abs(h - 1.0 / 3) < 1e-9 && s == 1 && v == 1)
    #expect(UIColor(cgColor: orange.cgColor) == orange)
    // a dynamic colour's CGColor is its light appearance
    #expect(UIColor.label.cgColor == UIColor.black.cgColor)
  }

  @Test func aUIImageIsAnObjectEqualWhenItDrawsTheSame() throws {
    let image = UIImage()
    image.accessibilityIdentifier = "avatar"
    #expect(image.accessibilityIdentifier == "avatar" && image.size == .zero)
    var buffer = try PixelBuffer(width: 2, height: 2)
    buffer[0, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
    let one = UIImage(pixels: buffer, scale: 2)
    let other = UIImage(pixels: buffer, scale: 2)
    other.accessibilityIdentifier = "other"
    // isEqual and hash are the picture's, as UIKit's; the identifier is not compared
    #expect(one == other && one !== other && one.hash == other.hash)
    #expect(Set([one, other]).count == 1)
    #expect(one != UIImage(pixels: buffer, scale: 1))
    // a changed copy is a new image; the first is as it was
    let template = one.withRenderingMode(.alwaysTemplate)
    #expect(one.renderingMode == .automatic && template.renderingMode == .alwaysTemplate)
    #expect(template != one && template.pixels == one.pixels)
    #expect(Image(uiImage: one) == Image(pixelBuffer: buffer, scale: 2, label: "uiImage"))
  }

  /// UIKit's controls side by side, as an app's UIKit screen builds them.
  @Test func aFormOfUIKitControls() {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    screen.backgroundColor = .systemGroupedBackground
    let card = UIView(frame: CGRect(x: 16, y: 16, width: 288, height: 268))
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.separator.cgColor
    card.clipsToBounds = true
    screen.addSubview(card)
    let title = UILabel()
    title.text = "Settings"
    title.font = .preferredFont(forTextStyle: .headline)
    let toggle = UISwitch()
    toggle.isOn = true
    let row = UIStackView(arrangedSubviews: [title, UIView(), toggle])
    row.alignment = .center
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.selectedSegmentIndex = 1
    let field = UITextField()
    field.placeholder = "Email"
    field.borderStyle = .roundedRect
    let button = UIButton(type: .system)
    button.setTitle("Forgot password?", for: .normal)
    var filled = UIButton.Configuration.filled()
    filled.title = "Sign In"
    let signIn = UIButton(configuration: filled)
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    let column = UIStackView(arrangedSubviews: [row, segments, field, button, signIn, spinner])
    column.axis = .vertical
    column.spacing = 12
    column.isLayoutMarginsRelativeArrangement = true
    column.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    column.frame = card.bounds
    card.addSubview(column)
    assertSnapshot(of: screen.snapshotContent, as: .image(size: screen.bounds.size, scale: 2))
  }
}

@MainActor
@Suite struct ImageRendererTests {
  @Test func aViewIsDrawnAtItsIdealSizeAndScale() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
    let image = try #require(renderer.uiImage)
    #expect(image.size == CGSize(width: 30, height: 20))
    renderer.scale = 3
    let sharp = try #require(renderer.uiImage)
    #expect(sharp.size == CGSize(width: 30, height: 20) && sharp.scale == 3)
    renderer.proposedSize = ProposedViewSize(width: 50, height: nil)
    #expect(renderer.uiImage?.size == CGSize(width: 50, height: 20))
  }

  /// `cgImage` holds the rendered pixels (scale times the view's size), as `uiImage` does.
  @Test func theCGImageHoldsThePicture() throws {
    let renderer = ImageRenderer(content: HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 10, height: 10)
    })
    renderer.scale = 2
    let image = try #require(renderer.cgImage)
    #expect(image.width == 40 && image.height == 20)
    #expect(image.pixels[5, 5] == Color.red.resolved(dark: false).premultiplied)
    #expect(image.pixels[35, 15] == Color.blue.resolved(dark: false).premultiplied)
  }

  /// `render(rasterizationScale:renderer:)` gives the view's size and draws it into a Core
  /// Graphics context where that context's user space says.
  @Test func theViewIsDrawnIntoACGContext() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 10))
    var sizes: [CGSize] = []
    let canvas = Canvas { context, _ in
      context.withCGContext { cg in
        renderer.render(rasterizationScale: 2) { size, draw in
          sizes.append(size)
          cg.translateBy(x: 30, y: 40)
          draw(cg)
        }
      }
    }
    let picture = try Renderer(size: CGSize(width: 100, height: 100), background: .white)
      .render(canvas).buffer
    #expect(sizes == [CGSize(width: 20, height: 10)])
    #expect(picture[40, 45] == Color.red.resolved(dark: false).premultiplied)
    #expect(picture[29, 45] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(picture[40, 51] == RGBA8(r: 255, g: 255, b: 255, a: 255))
  }
}
