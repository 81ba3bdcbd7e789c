import ComponentKit

/// Which shape categories each Material component reads (mdc-facts.md §3): buttons the small
/// shape, cards the medium (and their buttons the small); chips and lists none (a chip is a
/// pill, corners at 50% of its height); nothing reads the large shape. A fixture setting one
/// its component does not read is refused (issue 40: `shapes: {small: 8}` on a chip was listed
/// as 8pt while the chip stayed a pill).
enum MaterialShapeThemeKeys {
  static func inert(_ categories: [String], on what: String) -> [InertThemeKey] {
    categories.map { category in
      InertThemeKey(
        ["shapes", category],
        "\(what); MDC's themers give buttons the small shape and cards the medium one, and no "
          + "component reads the large one")
    }
  }

  static let chips = inert(["small", "medium", "large"], on: "chips are pills, corners at 50% of their height")
  static let lists = inert(["small", "medium", "large"], on: "list cells are not shaped")
  static let buttons = inert(["medium", "large"], on: "a button reads only the small shape")
  static let cards = inert(["large"], on: "a card reads the medium shape, its buttons the small one")
}
