import PageKit

/// The site's mode chooser (issue 39): a component page shows its grid in one mode at a time, a
/// detail page links to its state in every other mode; the choice is kept in the URL and
/// localStorage with the scale (`SiteScript`).
extension DetailPage {
  /// ` · theme=dark, direction=rtl` after a mode's heading; nothing in the default mode.
  static func modeSuffix(_ cell: SiteCell) -> String {
    cell.mode.isEmpty ? "" : " · " + SiteMode(name: cell.mode, sections: []).label
  }

  /// `cell`'s state in each mode of its component, in the component's order; nil where that
  /// mode has no such cell (a variant that cannot turn has no rtl copy).
  static func modeLinks(_ cell: SiteCell, in component: SiteComponent) -> [(label: String, cell: SiteCell?)] {
    guard !component.modes.isEmpty else { return [] }
    return component.allModes.map { mode in
      (mode.label, mode.cells.first { $0.variant == cell.variant && $0.state == cell.state })
    }
  }

  /// `Mode: default · theme=dark · …`, the page's own mode current and the ones without this
  /// state said so; nothing without modes.
  static func modeNav(_ cell: SiteCell, _ modes: [(label: String, cell: SiteCell?)]) -> HTML {
    guard modes.count > 1 else { return HTML() }
    let items = modes.map { label, other -> HTML in
      guard let other else { return #"<li><span class="note">\#(label) (not drawn)</span></li>"# }
      if other.id == cell.id { return #"<li><strong aria-current="page">\#(label)</strong></li>"# }
      let href = SiteHTML.href(SiteHTML.up(depth) + SitePages.detailPath(other))
      return #"<li><a href="\#(href)" data-mode="\#(other.mode)">\#(label)</a></li>"#
    }
    return #"<nav class="modes" aria-label="Modes" data-current="\#(cell.mode)"><span>Mode:</span> "#
      + #"<ul>\#(items.joined())</ul></nav>"#
  }
}

extension ComponentPage {
  /// A chooser of the component's modes; nothing without modes.
  static func modeChooser(_ component: SiteComponent) -> HTML {
    guard !component.modes.isEmpty else { return HTML() }
    let options = component.allModes.map { mode -> HTML in
      #"<option value="\#(mode.name)">\#(mode.label)</option>"#
    }
    return #"<label class="chooser">Mode <select id="mode">\#(options.joined())</select></label>"#
  }

  /// Each mode's grid, all but the default hidden until chosen (the script shows the one kept).
  static func modeViews(_ component: SiteComponent, scale: Int, catalog: SiteCatalog) -> HTML {
    var html = HTML()
    var number = 0
    for mode in component.allModes {
      var grids = HTML()
      for section in mode.sections {
        number += 1
        grids += grid(section, number: number, component: component, scale: scale, catalog: catalog)
      }
      guard !component.modes.isEmpty else { return grids }
      html +=
        #"<div class="mode-view" data-mode="\#(mode.name)"\#(mode.name.isEmpty ? HTML() : " hidden")>"#
        + grids + "</div>\n"
    }
    return html
  }
}
