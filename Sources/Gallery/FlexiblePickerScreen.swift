import Cellshot
import SeedLayouts

// Seed 002 (SwiftUI之深入解析如何创建一个灵活的选择器): the flexible picker. FlexiblePicker and
// the seed's String.getWidth/getHeight extensions live in Cellshot, measuring with the bitmap
// fonts (UIFont.systemFont maps to them). Changes from the seed: the seed's own FontWeight
// enum is replaced by Font.Weight, which both its properties returned anyway; the two seed
// bugs in divideDataIntoLines are fixed (see FlexiblePicker).

struct Tag: Selectable {
  var id: String { displayedName }
  var displayedName: String
  var isSelected: Bool = false

  init(displayedName: String) {
    self.displayedName = displayedName
  }

  init(_ name: String, selected: Bool) {
    displayedName = name
    isSelected = selected
  }
}

struct PickerScreen: View {
  var alignment: HorizontalAlignment
  @State var cuisine: [Tag] = [
    Tag("Pizza", selected: true), Tag("Burger", selected: false), Tag("Sushi", selected: true),
    Tag("Ramen", selected: false), Tag("Tacos", selected: false), Tag("Salad", selected: false),
    Tag("Dumplings", selected: true), Tag("Phở", selected: true), Tag("Bánh mì", selected: false),
    Tag("火锅", selected: true), Tag("Curry", selected: false), Tag("BBQ", selected: false),
    Tag("Pasta", selected: false), Tag("Vegan", selected: true),
  ]
  @State var price: [Tag] = [
    Tag("$", selected: false), Tag("$$", selected: true), Tag("$$$", selected: false),
    Tag("$$$$", selected: false),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Cuisine").font(.headline)
      FlexiblePicker(inputData: $cuisine, spacing: 8, alignment: alignment, fontSize: 16,
                     fontWeight: .regular, textPadding: 8, borderWidth: 1, borderColor: .gray,
                     textColor: .black, selectedColor: .blue, notSelectedColor: .gray)
        .frame(height: 190)
      Text("Price").font(.headline)
      FlexiblePicker(inputData: $price, spacing: 8, alignment: alignment, fontSize: 16,
                     fontWeight: .bold, textPadding: 8, borderWidth: 2, borderColor: .orange,
                     textColor: .black, selectedColor: .orange, notSelectedColor: .yellow)
        .frame(height: 60)
      Spacer()
    }
    .padding()
  }
}

enum FlexiblePickerScreens {
  static let all: [Screen] = [
    Screen("flexible-picker-leading", "flexible picker, lines aligned leading", seed: "002") {
      PickerScreen(alignment: .leading)
    },
    Screen("flexible-picker-center", "flexible picker, lines centred", seed: "002") {
      PickerScreen(alignment: .center)
    },
    Screen("flexible-picker-se-leading", "flexible picker on an iPhone SE, leading", seed: "002",
           device: .iphoneSE) {
      PickerScreen(alignment: .leading)
    },
    Screen("flexible-picker-se-center", "flexible picker on an iPhone SE, centred", seed: "002",
           device: .iphoneSE) {
      PickerScreen(alignment: .center)
    },
  ]
}
