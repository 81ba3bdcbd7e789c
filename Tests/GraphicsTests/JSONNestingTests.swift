import Graphics
import Testing

/// `JSONNesting.exceeds` for a byte array (issue 37: the generic one, called unspecialized from
/// another module, was 39 ms of every check's serial start on the goldens' manifest) gives the
/// generic one's answers: depth counted outside strings, escaped quotes kept inside them.
@Suite struct JSONNestingTests {
  @Test func anArrayIsJudgedAsAnyBytesAre() {
    let texts = [
      "[[[]]]", "[[[[]]]]", #"{"a": "[[[[[["}"#, #"["\"[[[[", 1]"#, #"[["\\"], [[[]]]]"#, "", "}}}}",
      #"{"a":[{"b":[1]}]}"#,
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      let generic = JSONNesting.exceeds(AnySequence(bytes), limit: 3)
      #expect(JSONNesting.exceeds(bytes, limit: 3) == generic, "\(text)")
    }
    #expect(JSONNesting.exceeds(Array("[[[[]]]]".utf8), limit: 3))
    #expect(!JSONNesting.exceeds(Array(#"{"a": "[[[[[["}"#.utf8), limit: 3))
    #expect(!JSONNesting.exceeds(Array(#"["\"[[[[", 1]"#.utf8), limit: 3))
  }
}
