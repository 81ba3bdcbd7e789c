import ComponentKit
import Foundation
import Graphics

/// Rules that compare images: the scales of one state, a right-to-left image with its
/// left-to-right twin, states of one variant, and Dynamic Type sizes of one cell.
enum CrossVariantAudit {
  // MARK: - Scales

  /// Share of @1x pixels allowed to differ by more than `channelLimit` from the @Nx image
  /// box-averaged down: anti-aliasing of a finer grid differs only along edges, so a real
  /// difference (a part moved, a colour changed) shows as many pixels far off.
  static let scaleMismatchShare = 0.0
  static let channelLimit = 32.0
  static let block = 2
  /// Text and icons are compared by their frame's mean colour (their ink), allowing this much:
  /// Cairo snaps glyphs to each scale's pixel grid, so their pixels move by up to half a pixel.
  static let inkMeanLimit = 12.0

  static func scales(_ images: [AuditImage]) -> [Finding] {
    guard let base = images.first(where: { $0.scale == 1 }) else { return [] }
    var findings: [Finding] = []
    let source = AuditRule.named("scale-consistency").source
    for image in images where image.scale > 1 {
      let n = image.scale
      if image.bitmap.width != base.bitmap.width * n || image.bitmap.height != base.bitmap.height * n {
        findings.append(
          Finding(
            image: image.name, part: "canvas", rule: "scale-consistency", severity: .error,
            measured: "\(image.bitmap.width)x\(image.bitmap.height) px",
            expected: "\(base.bitmap.width * n)x\(base.bitmap.height * n) px", unit: "px", source: source))
        continue
      }
      let moved = zip(image.parts, base.parts).filter { $0.0.path != $0.1.path || $0.0.frame != $0.1.frame }
      if let (a, b) = moved.first
        ?? (image.parts.count != base.parts.count ? (image.parts.last ?? base.parts[0], base.parts[0]) : nil)
      {
        findings.append(
          Finding(
            image: image.name, part: a.path, rule: "scale-consistency", severity: .error,
            measured: a.frame.dumped, expected: "\(b.frame.dumped) (as at @1x)", unit: "pt", source: source,
            frame: a.frame))
        continue
      }
      let inked = base.rendering.displayList.commands.enumerated().compactMap { index, command -> (Rect, String)? in
        switch command {
        case .text(let run): (run.frame, base.part(ofCommand: index))
        case .glyph(let run): (run.frame, base.part(ofCommand: index))
        default: nil
        }
      }
      for (frame, part) in inked {
        let (small, big) = (
          PixelProbe(base.bitmap, scale: 1).mean(in: frame), PixelProbe(image.bitmap, scale: n).mean(in: frame)
        )
        let d = max(abs(small.0 - big.0), abs(small.1 - big.1), abs(small.2 - big.2), abs(small.3 - big.3))
        if d > inkMeanLimit {
          findings.append(
            Finding(
              image: image.name, part: part, rule: "scale-consistency",
              severity: .error, measured: d.dumped, expected: "≤ \(inkMeanLimit.dumped)", unit: "",
              source: source, frame: frame, detail: "mean ink of @\(n)x differs from @1x by this many 8-bit steps"))
        }
      }
      let (off, worst) = downsampledMismatch(image.bitmap, scale: n, against: base.bitmap, skipping: inked.map(\.0))
      let total = ((base.bitmap.width + block - 1) / block) * ((base.bitmap.height + block - 1) / block)
      if total > 0, Double(off) / Double(total) > scaleMismatchShare {
        findings.append(
          Finding(
            image: image.name, part: "canvas", rule: "scale-consistency", severity: .error,
            measured: "\(off) squares", expected: "0 off by > \(Int(channelLimit))", unit: "",
            source: source, frame: worst.map { Rect(x: Double($0.x), y: Double($0.y), width: 1, height: 1) },
            detail: "@\(n)x averaged down to @1x differs from the @1x render"))
      }
    }
    return findings
  }

