import Cellshot

struct Other_Previews: PreviewProvider {
  static var previews: some View { Text("Other") }
}
