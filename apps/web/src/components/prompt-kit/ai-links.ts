/** Where a generated prompt can be opened, pre-filled through each assistant's ?q= address. */
export const AI_DESTINATIONS = [
  {
    name: 'ChatGPT',
    url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
  },
  {
    name: 'Claude',
    url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
  },
  {
    name: 'Gemini',
    url: (prompt: string) => `https://gemini.google.com/app?q=${encodeURIComponent(prompt)}`,
  },
] as const;
