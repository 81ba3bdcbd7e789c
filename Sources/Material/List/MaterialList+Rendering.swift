import ComponentKit
import Graphics

extension MaterialListCell {
  /// One cell on its host's background (the scheme's background colour, as the collection view
  /// behind it), with a uniform margin for the shadow of its elevation.
  public func rendering(scheme: MaterialContainerScheme, measurer: any TextMeasurer) throws -> Rendering {
    let cellLayout = try layout(measurer: measurer)
    let margin = MaterialElevation.margin(for: [StateTable([.normal: appearance.elevation])])
    let placed = cellLayout.offsetBy(dx: margin, dy: margin)
    let size = canvas(for: cellLayout.bounds.size, margin: EdgeInsets(all: margin))
    let host = DrawCommand.fill(.rect(Rect(origin: .zero, size: size)), scheme.colors.background)
    return Rendering(canvas: size, parts: placed.node(named: "cell").children, commands: [host] + placed.commands())
  }
}

extension MaterialBaseCell {
  /// The cell on its host's background with a margin for its shadow (MDC's snapshot of
  /// elevation 24 needs about 60pt below the cell).
  public func rendering(scheme: MaterialContainerScheme) throws -> Rendering {
    let margin = MaterialElevation.margin(for: [StateTable([.normal: appearance.elevation])])
    let bounds = Rect(x: margin, y: margin, width: size.width, height: size.height)
    let canvasSize = canvas(for: size, margin: EdgeInsets(all: margin))
    let host = DrawCommand.fill(.rect(Rect(origin: .zero, size: canvasSize)), scheme.colors.background)
    return Rendering(
      canvas: canvasSize, parts: [LayoutNode("container", frame: bounds)],
      commands: [host] + commands(in: bounds))
  }
}

extension MaterialList {
  /// The column of cells on the list's background, edge to edge, with a margin for the highest
  /// elevation among its cells.
  public func rendering(measurer: any TextMeasurer) throws -> Rendering {
    let listLayout = try layout(measurer: measurer)
    let margin = MaterialElevation.margin(for: cells.map { StateTable([.normal: $0.appearance.elevation]) })
    let placed = listLayout.offsetBy(dx: margin, dy: margin)
    let size = canvas(for: listLayout.frame.size, margin: EdgeInsets(all: margin))
    let host = DrawCommand.fill(.rect(Rect(origin: .zero, size: size)), background)
    return Rendering(
      canvas: size, parts: placed.node(named: "list").children,
      commands: [host] + placed.cells.enumerated().flatMap { $1.commands().inPart("cell-\($0 + 1)") })
  }
}
