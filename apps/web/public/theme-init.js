// Runs before the first paint: the colour mode the player chose (the "betline_color" cookie, or
// localStorage "betline.colorMode" where an earlier version kept it), else the system preference. Kept tiny and dependency-free;
// the app takes over from here.
(function () {
  var root = document.documentElement;
  var mode = 'light';
  try {
    var cookie = /(?:^|; )betline_color=(light|dark)(?:;|$)/.exec(document.cookie);
    var stored = cookie ? cookie[1] : window.localStorage.getItem('betline.colorMode');
    if (stored === 'light' || stored === 'dark') {
      mode = stored;
    } else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      mode = 'dark';
    }
  } catch {
    // Storage can be blocked (privacy mode): fall back to the light mode.
  }
  root.setAttribute('data-color-mode', mode);
  // ICU's first use, prepared on another thread (intl-warmup.js) for the page's language and the browser's.
  try {
    var worker = new Worker('/intl-warmup.js');
    worker.postMessage([root.lang || 'en', navigator.language || 'en-US']);
  } catch {
    // No workers (or refused): the app's first formatter prepares ICU itself.
  }
  // The service worker (offline page, the build's files kept for the next visit), once the page has loaded:
  // it never competes with the first screen. The development server has none (the request fails quietly).
  if ('serviceWorker' in navigator) {
    var register = function () {
      navigator.serviceWorker.register('/sw.js').catch(function () {});
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
})();
