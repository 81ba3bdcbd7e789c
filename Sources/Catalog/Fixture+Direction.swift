import ComponentKit
import Yams

extension YAMLValue {
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
}
