/// The script of the shared picture views (slider, blink) and copy buttons: the check report,
/// the review page and compare's report run it.
public enum PageScript {
  /// Wires every `.slider`, `.blink` and `button.copy` on the page. A literal with no text in it,
  /// so markup; a page's own script interpolates it.
  public static let views: HTML = """
    document.querySelectorAll('.slider').forEach(function (s) {
      var input = s.querySelector('input'), top = s.querySelector('img.top'), pos = s.querySelector('.pos');
      function update() { top.style.clipPath = 'inset(0 0 0 ' + input.value + '%)'; pos.textContent = input.value + \
    '%'; }
      input.addEventListener('input', update);
      update();
    });
    document.querySelectorAll('.blink').forEach(function (b) {
      var g = b.querySelector('img.g'), a = b.querySelector('img.a'), which = b.querySelector('.which');
      var button = b.querySelector('.toggle'), timer = null;
      function flip() {
        var showActual = a.classList.contains('hidden');
        a.classList.toggle('hidden', !showActual);
        g.classList.toggle('hidden', showActual);
        which.textContent = showActual ? a.alt : g.alt;  // golden/actual, or compare's before/after
      }
      button.addEventListener('click', function () {
        if (timer) { clearInterval(timer); timer = null; button.textContent = 'Start blinking'; }
        else { timer = setInterval(flip, 500); button.textContent = 'Stop blinking'; }
      });
      which.addEventListener('click', flip);
    });
    document.querySelectorAll('button.copy').forEach(function (button) {
      button.addEventListener('click', function () {
        var text = button.getAttribute('data-copy');
        if (navigator.clipboard) {
          navigator.clipboard.writeText(text).then(function () { button.textContent = 'Copied'; },
            function () { window.prompt('Copy this command', text); });
        } else { window.prompt('Copy this command', text); }
      });
    });
    """
}
