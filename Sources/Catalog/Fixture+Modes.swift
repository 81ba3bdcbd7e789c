import ComponentKit
import Yams

extension YAMLValue {
  /// This variant in the modes of a combination of axes: nil when it cannot take one of them (the
  /// rtl copy of a variant that cannot turn or already says which way it reads; a text size for a
  /// variant that writes its own), so that combination leaves it out.
  func inModes(
    rightToLeft: Bool, locale: PseudoLocale?, textSize: TextSizeCategory?, schema: FixtureSchema?
  ) -> YAMLValue? {
    guard var variant = rightToLeft ? addingRightToLeft(schema: schema) : self else { return nil }
    if let textSize {
      guard let sized = variant.addingTextSize(textSize, schema: schema) else { return nil }
      variant = sized
    }
    if let locale {
      variant = variant.localized(locale, schema: schema)
      if locale.isRightToLeft, !rightToLeft { variant = variant.addingRightToLeft(schema: schema) ?? variant }
    }
    return variant
  }

  /// This variant as if it wrote `direction: rtl` (the `direction` axis, issue 39); nil when its
  /// component has no `direction` key or the variant writes one itself, so the axis leaves it
  /// out rather than draw an image it already has. Not a mapping: returned as is, for the
  /// reader's own error.
  func addingRightToLeft(schema: FixtureSchema?) -> YAMLValue? {
    guard case .mapping(let mapping) = node else { return self }
    guard let schema, schema.names.contains(FixtureKey.direction.name) else { return nil }
    if mapping.contains(where: { $0.key.string == FixtureKey.direction.name }) { return nil }
    let pairs = mapping.map { ($0.key, $0.value) } + [(Node(FixtureKey.direction.name), Node("rtl"))]
    let mirrored = Node.mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    return YAMLValue(node: mirrored, file: file, keyPath: keyPath)
  }

  /// This variant at a Dynamic Type category (the `text-size` axis, issue 39), as if it wrote its
  /// component's `content-size:` key; nil when the variant writes one itself, so the axis leaves it
  /// out rather than draw an image it already has. Unchanged for a component without the key:
  /// its theme scales its text by Body's ratio instead (`Theme.textSize`).
  func addingTextSize(_ category: TextSizeCategory, schema: FixtureSchema?) -> YAMLValue? {
    guard case .mapping(let mapping) = node else { return self }
    guard Self.hasOwnTextSize(schema) else { return self }
    if mapping.contains(where: { $0.key.string == Self.textSizeKey }) { return nil }
    let pairs = mapping.map { ($0.key, $0.value) } + [(Node(Self.textSizeKey), Node(category.rawValue))]
    let sized = Node.mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    return YAMLValue(node: sized, file: file, keyPath: keyPath)
  }

  /// The key a component with Dynamic Type reads its category from (the Material list's).
  static let textSizeKey = "content-size"

  /// Whether a component of `schema` has a Dynamic Type curve of its own (`content-size:`).
  static func hasOwnTextSize(_ schema: FixtureSchema?) -> Bool { schema?.names.contains(textSizeKey) ?? false }
}
