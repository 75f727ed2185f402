// The catalog `cellshot previews` writes beside the pictures: `index.html`, every preview grouped
// by module and file with its variants side by side, searchable by name, one file that works
// from the file system (no server, no script or style from elsewhere: the data and the script
// are in the page); and `index.md`, the same as Markdown whose images are the pictures, for
// documentation.

/// One picture of the catalog.
package struct CatalogItem: Equatable, Sendable {
  package var module: String
  /// The source file's name (`#Preview`s) or the provider's type.
  package var group: String
  /// The preview's name ("Preview 2" when it has none).
  package var name: String
  /// The variant's words ("dark · rtl"); empty for the preview as written.
  package var variant: String
  /// The picture's path, relative to the catalog.
  package var path: String

  package init(module: String, group: String, name: String, variant: String, path: String) {
    self.module = module
    self.group = group
    self.name = name
    self.variant = variant
    self.path = path
  }
}

package enum PreviewCatalog {
  /// The previews grouped: modules, then groups, then previews with their variants, each in
  /// the order first met.
  static func grouped(_ items: [CatalogItem])
    -> [(module: String, groups: [(group: String, previews: [(name: String, items: [CatalogItem])])])]
  {
    var modules: [(module: String, groups: [(group: String, previews: [(name: String, items: [CatalogItem])])])] = []
    for item in items {
      if !modules.contains(where: { $0.module == item.module }) { modules.append((item.module, [])) }
      let m = modules.firstIndex { $0.module == item.module }!
      if !modules[m].groups.contains(where: { $0.group == item.group }) {
        modules[m].groups.append((item.group, []))
      }
      let g = modules[m].groups.firstIndex { $0.group == item.group }!
      if !modules[m].groups[g].previews.contains(where: { $0.name == item.name }) {
        modules[m].groups[g].previews.append((item.name, []))
      }
      let p = modules[m].groups[g].previews.firstIndex { $0.name == item.name }!
      modules[m].groups[g].previews[p].items.append(item)
    }
    return modules
  }

  /// The Markdown index: a heading per module and group, each preview's variants as images.
  package static func markdown(_ items: [CatalogItem], title: String) -> String {
    var out = "# \(title)\n\n\(items.count) pictures, written by `cellshot previews`.\n"
    for (module, groups) in grouped(items) {
      out += "\n## \(module)\n"
      for (group, previews) in groups {
        out += "\n### \(group)\n"
        for (name, variants) in previews {
          out += "\n**\(markdownEscaped(name))**\n\n"
          out += variants.map { item in
            let alt = markdownEscaped(item.variant.isEmpty ? name : "\(name), \(item.variant)")
            return "![\(alt)](\(urlPath(item.path)))"
          }.joined(separator: " ") + "\n"
        }
      }
    }
    return out
  }

  /// The HTML catalog: one page, its pictures by relative path, a search field that keeps the
  /// previews whose module, group or name holds what is typed.
  package static func html(_ items: [CatalogItem], title: String) -> String {
    var body = ""
    for (module, groups) in grouped(items) {
      body += "<section class=\"module\"><h2>\(escaped(module))</h2>\n"
      for (group, previews) in groups {
        body += "<section class=\"group\"><h3>\(escaped(group))</h3>\n"
        for (name, variants) in previews {
          let key = "\(module) \(group) \(name)".lowercased()
          body += "<article class=\"preview\" data-search=\"\(escaped(key))\">"
          body += "<h4>\(escaped(name))</h4><div class=\"variants\">"
          for item in variants {
            let caption = item.variant.isEmpty ? "as written" : item.variant
            body += "<figure><a href=\"\(escaped(urlPath(item.path)))\">"
            body += "<img src=\"\(escaped(urlPath(item.path)))\" alt=\"\(escaped(name)) \(escaped(caption))\" loading=\"lazy\"></a>"
            body += "<figcaption>\(escaped(caption))</figcaption></figure>"
          }
          body += "</div></article>\n"
        }
        body += "</section>\n"
      }
      body += "</section>\n"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escaped(title))</title>
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
      header { position: sticky; top: 0; background: #fffe; padding: 12px 20px; border-bottom: 1px solid #d1d1d6; display: flex; gap: 16px; align-items: center; }
      header h1 { font-size: 18px; margin: 0; }
      #search { flex: 1; max-width: 420px; font: inherit; padding: 6px 10px; border: 1px solid #c7c7cc; border-radius: 8px; }
      #count { color: #6e6e73; }
      main { padding: 0 20px 40px; }
      h2 { margin: 28px 0 4px; font-size: 20px; }
      h3 { margin: 16px 0 8px; font-size: 15px; color: #3a3a3c; font-family: ui-monospace, monospace; }
      h4 { margin: 0 0 8px; font-size: 14px; }
      .preview { background: #fff; border-radius: 12px; padding: 12px; margin: 0 0 12px; }
      .variants { display: flex; gap: 12px; overflow-x: auto; align-items: flex-start; }
      figure { margin: 0; text-align: center; }
      img { max-height: 420px; max-width: 360px; border: 1px solid #e5e5ea; border-radius: 6px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
      figcaption { color: #6e6e73; font-size: 12px; margin-top: 4px; }
      .hidden { display: none; }
      </style>
      </head>
      <body>
      <header><h1>\(escaped(title))</h1><input id="search" type="search" placeholder="Search previews" autofocus><span id="count">\(items.count) pictures</span></header>
      <main>
      \(body)</main>
      <script>
      const field = document.getElementById("search");
      const count = document.getElementById("count");
      function filter() {
        const words = field.value.toLowerCase().split(/\\s+/).filter(w => w);
        let shown = 0;
        for (const preview of document.querySelectorAll(".preview")) {
          const key = preview.dataset.search;
          const keep = words.every(w => key.includes(w));
          preview.classList.toggle("hidden", !keep);
          if (keep) shown += preview.querySelectorAll("figure").length;
        }
        for (const section of document.querySelectorAll(".group, .module")) {
          section.classList.toggle("hidden", !section.querySelector(".preview:not(.hidden)"));
        }
        count.textContent = shown + " pictures";
      }
      field.addEventListener("input", filter);
      // A link can carry a search: index.html#q=rating%20dark
      const asked = new URLSearchParams(location.hash.slice(1)).get("q");
      if (asked) { field.value = asked; filter(); }
      </script>
      </body>
      </html>

      """
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static func markdownEscaped(_ text: String) -> String {
    var out = ""
    for c in text {
      if "\\`*_[]()#<>!".contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }

  /// A relative path as a URL path: each part percent-encoded where it must be.
  static func urlPath(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { part in
      var out = ""
      for byte in part.utf8 {
        let c = Character(Unicode.Scalar(byte))
        if byte < 0x80 && (c.isLetter || c.isNumber || "-_.~".contains(c)) {
          out.append(c)
        } else {
          out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
      }
      return out
    }.joined(separator: "/")
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
