/// Manifest values as JSON text, byte for byte what `JSONEncoder` writes with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: keys in byte order, two spaces per level and
/// ` : ` after a key, an empty array as `[`, a blank line and `]`, a whole Double without `.0`,
/// control characters as `\b \t \n \f \r` or `\u00xx`, everything else as it is.
///
/// Written directly because the encoder (its containers, boxes and the runtime's type lookups
/// on first use) was 3% of a one-image render's instructions. `ManifestTextTests` holds the two
/// to the same bytes. A Double JSON cannot write (NaN, infinity) is only noted (`nonFinite`):
/// the caller then encodes with `JSONEncoder`, which throws as it always did.
struct ManifestJSON {
  private(set) var bytes: [UInt8] = []
  /// Set when a NaN or an infinity was met; `bytes` are then not the encoder's.
  private(set) var nonFinite = false
  /// Spaces before every line but blank ones, beside the two per level.
  private let margin: Int
  private var depth = 0
  /// No member has been written yet in the innermost open object or array.
  private var first = true

  private init(margin: Int) {
    self.margin = margin
    bytes.reserveCapacity(2048)
  }

  /// One entry of the `images` array as it sits in the file (four spaces before each line);
  /// nil when a number has no JSON form.
  static func entry(_ image: Manifest.Image) -> [UInt8]? {
    var json = ManifestJSON(margin: 4)
    json.spaces(4)
    json.image(image)
    return json.nonFinite ? nil : json.bytes
  }

  /// The file after the last entry: the `images` array closed, then the manifest's other keys.
  static func tail(sheets: [Manifest.Sheet]?, version: Int) -> [UInt8] {
    var json = ManifestJSON(margin: 0)
    json.depth = 1
    json.newline()
    json.text("]")
    json.first = false
    if let sheets {
      json.key("sheets")
      json.array(sheets) { $0.sheet($1) }
    }
    json.key("version")
    json.integer(version)
    json.depth = 0
    json.newline()
    json.text("}\n")
    return json.bytes
  }

  private mutating func image(_ image: Manifest.Image) {
    beginObject()
    if let accessibility = image.accessibility {
      key("accessibility")
      array(accessibility) { $0.element($1) }
    }
    key("component")
    string(image.component)
    if let fonts = image.fonts {
      key("fonts")
      array(fonts) { $0.string($1) }
    }
    key("frames")
    array(image.frames) { $0.frame($1) }
    key("height")
    number(image.height)
    if let modes = image.modes {
      key("modes")
      array(modes) { json, mode in
        json.beginObject()
        json.key("axis")
        json.string(mode.axis)
        json.key("value")
        json.string(mode.value)
        json.endObject()
      }
    }
    key("path")
    string(image.path)
    if let pixelHash = image.pixelHash {
      key("pixelHash")
      string(pixelHash)
    }
    key("pixelHeight")
    integer(image.pixelHeight)
    key("pixelWidth")
    integer(image.pixelWidth)
    if let pngHash = image.pngHash {
      key("pngHash")
      string(pngHash)
    }
    key("scale")
    integer(image.scale)
    key("state")
    string(image.state)
    key("system")
    string(image.system)
    key("variant")
    string(image.variant)
    key("width")
    number(image.width)
    endObject()
  }

  private mutating func frame(_ frame: Manifest.Frame) {
    beginObject()
    key("height")
    number(frame.height)
    key("part")
    string(frame.part)
    box(width: frame.width, x: frame.x, y: frame.y)
    endObject()
  }

  private mutating func element(_ element: Manifest.AccessibilityElement) {
    beginObject()
    key("height")
    number(element.height)
    optional("hint", element.hint)
    optional("label", element.label)
    key("order")
    integer(element.order)
    key("part")
    string(element.part)
    key("role")
    string(element.role)
    key("states")
    array(element.states) { $0.string($1) }
    optional("value", element.value)
    box(width: element.width, x: element.x, y: element.y)
    endObject()
  }

  private mutating func sheet(_ sheet: Manifest.Sheet) {
    beginObject()
    key("path")
    string(sheet.path)
    key("pixelHash")
    string(sheet.pixelHash)
    key("pngHash")
    string(sheet.pngHash)
    endObject()
  }

  /// The keys a frame and an accessibility element end with.
  private mutating func box(width: Double, x: Double, y: Double) {
    key("width")
    number(width)
    key("x")
    number(x)
    key("y")
    number(y)
  }

  private mutating func optional(_ name: String, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  // MARK: Layout

  private mutating func beginObject() {
    text("{")
    depth += 1
    first = true
  }

  private mutating func endObject() {
    depth -= 1
    newline()
    text("}")
    first = false
  }

  private mutating func array<T>(_ items: [T], _ write: (inout ManifestJSON, T) -> Void) {
    guard !items.isEmpty else {
      text("[\n\n")
      spaces(margin + depth * 2)
      text("]")
      return
    }
    text("[")
    depth += 1
    first = true
    for item in items {
      member()
      write(&self, item)
    }
    depth -= 1
    newline()
    text("]")
    first = false
  }

  /// Starts the next member of the open object or array on a line of its own.
  private mutating func member() {
    if !first { text(",") }
    newline()
    first = false
  }

  private mutating func key(_ name: String) {
    member()
    string(name)
    text(" : ")
  }

  private mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
    spaces(margin + depth * 2)
  }

  private mutating func spaces(_ count: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  private mutating func text(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  // MARK: Values

  private mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): text("\\\"")
      case UInt8(ascii: "\\"): text("\\\\")
      case 0x08: text("\\b")
      case 0x09: text("\\t")
      case 0x0A: text("\\n")
      case 0x0C: text("\\f")
      case 0x0D: text("\\r")
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        text("\\u00")
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// The shortest text that reads back as `value`, `1` rather than `1.0`.
  private mutating func number(_ value: Double) {
    guard value.isFinite else {
      nonFinite = true
      return
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }
}
