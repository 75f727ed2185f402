import Cellshot

// Screens of an app written the usual way, one per group of everyday SwiftUI that Cellshot
// draws: a settings list, a sign-in form, a chats tab bar, a photo grid and a profile (colours,
// gradients, shadows, symbols). They render on an iPhone 13 inside its safe area, with its
// status bar and home indicator.

/// The words of the settings list, in English or in Arabic.
struct SettingsWords {
  var title, name, account, airplane, wifiValue, bluetooth, bluetoothValue: String
  var general, about, storage, battery: String
  /// The switch's state when the screen opens.
  var airplaneOn: Bool

  static let english = SettingsWords(
    title: "Settings", name: "Ada Lovelace", account: "Apple ID, iCloud, Media & Purchases",
    airplane: "Airplane Mode", wifiValue: "Home", bluetooth: "Bluetooth", bluetoothValue: "On",
    general: "General", about: "About", storage: "iPhone Storage", battery: "Battery",
    airplaneOn: false)
  /// As an Arabic-speaking user sees it (right to left, Latin names inside Arabic lines).
  static let arabic = SettingsWords(
    title: "الإعدادات", name: "ليلى أحمد", account: "حساب Apple و iCloud والوسائط والمشتريات",
    airplane: "وضع الطيران", wifiValue: "المنزل", bluetooth: "بلوتوث", bluetoothValue: "تشغيل",
    general: "عام", about: "حول", storage: "سعة iPhone", battery: "البطارية (٨٥٪)",
    airplaneOn: true)
}

struct SettingsAppView: View {
  let words: SettingsWords
  @State private var airplane: Bool

  init(_ words: SettingsWords = .english) {
    self.words = words
    _airplane = State(initialValue: words.airplaneOn)
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          HStack(spacing: 14) {
            Image(systemName: "person.crop.circle").resizable().frame(width: 56, height: 56)
              .foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: 4) {
              Text(words.name).font(.title3)
              Text(words.account).font(.footnote).foregroundStyle(.secondary)
            }
          }
        }
        Section {
          Toggle(isOn: $airplane) { Label(words.airplane, systemImage: "airplane") }
          NavigationLink { Text("Wi-Fi") } label: {
            LabeledContent { Text(words.wifiValue) } label: { Label("Wi-Fi", systemImage: "wifi") }
          }
          NavigationLink { Text(words.bluetooth) } label: {
            LabeledContent { Text(words.bluetoothValue) } label: {
              Label(words.bluetooth, systemImage: "antenna.radiowaves.left.and.right")
            }
          }
        }
        Section(words.general) {
          NavigationLink { Text(words.about) } label: {
            Label(words.about, systemImage: "info.circle")
          }
          NavigationLink { Text(words.storage) } label: {
            Label(words.storage, systemImage: "externaldrive")
          }
          NavigationLink { Text(words.battery) } label: {
            Label(words.battery, systemImage: "battery.100")
          }
        }
      }
      .navigationTitle(words.title)
    }
  }
}

struct SignInAppView: View {
  @State private var email = "ada@example.com"
  @State private var password = "analytical"
  @State private var remember = true
  @State private var plan = 1
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Image(systemName: "lock.fill").font(.largeTitle).foregroundColor(.blue)
      Text("Sign In").font(.largeTitle).bold()
      Text("Use your account to sync your notes.").foregroundStyle(.secondary)
      TextField("Email", text: $email).textFieldStyle(.roundedBorder)
        .keyboardType(.emailAddress).textInputAutocapitalization(.never)
      SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
      Toggle("Remember me", isOn: $remember)
      Picker("Plan", selection: $plan) {
        Text("Free").tag(0)
        Text("Pro").tag(1)
        Text("Team").tag(2)
      }
      .pickerStyle(.segmented)
      Button {
      } label: {
        Text("Sign In").frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      HStack {
        Button("Forgot password?") {}
        Spacer()
        Button("Create account") {}.buttonStyle(.bordered)
      }
      Spacer()
    }
    .padding(24)
  }
}

struct ChatsAppView: View {
  struct Chat: Identifiable {
    let id: Int
    let name: String
    let message: String
    let time: String
    let unread: Bool
  }
  let chats = [
    Chat(id: 1, name: "Ada", message: "See you at six by the engine", time: "9:40", unread: true),
    Chat(id: 2, name: "Grace", message: "Found the bug: it was a moth 🐛", time: "9:12", unread: true),
    Chat(id: 3, name: "Katherine", message: "The numbers check out", time: "Yesterday", unread: false),
    Chat(id: 4, name: "Margaret", message: "Launch window confirmed 🚀", time: "Monday", unread: false),
  ]
  @State private var tab = 1
  var body: some View {
    TabView(selection: $tab) {
      Text("Calls").tabItem { Label("Calls", systemImage: "phone.fill") }.tag(0)
      NavigationStack {
        List(chats) { chat in
          HStack(spacing: 12) {
            Circle().fill(Color.blue.gradient).frame(width: 44, height: 44)
              .overlay(Text(String(chat.name.prefix(1))).font(.title3).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 3) {
              HStack {
                Text(chat.name).font(.headline)
                Spacer()
                Text(chat.time).font(.footnote).foregroundStyle(.secondary)
              }
              Text(chat.message).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
          }
        }
        .listStyle(.plain)
        .navigationTitle("Chats")
      }
      .tabItem { Label("Chats", systemImage: "message.fill") }
      .badge(2)
      .tag(1)
      Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }.tag(2)
    }
  }
}

