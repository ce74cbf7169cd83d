/**
 * Where focus goes after a dialog changed the list of prompt cards: to the new card
 * after a create, to the next card after a delete. Cards are found by their title's id
 * (`prompt-{id}-title`, see PromptCard), whose link opens the prompt.
 */
const cardLink = (id: number) => document.querySelector<HTMLElement>(`#prompt-${id}-title a`);

/** The page's 'Create New Prompt' button, the place to land when no card is left. */
const createButton = () => document.querySelector<HTMLElement>('[data-create-prompt]');

/**
 * Presses the page's 'Create New Prompt' button once it is shown (the command palette's 'New
 * Prompt' after it went to the dashboard); focused first, so the dialog gives focus back to it.
 */
export function createWhenShown() {
  let frames = 0;
  const attempt = () => {
    const button = createButton();
    if (button) {
      button.focus();
      button.click();
    } else if (++frames < 120) requestAnimationFrame(attempt);
  };
  attempt();
}

/** Focuses the card of prompt `id` once the list shows it (the refetch may still be on its way). */
export function focusCardWhenShown(id: number) {
  let frames = 0;
  const attempt = () => {
    const link = cardLink(id);
    if (link) link.focus();
    else if (++frames < 120) requestAnimationFrame(attempt);
    else createButton()?.focus();
  };
  attempt();
}

/**
 * Before prompt `id` is deleted: a function that focuses the card after it (or before it, for
 * the last one), or the create button when the list is left empty.
 */
export function focusNeighbourOfCard(id: number): () => void {
  const item = document.getElementById(`prompt-${id}-title`)?.closest('li');
  const neighbour = (
    item?.nextElementSibling ?? item?.previousElementSibling
  )?.querySelector<HTMLElement>('[id^="prompt-"][id$="-title"] a');
  return () => (neighbour?.isConnected ? neighbour : createButton())?.focus();
}
