import Foundation
import Golden
import PageKit
import Reports

/// The review page: the static report's views (HTMLReport's 2-up, diff, slider, blink, zoom,
/// "what moved" line) per image, the scales of a state in one row, states under their
/// component, with approve and reject per image, per state and per component, all from the
/// keyboard. Everything it loads comes from this server (no network resource).
public enum ReviewPage {
  /// `fiori/chip` for `fiori/chip/single-selection/selected@2x`; `sheets` for sheet goldens.
  public static func group(of name: String) -> String {
    let parts = name.split(separator: "/")
    if parts.first == "sheets" { return "sheets" }
    return parts.prefix(2).joined(separator: "/")
  }

  public static func html(_ session: ReviewSession) -> HTML {
    var groups: [(name: String, states: [StateGroup])] = []
    for state in StateGrouping.groups(session.items.map(\.result)) {
      let name = group(of: state.state)
      if let i = groups.firstIndex(where: { $0.name == name }) {
        groups[i].states.append(state)
      } else {
        groups.append((name, [state]))
      }
    }
    let index = Dictionary(session.items.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
    var main: [HTML] = []
    for group in groups {
      var states: [HTML] = []
      for state in group.states {
        let articles = state.results.compactMap { result in
          index[result.name].map { article(session.items[$0], index: $0) }
        }
        states.append(
          #"<section class="state" data-state="\#(state.state)"><h3>\#(state.label) <button type="button" "#
            + #"class="approve-state" title="key s">Approve state (\#(state.results.count) "#
            + #"scale\#(state.results.count == 1 ? "" : "s"))</button></h3><div "#
            + #"class="scales">\#(articles.joined(separator: "\n"))</div></section>"#
        )
      }
      main.append(
        #"<section class="group" data-group="\#(group.name)"><h2>\#(group.name) <button type="button" "#
          + #"class="approve-group" title="key g">Approve "#
          + #"group</button></h2>\#(states.joined(separator: "\n"))</section>"#
      )
    }
    let counts = GoldenResult.Status.allCases.compactMap { status -> HTML? in
      let n = session.items.filter { $0.result.status == status }.count
      return n == 0 ? nil : #"<span class="count \#(status.rawValue)">\#(n) \#(status.label.lowercased())</span>"#
    }
    let refusal = session.refusal.map { text -> HTML in
      #"<p id="refusal" class="refusal callout callout-bad">\#(text)</p>"#
    }
    let notes = session.notes.map { note -> HTML in "<li>\(note)</li>" }
    return PageHTML.document(
      title: "specsheet review: \(session.items.count) to review", stylesheet: .embedded(layout: css),
      header: """
        <h1>specsheet review</h1>
        <p class="invocation"><code>\(session.invocation)</code></p>
        <p class="counts">\(counts.joined(separator: " "))</p>
        \(refusal ?? HTML())\(notes.isEmpty ? HTML() : #"<ul class="notes">\#(notes.joined())</ul>"#)
        <p class="keys note">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> approve image, <kbd>s</kbd> \
        approve state (all scales), <kbd>g</kbd> approve group, <kbd>r</kbd> reject, <kbd>u</kbd> undo. Approving \
        writes the golden as <code>specsheet record</code> does; rejecting writes nothing.</p>
        <p id="status" role="status">scripts did not run</p>
        """,
      main: main.joined(separator: "\n"), script: "<script>\(script)</script>")
  }

  static func article(_ item: ReviewItem, index: Int) -> HTML {
    let result = item.result
    // Served from memory by this server: a query URL, escaped as an attribute's text.
    func src(_ bytes: [UInt8]?, _ kind: String) -> HTML? {
      let url = "/image?i=\(index)&k=\(kind)"
      return bytes == nil ? nil : "\(url)"
    }
    let sources = FailureSources(
      golden: src(item.golden, "golden"), actual: src(item.actual, "actual"), diff: src(item.diff, "diff"))
    let goldenSize = HTMLReport.goldenSize(result, bytes: item.golden)
    let findings = item.findings.map { finding -> HTML in "<li><code>\(finding)</code></li>" }
    let findingList: HTML =
      findings.isEmpty
      ? "" : #"<ul class="findings"><li class="title">Spec audit:</li>\#(findings.joined())</ul>"#
    let approveLabel = result.status == .stale ? "Approve: delete this golden" : "Approve"
    let views = HTMLReport.views(
      result, sources: sources, goldenSize: goldenSize, actualSize: HTMLReport.actualSize(result))
    return
      #"<article class="item" id="item-\#(index)" tabindex="-1" aria-label="\#(result.status.label) "#
      + #"\#(result.name)" data-name="\#(result.name)" data-status="\#(result.status.rawValue)">"#
      + HTMLReport.heading(result, level: 4)
      + findingList
      + #"<div class="actions"><button type="button" class="approve" title="key a">\#(approveLabel)</button> <button "#
      + #"type="button" class="reject" title="key r">Reject</button> <span class="verdict"></span></div>"#
      + views
      + "</article>"
  }

  /// The review page's own layout: the status bar, the current item, the decisions (tokens only).
  static let css = """
    main{padding-bottom:48px}
    .refusal{font-weight:600}
    #status{font-weight:600;min-height:1.4em;position:fixed;left:0;right:0;bottom:0;margin:0;padding:var(--s2) \
    var(--s5);background:var(--panel);border-top:1px solid var(--line);z-index:2}
    #status[data-error=true]{color:var(--bad)}
    section.group{margin:0 0 var(--s5)} section.state{margin:0 0 var(--s3)}
    article.item{border-width:2px;padding:10px var(--s3);margin:0 0 var(--s2)}
    article.item.current{border-color:var(--focus)}
    article.item[data-decision=approved]{background:var(--tint-ok)}
    article.item[data-decision=rejected]{background:var(--tint-neutral);border-style:dashed}
    .actions{margin:6px 0} .verdict{font-weight:600}
    .findings .title{font-weight:600}
    """

  /// Ours, written here (and `PageScript.views`): a literal with no text in it.
  static let script: HTML = """
    (function () {
      \(PageScript.views)
      var token = new URLSearchParams(location.search).get('token') || '';
      var items = Array.prototype.slice.call(document.querySelectorAll('article.item'));
      var status = document.getElementById('status');
      var history = [], current = -1, busy = false;
      function say(text, error) { status.textContent = text; status.setAttribute('data-error', error ? 'true' : \
    'false'); }
      // The keyboard focus goes with the selection (items are focusable, tabindex -1), except
      // on load and when a control inside the item was clicked (it keeps its focus).
      function select(i, keepFocus) {
        if (!items.length) return;
        current = Math.max(0, Math.min(items.length - 1, i));
        items.forEach(function (a, k) { a.classList.toggle('current', k === current); });
        if (!keepFocus) items[current].focus({preventScroll: true});
        items[current].scrollIntoView({block: 'nearest'});
      }
      function nextOpen() {
        for (var k = 1; k <= items.length; k++) {
          var i = (current + k) % items.length;
          if (!items[i].getAttribute('data-decision')) { select(i); return; }
        }
      }
      function names(list) { return list.map(function (a) { return a.getAttribute('data-name'); }); }
      function mark(list, decision) {
        list.forEach(function (a) {
          if (decision) a.setAttribute('data-decision', decision); else a.removeAttribute('data-decision');
          a.querySelector('.verdict').textContent = decision;
        });
      }
      function post(path, body) {
        return fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json', 'X-Review-Token': token},
                            body: JSON.stringify(body)})
          .then(function (r) { return r.json().then(function (j) {
            if (!r.ok) throw new Error(j.error || ('HTTP ' + r.status));
            return j;
          }); });
      }
      function approve(list) {
        list = list.filter(function (a) { return a.getAttribute('data-decision') !== 'approved'; });
        if (!list.length || busy) return;
        busy = true;
        say('approving ' + names(list).join(', ') + '…');
        post('/api/approve', {names: names(list)}).then(function (j) {
          mark(list, 'approved');
          history.push({kind: 'approve', list: list, id: j.id});
          var what = (j.written || []).concat((j.deleted || []).map(function (p) { return 'deleted ' + p; }));
          say('approved ' + j.approved.join(', ') + (what.length ? ': ' + what.join(', ') : ''));
          nextOpen();
        }).catch(function (e) { say(e.message, true); }).finally(function () { busy = false; });
      }
      function reject(list) {
        if (!list.length) return;
        // An approved golden is already written: rejecting it now would say what is not so.
        var approved = list.filter(function (a) { return a.getAttribute('data-decision') === 'approved'; });
        if (approved.length) {
          say(names(approved).join(', ') + ' is approved (golden written): u undoes the approval', true);
          return;
        }
        mark(list, 'rejected');
        history.push({kind: 'reject', list: list});
        say('rejected ' + names(list).join(', ') + ' (nothing written)');
        nextOpen();
      }
      function undo() {
        var last = history[history.length - 1];
        if (!last || busy) return;
        if (last.kind === 'reject') {
          history.pop(); mark(last.list, ''); say('undid reject of ' + names(last.list).join(', '));
          select(items.indexOf(last.list[0]));
          return;
        }
        busy = true;
        post('/api/undo', {id: last.id}).then(function () {
          history.pop(); mark(last.list, ''); say('undid approve of ' + names(last.list).join(', ') + ': goldens \
    restored');
          select(items.indexOf(last.list[0]));
        }).catch(function (e) { say(e.message, true); }).finally(function () { busy = false; });
      }
      function stateOf(a) { return \
    Array.prototype.slice.call(a.closest('section.state').querySelectorAll('article.item')); }
      function groupOf(a) { return \
    Array.prototype.slice.call(a.closest('section.group').querySelectorAll('article.item')); }
      items.forEach(function (a, i) {
        a.addEventListener('click', function (e) {
          select(i, !!e.target.closest('button, input, a, summary, select, textarea'));
        });
        a.querySelector('button.approve').addEventListener('click', function () { select(i, true); approve([a]); });
        a.querySelector('button.reject').addEventListener('click', function () { select(i, true); reject([a]); });
      });
      document.querySelectorAll('button.approve-state').forEach(function (b) {
        b.addEventListener('click', function () { approve(stateOf(b)); });
      });
      document.querySelectorAll('button.approve-group').forEach(function (b) {
        b.addEventListener('click', function () { approve(groupOf(b)); });
      });
      document.addEventListener('keydown', function (e) {
        if (e.ctrlKey || e.metaKey || e.altKey || !items.length) return;
        if (e.target && (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA')) return;
        var a = items[Math.max(current, 0)];
        switch (e.key) {
          case 'j': case 'ArrowDown': select(current + 1); break;
          case 'k': case 'ArrowUp': select(current - 1); break;
          case 'a': select(Math.max(current, 0)); approve([a]); break;
          case 's': select(Math.max(current, 0)); approve(stateOf(a)); break;
          case 'g': select(Math.max(current, 0)); approve(groupOf(a)); break;
          case 'r': select(Math.max(current, 0)); reject([a]); break;
          case 'u': undo(); break;
          default: return;
        }
        e.preventDefault();
      });
      select(0, true);
      say(items.length + (items.length === 1 ? ' image' : ' images') + ' to review');
      document.body.setAttribute('data-ready', 'true');
    })();
    """
}