struct PhotosAppView: View {
  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 2)], spacing: 2) {
          ForEach(0..<24, id: \.self) { i in
            PhotoTile(index: i).aspectRatio(1, contentMode: .fill)
          }
        }
      }
      .navigationTitle("Library")
    }
  }
}

/// A picture-like tile: a gradient of two hues and a symbol.
struct PhotoTile: View {
  static let hues: [Color] = [.orange, .pink, .purple, .indigo, .blue, .teal, .green, .yellow]
  static let symbols = ["sun.max.fill", "cloud.fill", "sparkles", "moon.fill", "flame", "drop.fill",
                        "snowflake", "bolt.fill"]
  let index: Int
  var body: some View {
    LinearGradient(colors: [Self.hues[index % 8], Self.hues[(index * 3 + 1) % 8]],
                   startPoint: .topLeading, endPoint: .bottomTrailing)
      .overlay(Image(systemName: Self.symbols[index % Self.symbols.count])
                 .font(.largeTitle).foregroundColor(.white.opacity(0.8)))
  }
}

struct ProfileAppView: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 20) {
        ZStack(alignment: .bottom) {
          LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(height: 150)
            .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
          Circle().fill(Color.white).frame(width: 96, height: 96)
            .overlay(Image(systemName: "person.fill").resizable().frame(width: 52, height: 52)
                       .foregroundColor(.gray))
            .shadow(radius: 8, y: 4)
            .offset(y: 48)
        }
        .padding(.bottom, 48)
        VStack(spacing: 6) {
          Text("Grace Hopper").font(.title).bold()
          Label("Arlington, Virginia", systemImage: "mappin.and.ellipse").foregroundStyle(.secondary)
        }
        HStack(spacing: 0) {
          ForEach([("Posts", "128"), ("Followers", "4.2k"), ("Following", "311")], id: \.0) { item in
            VStack(spacing: 4) {
              Text(item.1).font(.title3).bold()
              Text(item.0).font(.footnote).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity)
          }
        }
        .padding(.vertical, 14)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 12, y: 6)
        HStack(spacing: 12) {
          Button { } label: { Label("Follow", systemImage: "person.badge.plus").frame(maxWidth: .infinity) }
            .buttonStyle(.borderedProminent)
          Button { } label: { Label("Message", systemImage: "envelope").frame(maxWidth: .infinity) }
            .buttonStyle(.bordered)
        }
        .controlSize(.large)
        HStack(spacing: 10) {
          ForEach(["star.fill", "heart.fill", "bookmark.fill", "flag.fill"], id: \.self) { name in
            Image(systemName: name).foregroundColor(.orange)
              .frame(width: 44, height: 44)
              .background(Color.orange.opacity(0.15), in: Circle())
          }
        }
      }
      .padding(20)
    }
    .background(Color(.systemGroupedBackground))
  }
}

enum AppScreens {
  static let all: [Screen] = [
    Screen("app-settings", "Settings: an inset grouped List with toggles, navigation rows and symbols",
           seed: nil, safeArea: true) { SettingsAppView() },
    Screen("app-settings-dark", "The settings list in dark mode", seed: nil, safeArea: true) {
      SettingsAppView().preferredColorScheme(.dark)
    },
    Screen("app-settings-arabic", "The settings list in Arabic, right to left, on an iPhone 15 Pro",
           seed: nil, device: .iphone15Pro, safeArea: true, layoutDirection: .rightToLeft) {
      SettingsAppView(.arabic)
    },
    Screen("app-sign-in", "Sign-in form: text fields, toggle, segmented picker, button styles",
           seed: nil, safeArea: true) { SignInAppView() },
    Screen("app-chats", "Chats in a TabView: plain list, badges, gradients, emoji", seed: nil,
           safeArea: true) { ChatsAppView() },
    Screen("app-photos", "Photo library: an adaptive LazyVGrid of gradient tiles", seed: nil,
           safeArea: true) { PhotosAppView() },
    Screen("app-profile", "Profile: continuous corners, shadows, material, labels, buttons",
           seed: nil, safeArea: true) { ProfileAppView() },
  ]
}
