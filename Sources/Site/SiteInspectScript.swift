/// The detail view's inspector in `site.js` (`DetailInspector` lays it out): hovering or focusing
/// a part shows its name, frame in points, swatches and spec rules; selecting one (click, Enter)
/// and hovering or focusing another draws the distances between them, as Figma's Alt-hover does;
/// a value clicked is copied.
enum SiteInspectScript {
  static let js = """
    (function () {
      var figure = document.querySelector('figure.detail'), data = document.getElementById('parts-data');
      if (!figure || !data) return;
      var parts = JSON.parse(data.textContent), svg = figure.querySelector('svg.figure');
      var panel = document.getElementById('inspect-part'), readout = document.getElementById('inspect-measure');
      var status = document.getElementById('copy-status'), layer = svg.querySelector('.layer.measure');
      var rects = Array.prototype.slice.call(svg.querySelectorAll('rect.part')), selected = null;
      var NS = 'http://www.w3.org/2000/svg';
      function number(v) { return String(Math.round(v * 100) / 100); }
      function copy(text) {
        var done = function () { status.textContent = 'Copied ' + text; };
        var fallback = function () {
          var area = document.createElement('textarea');
          area.value = text;
          document.body.appendChild(area);
          area.select();
          try { document.execCommand('copy'); } catch (e) { /* nothing to copy into */ }
          area.remove();
          done();
        };
        var clip = navigator.clipboard;
        if (clip && clip.writeText) clip.writeText(text).then(done, fallback); else fallback();
      }
      function value(text, cls) {
        var b = document.createElement('button');
        b.type = 'button';
        b.className = 'copy' + (cls ? ' ' + cls : '');
        b.textContent = text;
        b.addEventListener('click', function () { copy(text); });
        return b;
      }
      function section(title, lines) {
        if (!lines.length) return;
        var h = document.createElement('h3'), list = document.createElement('ul');
        h.textContent = title;
        list.className = 'plain';
        lines.forEach(function (line) {
          var li = document.createElement('li');
          li.appendChild(value(line));
          list.appendChild(li);
        });
        panel.appendChild(h);
        panel.appendChild(list);
      }
      function show(i) {
        var p = parts[i], f = p.frame;
        panel.textContent = '';
        var name = document.createElement('p');
        name.className = 'part-name';
        name.appendChild(value(p.path, 'strong'));
        panel.appendChild(name);
        var frame = document.createElement('p');
        frame.className = 'part-frame';
        [['x', f[0]], ['y', f[1]], ['w', f[2]], ['h', f[3]]].forEach(function (pair) {
          frame.appendChild(document.createTextNode(' ' + pair[0] + ' '));
          frame.appendChild(value(number(pair[1])));
        });
        frame.appendChild(document.createTextNode(' pt'));
        panel.appendChild(frame);
        section('Colours and type', p.swatches);
        section('Spec rules', p.rules);
      }
      function box(i) { var f = parts[i].frame; return {x: f[0], y: f[1], r: f[0] + f[2], b: f[1] + f[3]}; }
      // Distances between two parts: from an inner part to the edges of the one around it, or
      // the gaps between two apart, each as a line with its length.
      function distances(a, b) {
        var lines = [], inside = function (p, q) { return p.x >= q.x && p.y >= q.y && p.r <= q.r && p.b <= q.b; };
        var mid = function (p, q, lo, hi) { return (Math.max(p[lo], q[lo]) + Math.min(p[hi], q[hi])) / 2; };
        if (inside(a, b) || inside(b, a)) {
          var i = inside(a, b) ? a : b, o = inside(a, b) ? b : a, cy = (i.y + i.b) / 2, cx = (i.x + i.r) / 2;
          lines.push(['left', o.x, cy, i.x, cy], ['right', i.r, cy, o.r, cy], ['top', cx, o.y, cx, i.y],
            ['bottom', cx, i.b, cx, o.b]);
        } else {
          var y = a.b > b.y && b.b > a.y ? mid(a, b, 'y', 'b') : (a.y + a.b) / 2;
          var x = a.r > b.x && b.r > a.x ? mid(a, b, 'x', 'r') : (a.x + a.r) / 2;
          if (a.r <= b.x) lines.push(['horizontal gap', a.r, y, b.x, y]);
          if (b.r <= a.x) lines.push(['horizontal gap', b.r, y, a.x, y]);
          if (a.b <= b.y) lines.push(['vertical gap', x, a.b, x, b.y]);
          if (b.b <= a.y) lines.push(['vertical gap', x, b.b, x, a.y]);
          if (!lines.length) lines.push(['left edges', a.x, y, b.x, y], ['top edges', x, a.y, x, b.y]);
        }
        return lines.map(function (l) {
          var length = Math.abs(l[3] - l[1]) + Math.abs(l[4] - l[2]);
          return {label: l[0], x1: l[1], y1: l[2], x2: l[3], y2: l[4], length: length};
        });
      }
      function draw(lines) {
        layer.textContent = '';
        var k = Math.min(1, 2 / (parseFloat(svg.getAttribute('data-zoom')) || 2));
        lines.forEach(function (l) {
          var line = document.createElementNS(NS, 'line');
          [['x1', l.x1], ['y1', l.y1], ['x2', l.x2], ['y2', l.y2]].forEach(function (a) {
            line.setAttribute(a[0], a[1]);
          });
          layer.appendChild(line);
          var cx = (l.x1 + l.x2) / 2, cy = (l.y1 + l.y2) / 2, g = document.createElementNS(NS, 'g');
          g.setAttribute('transform', 'translate(' + cx + ' ' + cy + ') scale(' + k + ')');
          var pill = document.createElementNS(NS, 'rect'), text = document.createElementNS(NS, 'text');
          var label = number(l.length);
          pill.setAttribute('x', -label.length * 1.9 - 2);
          pill.setAttribute('y', -4.2);
          pill.setAttribute('width', label.length * 3.8 + 4);
          pill.setAttribute('height', 8.4);
          pill.setAttribute('rx', 2);
          text.setAttribute('font-size', 6);
          text.textContent = label;
          g.appendChild(pill);
          g.appendChild(text);
          layer.appendChild(g);
        });
      }
      function hover(i) {
        show(i);
        if (selected === null || selected === i) return;
        var lines = distances(box(selected), box(i));
        draw(lines);
        readout.textContent = 'From ' + parts[selected].path + ' to ' + parts[i].path + ': ' +
          lines.map(function (l) { return l.label + ' ' + number(l.length) + ' pt'; }).join(' · ');
      }
      function select(i) {
        selected = i === selected ? null : i;
        rects.forEach(function (r) {
          r.classList.toggle('selected', selected !== null && +r.getAttribute('data-index') === selected);
        });
        layer.textContent = '';
        readout.textContent = selected === null ? '' :
          'Selected ' + parts[selected].path + ': hover or Tab to another part to measure.';
      }
      rects.forEach(function (r) {
        var i = +r.getAttribute('data-index');
        r.addEventListener('mouseenter', function () { hover(i); });
        r.addEventListener('focus', function () { hover(i); });
        r.addEventListener('click', function () { select(i); });
        r.addEventListener('keydown', function (e) {
          if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); select(i); }
          if (e.key === 'Escape' && selected !== null) select(selected);
        });
      });
    })();

    """
}
