import Audit
import Graphics

/// What the catalog site shows, as plain values: the command line fills it from the sheets, the
/// resolved entries and the audit; `SitePages` turns it into files. No pixels, no Cairo.
public struct SiteCatalog: Sendable {
  public var components: [SiteComponent]
  public var themes: [SiteTheme]
  /// Where the render's PNGs are, relative to the site's root: `images` (`specsheet site`) or
  /// `..` (`render --site out/site` beside `out/<system>/...`). Never copied.
  public var imageRoot: String
  /// The command line that built the site, shown in the index's footer.
  public var invocation: String
  /// Set when no audit baseline was found: the sentence every page shows above its findings, so
  /// a finding the project accepts is never taken for an open one without a word.
  public var missingBaseline: String?

  public init(components: [SiteComponent], themes: [SiteTheme] = [], imageRoot: String, invocation: String = "") {
    self.components = components
    self.themes = themes
    self.imageRoot = imageRoot
    self.invocation = invocation
  }
}

/// One component of one system: its sheet's sections, in the sheet's order, and the same grid in
/// each other mode of the project's axes (issue 39).
public struct SiteComponent: Sendable {
  public var system: String
  public var component: String
  public var sections: [SiteSection]
  /// The non-default modes, in the catalog's order: empty without `axes:`.
  public var modes: [SiteMode] = []

  public init(system: String, component: String, sections: [SiteSection]) {
    self.system = system
    self.component = component
    self.sections = sections
  }

  /// `fiori/chip`.
  public var name: String { "\(system)/\(component)" }
  /// Every cell of the default mode, section by section, row by row (the sheet's reading order).
  public var cells: [SiteCell] { SiteMode(name: "", sections: sections).cells }
  /// The default mode (named "") and then each other one.
  public var allModes: [SiteMode] { [SiteMode(name: "", sections: sections)] + modes }
}

/// One fixture file's grid: variants (rows) × states (columns, the component's state order).
public struct SiteSection: Sendable {
  public var source: String
  public var theme: String
  /// The page colour the images are drawn for (the theme's background).
  public var canvas: Color
  public var states: [String]
  public var rows: [SiteRow]

  public init(source: String, theme: String, canvas: Color, states: [String], rows: [SiteRow]) {
    self.source = source
    self.theme = theme
    self.canvas = canvas
    self.states = states
    self.rows = rows
  }
}

public struct SiteRow: Sendable {
  public var variant: String
  /// One per state column; nil where the variant has no such state.
  public var cells: [SiteCell?]

  public init(variant: String, cells: [SiteCell?]) {
    self.variant = variant
    self.cells = cells
  }
}

/// One state of one variant: its picture at each scale and what the detail view tells of it.
public struct SiteCell: Sendable {
  public var system: String
  public var component: String
  public var variant: String
  public var state: String
  /// The picture's size in points (its @1x pixels).
  public var size: Size
  /// The scales whose PNG exists (`<id>@<N>x.png` under the image root).
  public var scales: [Int]
  public var redlines: [SiteRedline]
  public var swatches: [SiteSwatch]
  public var accessibility: [SiteElement]
  /// What `audit --list-rules` lists for the state.
  public var rules: [String]
  public var findings: [SiteFinding]
  /// The audit's counts for the state (`AuditReport.countsByState`); nil counts `findings`' lines.
  public var tallied: VerdictCounts?
  /// The theme page this cell's theme has, by its file name (`themes/<slug>.html`), if any.
  public var themeSlug: String?
  /// Every anatomy part, for inspecting the detail view (hover, measure, copy).
  public var parts: [SitePart] = []
  /// A debug variant: specsheet's touch-target overlay is drawn over the component (its swatches
  /// are the component's without it). Marked on its pages, never a thumbnail.
  public var debugOverlay = false
  /// The cell's non-default modes (`theme=dark,direction=rtl`); empty in the default mode.
  public var mode = ""

  public init(
    system: String, component: String, variant: String, state: String, size: Size, scales: [Int],
    redlines: [SiteRedline] = [], swatches: [SiteSwatch] = [], accessibility: [SiteElement] = [],
    rules: [String] = [], findings: [SiteFinding] = [], themeSlug: String? = nil
  ) {
    self.system = system
    self.component = component
    self.variant = variant
    self.state = state
    self.size = size
    self.scales = scales
    self.redlines = redlines
    self.swatches = swatches
    self.accessibility = accessibility
    self.rules = rules
    self.findings = findings
    self.themeSlug = themeSlug
  }

  /// `system/component/variant/state[~modes]`, the catalog entry's id.
  public var id: String { "\(system)/\(component)/\(variant)/\(state)" + (mode.isEmpty ? "" : "~" + mode) }
  /// The cell's id in its component's grid: unique across the page's modes.
  public var anchor: String { SiteHTML.anchor(variant, mode.isEmpty ? state : state + "~" + mode) }
  public var open: [SiteFinding] { findings.filter { $0.verdict == .open } }
  public var accepted: [SiteFinding] { findings.filter { $0.verdict == .accepted } }
  public var exempt: [SiteFinding] { findings.filter { $0.verdict == .exempt } }
}

