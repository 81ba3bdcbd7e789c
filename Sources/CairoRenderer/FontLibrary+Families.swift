import CCairo

extension FontLibrary {
  /// The family names of every loaded font, sorted, once each (what `FontSet.families` lists).
  public var families: [String] {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    var names = Set<String>()
    for i in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[i] else { continue }
      var value: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
        names.insert(String(cString: value))
      }
    }
    return names.sorted()
  }
}
