// Runs only in a browser that cannot load the app's modules (`<script nomodule>` in index.html): it sends the
// visitor to the page that explains it (/{lng}/oldbrowser, drawn whole by the server). Plain ES5 on purpose.
(function () {
  var path = window.location.pathname;
  if (/\/oldbrowser\/?$/.test(path)) return;
  var lng = /^\/([a-z]{2})(\/|$)/.exec(path);
  window.location.replace('/' + (lng ? lng[1] : 'en') + '/oldbrowser');
})();
