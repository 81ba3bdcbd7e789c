import Yams

/// How the YAML files are composed: keys and values are read as text (`YAMLValue` judges
/// numbers and booleans itself), so Yams' default resolver, whose regular expressions compiled
/// with ICU cost a millisecond of a one-image render, is never needed. With the basic resolver
/// every untagged key is text: `1` and `"1"` are the same key (a duplicate), as `YAMLValue`
/// reads them.
package enum YAMLResolution {
  package static let resolver = Resolver.basic
}
