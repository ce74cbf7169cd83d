// The prompt library's shared pieces: Browse, the landing page and profiles build on these.
export { AuthorLink, authorName } from './author-link';
export {
  AI_TOOL_COLORS,
  NEUTRAL_BADGE,
  PURPOSE_COLORS,
  aiToolColor,
  aiToolLabel,
  purposeColor,
  purposeLabel,
} from './badge-colors';
export { previewText } from './preview';
export { PromptCard, type PromptCardProps } from './prompt-card';
export { DEFAULT_SKELETON_COUNT, PromptCardSkeleton, PromptGrid } from './prompt-grid';
export { ReactionButtons } from './reaction-buttons';
export { invalidateLibrary, patchSnippetEverywhere } from './snippet-cache';
export { SnippetBadges } from './snippet-badges';
export type { Snippet } from './types';
export { handleUnauthorized, isUnauthorized, type SignInTarget } from './unauthorized';
export { useToggleFavorite, useToggleLike } from './use-snippet-reactions';
