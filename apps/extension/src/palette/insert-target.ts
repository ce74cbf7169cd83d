/**
 * The text field that had focus when the palette opened, and where its caret was, so Insert can
 * put the text there after the palette took focus. Editors such as ChatGPT's and Claude's are
 * contenteditable elements that listen for beforeinput/input; execCommand('insertText') inserts
 * as typing does, fires input, keeps the page's undo history and is what they handle best.
 */
export interface InsertTarget {
  element: HTMLElement;
  kind: 'field' | 'editable';
  selection: { start: number; end: number } | Range | null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', '']);

/** The focused element, looking into open shadow roots (editors often live in one). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function captureInsertTarget(): InsertTarget | null {
  const element = deepActiveElement();
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) {
    if (element instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(element.type)) return null;
    if (element.readOnly || element.disabled) return null;
    return {
      element,
      kind: 'field',
      selection: {
        start: element.selectionStart ?? element.value.length,
        end: element.selectionEnd ?? element.value.length,
      },
    };
  }
  if (element instanceof HTMLElement && element.isContentEditable) {
    const selection = getSelection();
    const range =
      selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    const inside = range && element.contains(range.commonAncestorContainer) ? range : null;
    return { element, kind: 'editable', selection: inside };
  }
  return null;
}

/** Gives focus back to the field, with the caret where it was. */
export function restoreFocus(target: InsertTarget) {
  target.element.focus({ preventScroll: true });
  const { selection } = target;
  if (target.kind === 'field' && selection && !(selection instanceof Range)) {
    (target.element as HTMLInputElement).setSelectionRange(selection.start, selection.end);
  } else if (selection instanceof Range) {
    const current = getSelection();
    current?.removeAllRanges();
    current?.addRange(selection);
  }
}

/** Inserts the text at the caret (replacing a selection) as if typed. */
export function insertText(target: InsertTarget, text: string) {
  restoreFocus(target);
  // execCommand fires no beforeinput (Input Events spec), which editors such as Lexical act on:
  // one is sent first, and an editor that inserts the text itself cancels it.
  const beforeInput = new InputEvent('beforeinput', {
    bubbles: true,
    cancelable: true,
    composed: true,
    inputType: 'insertText',
    data: text,
  });
  if (!target.element.dispatchEvent(beforeInput)) return;
  if (document.execCommand('insertText', false, text)) return;
  // Where execCommand is refused, the same effect by hand, with the events editors listen for.
  if (target.kind === 'field') {
    const field = target.element as HTMLInputElement | HTMLTextAreaElement;
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    field.setRangeText(text, start, end, 'end');
  } else {
    const selection = getSelection();
    const node = document.createTextNode(text);
    if (selection && selection.rangeCount > 0) {
      const range = selection.getRangeAt(0);
      range.deleteContents();
      range.insertNode(node);
      range.setStartAfter(node);
      selection.removeAllRanges();
      selection.addRange(range);
    } else {
      target.element.append(node);
    }
  }
  target.element.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }),
  );
}
