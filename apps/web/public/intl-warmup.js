// A worker started by theme-init.js as the page starts. The first use of Intl (ICU's locale data, number
// and date patterns) takes tens of milliseconds on a phone, and ICU keeps what it built for the whole page's
// process: made here, on another thread, the app's first formatters on the main thread find it ready instead
// of building it inside one of the app's first tasks. Nothing is sent back; the worker ends itself.
self.onmessage = function (event) {
  var locales = Array.isArray(event.data) ? event.data : [];
  for (var i = 0; i < locales.length; i++) {
    var locale = locales[i];
    try {
      Intl.DateTimeFormat.supportedLocalesOf([locale]);
      new Intl.Locale(locale).maximize();
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1.5);
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).format(0);
      new Intl.PluralRules(locale).select(1);
    } catch {
      // An unknown locale: nothing to prepare.
    }
  }
  self.close();
};
