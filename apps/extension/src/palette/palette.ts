import type { ExtensionMessage } from '../messages';
import { loadConnection, loadLibrary, onLibraryChange, saveRememberedValues } from '../storage';
import type { CachedPrompt, Library } from '../storage';
import { h } from './dom';
import { createFillForm, type FillForm } from './fill-form';
import { captureInsertTarget, insertText, restoreFocus } from './insert-target';
import { searchPrompts } from './search';
import { paletteCss } from './styles';

// Loaded by the shortcut's content script, or injected by the service worker for the toolbar
// button, into the isolated world content scripts share; each press after that toggles it.
declare global {
  var promptshelfPalette: { close: () => void } | undefined;
  var promptshelfTogglePalette: (() => void) | undefined;
}

function send(message: ExtensionMessage) {
  return chrome.runtime.sendMessage(message);
}

function describeLibrary(library: Library | null, connected: boolean) {
  if (!connected) return 'Not connected.';
  if (!library?.fetchedAt) return library?.refreshError ?? 'Loading your prompts…';
  const at = new Date(library.fetchedAt).toLocaleString([], {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return library.refreshError ? `${library.refreshError} Showing the prompts of ${at}.` : '';
}

async function openPalette() {
  // Marked open at once, so a second press while it loads does not open a second palette.
  globalThis.promptshelfPalette = { close: () => {} };
  const target = captureInsertTarget();
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const host = document.createElement('promptshelf-palette');
  const root = host.attachShadow({ mode: 'closed' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(paletteCss);
  root.adoptedStyleSheets = [sheet];

  const status = h('p', { class: 'status', role: 'status' });
  const body = h('div', { class: 'body' });
  const actions = h('div', { class: 'actions' });
  const panel = h(
    'div',
    { class: 'panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'ps-heading' },
    h('header', {}, h('h2', { id: 'ps-heading' }, 'Promptshelf'), status),
    body,
    actions,
  );
  const backdrop = h('div', { class: 'backdrop' }, panel);
  root.append(backdrop);

  let library = await loadLibrary();
  const connected = (await loadConnection()) !== null;
  let query = '';
  let active = 0;
  let shown: CachedPrompt[] = [];
  let chosen: { prompt: CachedPrompt; form: FillForm } | null = null;
  let stopListening = () => {};

  const close = (giveFocusBack = true) => {
    stopListening();
    host.remove();
    globalThis.promptshelfPalette = undefined;
    if (!giveFocusBack) return;
    if (target?.element.isConnected) restoreFocus(target);
    else previous?.focus({ preventScroll: true });
  };

  // The page must not act on keys typed into the palette (its own shortcuts, its editors).
  for (const type of ['keydown', 'keyup', 'keypress', 'input', 'beforeinput']) {
    host.addEventListener(type, (event) => event.stopPropagation());
  }
  backdrop.addEventListener('mousedown', (event) => {
    if (event.target === backdrop) close();
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const focusable = [...panel.querySelectorAll<HTMLElement>('input, textarea, select, button')];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && root.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && root.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  });

  const search = h('input', {
    id: 'ps-search',
    type: 'text',
    role: 'combobox',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-autocomplete': 'list',
    'aria-expanded': 'true',
    'aria-controls': 'ps-results',
    placeholder: 'Search my prompts, favourites and workspaces',
  });
  const results = h('ul', { id: 'ps-results', role: 'listbox', 'aria-label': 'Prompts' });

  const renderResults = () => {
    shown = searchPrompts(library?.prompts ?? [], query);
    active = Math.min(active, Math.max(0, shown.length - 1));
    results.replaceChildren(
      ...shown.map((prompt, index) => {
        const option = h(
          'li',
          { id: `ps-option-${index}`, role: 'option', 'aria-selected': String(index === active) },
          h('span', { class: 'title' }, prompt.title),
          h('span', { class: 'places' }, prompt.places.join(' · ')),
        );
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => void choose(prompt));
        return option;
      }),
    );
    if (shown.length > 0) search.setAttribute('aria-activedescendant', `ps-option-${active}`);
    else search.removeAttribute('aria-activedescendant');
    results.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
    const empty = body.querySelector('.empty');
    empty?.remove();
    if (shown.length === 0 && library?.fetchedAt) {
      results.after(
        h('p', { class: 'empty' }, query ? `No prompts match '${query}'.` : 'No prompts yet.'),
      );
    }
  };

  const showList = () => {
    chosen = null;
    actions.replaceChildren();
    actions.hidden = true;
    status.textContent = describeLibrary(library, connected);
    if (!connected) {
      const options = h('button', { type: 'button', class: 'primary' }, 'Open the options');
      options.addEventListener('click', () => {
        void send({ type: 'open-options' });
        close(false);
      });
      body.replaceChildren(
        h('p', { class: 'note' }, 'Connect the extension to your Promptshelf server first.'),
        options,
      );
      options.focus();
      return;
    }
    body.replaceChildren(
      h('label', { for: 'ps-search', class: 'sr-only' }, 'Search prompts'),
      search,
      results,
    );
    renderResults();
    search.focus();
    search.select();
  };

  search.addEventListener('input', () => {
    query = search.value;
    active = 0;
    renderResults();
  });
  search.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      active = (active + step + shown.length) % Math.max(shown.length, 1);
      renderResults();
    } else if (event.key === 'Enter') {
      const prompt = shown[active];
      event.preventDefault();
      if (prompt) void choose(prompt);
    }
  });

  const choose = async (prompt: CachedPrompt) => {
    const result = h('pre', { class: 'result', 'aria-labelledby': 'ps-result-label' });
    const form = await createFillForm(prompt, () => {
      result.textContent = form.result();
    });
    chosen = { prompt, form };
    result.textContent = form.result();
    const back = h('button', { type: 'button', class: 'link back' }, '← All prompts');
    back.addEventListener('click', showList);
    const formElement = h('form', { 'aria-labelledby': 'ps-prompt-title' }, form.element);
    formElement.addEventListener('submit', (event) => {
      event.preventDefault();
      if (target) insert();
      else void copy();
    });
    formElement.addEventListener('keydown', (event) => {
      const field = event.target;
      if (event.key !== 'Enter') return;
      if (field instanceof HTMLTextAreaElement && !(event.ctrlKey || event.metaKey)) return;
      if (field instanceof HTMLButtonElement) return;
      event.preventDefault();
      formElement.requestSubmit();
    });
    body.replaceChildren(
      back,
      h('h3', { id: 'ps-prompt-title' }, prompt.title),
      formElement,
      h('p', { id: 'ps-result-label', class: 'result-label' }, 'Result'),
      result,
    );
    const insertButton = h('button', { type: 'button', class: 'primary' }, 'Insert');
    insertButton.addEventListener('click', insert);
    const copyButton = h('button', { type: 'button', class: target ? '' : 'primary' }, 'Copy');
    copyButton.addEventListener('click', () => void copy());
    actions.replaceChildren(...(target ? [copyButton, insertButton] : [copyButton]));
    actions.hidden = false;
    status.textContent = target ? '' : 'No text field had focus: Copy, then paste.';
    form.focusFirst();
    if (!body.querySelector('input, textarea, select'))
      (target ? insertButton : copyButton).focus();
  };

  const remember = () => {
    if (chosen) void saveRememberedValues(chosen.prompt.id, chosen.form.values());
  };

  const insert = () => {
    if (!chosen || !target) return;
    if (!target.element.isConnected) {
      status.textContent = 'The text field is gone from the page. Copy the result instead.';
      return;
    }
    remember();
    const text = chosen.form.result();
    close(false);
    insertText(target, text);
  };

  const copy = async () => {
    if (!chosen) return;
    remember();
    try {
      await navigator.clipboard.writeText(chosen.form.result());
      status.textContent = 'Copied!';
    } catch {
      status.textContent = 'Copy Failed';
    }
  };

  // A refresh that lands while a prompt is open leaves its form and its hint alone ('No text
  // field had focus'); the list shows the new prompts and their state when it is back.
  stopListening = onLibraryChange((next) => {
    library = next;
    if (chosen) return;
    status.textContent = describeLibrary(library, connected);
    if (connected) renderResults();
  });
  document.documentElement.append(host);
  globalThis.promptshelfPalette = { close };
  showList();
  if (connected) void send({ type: 'refresh-library' });
}

function togglePalette() {
  if (globalThis.promptshelfPalette) globalThis.promptshelfPalette.close();
  else void openPalette();
}

globalThis.promptshelfTogglePalette = togglePalette;
togglePalette();
