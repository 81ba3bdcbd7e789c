import Foundation
import Graphics

/// A team's design tokens, loaded for specsheet: one DTCG file, or a resolver file with the
/// sets and modifiers it composes (contexts chosen by name), merged, resolved, and mapped onto
/// the themes' fields through the families given (Catalog's `TokenMapping.table`). The entry
/// point for everything that reads tokens (`--tokens`, a fixture's `tokens:`, `specsheet tokens`).
///
/// Tolerant where the format allows, strict where it matters: every token is checked against
/// the format, but only the tokens the mapping reaches must be valid and usable (a colour space
/// specsheet does not convert, a duration). A problem in a token nothing reaches is a warning
/// (published packages have them: Primer's `alpha` beside `$value`), and tokens nothing
/// reaches are listed in `unused`; with `strict` both are problems.
public struct TokenSet: Sendable {
  /// One theme field a mapped token sets.
  public struct Field: Hashable, Sendable {
    /// The mapping path (`material.color.primary`).
    public var path: String
    /// The theme field, as the docs name it.
    public var field: String
    public var system: String
    /// The value applied (a font stack narrowed to the family picked).
    public var value: TokenValue
    /// The file that defines the mapping path.
    public var file: String
    /// The token the value comes from (the end of the alias chain; `path` itself if none) and its file.
    public var source: String
    public var sourceFile: String
    /// What was read but not applied, or which family of a stack was picked.
    public var note: String?
    /// The whole chain from the mapped token to the one holding the literal, each where it is
    /// written: `path` first, `source` last (one link when `path` holds the value itself).
    public var chain: [TokenLink] = []

    /// Where the mapping path is written (its file and line).
    public var place: TokenPlace { chain.first?.place ?? TokenPlace(file: file, line: 0) }
    /// Where the token holding the literal is written.
    public var sourcePlace: TokenPlace { chain.last?.place ?? TokenPlace(file: sourceFile, line: 0) }
    /// The tokens between the mapped path and the value, nearest first (`bgColor.accent.emphasis`,
    /// `base.color.blue.5`).
    public var through: [String] { chain.dropFirst().map(\.token) }
  }

  /// What was loaded: a token file or a resolver file.
  public var origin: String
  /// Every file read, in the order merged.
  public var files: [String] = []
  /// The resolver's modifiers and the contexts chosen (empty for a single token file).
  public var modifiers: [TokenModifier] = []
  /// The theme fields the tokens set, in the mapping's order.
  public var fields: [Field] = []
  /// How many tokens the set has.
  public var tokenCount = 0
  /// Every token that resolves, by path, with the token it aliases (`compare`'s token diff).
  public var values: [String: Reading] = [:]

  /// One token as resolved: its value, and the token it aliases (nil: it holds the value).
  public struct Reading: Hashable, Sendable {
    public var value: TokenValue
    public var alias: String?
  }
  /// Tokens the mapping does not reach, directly or through aliases (sorted).
  public var unused: [String] = []
  /// Every problem found, in order (an empty list: the set loads).
  public var problems: [TokenError] = []
  /// Problems in tokens the mapping does not reach, in order: the set loads all the same
  /// (empty with `strict`, which makes them problems).
  public var warnings: [TokenError] = []

  /// Loads `path` (a DTCG token file or a resolver file). `contexts` picks a context per
  /// modifier (`theme: dark`); `mapping` maps mapping paths to a team's own tokens
  /// (`material.color.primary: bgColor.accent.emphasis`), as if written as aliases in
  /// `mappingFile`; `strict` makes every token the mapping does not reach a problem; `families`
  /// are the paths the mapping knows. `boundary` says where the file and the files it
  /// references may lie; `files` reads them (from disk by default).
  public static func load(
    path: String, contexts: [String: String] = [:], mapping: [String: String] = [:], mappingFile: String = "",
    strict: Bool = false, families: [TokenFamily], boundary: TokenBoundary = .typed(referencesInside: nil),
    files source: TokenFileSource = .disk
  ) -> TokenSet {
    let files = TokenFileReader(source: source, referenceBoundary: boundary.references(of: path, source))
    let document: JSONObject
    do { document = try files.top(path, boundary: boundary.root) } catch {
      var set = TokenSet(origin: path)
      set.problems = error.all.map { $0.of(kind: .file) }
      return set
    }
    return compose(
      document, file: path, files: files, contexts: contexts, mapping: mapping, mappingFile: mappingFile,
      strict: strict, families: families)
  }

