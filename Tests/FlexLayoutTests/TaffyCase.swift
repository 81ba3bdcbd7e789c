import FlexLayout
import Foundation

/// One of Taffy's XML conformance cases: the input tree, the room it is laid out in, and the
/// boxes Chrome measured.
struct TaffyCase {
  var name: String
  var rounding: Bool
  var available: AvailableSize
  var root: FlexNode
  var expected: LayoutBox
  /// Features the case uses that the engine lacks; the case is skipped when there are any.
  var unsupported: Set<String>

  /// Reads one file; a reason instead when it is not a well-formed case.
  static func load(_ path: String) -> Result<TaffyCase, CaseError> {
    let file = (path as NSString).lastPathComponent
    guard let data = FileManager.default.contents(atPath: path), let test = XMLTreeElement.parse(data),
      test.name == "test", let viewport = test.child("viewport"),
      let input = test.child("input")?.children.first, let expectation = test.child("expectations")?.children.first
    else { return .failure(CaseError(file: file, reason: "not a readable test file")) }
    var reader = StyleReader()
    guard let width = space(viewport.attributes["width"], &reader),
      let height = space(viewport.attributes["height"], &reader)
    else { return .failure(CaseError(file: file, reason: "viewport not readable")) }
    let root = node(input, &reader)
    guard let expected = box(expectation) else {
      return .failure(CaseError(file: file, reason: "expectations not readable"))
    }
    return .success(
      TaffyCase(
        name: test.attributes["name"] ?? file, rounding: test.attributes["use-rounding"] != "false",
        available: AvailableSize(width: width, height: height), root: root, expected: expected,
        unsupported: reader.unsupported))
  }

  private static func space(_ value: String?, _ reader: inout StyleReader) -> AvailableSpace? {
    switch value {
    case nil, "max-content": return .maxContent
    case "min-content": return .minContent
    case let text?:
      guard text.hasSuffix("px"), let number = Double(text.dropLast(2)) else { return nil }
      return .definite(number)
    }
  }

  /// A node: its element children, or for a leaf its text measured with Ahem's metrics.
  private static func node(_ element: XMLTreeElement, _ reader: inout StyleReader) -> FlexNode {
    // A writing mode only changes how the text measures itself (as in Taffy's harness).
    let writingMode = element.attributes["writing-mode"]
    if let writingMode, !["horizontal-tb", "vertical-lr", "vertical-rl"].contains(writingMode) {
      reader.unsupported.insert("writing-mode: \(writingMode)")
    }
    var attributes = element.attributes
    attributes["writing-mode"] = nil
    let style = reader.style(attributes)
    if !element.children.isEmpty {
      return FlexNode(style: style, children: element.children.map { node($0, &reader) })
    }
    guard let text = element.text?.trimmingCharacters(in: .whitespacesAndNewlines) else {
      return FlexNode(style: style)
    }
    return FlexNode(style: style, measure: AhemText(text, vertical: writingMode?.hasPrefix("vertical") == true).measure)
  }

  private static func box(_ element: XMLTreeElement) -> LayoutBox? {
    let values = ["x", "y", "width", "height"].map { element.attributes[$0].flatMap(Double.init) }
    guard let x = values[0], let y = values[1], let width = values[2], let height = values[3] else { return nil }
    var children: [LayoutBox] = []
    for child in element.children {
      guard let childBox = box(child) else { return nil }
      children.append(childBox)
    }
    return LayoutBox(x: x, y: y, width: width, height: height, children: children)
  }

  /// The first difference beyond 0.1 between the layout and Chrome's boxes, nil when they agree.
  static func difference(_ actual: LayoutBox, _ expected: LayoutBox, path: String = "root") -> String? {
    let pairs = [
      ("x", actual.x, expected.x), ("y", actual.y, expected.y), ("width", actual.width, expected.width),
      ("height", actual.height, expected.height),
    ]
    for (name, got, want) in pairs where !(abs(got - want) < 0.1) {
      return "\(path) \(name) is \(got), expected \(want)"
    }
    guard actual.children.count == expected.children.count else {
      return "\(path) has \(actual.children.count) children, expected \(expected.children.count)"
    }
    for (index, (got, want)) in zip(actual.children, expected.children).enumerated() {
      if let found = difference(got, want, path: "\(path).\(index)") { return found }
    }
    return nil
  }
}

struct CaseError: Error {
  var file: String
  var reason: String
}

/// Text in the Ahem test font: every character 10 by 10; U+200B marks where a line may break.
struct AhemText: Sendable {
  /// The lengths of the unbreakable runs (in UTF-8 bytes, as Taffy's harness counts them).
  let runs: [Int]
  /// Lines run top to bottom (vertical writing modes): the inline axis is the height.
  let vertical: Bool

  init(_ text: String, vertical: Bool = false) {
    runs = text.split(separator: "\u{200B}", omittingEmptySubsequences: false).map(\.utf8.count)
    self.vertical = vertical
  }

  @Sendable func measure(_ known: (width: Double?, height: Double?), _ available: AvailableSize) -> FlexSize {
    guard vertical else { return measureInline(known, available) }
    let turned = measureInline(
      (known.height, known.width), AvailableSize(width: available.height, height: available.width))
    return FlexSize(width: turned.height, height: turned.width)
  }

  /// The size with the inline axis as width.
  private func measureInline(_ known: (width: Double?, height: Double?), _ available: AvailableSize) -> FlexSize {
    let minWidth = Double(runs.max() ?? 0) * 10
    let maxWidth = Double(runs.reduce(0, +)) * 10
    var width: Double
    if let known = known.width {
      width = known
    } else {
      switch available.width {
      case .minContent: width = minWidth
      case .maxContent: width = maxWidth
      case .definite(let room): width = min(room, maxWidth)
      }
    }
    width = max(width, minWidth)
    if let height = known.height { return FlexSize(width: width, height: height) }
    // Bounded before converting: a room of NaN or infinity must not trap the whole suite.
    let perLine = width.isFinite ? Int(min(max(width / 10, 0), 1e9).rounded(.down)) : Int.max / 2
    var lines = 1
    var current = 0
    for run in runs {
      if current + run > perLine {
        if current > 0 { lines += 1 }
        current = run
      } else {
        current += run
      }
    }
    return FlexSize(width: width, height: Double(lines) * 10)
  }
}
