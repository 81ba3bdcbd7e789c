import Graphics

/// What a screen reader meets in one component and state, as designers draw it in annotation
/// kits: each element's role, label, value, states and hint, in focus (reading) order, with the
/// frame it covers on the image. Pure data, built from the component and its layout; every
/// role and state cites the seed line it comes from.
public struct AccessibilityAnnotation: Hashable, Sendable {
  /// In focus order: `elements[i].order == i + 1`. Empty when nothing is read (an MDCCard with
  /// no content).
  public var elements: [AccessibilityElement]

  public init(elements: [AccessibilityElement]) {
    self.elements = elements.enumerated().map { i, e in
      var e = e
      e.order = i + 1
      return e
    }
  }

  /// One element per line (`1 radio "Beach" [checked] chip-1 16,6 80x32`), then its sources,
  /// indented. Stable; tests read it.
  public var dumped: String {
    elements.map { e in ([e.dumped] + e.sources.map { "  source \($0)" }).joined(separator: "\n") }
      .joined(separator: "\n") + (elements.isEmpty ? "" : "\n")
  }
}

/// One stop of the screen reader (or one announcement, for text read out when it appears).
public struct AccessibilityElement: Hashable, Sendable {
  /// Position in focus order, from 1 (set by `AccessibilityAnnotation`).
  public var order: Int
  /// The anatomy part it covers, as a layout path (`chip-2`, `card-1`; `container` for a
  /// single component; `canvas` for the whole image), or several joined by `+` (`label+chips`),
  /// and their frame (the union) on the image.
  public var part: String
  public var frame: Rect
  /// The role or trait: `radio`, `checkbox`, `radiogroup`, `group`, `button`, `cell`, `image`,
  /// `text`, `text-field`, `alert`.
  public var role: String
  /// What is read as its name; nil when the component gives none (an icon-only button without
  /// the accessibilityLabel its seed asks for): drawn and printed as a gap.
  public var label: String?
  /// Its value (a text field's text), if any.
  public var value: String?
  /// States read with it: `checked`, `unchecked`, `selected`, `disabled`; `off-screen` marks an
  /// element outside the visible image (a scrolling group's chip past its edge).
  public var states: [String]
  /// Extra text read after it (Fiori helper text, read when the group gains focus).
  public var hint: String?
  /// Where each fact comes from: `role radio: seed fiori-chip.md "Accessibility": ...`.
  public var sources: [String]

  public init(
    part: String, frame: Rect, role: String, label: String?, value: String? = nil, states: [String] = [],
    hint: String? = nil, sources: [String]
  ) {
    self.order = 0
    self.part = part
    self.frame = frame
    self.role = role
    self.label = label
    self.value = value
    self.states = states
    self.hint = hint
    self.sources = sources
  }

  /// The label as a callout shows it: quoted, or `no label` when there is none.
  public var labelText: String { label.map { "\"\($0)\"" } ?? "no label" }

  /// "role · label · states", as the sheet's callout reads (value and hint after the states).
  public var callout: String {
    var parts = [role, labelText]
    if let value { parts.append("value \"\(value)\"") }
    if !states.isEmpty { parts.append(states.joined(separator: ", ")) }
    if let hint { parts.append("hint \"\(hint)\"") }
    return parts.joined(separator: " · ")
  }

  public var dumped: String {
    var line = "\(order) \(role) \(labelText)"
    if let value { line += " value \"\(value)\"" }
    if !states.isEmpty { line += " [\(states.joined(separator: ", "))]" }
    if let hint { line += " hint \"\(hint)\"" }
    return line + " \(part) \(frame.dumped)"
  }
}

extension Rendering {
  /// The frame of the part at `path` in this rendering's layout (`canvas`, the root's name, is
  /// the whole image), or the canvas when it has none (an annotation still points at the whole
  /// image rather than at nothing).
  public func frame(of path: String) -> Rect {
    path == layout.name ? layout.frame : layout.part(path) ?? layout.frame
  }

  /// The union of the frames of the parts at `paths` that exist (the canvas when none does).
  public func frame(of paths: [String]) -> Rect {
    let frames = paths.compactMap { $0 == layout.name ? layout.frame : layout.part($0) }
    guard let first = frames.first else { return layout.frame }
    return frames.dropFirst().reduce(first) { $0.union($1) }
  }
}

extension Component {
  /// The model's accessibility annotation for `rendering` (its own rendering), if it has one.
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    model.accessibility(in: rendering)
  }
}
