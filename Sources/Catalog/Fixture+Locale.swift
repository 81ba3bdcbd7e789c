import ComponentKit
import Yams

extension YAMLValue {
  /// This variant with every text its component's schema declares rewritten in `locale` (the
  /// `locale` axis, issue 39): labels, titles, helper texts, a group's chips' labels, by the key
  /// types (`FixtureType.text` wherever it sits in lists, objects and maps). Names, icons, colours
  /// and numbers stay. No schema: unchanged.
  func localized(_ locale: PseudoLocale, schema: FixtureSchema?) -> YAMLValue {
    guard let schema else { return self }
    return YAMLValue(node: Self.localized(node, .object(schema.keys), locale), file: file, keyPath: keyPath)
  }

  static func localized(_ node: Node, _ type: FixtureType, _ locale: PseudoLocale) -> Node {
    switch (type, node) {
    case (.text, .scalar(let scalar)):
      var changed = scalar
      changed.string = locale.apply(scalar.string)
      return .scalar(changed)
    case (.list(let item, _), .sequence(let sequence)):
      return .sequence(
        Node.Sequence(sequence.map { localized($0, item, locale) }, sequence.tag, sequence.style, sequence.mark))
    case (.object(let keys), .mapping(let mapping)):
      return .mapping(
        Node.Mapping(
          mapping.map { pair in
            let key = pair.key.string.flatMap { name in keys.first { $0.name == name } }
            return (pair.key, key.map { localized(pair.value, $0.type, locale) } ?? pair.value)
          }, mapping.tag, mapping.style, mapping.mark))
    case (.map(_, let value), .mapping(let mapping)), (.perState(_, let value), .mapping(let mapping)):
      return .mapping(
        Node.Mapping(
          mapping.map { ($0.key, localized($0.value, value, locale)) }, mapping.tag, mapping.style, mapping.mark))
    case (.anyOf(let types), _):
      // The form the node has: text for a scalar, an object for a mapping, a list for a sequence.
      let form = types.first { t in
        switch (t, node) {
        case (.text, .scalar), (.object, .mapping), (.map, .mapping), (.list, .sequence): true
        default: false
        }
      }
      return form.map { localized(node, $0, locale) } ?? node
    default:
      return node
    }
  }
}
