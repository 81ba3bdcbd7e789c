/// What kind of problem a token problem is: an `id` for `specsheet tokens --json` and a
/// `label` the warning summary counts by ("24 extra property beside $value"). The kinds
/// published token packages have (GitHub Primer, Figma's Simple Design System) are named
/// apart, so a team sees at a glance which of its habits the format does not allow.
public struct TokenProblemKind: Hashable, Sendable, CustomStringConvertible {
  /// Stable and kebab-case: `extra-property`, `string-duration`.
  public var id: String
  /// How the summary and `--verbose` name it.
  public var label: String

  public init(id: String, label: String) {
    self.id = id
    self.label = label
  }

  public var description: String { label }

  /// A property other than the format's beside `$value` (Primer's `alpha`): DTCG gives it no reading.
  public static let extraProperty = Self(id: "extra-property", label: "extra property beside $value")
  /// A `$`-property the format does not define, on a token or a group.
  public static let unknownProperty = Self(id: "unknown-property", label: "unknown $ property")
  /// `"100ms"`: the earlier drafts' duration, 2025.10 writes `{"value": 100, "unit": "ms"}`.
  public static let stringDuration = Self(id: "string-duration", label: "string duration")
  /// A `$type` the format does not define (`custom-viewportRange`).
  public static let customType = Self(id: "custom-type", label: "custom $type")
  /// A type name an older exporter writes (`fontSizes`).
  public static let legacyType = Self(id: "legacy-type", label: "legacy $type name")
  /// A literal value with no `$type` on the token or a group above it.
  public static let untyped = Self(id: "untyped", label: "untyped token")
  /// An alias to nothing, or to a group.
  public static let brokenAlias = Self(id: "broken-alias", label: "alias to no token")
  /// An alias cycle, or a chain too long to follow.
  public static let aliasCycle = Self(id: "alias-cycle", label: "alias cycle or chain too long")
  /// An alias whose target is of another type than the token declares.
  public static let typeMismatch = Self(id: "type-mismatch", label: "alias of another type")
  /// A value its type does not allow.
  public static let invalidValue = Self(id: "invalid-value", label: "invalid value")
  /// A name, a group or a non-object where a token or group belongs.
  public static let structure = Self(id: "structure", label: "invalid name or group")
  /// `$description`, `$deprecated` or `$extensions` of the wrong kind.
  public static let metadata = Self(id: "metadata", label: "invalid $description, $deprecated or $extensions")
  /// A `$ref` JSON pointer inside a token file.
  public static let reference = Self(id: "reference", label: "broken $ref")
  /// A group's `$extends`.
  public static let extends = Self(id: "extends", label: "broken $extends")
  /// A valid value the mapping reaches that specsheet cannot draw with (a duration as a colour).
  public static let unusable = Self(id: "unusable", label: "value specsheet cannot use")
  /// A path in the mapping's own namespace the mapping does not know.
  public static let unknownPath = Self(id: "unknown-path", label: "unknown mapping path")
  /// A token nothing reaches, under `--strict-tokens`.
  public static let unused = Self(id: "unused", label: "unused token")
  /// The resolver file: its sets, modifiers and contexts.
  public static let resolver = Self(id: "resolver", label: "resolver")
  /// A modifier with no default and no context chosen.
  public static let noContext = Self(id: "no-context", label: "modifier without a context")
  /// The file itself: unreadable, not JSON, over a cap.
  public static let file = Self(id: "file", label: "file")

  /// A composite value without one of its parts (Figma's typography without `letterSpacing`).
  public static func missingPart(_ type: TokenType, _ part: String) -> Self {
    Self(id: "missing-part", label: "\(type.rawValue) without \(part)")
  }

  /// Kinds a problem in a token the mapping does not reach may have and still be only a
  /// warning: what is wrong with a token. The others (the file, the resolver, the mapping's
  /// own paths, a value the mapping cannot use) stop the load wherever they are.
  public var isAboutOneToken: Bool {
    ![Self.unusable, .unknownPath, .unused, .resolver, .noContext, .file].contains(self)
  }
}
