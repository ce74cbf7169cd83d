// The known AI tools and purposes, seeded by the server. Their display colours live in the web app.
export const KNOWN_AI_TOOLS = ['ChatGPT/GPT4', 'Claude', 'Gemini', 'Other'] as const;
export const KNOWN_PURPOSES = [
  'marketing',
  'coding',
  'writing',
  'analysis',
  'education',
  'business',
  'creative',
] as const;
export const OTHER_AI_TOOL = 'Other';

export type KnownAiTool = (typeof KNOWN_AI_TOOLS)[number];
export type KnownPurpose = (typeof KNOWN_PURPOSES)[number];

/** How many named 'Other' tools Browse's tool filter offers (docs/decisions/205). */
export const OTHER_AI_TOOLS_LISTED = 50;