  /// A token or resolver document already in memory (`file` names it, and locates the files a
  /// resolver references, which lie inside `boundary`'s folder).
  public static func parse(
    _ data: Data, file: String, contexts: [String: String] = [:], strict: Bool = false, families: [TokenFamily],
    boundary: TokenBoundary = .typed(referencesInside: nil), files source: TokenFileSource = .disk
  ) -> TokenSet {
    let files = TokenFileReader(source: source, referenceBoundary: boundary.references(of: file, source))
    do {
      let document = try files.counted([UInt8](data), file: file)
      return compose(
        document, file: file, files: files, contexts: contexts, mapping: [:], mappingFile: "", strict: strict,
        families: families)
    } catch {
      var set = TokenSet(origin: file)
      set.problems = error.all.map { $0.of(kind: .file) }
      return set
    }
  }

  private static func compose(
    _ document: JSONObject, file path: String, files: TokenFileReader, contexts: [String: String],
    mapping: [String: String],
    mappingFile: String, strict: Bool, families: [TokenFamily]
  ) -> TokenSet {
    var set = TokenSet(origin: path)
    var sources: [TokenResolverFile.Source] = [TokenResolverFile.Source(tokens: document, file: path)]
    if TokenResolverFile.isResolver(document) {
      var resolver = TokenResolverFile(document: document, file: path, load: files.reference)
      resolver.compose(contexts: contexts)
      set.problems += resolver.problems.map {
        TokenError(file: path, path: $0.path, message: $0.message, kind: $0.kind == .noContext ? .noContext : .resolver)
      }
      set.modifiers = resolver.modifiers
      sources = resolver.sources
      // Without a context the set is missing a part, and every alias into it would be a problem
      // of its own: the resolver's problems are listed alone, the question among them.
      if set.problems.contains(where: { $0.kind == .noContext }) {
        set.files = files.order
        return set
      }
    } else if let (name, _) = contexts.min(by: { $0.key < $1.key }) {
      set.problems.append(
        TokenError(
          file: path, path: "",
          message:
            "--token-context \(Suggestions.clipped(name)) chooses a context of a resolver file; this is a token file",
          kind: .resolver))
    }
    if !mapping.isEmpty {
      sources.append(TokenResolverFile.Source(tokens: mappingTokens(mapping), file: mappingFile))
    }
    set.files = files.order
    set.resolve(sources, strict: strict, families: families)
    return set
  }

  /// The set as theme settings, or its problems as one error listing them.
  public func designTokens() throws(TokenError) -> DesignTokens {
    guard problems.isEmpty else { throw TokenError.listing(problems) }
    return DesignTokens(file: origin, fields: fields)
  }

  /// Parses one JSON file, with the line and column of a syntax error.
  static func parseDocument(_ data: [UInt8], file: String) throws(TokenError) -> JSONObject {
    guard data.count <= InputLimits.tokenFileBytes else {
      throw TokenError(
        file: file, path: "",
        message: "the file is over \(InputLimits.bytesText(InputLimits.tokenFileBytes)), the cap for a tokens file")
    }
    let root: TokenJSON
    do { root = try TokenJSONParser.parse(data) } catch {
      throw TokenError(file: file, path: "", message: "not valid JSON: \(error.description)")
    }
    guard case .object(let object) = root else {
      throw TokenError(
        file: file, path: "", message: "a tokens file is a JSON object of groups and tokens, found \(root.kind)")
    }
    return object
  }

  /// The mapping given in a config as alias tokens: `{"material": {"color": {"primary": {"$value": "{x}"}}}}`.
  static func mappingTokens(_ mapping: [String: String]) -> JSONObject {
    var root = TokenJSON.object(JSONObject())
    func insert(_ names: ArraySlice<String>, _ value: TokenJSON, into node: inout TokenJSON) {
      guard case .object(var object) = node, let first = names.first else { return }
      if names.count == 1 {
        object[first] = value
      } else {
        var child = object[first] ?? .object(JSONObject())
        insert(names.dropFirst(), value, into: &child)
        object[first] = child
      }
      node = .object(object)
    }
    for (path, target) in mapping.sorted(by: { $0.key < $1.key }) {
      let alias = TokenJSON.object(JSONObject([("$value", .string("{\(target)}"))]))
      insert(ArraySlice(path.split(separator: ".").map(String.init)), alias, into: &root)
    }
    return root.objectValue ?? JSONObject()
  }
}
