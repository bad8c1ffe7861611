// Runs before the first paint: the colour mode the player chose (localStorage "betline.colorMode"),
// else the system preference. Kept tiny and dependency-free; the app takes over from here.
(function () {
  var root = document.documentElement;
  var mode = 'light';
  try {
    var stored = window.localStorage.getItem('betline.colorMode');
    if (stored === 'light' || stored === 'dark') {
      mode = stored;
    } else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      mode = 'dark';
    }
  } catch {
    // Storage can be blocked (privacy mode): fall back to the light mode.
  }
  root.setAttribute('data-color-mode', mode);
})();
