import ArgumentParser

/// `specsheet tokens`: `show` (the default, so `specsheet tokens --tokens FILE` reads as it always
/// did) and `import`, which writes a token set from a design system's published theme data.
package struct TokensCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "tokens",
    abstract: "Show what each theme field resolves to from a token set (the default), or import a token set.",
    subcommands: [TokensShowCommand.self, TokensImportCommand.self],
    defaultSubcommand: TokensShowCommand.self)

  package init() {}
}
