import Graphics
import Tokens

/// THE mapping from design token paths to theme fields: the one table `DesignTokens` applies
/// and the one Fixtures/README.md ("Design token paths") prints (`make schema`). Each row is a
/// family of paths, `material.color.<role>` with its names; order matters where one field
/// covers others (a family before the type styles' own sizes and weights).
///
/// Ranges are the fixture keys' (declared once, in the `*Fixtures+Schema.swift` files), so a
/// token cannot set what the same theme key in YAML would refuse. Each design system declares
/// its rows in its own folder; Catalog's `TokenMapping.table` lists the systems.
public struct TokenMapping: Sendable {
  /// The paths and what their tokens may be (what loading checks).
  public let family: TokenFamily
  /// Sets the field for one name of `names` (empty name for single paths).
  package let apply: @Sendable (_ name: String, _ value: TokenValue, _ theme: inout Theme) -> Void

  /// A row of a design system's mapping (`DesignSystem.tokenMapping`).
  /// - Parameters:
  ///   - pattern: the token paths, `acme.color.<role>` (one `<...>` stands for each of `names`),
  ///     or one path without `<...>` (then `names` is empty). Paths start with `system`.
  ///   - names: what `<...>` may be, e.g. the theme's role names.
  ///   - system: the design system's name: loading sets only its fixtures' themes.
  ///   - types: the DTCG `$type`s a token of the row may have; loading refuses others.
  ///   - range: the numbers a dimension or number token may hold, nil for none.
  ///   - field: the theme field it sets, as the docs' table names it.
  ///   - namesDoc, note: how the docs name `names` when they are listed elsewhere; what a value
  ///     carries that no field takes.
  ///   - apply: sets the field for one name from a resolved, checked value.
  public init(
    pattern: String, names: [String], system: String, types: [TokenType], range: ClosedRange<Double>? = nil,
    field: String, namesDoc: String? = nil, note: String? = nil,
    apply: @escaping @Sendable (_ name: String, _ value: TokenValue, _ theme: inout Theme) -> Void
  ) {
    family = TokenFamily(
      pattern: pattern, names: names, system: system, types: types, range: range, field: field, namesDoc: namesDoc,
      note: note, weightRange: Self.weightRange)
    self.apply = apply
  }

  /// `material.color.<role>`.
  public var pattern: String { family.pattern }
  /// What `<...>` in the pattern may be (empty: the pattern is one path).
  public var names: [String] { family.names }
  public var system: String { family.system }
  /// The token types the field takes.
  public var types: [TokenType] { family.types }
  public var range: ClosedRange<Double>? { family.range }
  /// The theme field, for the docs: `MaterialContainerScheme.colors.<role>`.
  public var field: String { family.field }
  /// How the docs name `names` when they are listed elsewhere.
  public var namesDoc: String? { family.namesDoc }
  /// What a value of the row has that no theme field takes (`WIDTH`: a border's width).
  public var note: String? { family.note }
  /// Every concrete path of the row.
  public var paths: [String] { family.paths }

  package func name(of path: String) -> String? { family.name(of: path) }
}

extension TokenMapping {
  /// The range a fixture key declares for numbers (the token's limits).
  package static func range(of key: FixtureKey) -> ClosedRange<Double> {
    switch key.type {
    case .number(let range): range
    case .integer(let range): Double(range.lowerBound)...Double(range.upperBound)
    default: preconditionFailure("\(key.name) is not a numeric fixture key")
    }
  }

  package static func number(_ value: TokenValue) -> Double { TokenFamily.number(value) }

  /// Font weights a typography token may carry: a type style's `weight` key.
  package static let weightRange = range(of: FixtureKey.typeStyleWeight)
}
