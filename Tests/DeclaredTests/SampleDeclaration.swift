/// A tag with a count badge, the declaration the tests read and lay out (issue 38, "Declarative
/// components").
enum SampleDeclaration {
  static let yaml = """
    component: count-tag
    system: acme
    summary: A tag with a count badge.
    props:
      label: {type: text, default: Inbox}
      count: {type: number, default: 3, min: 0, max: 999}
      show-count: {type: boolean, default: true}
      icon: {type: icon, default: star}
      size: {type: enum, values: [small, large], default: small}
    theme:
      colors:
        accent: "#3730A3"
        on-accent: "#FFFFFF"
        muted: "#F3F4F6"
        on-muted: "#6B7280"
      type-styles:
        label: {family: Inter, weight: 500, size: 14}
        badge: {family: Inter, weight: 600, size: 12}
      shapes:
        pill: full
    states: [normal, selected, disabled]
    touch-target: 44
    anatomy:
      name: container
      layout: horizontal
      padding: {vertical: 6, start: 12, end: 8}
      gap: 4
      counter-axis-align: center
      height: 32
      min-width: 64
      corner-radius: pill
      fill: muted
      children:
        - {name: leading-icon, icon: "{icon}", size: 18, tint: on-muted}
        - {name: label, text: "{label}", text-style: label, color: on-muted, max-lines: 1}
        - name: badge
          layout: horizontal
          padding: {horizontal: 6}
          height: 20
          min-width: 20
          primary-axis-align: center
          counter-axis-align: center
          corner-radius: full
          fill: accent
          visible: show-count
          children:
            - {name: count, text: "{count}", text-style: badge, color: on-accent}
    overrides:
      - when: {state: selected}
        set:
          container: {fill: accent}
          label: {color: on-accent}
          leading-icon: {tint: on-accent}
          badge: {fill: "#FFFFFF"}
          count: {color: accent}
      - when: {state: disabled}
        set: {container: {opacity: 0.38}}
      - when: {size: large}
        set: {container: {height: 40, padding: {vertical: 10, start: 16, end: 12}}}
    rules:
      - {id: tag.height, part: container, height: 32, source: "Acme tag spec, Size", when: {size: small}}
      - {id: tag.leading, part: leading-icon, leading-inset: {from: container, value: 12}, source: "Acme tag spec"}
      - id: tag.fill
        part: container
        color: {paint: fill, value: muted}
        source: "Acme tag spec"
        when: {state: normal}
    """

  /// The sample with `old` replaced by `new` (one bad edit per test).
  static func with(_ old: String, _ new: String) -> String {
    precondition(yaml.contains(old), "the sample has no \(old)")
    return yaml.replacingOccurrences(of: old, with: new)
  }
}
