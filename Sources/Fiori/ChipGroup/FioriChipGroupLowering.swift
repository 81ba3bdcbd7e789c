import ComponentKit
import Graphics

extension FioriChipGroupLayout {
  public func commands(theme: FioriTheme) -> [DrawCommand] {
    let chipCommands = chips.enumerated().flatMap { $1.commands(theme: theme).inPart("chip-\($0 + 1)") }
    guard let viewport else { return chipCommands }
    return [.pushClip(.rect(viewport))] + chipCommands + [.popClip]
  }
}