/// A redline as the sheet plans it, in the picture's points (labels may lie outside it).
public struct SiteRedline: Hashable, Sendable {
  public var name: String
  public var kind: String
  public var label: String
  /// The dimension line (a radius's leader) and its end ticks, drawn in the redline colour.
  public var lines: [Segment]
  /// From the measured edges to the dimension line, drawn lighter.
  public var extensions: [Segment]
  public var labelFrame: Rect
  public var textFrame: Rect
  /// The spec rule that fixes the number (`spec:material-list-item.title-detail-gap`), if any.
  public var rule: String?

  public struct Segment: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public init(_ start: Point, _ end: Point) {
      self.start = start
      self.end = end
    }
  }

  public init(
    name: String, kind: String, label: String, lines: [Segment], extensions: [Segment] = [], labelFrame: Rect,
    textFrame: Rect, rule: String? = nil
  ) {
    self.rule = rule
    self.name = name
    self.kind = kind
    self.label = label
    self.lines = lines
    self.extensions = extensions
    self.labelFrame = labelFrame
    self.textFrame = textFrame
  }
}

/// A colour the picture draws, as the sheet's swatch list says it.
public struct SiteSwatch: Hashable, Sendable {
  /// The sheet's line (`label #FFFFFF on #F69000 · 2.35:1 · Inter 500 14pt`).
  public var text: String
  public var color: Color
  public var background: Color?
  public var ratio: Double?
  /// The WCAG minimum the ratio is held to: 4.5 for text (1.4.3), 3 for icons (1.4.11).
  public var minimum: Double?

  public init(text: String, color: Color, background: Color? = nil, ratio: Double? = nil, minimum: Double? = nil) {
    self.text = text
    self.color = color
    self.background = background
    self.ratio = ratio
    self.minimum = minimum
  }
}

/// One accessibility element: reading order, role and label, and where it is (points).
public struct SiteElement: Hashable, Sendable {
  public var order: Int
  public var text: String
  public var frame: Rect

  public init(order: Int, text: String, frame: Rect) {
    self.order = order
    self.text = text
    self.frame = frame
  }
}

/// An audit finding of the cell (its scales folded into one line): open, accepted or exempt.
public struct SiteFinding: Hashable, Sendable {
  public var line: String
  public var severity: String
  /// From `FindingVerdict.of`: the baseline's acceptance, else the severity (info is exempt).
  public var verdict: FindingVerdict
  /// Where it was measured, in points, when the rule knows.
  public var frame: Rect?
  /// Set when the baseline accepts it: why, and which entry (`goldens/audit-baseline.yaml:45`).
  public var acceptedReason: String?
  public var location: String?
  /// The text drawn in the finding's part when it holds one text run (`ADD TO CART`), so a
  /// designer knows which words the line's `button-1.text-label` is.
  public var drawnText: String?

  public init(
    line: String, severity: String, frame: Rect?, acceptedReason: String? = nil, location: String? = nil,
    drawnText: String? = nil
  ) {
    self.line = line
    self.severity = severity
    self.verdict = FindingVerdict.of(Severity(rawValue: severity) ?? .error, acceptedByBaseline: acceptedReason != nil)
    self.frame = frame
    self.acceptedReason = acceptedReason
    self.location = location
    self.drawnText = drawnText
  }

  /// ` on “ADD TO CART”`, or nothing.
  var drawnNote: String { drawnText.map { " on “\($0)”" } ?? "" }
}

/// A theme page: colour roles, type styles and shapes, each with the token it came from.
public struct SiteTheme: Sendable {
  /// The file name's stem under `themes/`.
  public var slug: String
  public var title: String
  public var colors: [Role]
  /// Of `colors`, which are text (ink) and which are surfaces, for the contrast matrix.
  public var textRoles: [String]
  public var surfaceRoles: [String]
  public var typeStyles: [Role]
  public var shapes: [Role]

  /// One named value, as text (`#6200EE`, `Roboto 500 14pt`, `4pt`), and its token when set by one.
  public struct Role: Hashable, Sendable {
    public var name: String
    public var value: String
    public var color: Color?
    public var token: String?
    /// The fixture file whose `theme:` set it, when no token did and it differs from the system's
    /// default; neither: the system's default.
    public var fixture: String?

    public init(name: String, value: String, color: Color? = nil, token: String? = nil, fixture: String? = nil) {
      self.name = name
      self.value = value
      self.color = color
      self.token = token
      self.fixture = fixture
    }
  }

  public init(
    slug: String, title: String, colors: [Role], textRoles: [String], surfaceRoles: [String], typeStyles: [Role],
    shapes: [Role]
  ) {
    self.slug = slug
    self.title = title
    self.colors = colors
    self.textRoles = textRoles
    self.surfaceRoles = surfaceRoles
    self.typeStyles = typeStyles
    self.shapes = shapes
  }
}

/// An anatomy part as the detail view inspects it: its dotted path, its frame in the picture's
/// points, the swatches drawn on it and the spec rules that name it.
public struct SitePart: Hashable, Sendable {
  public var path: String
  public var frame: Rect
  public var swatches: [String]
  public var rules: [String]

  public init(path: String, frame: Rect, swatches: [String] = [], rules: [String] = []) {
    self.path = path
    self.frame = frame
    self.swatches = swatches
    self.rules = rules
  }

  /// The last name of its path: `label` for `chip-2.label`.
  public var name: String { String(path.split(separator: ".").last ?? Substring(path)) }
}