  /// How many `block`x`block` squares of `base` pixels differ by more than `channelLimit`
  /// (premultiplied means) from the same squares of `big`, and the first of them in points.
  /// Squares, not pixels: at @1x Cairo places glyphs on a coarser grid than at @3x, so single
  /// pixels along text differ a lot while any two-pixel square holds the same ink.
  static func downsampledMismatch(_ big: Bitmap, scale n: Int, against base: Bitmap, skipping inked: [Rect] = []) -> (
    Int, (x: Int, y: Int)?
  ) {
    let b = block
    let columns = (base.width + b - 1) / b
    let rows = (base.height + b - 1) / b
    // Squares within a pixel of text or icon ink are skipped (compared by their mean instead).
    var skipped = [Bool](repeating: false, count: columns * rows)
    for r in inked {
      let x0 = max(0, Int(((r.minX - Double(b) - 1) / Double(b)).rounded(.down)))
      let x1 = min(columns - 1, Int(((r.maxX + 1) / Double(b)).rounded(.up)))
      let y0 = max(0, Int(((r.minY - Double(b) - 1) / Double(b)).rounded(.down)))
      let y1 = min(rows - 1, Int(((r.maxY + 1) / Double(b)).rounded(.up)))
      guard x0 <= x1, y0 <= y1 else { continue }
      for sy in y0...y1 {
        for sx in x0...x1 where !skipped[sy * columns + sx] {
          let square = Rect(x: Double(sx * b) - 1, y: Double(sy * b) - 1, width: Double(b + 2), height: Double(b + 2))
          if r.intersects(square) { skipped[sy * columns + sx] = true }
        }
      }
    }
    var off = 0
    var first: (x: Int, y: Int)?
    base.pixels.withUnsafeBytes { small in
      big.pixels.withUnsafeBytes { large in
        // Per square: the exact integer sums of c * alpha per channel and of alpha (last lane).
        func sums(_ p: UnsafeRawBufferPointer, width: Int, height: Int, _ x0: Int, _ y0: Int, _ side: Int)
          -> (SIMD4<Int32>, Int)
        {
          var s = SIMD4<Int32>.zero
          let x1 = min(x0 + side, width)
          let y1 = min(y0 + side, height)
          for y in y0..<y1 {
            var i = (y * width + x0) * 4
            for _ in x0..<x1 {
              let v = SIMD4<Int32>(truncatingIfNeeded: p.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt8>.self))
              s &+= v &* SIMD4(v[3], v[3], v[3], 1)
              i += 4
            }
          }
          return (s, (x1 - x0) * (y1 - y0))
        }
        for sy in 0..<rows {
          for sx in 0..<columns where !skipped[sy * columns + sx] {
            let (x, y) = (sx * b, sy * b)
            let corner = small.loadUnaligned(fromByteOffset: (y * base.width + x) * 4, as: UInt32.self)
            if isFlat(small, width: base.width, height: base.height, x, y, b, corner),
              isFlat(large, width: big.width, height: big.height, x * n, y * n, b * n, corner)
            {
              continue
            }
            let (m, count) = sums(small, width: base.width, height: base.height, x, y, b)
            let (M, bigCount) = sums(large, width: big.width, height: big.height, x * n, y * n, b * n)
            // Means of premultiplied channels (c * a / 255) and of alpha, in 8-bit steps.
            let (c, C) = (Double(count), Double(bigCount))
            var d = abs(Double(m[3]) / c - Double(M[3]) / C)
            for k in 0..<3 { d = max(d, abs(Double(m[k]) / (255 * c) - Double(M[k]) / (255 * C))) }
            if d > channelLimit {
              off += 1
              if first == nil { first = (x, y) }
            }
          }
        }
      }
    }
    return (off, first)
  }

  /// Whether every pixel of the square at (`x0`, `y0`) is `colour` (as a 32-bit word): most
  /// squares are flat, and equal flat squares have equal means, so their sums are skipped.
  private static func isFlat(
    _ p: UnsafeRawBufferPointer, width: Int, height: Int, _ x0: Int, _ y0: Int, _ side: Int, _ colour: UInt32
  ) -> Bool {
    // Four pixels, then two, then one per compare: a square's row is 2, 4 or 6 pixels.
    let count = min(x0 + side, width) - x0
    let four = SIMD4<UInt32>(repeating: colour)
    let two = UInt64(colour) | UInt64(colour) << 32
    for y in y0..<min(y0 + side, height) {
      var i = (y * width + x0) * 4
      var left = count
      while left >= 4 {
        if p.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt32>.self) != four { return false }
        i += 16
        left -= 4
      }
      if left >= 2 {
        if p.loadUnaligned(fromByteOffset: i, as: UInt64.self) != two { return false }
        i += 8
        left -= 2
      }
      if left == 1, p.loadUnaligned(fromByteOffset: i, as: UInt32.self) != colour { return false }
    }
    return true
  }

  static func percent(_ share: Double) -> String { String(format2: share * 100) }

  // MARK: - Right to left

  /// The same component laid out left to right, mirrored, must give the right-to-left frames,
  /// except the parts its spec places absolutely (`partsKeepingTheirSide`).
  static func mirror(_ image: AuditImage, measurer: any TextMeasurer) -> [Finding] {
    guard image.isRightToLeft, let twin = image.component.model.leftToRightTwin,
      let ltr = try? twin.render(theme: image.theme, measurer: measurer)
    else { return [] }
    let width = image.rendering.size.width
    let source = AuditRule.named("rtl-mirror").source
    var findings: [Finding] = []
    for part in image.parts where image.readsRightToLeft(part.path) {
      guard let other = ltr.layout.parts.first(where: { $0.path == part.path })?.frame else { continue }
      let mirrored = Rect(x: width - other.maxX, y: other.y, width: other.width, height: other.height)
      let f = part.frame
      let worst = max(
        abs(f.x - mirrored.x), abs(f.y - mirrored.y), abs(f.width - mirrored.width), abs(f.height - mirrored.height))
      if worst > 0.5 {
        findings.append(
          Finding(
            image: image.name, part: part.path, rule: "rtl-mirror", severity: .error, measured: f.dumped,
            expected: "\(mirrored.dumped) ±0.5", unit: "pt", source: source, frame: f,
            detail: "left-to-right twin has \(other.dumped)"))
      }
    }
    return findings
  }

  // MARK: - Across entries (frames only)

  /// `widerThan` relations between states of one variant, and Dynamic Type growth.
  static func relations(_ images: [AuditSummary]) -> [Finding] {
    states(images) + dynamicType(images)
  }

  /// `widerThan` relations between states of one variant (each image is related only to
  /// images of its own variant, so a variant's images may be judged alone).
  static func states(_ images: [AuditSummary]) -> [Finding] {
    var findings: [Finding] = []
    let byKey = Dictionary(grouping: images) { "\($0.variantID)@\($0.scale)" }
    for image in images {
      for rule in image.relations {
        guard case .widerThan(let state, let growth) = rule.check,
          let other = byKey["\(image.variantID)@\(image.scale)"]?.first(where: { $0.state == state }),
          let mine = image.part(rule.part), let theirs = other.part(rule.part)
        else { continue }
        let floors = image.minWidths(rule.part)
        // Held at the minimum width, the smaller chip hides how much it would have grown.
        if floors.contains(where: { abs(theirs.width - $0) <= 0.01 || abs(mine.width - $0) <= 0.01 }) { continue }
        let delta = mine.width - theirs.width
        if abs(delta - growth) > rule.tolerance {
          findings.append(
            Finding(
              image: image.name, part: rule.part, rule: "spec:\(image.componentName).\(rule.id)", severity: .error,
              measured: delta.dumped, expected: growth.dumped, unit: "pt", source: rule.source, frame: mine,
              detail: "wider than the \(state) state"))
        }
      }
    }
    return findings
  }

  /// List cells that differ only in their fonts: a larger title never gives a shorter title
  /// frame or cell.
  static func dynamicType(_ images: [AuditSummary]) -> [Finding] {
    var groups: [String: [AuditSummary]] = [:]
    for image in images {
      guard let key = image.dynamicType?.key else { continue }
      groups["\(key)@\(image.scale)", default: []].append(image)
    }
    var findings: [Finding] = []
    let source = AuditRule.named("dynamic-type").source
    for group in groups.values where group.count > 1 {
      let sorted = group.sorted { ($0.titleSize, $0.name) < ($1.titleSize, $1.name) }
      for (small, big) in zip(sorted, sorted.dropFirst()) where big.titleSize > small.titleSize {
        for part in AuditSummary.dynamicTypeParts {
          guard let a = small.part(part), let b = big.part(part), b.height < a.height - 0.01 else { continue }
          findings.append(
            Finding(
              image: big.name, part: part, rule: "dynamic-type", severity: .error, measured: b.height.dumped,
              expected: "≥ \(a.height.dumped)", unit: "pt", source: source, frame: b,
              detail:
                "height; \(small.variantID) has smaller text "
                + "(\(small.titleSize.dumped)pt < \(big.titleSize.dumped)pt)"))
        }
      }
    }
    return findings
  }
}
