import Yams

/// How the YAML files are composed: keys and values are read as text (`YAMLValue` judges
/// numbers and booleans itself), so Yams' default resolver, whose regular expressions compiled
/// with ICU cost a millisecond of a one-image render, is never needed. With the basic resolver
/// every untagged key is text: `1` and `"1"` are the same key (a duplicate), as `YAMLValue`
/// reads them.
package enum YAMLResolution {
  package static let resolver = Resolver.basic
  /// Composing constructs no values, but Yams' default arguments would build its default
  /// constructor (a dozen dictionaries) and read the whole environment (for its encoding) for
  /// every file: these are passed instead. Never mutated.
  nonisolated(unsafe) package static let constructor = Constructor.default
  package static var encoding: Parser.Encoding { .utf8 }
}
