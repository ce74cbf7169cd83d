// The page's theme before the first paint (docs/decisions/211): `data-theme` on <html> is the
// person's choice ('light' or 'dark', kept in localStorage on this device) or, for 'system'
// and when nothing is kept, the operating system's, followed while the page is open. The app
// changes the choice by writing the key and sending a 'promptshelf-theme' event; another tab's
// change arrives as a 'storage' event.
(function () {
  var KEY = 'promptshelf.theme';
  var dark = matchMedia('(prefers-color-scheme: dark)');
  function chosen() {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  }
  function apply() {
    var choice = chosen();
    document.documentElement.dataset.theme =
      choice === 'light' || choice === 'dark' ? choice : dark.matches ? 'dark' : 'light';
  }
  apply();
  dark.addEventListener('change', apply);
  addEventListener('promptshelf-theme', apply);
  addEventListener('storage', function (event) {
    if (event.key === KEY || event.key === null) apply();
  });
})();
