/// The site's one stylesheet (`site.css`): light and dark by `prefers-color-scheme`, the report's
/// type and focus habits, colours chosen to pass WCAG AA on both backgrounds.
public enum SiteStyle {
  public static let css = """
    :root{color-scheme:light dark;--fg:#1d2d3e;--muted:#4a5867;--bg:#f5f6f7;--panel:#fff;--line:#c9d0d6;\
    --link:#0a5cad;--bad:#a3000b;--focus:#0a6ed1;--chip-border:#767676}
    @media (prefers-color-scheme: dark){:root{--fg:#e8ecf0;--muted:#b4bfca;--bg:#15191d;--panel:#1f252b;\
    --line:#3d4852;--link:#8cc4ff;--bad:#ff9b9b;--focus:#8cc4ff;--chip-border:#9aa5b1}}
    body{font:14px/1.45 system-ui,sans-serif;margin:0;color:var(--fg);background:var(--bg)}
    a{color:var(--link)}
    a:focus-visible,input:focus-visible,select:focus-visible,[tabindex]:focus-visible{outline:3px solid \
    var(--focus);outline-offset:2px}
    .skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:var(--panel);padding:4px 8px;z-index:9}
    header{padding:10px 20px;border-bottom:1px solid var(--line);background:var(--panel)}
    main{padding:12px 20px 40px}
    h1{font-size:22px;margin:8px 0} h2{font-size:17px;margin:20px 0 6px} h3{font-size:15px;margin:12px 0 4px}
    code{font:12px ui-monospace,monospace}
    .note{color:var(--muted);font-size:13px}
    .bad{color:var(--bad);font-weight:600}
    .defs{position:absolute;width:0;height:0;overflow:hidden}
    .search input{font:inherit;padding:6px 8px;width:min(480px,100%);margin:4px 0;border:1px solid \
    var(--chip-border);border-radius:4px;background:var(--panel);color:var(--fg)}
    .results{list-style:none;padding:0;margin:0;max-height:360px;overflow:auto}
    .results li a{display:inline-block;min-height:24px;line-height:24px}
    .cards{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));\
    gap:12px}
    .card{display:flex;flex-direction:column;gap:4px;padding:10px;background:var(--panel);border:1px solid \
    var(--line);border-radius:6px;text-decoration:none;color:var(--fg);height:100%;box-sizing:border-box}
    .card .name{font-weight:600;color:var(--link)}
    .thumb{display:flex;align-items:center;justify-content:center;min-height:96px;overflow:hidden;border-radius:4px}
    .thumb img{max-width:100%;height:auto;outline:1px dashed var(--line)}
    .toolbar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:8px 0}
    fieldset{border:1px solid var(--line);border-radius:4px;padding:2px 10px 6px;margin:0}
    fieldset label{display:inline-block;min-height:24px;line-height:24px;margin-right:6px}
    select{font:inherit;min-height:28px;background:var(--panel);color:var(--fg);border:1px solid var(--chip-border)}
    .grid-wrap{overflow-x:auto;max-width:100%}
    table{border-collapse:collapse}
    .grid th,.grid td{border:1px solid var(--line);padding:6px;vertical-align:top;text-align:left}
    .grid thead th{position:sticky;top:0;background:var(--panel)}
    .grid td:target{outline:3px solid var(--focus)}
    .cell{display:inline-flex;flex-direction:column;gap:2px;text-decoration:none;color:var(--fg)}
    .pic-wrap{display:inline-block;line-height:0}
    .pic{image-rendering:auto}
    .verdict{font-size:12px}
    .grid td{white-space:nowrap}
    .perma{font-size:12px;display:inline-block;min-width:24px;min-height:24px;line-height:24px;text-align:center}
    body[data-cvd=protanopia] .pic{filter:url(#cvd-protanopia)}
    body[data-cvd=deuteranopia] .pic{filter:url(#cvd-deuteranopia)}
    body[data-cvd=tritanopia] .pic{filter:url(#cvd-tritanopia)}
    body[data-cvd=achromatopsia] .pic{filter:url(#cvd-achromatopsia)}
    .figure-wrap{overflow:auto;max-width:100%;max-height:75vh;background:repeating-conic-gradient(#e8e8e8 0 25%,\
    #fff 0 50%) 0 0/16px 16px;border:1px solid var(--line);display:inline-block}
    svg.figure{display:block}
    svg.figure .dim{stroke:#E3165B;stroke-width:0.5;vector-effect:non-scaling-stroke}
    svg.figure .ext{stroke:#F08CAD;stroke-width:0.5;vector-effect:non-scaling-stroke}
    svg.figure .pill{fill:#E3165B}
    svg.figure text{fill:#fff;font-family:Inter,system-ui,sans-serif;font-weight:600;text-anchor:middle;\
    dominant-baseline:central}
    svg.figure .findings rect{fill:none;stroke-width:1.5;vector-effect:non-scaling-stroke;stroke-dasharray:4 2}
    svg.figure .findings .open{stroke:#d40000} svg.figure .findings .accepted{stroke:#a86400}
    svg.figure .a11y rect{fill:none;stroke:#0a6ed1;stroke-width:1;vector-effect:non-scaling-stroke}
    svg.figure .a11y text{fill:#0a6ed1;text-anchor:start;dominant-baseline:auto;font-weight:700}
    body.hide-redlines .layer.redlines,body.hide-findings .layer.findings,body:not(.show-a11y) .layer.a11y{display:none}
    .findings li{margin:4px 0} .findings .open{color:var(--bad)}
    .reason{font-weight:600}
    .swatches td,.swatches th,.roles td,.roles th,.matrix td,.matrix th{border:1px solid var(--line);padding:4px 8px;\
    text-align:left}
    .chip{display:inline-block;width:18px;height:18px;border:1px solid var(--chip-border);border-radius:3px;\
    vertical-align:middle}
    .matrix td.fail{background:rgba(212,0,0,.12)}
    .pager a{display:inline-block;min-height:24px;line-height:24px;margin-right:12px}
    .themes a,header nav a{display:inline-block;min-height:24px;line-height:24px}
    .plain{padding-left:22px}
    .live-error{border:2px solid var(--bad);color:var(--bad);background:var(--panel);padding:8px 12px;margin:8px 0;\
    white-space:pre-wrap}
    """
}
