// The names and limits of release labels, free of zod so the prompt page can import them
// without the schemas (docs/decisions/160).

export const LABEL_MAX = 30;
/** The label every prompt has without storing it: its newest version. */
export const LATEST_LABEL = 'latest';
/** The label 'Promote to production' moves, protected in a new workspace. */
export const PRODUCTION_LABEL = 'production';
/** Labels a workspace may protect. */
export const PROTECTED_LABELS_MAX = 20;
export const LABEL_MOVES_PAGE_SIZE = 20;
export const LABEL_MOVES_LIMIT_MAX = 100;
