import paletteScript from './palette/palette?script&iife';

// On every page, only this: Alt+Shift+P toggles the palette. The palette's code is loaded from
// the extension on the first press (decision 225), so a page that never asks loads nothing more.
// A page cannot press it for the user: synthetic events are not trusted.
declare global {
  var promptshelfTogglePalette: (() => void) | undefined;
}

addEventListener(
  'keydown',
  (event) => {
    if (!event.isTrusted || !event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey)
      return;
    if (event.code !== 'KeyP') return;
    event.preventDefault();
    event.stopPropagation();
    if (globalThis.promptshelfTogglePalette) globalThis.promptshelfTogglePalette();
    else void import(chrome.runtime.getURL(paletteScript));
  },
  true,
);
