// The 12-row List of the bench, in three list styles.
import SwiftUI

public struct RowList: View {
  public init() {}
  public var body: some View {
    NavigationStack {
      List(0..<12, id: \.self) { i in
        HStack {
          Image(systemName: "star.fill").foregroundStyle(.yellow)
          VStack(alignment: .leading) {
            Text("Row \(i)").font(.headline)
            Text("Subtitle for row \(i)").font(.subheadline).foregroundStyle(.secondary)
          }
          Spacer()
          Text("\(i * 3) min").foregroundStyle(.secondary)
        }
      }
      .navigationTitle("Rows")
    }
  }
}

#Preview("Rows") { RowList() }
#Preview("Rows inset") { RowList().listStyle(.insetGrouped) }
#Preview("Rows sidebar") { RowList().listStyle(.sidebar) }
