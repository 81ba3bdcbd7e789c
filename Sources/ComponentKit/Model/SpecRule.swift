import Graphics

/// One executable line of a spec: what a part of a drawn component must measure, and where the
/// spec says so. Each component's spec file declares its rules next to its numbers (reading the
/// same constants, never a copy); the `Audit` target checks them on what was drawn: manifest
/// frames for geometry, sampled pixels for colours.
public struct SpecRule: Hashable, Sendable {
  /// A short, stable name, unique per component: `chip.height`, `chip.label-colour`.
  public var id: String
  /// The anatomy part, as a path suffix: `container` matches `container` and `chip-1.container`.
  /// A leading `/` anchors it at the image's top level: `/container` matches `container` only,
  /// not a button's `button-1.container` inside a card. A `*` in a name matches any text
  /// (`/card-*.container`: every card's own container).
  public var part: String
  public var check: SpecCheck
  /// Other ways to conform: the part passes when `check` or any of these holds (a layout with a
  /// clamp, say: centred on an image unless that lifts it past its margin; or a cell whose
  /// height is its image's, not its text's).
  public var alternatives: [Alternative]

  /// A check that also makes the part conform, on the part itself or on a sibling.
  public struct Alternative: Hashable, Sendable {
    /// A sibling's name (`container`), or nil for the rule's own part.
    public var part: String?
    public var check: SpecCheck

    public static func check(_ check: SpecCheck) -> Alternative { Alternative(part: nil, check: check) }
    public static func on(_ part: String, _ check: SpecCheck) -> Alternative { Alternative(part: part, check: check) }
  }
  /// Allowed difference: points for geometry, 8-bit channel steps for colours.
  public var tolerance: Double
  /// Seed section, `docs/spec-decisions.md` entry or reference file.
  public var source: String

  public init(
    _ id: String, part: String, _ check: SpecCheck, or alternatives: [Alternative] = [], tolerance: Double? = nil,
    source: String
  ) {
    self.id = id
    self.part = part
    self.check = check
    self.alternatives = alternatives
    self.tolerance = tolerance ?? check.defaultTolerance
    self.source = source
  }

  /// Whether the part at `path` is one this rule names.
  public func matches(_ path: String) -> Bool { Self.part(part, matches: path) }

  /// Whether `pattern` (a rule's `part`) names the part at `path`: name by name from the end,
  /// all of them when anchored.
  public static func part(_ pattern: String, matches path: String) -> Bool {
    PartPattern(pattern).matches(PartPattern.names(of: path))
  }

  /// The same rule for the part under `prefix` (`chip-2`): a repeated component's rules, each
  /// under its own name. An anchored part stays anchored.
  public func prefixed(_ prefix: String) -> SpecRule {
    var rule = self
    rule.part = part.hasPrefix("/") ? "/\(prefix).\(part.dropFirst())" : "\(prefix).\(part)"
    return rule
  }
}

/// A rule's `part`, split into names once (the audit matches each rule against every part of
/// every image): `container` names every `container` and `chip-1.container`; `/name` only the
/// top-level `name`; a `*` in a name matches any run of characters.
public struct PartPattern: Sendable {
  package let anchored: Bool
  package let names: [Substring]
  /// Each name split at its `*` once (the audit matches thousands of parts per run): the text
  /// before it, and the text after it when there is one.
  private let pieces: [(head: Substring, tail: Substring?)]

  public init(_ pattern: String) {
    anchored = pattern.hasPrefix("/")
    names = Self.names(of: String(pattern.dropFirst(anchored ? 1 : 0)))
    pieces = names.map { name in
      guard let star = name.utf8.firstIndex(of: UInt8(ascii: "*")) else { return (name, nil) }
      return (name[..<star], name[name.utf8.index(after: star)...])
    }
  }

  /// A dotted part path's names (`chip-1.label` → `chip-1`, `label`).
  public static func names(of path: String) -> [Substring] {
    path.split(separator: ".", omittingEmptySubsequences: false)
  }

