// On every page, only this: Alt+Shift+P asks the service worker to open the palette here. The
// palette itself is injected then (decision 225), so a page that never asks loads nothing more.
// A page cannot fake the message: it comes from this isolated world, and the worker opens only
// the palette, in the frame that asked.
addEventListener(
  'keydown',
  (event) => {
    if (!event.isTrusted || !event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey)
      return;
    if (event.code !== 'KeyP') return;
    event.preventDefault();
    event.stopPropagation();
    void chrome.runtime.sendMessage({ type: 'open-palette' });
  },
  true,
);
