/**
 * A keyboard user may reach a link of the frame the server painted (the header's, the
 * footer's) before the app has run. When the page is then rendered afresh over the frame, that
 * link is replaced, and the focus would fall back to the top of the document. This keeps it:
 * call it before the render starts, and the function it returns once the page is on screen, to
 * focus the same link (same address, same text) of the new markup. It follows the focus while
 * the render runs. Nothing happens when no frame link has the focus at the end, or when the
 * person has already put it somewhere else.
 */
export function keepFrameLinkFocus(container: HTMLElement): () => void {
  let link = frameLink(document.activeElement, container);
  const follow = (event: FocusEvent) => {
    link = frameLink(event.target, container);
  };
  container.addEventListener('focusin', follow);
  return () => {
    container.removeEventListener('focusin', follow);
    if (!link || (document.activeElement && document.activeElement !== document.body)) return;
    const { href, text } = link;
    const same = Array.from(container.querySelectorAll('a')).find(
      (candidate) => candidate.getAttribute('href') === href && candidate.textContent === text,
    );
    same?.focus({ preventScroll: true });
  };
}

function frameLink(
  element: EventTarget | null,
  container: HTMLElement,
): { href: string | null; text: string | null } | null {
  if (!(element instanceof HTMLAnchorElement) || !container.contains(element)) return null;
  return { href: element.getAttribute('href'), text: element.textContent };
}
