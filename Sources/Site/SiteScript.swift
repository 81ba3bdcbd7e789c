/// The site's one script (`site.js`): the scale chooser, the layer toggles, the colour-vision
/// chooser (all three kept in the URL and localStorage), the search and the keyboard shortcuts.
/// No network: it only rewrites relative URLs.
public enum SiteScript {
  public static let js = main + SiteInspectScript.js

  static let main = """
    (function () {
      var body = document.body;
      function typing(e) {
        var t = e.target && e.target.tagName;
        // A scrolling region keeps its arrow keys.
        var scrolls = e.target && e.target.classList && (e.target.classList.contains('figure-wrap') ||
          e.target.classList.contains('grid-wrap'));
        return t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA' || scrolls;
      }
      // Where the reader is (scale, mode, simulation, layers): in the URL's query and in
      // localStorage, so the next page, a shared link and a live reload open as they were left.
      var KEY = 'specsheet-site-view', NAMES = ['scale', 'mode', 'cvd', 'layers', 'zoom'], view = {};
      try { view = JSON.parse(localStorage.getItem(KEY) || '{}') || {}; } catch (e) { view = {}; }
      var params = new URLSearchParams(location.search);
      NAMES.forEach(function (k) { if (params.has(k)) view[k] = params.get(k); });
      function query() {
        var q = new URLSearchParams();
        NAMES.forEach(function (k) { if (view[k]) q.set(k, view[k]); });
        var text = q.toString();
        return text ? '?' + text : '';
      }
      function remember() {
        try { localStorage.setItem(KEY, JSON.stringify(view)); } catch (e) { /* private mode: the URL keeps it */ }
        history.replaceState(null, '', location.pathname + query() + location.hash);
      }
      // A link to another page of the site, with the view.
      function carried(a) {
        var u = new URL(a.href, location.href);
        if (u.protocol !== location.protocol || u.host !== location.host) return a.href;
        u.search = query();
        return u.href;
      }
      document.addEventListener('click', function (e) {
        var a = e.target.closest && e.target.closest('a[href]');
        if (a && a.getAttribute('href').charAt(0) !== '#') a.href = carried(a);
      });
      // Scale: grid pictures show @Nx at N CSS pixels per point, sharper files on denser screens
      // (srcset); the detail SVG keeps its viewBox and takes the file its screen needs.
      function pick(scales, s) {
        var want = s * (window.devicePixelRatio || 1);
        var up = scales.filter(function (t) { return t >= want; });
        return up.length ? Math.min.apply(null, up) : Math.max.apply(null, scales);
      }
      function showScale(s) {
        document.querySelectorAll('img[data-base]').forEach(function (img) {
          var scales = img.getAttribute('data-scales').split(',').map(Number), base = img.getAttribute('data-base');
          if (scales.indexOf(s) < 0) return;
          img.srcset = scales.filter(function (t) { return t >= s; })
            .map(function (t) { return base + '@' + t + 'x.png ' + (t / s) + 'x'; }).join(', ');
          img.src = base + '@' + s + 'x.png';
          img.width = Math.round(parseFloat(img.getAttribute('data-w')) * s);
          img.height = Math.round(parseFloat(img.getAttribute('data-h')) * s);
        });
      }
      // Zoom of the detail view: CSS pixels per point, the PNG its screen needs, redline labels
      // kept at the size they have at 200 % (vectors: sharp at any zoom).
      var figure = document.querySelector('figure.detail'), zoom = 2;
      function fitZoom() {
        // The picture's own box (beside the inspector, inside its border): the page less 300 px
        // forgot the gap and the border, and a fitted picture scrolled.
        var svg = figure.querySelector('svg.figure'), wrap = figure.querySelector('.figure-wrap');
        var room = Math.max(100, (wrap.clientWidth || figure.parentElement.clientWidth - 300) - 2);
        return Math.min(room / parseFloat(svg.getAttribute('data-w')),
          window.innerHeight * 0.7 / parseFloat(svg.getAttribute('data-h')), 8) || 1;
      }
      function setZoom(z, fit) {
        if (!figure) return;
        var svg = figure.querySelector('svg.figure'), image = svg.querySelector('image.pic');
        zoom = Math.max(0.25, Math.min(8, z));
        var scales = (figure.getAttribute('data-scales') || '1').split(',').map(Number);
        image.setAttribute('href', figure.getAttribute('data-base') + '@' + pick(scales, zoom) + 'x.png');
        svg.setAttribute('width', parseFloat(svg.getAttribute('data-w')) * zoom);
        svg.setAttribute('height', parseFloat(svg.getAttribute('data-h')) * zoom);
        var k = Math.min(1, 2 / zoom);
        svg.querySelectorAll('.layer.redlines rect.pill, .layer.redlines text').forEach(function (el) {
          var box = el.tagName === 'text' ? el.previousElementSibling : el;
          var cx = parseFloat(box.getAttribute('x')) + parseFloat(box.getAttribute('width')) / 2;
          var cy = parseFloat(box.getAttribute('y')) + parseFloat(box.getAttribute('height')) / 2;
          var around = 'translate(' + cx + ' ' + cy + ') scale(' + k + ') translate(' + -cx + ' ' + -cy + ')';
          el.setAttribute('transform', around);
        });
        // Accessibility badges stay 12 px (6 user units at 200 %) whatever the zoom.
        svg.querySelectorAll('.layer.a11y g.badge').forEach(function (g) {
          g.setAttribute('transform', 'translate(' + g.getAttribute('data-x') + ' ' + g.getAttribute('data-y') +
            ') scale(' + 2 / zoom + ')');
        });
        svg.querySelectorAll('.layer.measure g').forEach(function (g) {
          g.setAttribute('transform', g.getAttribute('transform').replace(/scale\\([^)]*\\)/, 'scale(' + k + ')'));
        });
        var level = document.getElementById('zoom-level');
        if (level) level.textContent = Math.round(zoom * 100) + '%' + (fit ? ' (fit)' : '');
        svg.setAttribute('data-zoom', zoom);
      }
      function chooseZoom(z) {
        view.zoom = z;
        remember();
        setZoom(z === 'fit' ? fitZoom() : parseFloat(z), z === 'fit');
      }
      document.querySelectorAll('button[data-zoom]').forEach(function (b) {
        b.addEventListener('click', function () {
          var z = b.getAttribute('data-zoom');
          chooseZoom(z === 'in' ? String(zoom * 1.25) : z === 'out' ? String(zoom / 1.25) : z);
        });
      });
      var wrap = figure && figure.querySelector('.figure-wrap');
      if (wrap) {
        wrap.addEventListener('wheel', function (e) {
          if (!e.ctrlKey) return;
          e.preventDefault();
          chooseZoom(String(zoom * (e.deltaY < 0 ? 1.25 : 0.8)));
        }, {passive: false});
      }
      document.querySelectorAll('input[name=scale]').forEach(function (radio) {
        if (view.scale === radio.value) radio.checked = true;
        radio.addEventListener('change', function () {
          view.scale = radio.value;
          remember();
          showScale(parseInt(radio.value, 10));
          if (figure) chooseZoom(radio.value);
        });
      });
      var checked = document.querySelector('input[name=scale]:checked');
      if (checked) showScale(parseInt(checked.value, 10));
      // A detail view opens fitted to the window, or at the zoom last chosen.
      var fitted = !view.zoom || view.zoom === 'fit';
      if (figure) setZoom(fitted ? fitZoom() : parseFloat(view.zoom), fitted);
      // Layers of the detail view.
      var classes = {redlines: ['hide-redlines', false], findings: ['hide-findings', false], a11y: ['show-a11y', true]};
      var boxes = Array.prototype.slice.call(document.querySelectorAll('input[data-layer]'));
      var shown = view.layers ? view.layers.split(',') : null;
      boxes.forEach(function (box) {
        function apply() {
          var c = classes[box.getAttribute('data-layer')];
          body.classList.toggle(c[0], c[1] ? box.checked : !box.checked);
        }
        if (shown) box.checked = shown.indexOf(box.getAttribute('data-layer')) >= 0;
        box.addEventListener('change', function () {
          apply();
          view.layers = boxes.filter(function (b) { return b.checked; })
            .map(function (b) { return b.getAttribute('data-layer'); }).join(',') || 'none';
          remember();
        });
        apply();
      });
      // Mode (axes:): a component page shows one mode's grids; a detail page is one mode's.
      var mode = document.getElementById('mode'), here = document.querySelector('nav.modes[data-current]');
      if (here) view.mode = here.getAttribute('data-current');
      if (mode) {
        var showMode = function () {
          document.querySelectorAll('.mode-view').forEach(function (v) {
            v.hidden = v.getAttribute('data-mode') !== mode.value;
          });
        };
        if (view.mode !== undefined && mode.querySelector('option[value="' + view.mode + '"]')) mode.value = view.mode;
        showMode();
        mode.addEventListener('change', function () {
          view.mode = mode.value;
          remember();
          showMode();
        });
      }
      var cvd = document.getElementById('cvd');
      if (cvd) {
        var simulate = function () {
          if (cvd.value) body.setAttribute('data-cvd', cvd.value); else body.removeAttribute('data-cvd');
        };
        if (view.cvd !== undefined && cvd.querySelector('option[value="' + view.cvd + '"]')) cvd.value = view.cvd;
        simulate();
        cvd.addEventListener('change', function () {
          view.cvd = cvd.value;
          remember();
          simulate();
        });
      }
      if (params.toString() !== query().slice(1)) remember();
      // Search over system, component, variant and state names (index page).
      var q = document.getElementById('q'), data = document.getElementById('search-index');
      if (q && data) {
        var records = JSON.parse(data.textContent), results = document.getElementById('results');
        var count = document.getElementById('count');
        var search = function () {
          var words = q.value.toLowerCase().split(/\\s+/).filter(Boolean);
          results.textContent = '';
          if (!words.length) { count.textContent = ''; return; }
          var found = records.filter(function (r) {
            var text = r[0].toLowerCase();
            return words.every(function (w) { return text.indexOf(w) >= 0; });
          });
          found.slice(0, 200).forEach(function (r) {
            var li = document.createElement('li'), a = document.createElement('a');
            a.href = r[1];
            a.textContent = r[0];
            li.appendChild(a);
            results.appendChild(li);
          });
          count.textContent = found.length + (found.length === 1 ? ' state matches' : ' states match') +
            (found.length > 200 ? ' (first 200 shown)' : '');
        };
        q.addEventListener('input', search);
        q.addEventListener('keydown', function (e) {
          var first = results.querySelector('a');
          if (e.key === 'Enter' && first) { window.location.href = first.href; }
          if (e.key === 'ArrowDown' && first) { e.preventDefault(); first.focus(); }
        });
        results.addEventListener('keydown', function (e) {
          var links = Array.prototype.slice.call(results.querySelectorAll('a'));
          var i = links.indexOf(document.activeElement);
          if (i < 0 || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
          e.preventDefault();
          if (e.key === 'ArrowUp' && i === 0) { q.focus(); return; }
          links[Math.max(0, Math.min(links.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1)))].focus();
        });
        search();
      }
      document.addEventListener('keydown', function (e) {
        // A scale radio or layer box used last keeps ↑/↓; ←/→ still move between cells.
        var t = e.target, control = t && t.tagName === 'INPUT' && (t.type === 'radio' || t.type === 'checkbox');
        var rel = e.key === 'ArrowLeft' ? 'prev' : e.key === 'ArrowRight' ? 'next' : null;
        if ((typing(e) && !(control && rel)) || e.altKey || e.ctrlKey || e.metaKey) return;
        if (e.key === '/' && q) { e.preventDefault(); q.focus(); return; }
        var link = rel && document.querySelector('a[rel=' + rel + ']');
        if (link) { e.preventDefault(); window.location.href = carried(link); return; }
        var redlines = document.querySelector('input[data-layer=redlines]');
        if (e.key === 'r' && redlines) { redlines.click(); }
        if (figure && (e.key === '+' || e.key === '=')) chooseZoom(String(zoom * 1.25));
        if (figure && e.key === '-') chooseZoom(String(zoom / 1.25));
        if (figure && e.key === '0') chooseZoom('fit');
      });
      // Served by `specsheet serve --watch`: reload when a save rebuilt the site; show a failed
      // edit's error (the pictures stay the last good ones). From disk there is nothing to ask.
      if (location.protocol === 'http:') {
        var since = -1, banner = null;
        var show = function (error) {
          if (!error) { if (banner) { banner.remove(); banner = null; } return; }
          if (!banner) {
            banner = document.createElement('div');
            banner.className = 'live-error';
            banner.setAttribute('role', 'alert');
            document.getElementById('main').prepend(banner);
          }
          banner.textContent = 'The last edit failed; these are the last good pictures. ' + error;
        };
        var poll = function () {
          var x = new XMLHttpRequest();
          x.open('GET', body.getAttribute('data-root') + 'live?since=' + since);
          x.onload = function () {
            var r = JSON.parse(x.responseText), v = parseInt(r.version, 10);
            if (since >= 0 && v !== since && !r.error) { window.location.reload(); return; }
            since = v;
            show(r.error);
            setTimeout(poll, 50);
          };
          x.onerror = function () { setTimeout(poll, 2000); };
          x.send();
        };
        poll();
      }
      body.setAttribute('data-ready', 'true');
    })();
    """
}
