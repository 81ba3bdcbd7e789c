import ComponentKit
import Graphics

/// Checks a component's `SpecRule`s on one image: frames for geometry, pixels for colours.
enum SpecAudit {
  static func findings(_ image: AuditImage, rules: [SpecRule], component: String) -> [Finding] {
    let probe = PixelProbe(image.bitmap, scale: image.scale)
    var findings: [Finding] = []
    for rule in rules {
      for part in image.parts(named: rule.part) {
        guard let miss = evaluate(rule, part: part, in: image, rules: rules, probe: probe) else { continue }
        findings.append(
          Finding(
            image: image.name, part: part.path, rule: "spec:\(component).\(rule.id)", severity: .error,
            measured: miss.measured, expected: miss.expected, unit: miss.unit, source: rule.source,
            frame: part.frame, detail: miss.detail))
      }
    }
    return findings
  }

  struct Miss {
    var measured: String
    var expected: String
    var unit: String
    /// What the numbers were measured on (a contrast's two colours).
    var detail: String? = nil
  }

  /// nil when the part conforms (to the rule's check or one of its alternatives) or the rule
  /// cannot be measured on this image.
  static func evaluate(
    _ rule: SpecRule, part: (path: String, frame: Rect), in image: AuditImage, rules: [SpecRule],
    probe: PixelProbe
  ) -> Miss? {
    guard let miss = evaluate(rule.check, rule: rule, part: part, in: image, rules: rules, probe: probe) else {
      return nil
    }
    var expected = [miss.expected]
    for alternative in rule.alternatives {
      var target: (path: String, frame: Rect)? = part
      if let name = alternative.part { target = image.sibling(of: part.path, named: name) }
      guard let target else { continue }
      guard let other = evaluate(alternative.check, rule: rule, part: target, in: image, rules: rules, probe: probe)
      else { return nil }
      expected.append(
        alternative.part.map { "\($0) \(other.measured)\(other.unit) vs \(other.expected)" } ?? other.expected)
    }
    return Miss(
      measured: miss.measured, expected: expected.joined(separator: " or "), unit: miss.unit, detail: miss.detail)
  }

  static func evaluate(
    _ check: SpecCheck, rule: SpecRule, part: (path: String, frame: Rect), in image: AuditImage, rules: [SpecRule],
    probe: PixelProbe
  ) -> Miss? {
    let f = part.frame
    let tol = rule.tolerance
    func equal(_ measured: Double, _ expected: Double) -> Miss? {
      abs(measured - expected) <= tol
        ? nil : Miss(measured: measured.dumped, expected: "\(expected.dumped) ±\(tol.dumped)", unit: "pt")
    }
    func atLeast(_ measured: Double, _ expected: Double) -> Miss? {
      measured >= expected - tol ? nil : Miss(measured: measured.dumped, expected: "≥ \(expected.dumped)", unit: "pt")
    }
    /// Paddings become minimums while the container is held at its spec minimum width: the
    /// content is centred in the extra room.
    func inset(_ measured: Double, _ expected: Double, container: (path: String, frame: Rect)) -> Miss? {
      let held = rules.contains { r in
        if case .minWidth(let w) = r.check, r.matches(container.path) {
          return abs(container.frame.width - w) <= r.tolerance
        }
        return false
      }
      return held ? atLeast(measured, expected) : equal(measured, expected)
    }
    func radius(_ r: Double) -> Miss? {
      // Read at @2x and above: at @1x the arc crosses too few pixels for a sub-point answer.
      guard probe.scale >= 2, probe.isAligned(f.minX), probe.isAligned(f.minY),
        let measured = probe.cornerRadius(of: f, expected: r)
      else { return nil }
      return abs(measured - r) <= tol + 0.5 / probe.scale
        ? nil
        : Miss(measured: measured.dumped, expected: "\(r.dumped) ±\((tol + 0.5 / probe.scale).dumped)", unit: "pt")
    }
    switch check {
    case .height(let h): return equal(f.height, h)
    case .width(let w): return equal(f.width, w)
    case .minWidth(let w): return atLeast(f.width, w)
    case .minHeight(let h): return atLeast(f.height, h)
    case .side(let s):
      if let miss = equal(f.width, s) {
        return Miss(measured: "\(f.width.dumped)x\(f.height.dumped)", expected: miss.expected, unit: "pt")
      }
      return equal(f.height, s)
    case .leadingInset(let name, let v):
      guard let c = image.sibling(of: part.path, named: name) else { return nil }
      return inset(image.readsRightToLeft(part.path) ? c.frame.maxX - f.maxX : f.minX - c.frame.minX, v, container: c)
    case .trailingInset(let name, let v):
      guard let c = image.sibling(of: part.path, named: name) else { return nil }
      return inset(image.readsRightToLeft(part.path) ? f.minX - c.frame.minX : c.frame.maxX - f.maxX, v, container: c)
    case .topInset(let name, let v):
      guard let c = image.sibling(of: part.path, named: name) else { return nil }
      return equal(f.minY - c.frame.minY, v)
    case .bottomInset(let name, let v):
      guard let c = image.sibling(of: part.path, named: name) else { return nil }
      return equal(c.frame.maxY - f.maxY, v)
    case .gap(let name, let v):
      guard let other = image.sibling(of: part.path, named: name)?.frame else { return nil }
      return equal(f.maxX <= other.minX + tol ? other.minX - f.maxX : f.minX - other.maxX, v)
    case .verticalGap(let name, let v):
      guard let other = image.sibling(of: part.path, named: name)?.frame else { return nil }
      return equal(f.maxY <= other.minY + tol ? other.minY - f.maxY : f.minY - other.maxY, v)
    case .centredVertically(let name, let offset):
      guard let other = image.sibling(of: part.path, named: name)?.frame else { return nil }
      return equal(f.midY - other.midY, offset)
    case .rowGap, .columnGap, .widerThan:
      return nil  // across parts or images: `GroupAudit` and `CrossVariantAudit`
    case .cornerRadius(let r):
      return radius(r)
    case .relativeCornerRadius(let share):
      return radius(share * min(f.width, f.height))
    case .borderWidth(let w):
      guard probe.isAligned(f.minY), let measured = probe.borderWidth(of: f) else { return nil }
      return abs(measured - w) <= tol
        ? nil : Miss(measured: measured.dumped, expected: "\(w.dumped) ±\(tol.dumped)", unit: "pt")
    case .color(let paint, let expected):
      return colorMiss(paint, expected, part: part, image: image, probe: probe, tolerance: tol)
    case .contrast(let background, let minimum):
      return contrastMiss(on: background, minimum: minimum - tol, part: part, image: image, probe: probe)
    }
  }

