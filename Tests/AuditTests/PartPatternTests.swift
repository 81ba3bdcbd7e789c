import ComponentKit
import Testing

/// A rule's `part` against part paths: suffix by name, anchored with `/`, `*` inside a name.
@Suite struct PartPatternTests {
  private func matches(_ pattern: String, _ path: String) -> Bool { SpecRule.part(pattern, matches: path) }

  @Test func aNameMatchesThatPartAtAnyDepthButNotAPartOfTheName() {
    #expect(matches("container", "container"))
    #expect(matches("container", "chip-1.container"))
    #expect(matches("chip-1.container", "group.chip-1.container"))
    #expect(!matches("container", "container-2"))
    #expect(!matches("container", "outer-container"))
    #expect(!matches("chip-1.container", "container"))
    #expect(!matches("chip-1.container", "chip-2.container"))
  }

  @Test func anAnchoredPatternMatchesTheTopLevelOnly() {
    #expect(matches("/container", "container"))
    #expect(!matches("/container", "button-1.container"))
    #expect(matches("/card-1.container", "card-1.container"))
  }

  @Test func aStarMatchesAnyRunWithinOneName() {
    #expect(matches("/card-*.container", "card-1.container"))
    #expect(matches("/card-*.container", "card-12.container"))
    #expect(matches("/card-*.container", "card-.container"))
    #expect(!matches("/card-*.container", "card-1.button-1.container"))
    #expect(!matches("/card-*.container", "cart-1.container"))
    #expect(matches("*-icon", "leading-icon"))
    #expect(matches("chip-*", "group.chip-3"))
    #expect(!matches("chip-*", "chip"))
    #expect(matches("*", "label"))
    // Head and tail may not overlap: `ab*ba` needs at least four characters.
    #expect(!matches("ab*ba", "aba"))
    #expect(matches("ab*ba", "abba"))
  }
}
