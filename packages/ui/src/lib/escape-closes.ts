import * as React from 'react';

/**
 * One Escape closes a modal even when a toast opened above it.
 *
 * Radix lets only the top-most dismissable layer listen for Escape, and every toast is such a
 * layer. A toast raised while a dialog is open (a validation or failure message) therefore takes
 * the key away from the dialog: the first Escape closed the toast, only the second the dialog.
 * The toast cannot hand the key on (the dialog's Radix listener is detached while it is not on
 * top, and the toast closes without marking the event handled), so the dialog listens too, after
 * the layers: an Escape meant for it (see useEscapeCloses) that no layer handled closes it. When
 * the dialog is on top, Radix closes it and marks the event handled; a select or menu open inside
 * it does the same when it takes the key; so nothing closes twice.
 */

/** Carries the close of the modal whose root provides it (from useOpenState) to its content. */
export const EscapeClosesProvider = React.createContext<(() => void) | null>(null);

/**
 * The open state of a modal root, kept here so its content can close it: controlled or not, as
 * the caller chose; Radix gets it as controlled.
 */
export function useOpenState({
  open,
  defaultOpen = false,
  onOpenChange,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}): { open: boolean; onOpenChange: (open: boolean) => void; close: () => void } {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen);
  const controlled = open !== undefined;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const close = React.useCallback(() => setOpen(false), [setOpen]);
  return { open: controlled ? open : uncontrolled, onOpenChange: setOpen, close };
}

/** The content elements of the open modals, in the order they opened. */
const openModals: HTMLElement[] = [];

/**
 * For the content element of a modal inside an EscapeClosesProvider: returns its ref (merged with
 * the caller's). An Escape that no layer handled, pressed inside the top-most modal or with focus
 * on nothing (the body: e.g. the focused button was disabled while a request runs), calls
 * `onEscapeKeyDown` (as Radix would; it may prevent the default to keep the modal open) and then
 * closes the modal.
 */
export function useEscapeCloses<Element extends HTMLElement>(
  forwardedRef: React.Ref<Element> | undefined,
  onEscapeKeyDown?: (event: KeyboardEvent) => void,
): React.RefCallback<Element> {
  const close = React.use(EscapeClosesProvider);
  const [node, setNode] = React.useState<Element | null>(null);
  const onKeyDown = React.useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !close || !node) return;
    if (openModals.at(-1) !== node) return;
    const target = event.target;
    // Not from a portal such as an open select's list: that is its own layer.
    if (!(target instanceof Node) || !(node.contains(target) || target === node.ownerDocument.body))
      return;
    onEscapeKeyDown?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    close();
  });
  React.useEffect(() => {
    if (!node) return;
    openModals.push(node);
    // Bubbling, on the document: after Radix's layers (capture) and React's handlers had their say.
    const { ownerDocument } = node;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    ownerDocument.addEventListener('keydown', listener);
    return () => {
      ownerDocument.removeEventListener('keydown', listener);
      openModals.splice(openModals.indexOf(node), 1);
    };
  }, [node]);
  return React.useCallback(
    (value: Element | null) => {
      setNode(value);
      if (typeof forwardedRef === 'function') forwardedRef(value);
      else if (forwardedRef) forwardedRef.current = value;
    },
    [forwardedRef],
  );
}
