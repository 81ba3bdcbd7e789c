import PageKit

/// The site's one stylesheet (`site.css`): the shared look (`PageStyle.css`: tokens for light and
/// dark, badges, tables, swatches, findings, frames) and the site's own layout, which uses the
/// tokens and defines no colour of its own.
public enum SiteStyle {
  /// What `site.css` holds.
  public static let css = PageStyle.css + layout

  /// Index cards, the grid, the detail figure's layers and the colour-vision toggles. The grid has
  /// no scrolling box of its own: the page scrolls as one, so its header sticks to the window and
  /// no column hides behind an inner scroll bar.
  static let layout = """
    header nav a,.themes a,.pager a,.results li a{display:inline-block;min-height:var(--target);\
    line-height:var(--target)}
    main{padding-bottom:40px}
    .defs{position:absolute;width:0;height:0;overflow:hidden}
    .search input{padding:6px var(--s2);width:min(480px,100%);margin:var(--s1) 0}
    .results{list-style:none;padding:0;margin:0;max-height:360px;overflow:auto}
    .cards{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));\
    gap:var(--s3)}
    .card{display:flex;flex-direction:column;gap:var(--s1);padding:10px;background:var(--panel);border:1px solid \
    var(--line);border-radius:var(--radius);text-decoration:none;color:var(--fg);height:100%;box-sizing:border-box}
    .card .name{font-weight:600;color:var(--link)}
    .thumb{display:flex;align-items:center;justify-content:center;min-height:96px;overflow:hidden;\
    border-radius:var(--radius-sm)}
    .thumb img{max-width:100%;height:auto;outline:1px dashed var(--line)}
    .toolbar{display:flex;flex-wrap:wrap;gap:var(--s3);align-items:center;margin:var(--s2) 0}
    fieldset{border:1px solid var(--line);border-radius:var(--radius-sm);padding:2px 10px 6px;margin:0}
    fieldset label{display:inline-block;min-height:var(--target);line-height:var(--target);margin-right:6px}
    .grid th,.grid td{padding:6px}
    .grid thead th{position:sticky;top:0;z-index:1;background:var(--panel)}
    .grid td:target{outline:3px solid var(--focus)}
    .cell{display:inline-flex;flex-direction:column;gap:2px;text-decoration:none;color:var(--fg)}
    .pic-wrap{display:inline-block;line-height:0}
    .pic{image-rendering:auto}
    .verdict{font-size:var(--text-sm)}
    .grid td{white-space:nowrap}
    .perma{font-size:var(--text-sm);display:inline-block;min-width:var(--target);min-height:var(--target);\
    line-height:var(--target);text-align:center}
    body[data-cvd=protanopia] .pic{filter:url(#cvd-protanopia)}
    body[data-cvd=deuteranopia] .pic{filter:url(#cvd-deuteranopia)}
    body[data-cvd=tritanopia] .pic{filter:url(#cvd-tritanopia)}
    body[data-cvd=achromatopsia] .pic{filter:url(#cvd-achromatopsia)}
    .figure-wrap{overflow:auto;max-width:100%;max-height:75vh;display:inline-block}
    svg.figure{display:block}
    svg.figure .dim{stroke:var(--redline);stroke-width:0.5;vector-effect:non-scaling-stroke}
    svg.figure .ext{stroke:var(--redline-ext);stroke-width:0.5;vector-effect:non-scaling-stroke}
    svg.figure .pill{fill:var(--redline)}
    svg.figure text{fill:var(--on-redline);font-family:Inter,var(--font);font-weight:600;text-anchor:middle;\
    dominant-baseline:central}
    svg.figure .findings rect{fill:none;stroke-width:1.5;vector-effect:non-scaling-stroke;stroke-dasharray:4 2}
    svg.figure .findings .open{stroke:var(--frame-open)} svg.figure .findings .accepted{stroke:var(--frame-accepted)}
    svg.figure .findings .exempt{stroke:var(--frame-exempt);stroke-dasharray:2 1}
    svg.figure .a11y rect{fill:none;stroke:var(--frame-a11y);stroke-width:1;vector-effect:non-scaling-stroke}
    svg.figure .a11y circle{fill:var(--frame-a11y)}
    svg.figure .a11y text{fill:var(--on-redline);text-anchor:middle;dominant-baseline:central;font-weight:700}
    body.hide-redlines .layer.redlines,body.hide-findings .layer.findings,body:not(.show-a11y) .layer.a11y{display:none}
    .matrix td.fail{background:var(--tint-bad)}
    .plain{padding-left:22px}
    .inspect-wrap{display:flex;flex-wrap:wrap;gap:var(--s3);align-items:flex-start}
    .inspect-wrap figure.detail{flex:1 1 480px;min-width:0}
    aside.inspector{flex:0 1 300px;position:sticky;top:var(--s2);background:var(--panel);border:1px solid var(--line);\
    border-radius:var(--radius);padding:var(--s2) var(--s3)}
    aside.inspector h2{margin-top:0} aside.inspector h3{font-size:var(--text-sm)}
    aside.inspector ul.plain{list-style:none;padding-left:0} aside.inspector li{margin-bottom:4px}
    button.copy{font:inherit;font-size:var(--text-sm);background:none;border:0;\
    border-bottom:1px dashed var(--line-strong);color:var(--fg);padding:0;min-height:24px;cursor:copy;text-align:left}
    button.copy.strong{font-weight:700}
    .zoom{display:flex;flex-wrap:wrap;gap:4px;align-items:center}
    .zoom button{min-width:var(--target);min-height:var(--target);font:inherit}
    svg.figure .part{fill:transparent;stroke:none;cursor:crosshair;outline:none}
    svg.figure .part:hover,svg.figure .part:focus{stroke:var(--focus);stroke-width:1.5;vector-effect:non-scaling-stroke}
    svg.figure .part.selected{stroke:var(--redline);stroke-width:2;vector-effect:non-scaling-stroke}
    svg.figure .measure line{stroke:var(--focus);stroke-width:1;vector-effect:non-scaling-stroke}
    svg.figure .measure rect{fill:var(--focus)} svg.figure .measure text{fill:var(--panel)}
    .debug-tag{font-size:var(--text-sm);border:1px dashed var(--line-strong);border-radius:var(--radius-sm);\
    padding:0 4px}
    .baseline-missing{border-left:4px solid var(--warn);background:var(--panel);padding:var(--s1) var(--s3)}
    .live-error{border:2px solid var(--bad);color:var(--bad);background:var(--panel);padding:var(--s2) var(--s3);\
    margin:var(--s2) 0;white-space:pre-wrap}
    """
}
