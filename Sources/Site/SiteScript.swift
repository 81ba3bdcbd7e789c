/// The site's one script (`site.js`): the scale chooser, the layer toggles, the colour-vision
/// chooser, the search and the keyboard shortcuts. No network: it only rewrites relative URLs.
public enum SiteScript {
  public static let js = """
    (function () {
      var body = document.body;
      function typing(e) {
        var t = e.target && e.target.tagName;
        // A scrolling region keeps its arrow keys.
        var scrolls = e.target && e.target.classList && (e.target.classList.contains('figure-wrap') ||
          e.target.classList.contains('grid-wrap'));
        return t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA' || scrolls;
      }
      // Scale: grid pictures show @Nx at N CSS pixels per point; the detail SVG keeps its viewBox.
      document.querySelectorAll('input[name=scale]').forEach(function (radio) {
        radio.addEventListener('change', function () {
          var s = parseInt(radio.value, 10);
          document.querySelectorAll('img[data-base]').forEach(function (img) {
            if (img.getAttribute('data-scales').split(',').indexOf(String(s)) < 0) return;
            img.src = img.getAttribute('data-base') + '@' + s + 'x.png';
            img.width = Math.round(parseFloat(img.getAttribute('data-w')) * s);
            img.height = Math.round(parseFloat(img.getAttribute('data-h')) * s);
          });
          var figure = document.querySelector('figure.detail');
          if (figure) {
            var svg = figure.querySelector('svg.figure'), image = svg.querySelector('image.pic');
            image.setAttribute('href', figure.getAttribute('data-base') + '@' + s + 'x.png');
            svg.setAttribute('width', parseFloat(svg.getAttribute('data-w')) * s);
            svg.setAttribute('height', parseFloat(svg.getAttribute('data-h')) * s);
          }
        });
      });
      // Layers of the detail view.
      var classes = {redlines: ['hide-redlines', false], findings: ['hide-findings', false], a11y: ['show-a11y', true]};
      document.querySelectorAll('input[data-layer]').forEach(function (box) {
        function apply() {
          var c = classes[box.getAttribute('data-layer')];
          body.classList.toggle(c[0], c[1] ? box.checked : !box.checked);
        }
        box.addEventListener('change', apply);
        apply();
      });
      var cvd = document.getElementById('cvd');
      if (cvd) {
        cvd.addEventListener('change', function () {
          if (cvd.value) body.setAttribute('data-cvd', cvd.value); else body.removeAttribute('data-cvd');
        });
      }
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
        if (typing(e) || e.altKey || e.ctrlKey || e.metaKey) return;
        if (e.key === '/' && q) { e.preventDefault(); q.focus(); return; }
        var rel = e.key === 'ArrowLeft' ? 'prev' : e.key === 'ArrowRight' ? 'next' : null;
        var link = rel && document.querySelector('a[rel=' + rel + ']');
        if (link) { window.location.href = link.href; return; }
        var redlines = document.querySelector('input[data-layer=redlines]');
        if (e.key === 'r' && redlines) { redlines.click(); }
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
