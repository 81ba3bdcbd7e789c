import SpecsheetCLI

// The shipped components; a team's executable passes its own registry (docs/adding-a-component.md).
SpecsheetCommand.main()
