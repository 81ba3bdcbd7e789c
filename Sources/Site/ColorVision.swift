import PageKit

/// Colour-vision deficiency simulation for the site's pictures, as SVG filters the pages apply
/// with CSS (`filter: url(#cvd-protanopia)`).
///
/// The dichromacies use the matrices of Machado, Oliveira and Fernandes, "A Physiologically-based
/// Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, at severity 1.0 (the
/// paper's supplementary table). The model is linear in linear RGB, so the filters set
/// `color-interpolation-filters="linearRGB"`: the browser converts sRGB to linear, applies the
/// matrix and converts back. Achromatopsia (no cones: luminance only) is outside Machado's model;
/// it is the relative luminance of WCAG 2.x / ITU-R BT.709 (0.2126 R + 0.7152 G + 0.0722 B),
/// also in linear RGB.
public enum ColorVision {
  /// The simulations, each a 3×3 matrix (rows give the simulated R, G, B), by the name the
  /// pages' chooser uses.
  public static let matrices: [(name: String, matrix: [[Double]])] = [
    (
      "protanopia",
      [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    ),
    (
      "deuteranopia",
      [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    ),
    (
      "tritanopia",
      [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    ),
    ("achromatopsia", Array(repeating: [0.2126, 0.7152, 0.0722], count: 3)),
  ]

  /// `values` of an feColorMatrix: the 3×3 matrix as its 4×5 form, alpha kept.
  public static func values(_ m: [[Double]]) -> String {
    let rows = m.map { row in row.map { String($0) } + ["0", "0"] } + [["0", "0", "0", "1", "0"]]
    return rows.map { $0.joined(separator: " ") }.joined(separator: "  ")
  }

  /// The filters, in an SVG that takes no room and that assistive technology skips.
  public static let filters: HTML = {
    let defs = matrices.map { name, matrix -> HTML in
      #"<filter id="cvd-\#(name)" color-interpolation-filters="linearRGB">"#
        + #"<feColorMatrix type="matrix" values="\#(values(matrix))"/></filter>"#
    }.joined()
    return #"<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>\#(defs)</defs></svg>"#
  }()
}
