/// The small views every page shows the same way: a verdict badge, a colour swatch (with its
/// contrast), a finding (open, or accepted with the baseline's reason) and a picture in its frame.
public enum PageViews {
  /// An audit verdict, as a badge's class: the audit's four words (`FindingVerdict`, coloured
  /// from `VerdictPalette`) and a check's failed.
  public enum Verdict: String, Sendable, CaseIterable {
    case conforms, accepted, exempt, open, failed
  }

  /// A badge in a verdict's colour.
  public static func badge(_ verdict: Verdict, _ label: String) -> HTML {
    badge(kind: verdict.rawValue, label)
  }

  /// A badge of a kind the stylesheet knows besides the verdicts (a check's `changed`, `missing`,
  /// `stale`, …, the report's `audit`); `kind` is a CSS class name.
  public static func badge(kind: String, _ label: String) -> HTML {
    #"<span class="badge \#(kind)">\#(label)</span>"#
  }

  /// A colour chip (`hex` is `#RRGGBB` or `#RRGGBBAA`), its value as its tooltip; `showValue`
  /// writes the value beside it as code.
  public static func swatch(_ hex: String, showValue: Bool = false) -> HTML {
    #"<span class="chip" title="\#(hex)" style="background:\#(hex)"></span>"#
      + (showValue ? " <code>\(hex)</code>" : HTML())
  }

  /// A contrast ratio as text (`4.52:1`), marked when below `minimum` (`minimumText` as shown).
  public static func contrast(_ ratioText: String, failing: Bool, minimumText: String? = nil) -> HTML {
    guard failing else { return "\(ratioText)" }
    let below = minimumText.map { " (below \($0))" } ?? HTML()
    return #"<span class="bad">\#(ratioText)\#(below)</span>"#
  }

  /// One finding as a list item: open ones in the failing colour, exempt ones muted; accepted
  /// ones with the baseline's reason and, when known, the baseline entry that accepts it. `text`
  /// is plain text; `code` shows it as code (a finding's line as the console prints it).
  public static func finding(
    _ text: String, accepted: (reason: String, location: String?)? = nil, exempt: Bool = false, code: Bool = false,
    attributes: HTML = ""
  ) -> HTML {
    let shown: HTML = code ? "<code>\(text)</code>" : "\(text)"
    guard let accepted else {
      return #"<li class="finding \#(exempt ? "exempt" : "open")"\#(attributes)>\#(shown)</li>"#
    }
    let location = accepted.location.map { #" <span class="note">(\#($0))</span>"# } ?? HTML()
    return #"<li class="finding accepted"\#(attributes)>\#(shown)<br><span class="reason">Accepted: "#
      + #"\#(accepted.reason)</span>\#(location)</li>"#
  }

  /// A captioned picture: `pictures` are the framed `<img>`s (`PictureViews.pixels`, a `.frame`
  /// or `.stack`) already built, `caption` HTML (it may hold a control, as the blink view's button).
  public static func figure(_ pictures: HTML, caption: HTML, classes: String = "") -> HTML {
    #"<figure\#(classes.isEmpty ? HTML() : #" class="\#(classes)""#)><figcaption>\#(caption)</figcaption>"#
      + #"\#(pictures)</figure>"#
  }
}