  static func colorMiss(
    _ paint: Paint, _ expected: Color, part: (path: String, frame: Rect), image: AuditImage,
    probe: PixelProbe, tolerance: Double
  ) -> Miss? {
    let f = part.frame
    switch paint {
    case .fill:
      // Nothing drawn (a clear background) shows whatever is behind: judged by the part behind.
      guard expected.alpha > 0, let spot = freeSpot(in: part, image: image),
        let seen = probe.color(atX: spot.x, y: spot.y)
      else { return nil }
      return seen.distance(to: expected) <= tolerance
        ? nil : Miss(measured: seen.hexString, expected: expected.hexString, unit: "colour")
    case .border:
      // A 1pt outline covers whole pixels only on an edge that sits on the pixel grid. A
      // translucent one shows what is under it: at @1x its pixel also holds half of a fill inset
      // by half the border (facts §3), so it is judged at @2x and above.
      guard expected.alpha > 0, probe.isAligned(f.minY), expected.isOpaque || probe.scale >= 2 else { return nil }
      let edge = Rect(x: f.midX - 0.5 / probe.scale, y: f.minY, width: 1 / probe.scale, height: 1)
      guard let (seen, d) = probe.closest(to: expected, in: edge) else { return nil }
      return d <= tolerance ? nil : Miss(measured: seen.hexString, expected: expected.hexString, unit: "colour")
    case .ink:
      // Thin strokes never cover a whole pixel at @1x, so ink is judged at @2x and above. The
      // background is what rings the part: a filled icon's own ink is most of its box.
      guard expected.alpha > 0, probe.scale >= 2,
        let background = probe.surroundingColor(of: f) ?? probe.dominantColor(in: f)
      else { return nil }
      let target = expected.composited(over: background)
      guard let (_, d) = probe.closest(to: target, in: f) else { return nil }
      if d <= tolerance { return nil }
      let core = probe.inkColor(in: f, background: background) ?? background
      return Miss(
        measured: core.hexString, expected: "\(target.hexString) (\(expected.hexString) over \(background.hexString))",
        unit: "colour")
    }
  }

  /// A point inside the part, at its vertical middle, in the widest stretch no other part covers
  /// (the padding beside a chip's label, say). nil if nothing is left uncovered.
  static func freeSpot(in part: (path: String, frame: Rect), image: AuditImage) -> Point? {
    let f = part.frame
    let y = f.midY
    let covering = image.parts.filter { other in
      other.path != part.path && !part.path.hasPrefix(other.path + ".") && !other.path.hasSuffix("touch-target")
        && other.frame.minY <= y && other.frame.maxY >= y && other.frame.maxX > f.minX && other.frame.minX < f.maxX
        && !(other.frame.minX <= f.minX && other.frame.maxX >= f.maxX && other.frame.minY <= f.minY
          && other.frame.maxY >= f.maxY)
    }.map { ($0.frame.minX, $0.frame.maxX) }.sorted { $0.0 < $1.0 }
    var best: (Double, Double)?
    var x = f.minX + 1.5  // clear of an outline and its anti-aliasing
    for (lo, hi) in covering + [(f.maxX - 1.5, f.maxX)] {
      if lo - x > (best.map { $0.1 - $0.0 } ?? 1) { best = (x, lo) }
      x = max(x, hi)
    }
    guard let best else { return nil }
    return Point(x: (best.0 + best.1) / 2, y: y)
  }
}