  /// Whether the part whose path has these names is one the pattern names.
  public func matches(_ path: [Substring]) -> Bool {
    guard anchored ? path.count == pieces.count : path.count >= pieces.count else { return false }
    // Byte comparisons: part names are compared as written, never as Unicode-equivalent text.
    for (piece, name) in zip(pieces.reversed(), path.reversed()) {
      let n = name.utf8
      guard let tail = piece.tail?.utf8 else {
        guard n.elementsEqual(piece.head.utf8) else { return false }
        continue
      }
      let head = piece.head.utf8
      guard n.count >= head.count + tail.count, n.starts(with: head), n.reversed().starts(with: tail.reversed())
      else { return false }
    }
    return true
  }
}

/// What a rule measures. Geometry reads frames in points; colours read pixels.
public enum SpecCheck: Hashable, Sendable {
  case height(Double)
  case width(Double)
  /// A floor on the part's width (a chip's 64pt minimum). While the part is held at its floor
  /// (its width within the rule's tolerance of it), its content is centred in room it did not
  /// ask for, so two other rules change meaning for that image: a `leadingInset` or
  /// `trailingInset` measured from this part becomes "at least" (SpecAudit's `inset`), and a
  /// `widerThan` between two states is not judged when either is held at the floor, as the
  /// narrower one hides how much it would have grown (CrossVariantAudit's `relations`).
  case minWidth(Double)
  case minHeight(Double)
  /// A square part (icon, check mark): width and height.
  case side(Double)
  /// The part's leading edge from the leading edge of `container` (mirrored in right to left);
  /// at least this much while `container` is held at a `minWidth` floor.
  case leadingInset(from: String, Double)
  /// The part's trailing edge from the trailing edge of `container`; at least this much while
  /// `container` is held at a `minWidth` floor.
  case trailingInset(from: String, Double)
  /// The part's top edge from the top edge of `container`.
  case topInset(from: String, Double)
  /// The part's bottom edge from the bottom edge of `container`.
  case bottomInset(from: String, Double)
  /// Horizontal space between the part and `other` (whichever comes first).
  case gap(to: String, Double)
  /// Vertical space between the part and `other` (whichever is above).
  case verticalGap(to: String, Double)
  /// Vertical space between every pair of rows of parts named like this one.
  case rowGap(Double)
  /// Horizontal space between neighbours in a row of parts named like this one.
  case columnGap(Double)
  /// The part's vertical centre on `other`'s, or `offset` points below it (a label whose top and
  /// bottom padding differ).
  case centredVertically(in: String, offset: Double = 0)
  /// Corner radius of the part's shape, measured on the pixels along its corner's diagonal.
  case cornerRadius(Double)
  /// Corner radius as a share of the part's shorter side (0.5: a pill), measured the same way.
  case relativeCornerRadius(Double)
  /// Width of the part's outline, measured on the pixels across its top edge.
  case borderWidth(Double)
  /// A colour as drawn (straight alpha; `Color.clear` = nothing drawn there).
  case color(Paint, Color)
  /// WCAG contrast of the part's text or icon, as drawn, against what `background` shows where
  /// no other part covers it: at least `minimum`:1 (a tolerance is taken off the minimum).
  case contrast(background: String, minimum: Double)
  /// This part is `delta` points wider than the same component in `baseline`'s state (both of
  /// one variant at one scale); not judged when either is held at a `minWidth` floor of the part.
  case widerThan(state: String, by: Double)

  public var defaultTolerance: Double {
    switch self {
    case .color: 3  // 8-bit rounding of premultiplied pixels
    case .cornerRadius, .relativeCornerRadius: 0.75
    case .borderWidth: 0.35
    case .contrast: 0
    default: 0.01
    }
  }

  /// Whether the check reads pixels (colours, corners, outlines) rather than frames: an overlay
  /// drawn over the component (a touch-target annotation) hides what it would read.
  public var readsPixels: Bool {
    switch self {
    case .color, .cornerRadius, .relativeCornerRadius, .borderWidth, .contrast: true
    default: false
    }
  }
}

/// Where a colour is picked from a part, as a reviewer with a colour picker would.
public enum Paint: String, Hashable, Sendable {
  /// The part's own background, in a spot no other part covers.
  case fill
  /// The outline, in the middle of its top edge.
  case border
  /// Text or icon ink: the pixel of the part's frame furthest from the fill behind it.
  case ink
}

extension Color {
  /// `overlay` (straight alpha) at rest over this colour: what an ink or ripple overlay drawn as
  /// a full fill leaves (mdc-facts §9c), for the colour rules of pressed states.
  package func under(_ overlay: Color) -> Color { blending(overlay, alpha: 1) }
}
