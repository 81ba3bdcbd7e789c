import Graphics

/// The one stylesheet of every page specsheet writes (the check and compare reports, the review
/// page, the catalog site). Design tokens are CSS custom properties: colours for light and dark
/// (`prefers-color-scheme`), a type scale, spacing, the focus ring; then the shared parts built on
/// them: page chrome, verdict badges, counts, buttons, tables, swatches, findings, picture frames on
/// a checkerboard and the golden-versus-actual views. A page adds only layout that uses the tokens,
/// never colours of its own (`PageLookTests` holds every page to that).
public enum PageStyle {
  /// Every rule: the tokens, then the shared parts.
  public static let css = tokens + base + parts + views

  /// Text colours pass WCAG AA (4.5:1) on `--bg`, `--panel` and the tints in both schemes; a
  /// badge's white text passes on every badge colour, which stay the same in dark mode, as do the
  /// verdicts' fill and ink (`VerdictPalette`, shared with the sheets). Overlay
  /// colours (redlines, measured frames) are drawn over pictures, so they do not change either.
  static let tokens = """
    :root{color-scheme:light dark;--font:system-ui,sans-serif;--mono:ui-monospace,monospace;\
    --text-xs:11px;--text-sm:12px;--text-base:14px;--text-md:15px;--text-lg:17px;--text-xl:22px;--leading:1.45;\
    --s1:4px;--s2:8px;--s3:12px;--s4:16px;--s5:20px;--radius:6px;--radius-sm:3px;--target:24px;\
    --fg:#1d2d3e;--muted:#4a5867;--bg:#f5f6f7;--panel:#fff;--line:#c9d0d6;--line-strong:#767676;\
    --link:#0a5cad;--focus:#0a6ed1;--code-bg:#eef1f4;\
    --bad:#a3000b;--warn:#8a5300;--ok:#1d6b1d;--info:#5b2a86;\
    --tint-neutral:#eef1f4;--tint-ok:#e3f4e1;--tint-bad:#fde2e2;--tint-warn:#fff1d6;\
    --check-a:#e8e8e8;--check-b:#fff;\
    --on-badge:#fff;--badge-warn:#8a5300;--badge-failed:#a3000b;--badge-audit:#5b2a86;\
    \(VerdictPalette.cssVariables);\
    --frame-open:#d40000;--frame-accepted:#a86400;--frame-exempt:#767676;\
    --frame-a11y:#0a6ed1;--redline:#e3165b;--redline-ext:#f08cad;\
    --on-redline:#fff}
    @media (prefers-color-scheme: dark){:root{--fg:#e8ecf0;--muted:#b4bfca;--bg:#15191d;--panel:#1f252b;\
    --line:#3d4852;--line-strong:#9aa5b1;--link:#8cc4ff;--focus:#8cc4ff;--code-bg:#2a323a;\
    --bad:#ff9b9b;--warn:#f0c070;--ok:#8fd18f;--info:#cfa8f0;\
    --tint-neutral:#2a323a;--tint-ok:#1e3a1e;--tint-bad:#4a1f22;--tint-warn:#3d3016;\
    --check-a:#2b3238;--check-b:#1f252b}}

    """

  /// Page chrome and text: body, links, headings, code, the focus ring, the skip link.
  static let base = """
    body{font:var(--text-base)/var(--leading) var(--font);margin:0;color:var(--fg);background:var(--bg)}
    a{color:var(--link)}
    :focus-visible,article[tabindex]:focus{outline:3px solid var(--focus);outline-offset:2px}
    .skip{position:absolute;left:-9999px}
    .skip:focus{left:var(--s2);top:var(--s2);background:var(--panel);padding:var(--s1) var(--s2);z-index:9}
    header{padding:var(--s3) var(--s5);background:var(--panel);border-bottom:1px solid var(--line)}
    main,body>footer{padding:var(--s3) var(--s5)}
    h1{font-size:var(--text-xl);margin:var(--s1) 0} h2{font-size:var(--text-lg);margin:var(--s4) 0 var(--s2)}
    h3{font-size:var(--text-md);margin:var(--s3) 0 var(--s1)} h4{font-size:var(--text-base);margin:0 0 var(--s1)}
    code{font:var(--text-sm) var(--mono);background:var(--code-bg);padding:1px var(--s1);border-radius:var(--radius-sm)}
    kbd{font:var(--text-sm) var(--mono);border:1px solid var(--line-strong);border-radius:var(--radius-sm);\
    padding:0 3px}
    pre{font:var(--text-sm) var(--mono);background:var(--code-bg);padding:var(--s2);overflow:auto;white-space:pre-wrap}
    .note,figcaption{color:var(--muted);font-size:var(--text-sm)}
    .bad{color:var(--bad);font-weight:600}
    nav li a,.target{display:inline-block;min-height:var(--target);line-height:var(--target)}
    summary{cursor:pointer;min-height:var(--target);line-height:var(--target)}

    """

