/**
 * A keyboard user may reach a link of the frame the server painted (the header's, the
 * footer's) before the app has run. When the page is then rendered afresh over the frame, that
 * link is replaced, and the focus would fall back to the top of the document. This keeps it:
 * call it before the render, and the function it returns after, to focus the same link (same
 * address, same text) of the new markup. Nothing happens when no frame link had the focus or
 * the person has already moved it.
 */
export function keepFrameLinkFocus(container: HTMLElement): () => void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLAnchorElement) || !container.contains(focused)) return () => {};
  const href = focused.getAttribute('href');
  const text = focused.textContent;
  return () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const same = Array.from(container.querySelectorAll('a')).find(
      (link) => link.getAttribute('href') === href && link.textContent === text,
    );
    same?.focus({ preventScroll: true });
  };
}
