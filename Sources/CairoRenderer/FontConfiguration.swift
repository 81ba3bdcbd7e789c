/// The project-owned fontconfig configuration.
///
/// Rendering must not depend on the machine's font setup (`/etc/fonts`, `~/.config/fontconfig`,
/// `FONTCONFIG_FILE`, whatever fonts happen to be installed). This file is the whole truth: four
/// font folders from four Debian packages, and match rules that pin rasterisation (no hinting,
/// no autohinter, grayscale antialiasing, no subpixel order). `FontLibrary` parses the XML from
/// memory into a fresh `FcConfig`, so neither library users nor the CLI look up a file.
///
/// Cache decision: `FontCache`. The folders are added with `FcConfigAppFontAddDir` under a
/// `<cachedir>` of the project's (keyed by a hash of the font files), and a `<selectfont>` accepts
/// exactly the files listed below: scanning them with FreeType took most of a one-image run's
/// start (~6 ms of ~30), reading fontconfig's cache a fraction of a millisecond. Without a
/// writable cache folder, `FontLibrary` adds each font file (sorted; `onlyFiles` narrows a
/// shared folder) with `FcConfigAppFontAddFile`, which scans and writes nothing, as before; the
/// fonts are the same either way (checked).
public enum FontConfiguration {
  /// One configured font folder and the Debian package that provides it.
  public struct Directory: Hashable, Sendable {
    public var path: String
    public var debianPackage: String
    /// A file expected in the folder (checked so a half-installed package is caught early).
    public var sampleFile: String
    /// When set, only these files of the folder are loaded: for folders that several Debian
    /// packages share (e.g. `dejavu`, filled by fonts-dejavu-core and fonts-dejavu-extra), so
    /// the font set does not depend on which of them happen to be installed.
    public var onlyFiles: [String]? = nil
  }

  public static let directories: [Directory] = [
    Directory(
      path: "/usr/share/fonts/opentype/inter", debianPackage: "fonts-inter",
      sampleFile: "Inter-Regular.otf"),
    Directory(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF",
      debianPackage: "fonts-roboto-unhinted", sampleFile: "Roboto-Regular.ttf"),
    Directory(
      path: "/usr/share/fonts/truetype/material-design-icons-iconfont",
      debianPackage: "fonts-material-design-icons-iconfont",
      sampleFile: "MaterialIcons-Regular.ttf"),
    // DejaVu Sans (Book 400 and Bold 700) covers Latin, Hebrew and Arabic in one face, so a
    // right-to-left label (with its digits and punctuation) resolves without fallback. Only the
    // fonts-dejavu-core files are loaded; fonts-dejavu-extra shares the folder.
    Directory(
      path: "/usr/share/fonts/truetype/dejavu", debianPackage: "fonts-dejavu-core",
      sampleFile: "DejaVuSans.ttf", onlyFiles: ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"]),
    // Noto Sans Arabic and Hebrew (Regular 400 and Bold 700 only) for Roboto's and Inter's
    // Arabic and Hebrew text, through `FontChain`. Only these four of the package's files.
    Directory(
      path: "/usr/share/fonts/truetype/noto", debianPackage: "fonts-noto-core",
      sampleFile: "NotoSansArabic-Regular.ttf",
      onlyFiles: [
        "NotoSansArabic-Bold.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Bold.ttf",
        "NotoSansHebrew-Regular.ttf",
      ]),
  ]

  /// Font file name extensions loaded from the folders.
  public static let fontExtensions: Set<String> = ["otf", "ttf"]

  /// The fontconfig XML: rendering rules only. No `<include>` (so no system or user configuration
  /// is read), no `<dir>` and no `<cachedir>`: fonts come only from `directories` (see above).
  public static let xml: String = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <match target="font">
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
      </match>
    </fontconfig>

    """

  /// The pinned rasterisation settings, as text (part of the environment fingerprint).
  public static let pinnedOptions: [String] = [
    "resolution=72dpi",
    "round-glyph-positions=false",
    "cairo.hint-style=none",
    "cairo.hint-metrics=off",
    "cairo.antialias=gray",
    "cairo.subpixel-order=default",
    "fontconfig.hinting=false autohint=false hintstyle=none antialias=true rgba=none lcdfilter=none "
      + "embeddedbitmap=false",
    "pango.language=en-us",
    "pango.fallback=false",
  ]
}