  /// Controls, verdicts, counts, panels, tables, swatches and findings.
  static let parts = """
    button,select,input[type=text],input[type=search]{font:inherit;color:var(--fg);background:var(--panel);\
    border:1px solid var(--line-strong);border-radius:var(--radius-sm)}
    button{font-size:var(--text-sm);min-height:var(--target);padding:2px 10px;cursor:pointer}
    button:hover{background:var(--tint-neutral)}
    select{min-height:28px}
    .badge{display:inline-block;font-size:var(--text-xs);font-weight:600;line-height:1.6;padding:0 6px;\
    border-radius:var(--radius-sm);color:var(--on-badge);background:var(--badge-failed);vertical-align:middle}
    .badge.missing,.badge.stale,.badge.unreadable{background:var(--badge-warn)}
    .badge.open{background:var(--verdict-open-fill);color:var(--verdict-open-ink)}
    .badge.accepted{background:var(--verdict-accepted-fill);color:var(--verdict-accepted-ink)}
    .badge.exempt{background:var(--verdict-exempt-fill);color:var(--verdict-exempt-ink)}
    .badge.conforms,.badge.passed{background:var(--verdict-conforms-fill);color:var(--verdict-conforms-ink)}
    .badge.audit{background:var(--badge-audit)}
    .count{display:inline-block;padding:2px var(--s2);border-radius:10px;background:var(--tint-neutral);\
    margin-right:var(--s1)}
    .count.passed{background:var(--tint-ok)}
    .count.changed,.count.size-mismatch,.count.errors{background:var(--tint-bad)}
    .count.missing,.count.unreadable,.count.stale{background:var(--tint-warn)}
    .callout{border:1px solid var(--line);border-radius:var(--radius);padding:var(--s2) var(--s3);margin:var(--s2) 0}
    .callout-warn{background:var(--tint-warn);border-color:var(--warn)}
    .callout-bad{background:var(--tint-bad);border-color:var(--bad)}
    article{background:var(--panel);border:1px solid var(--line);border-radius:var(--radius);margin:0 0 var(--s4);\
    padding:var(--s3) var(--s4)}
    table{border-collapse:collapse} caption{text-align:left;font-weight:600}
    th,td{border:1px solid var(--line);padding:var(--s1) var(--s2);text-align:left;vertical-align:top}
    .chip{display:inline-block;width:16px;height:16px;border:1px solid var(--line-strong);\
    border-radius:var(--radius-sm);vertical-align:middle;margin-right:2px}
    .findings,.finding-list{padding-left:0;list-style:none} .findings li,.finding-list li{margin:var(--s1) 0}
    .finding.open{color:var(--bad)} .finding.exempt{color:var(--muted)} .finding .reason{font-weight:600}

    """

  /// Pictures on a checkerboard (transparency shows) and the golden-versus-actual views of the
  /// reports and the review page: side by side, diff, overlay slider, blink, zoom.
  static let views = """
    .frame,img.px,.zoom,.stack{background:repeating-conic-gradient(var(--check-a) 0 25%,var(--check-b) 0 50%) \
    0 0/16px 16px;border:1px solid var(--line)}
    .semantic{font-family:var(--mono)}
    .views{display:flex;flex-wrap:wrap;gap:var(--s4)}
    figure{margin:0;max-width:100%;min-width:0} figcaption{margin-bottom:var(--s1)}
    .pair{display:flex;gap:var(--s2);align-items:flex-start} .pair>div{text-align:center;font-size:var(--text-xs)}
    .pair img.px{min-width:0;max-width:calc(50% - 4px)}
    img.px{max-width:100%;height:auto}
    img.px,.zoom{image-rendering:pixelated;image-rendering:crisp-edges}
    .zoom{background-repeat:no-repeat}
    .stack{position:relative;max-width:100%}
    .stack img{position:absolute;left:0;top:0;border:0;width:100%;height:100%;max-width:none}
    .hidden{visibility:hidden}
    .slider input{width:100%}
    .none{color:var(--muted)}
    .scales{display:grid;grid-template-columns:repeat(auto-fit,minmax(0,1fr));gap:var(--s3)}
    .scales>article{min-width:0}
    figure.zoomed{overflow-x:auto}

    """
}
