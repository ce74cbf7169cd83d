// Business constants (lengths, page sizes), in one place for forms, tRPC inputs and the database.
export const PASSWORD_MIN = 6;
export const USERNAME_MAX = 50;
export const LOCATION_MAX = 100;
export const SOCIAL_URL_MAX = 255;
export const PROMPT_TITLE_MAX = 255;
export const PROMPT_CONTENT_MAX = 50_000;
export const SEARCH_MAX = 200;
export const OPTION_NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;
export const BROWSE_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE = 20;
export const LANDING_LATEST_COUNT = 9;
export const PREVIEW_LENGTH = 150;
/** Calls in one tRPC batch request: the server refuses more, the clients split at it. */
export const TRPC_BATCH_MAX = 10;
export const VERSION_NOTE_MAX = 200;
/** Browse's orders; here rather than in browse.ts so the web app's first page needs no zod. */
export const BROWSE_SORTS = ['recent', 'popular', 'liked', 'relevance'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
// Collections; here rather than in collections.ts so pages that show them need no zod.
export const COLLECTION_NAME_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 500;
/** Collections one member may own: their list, the menu and the profile are never unbounded. */
export const COLLECTIONS_PER_MEMBER_MAX = 500;
/** Prompts in one page of a collection, newest added first (docs/decisions/155). */
export const COLLECTION_PAGE_SIZE = 50;
export const COLLECTION_LIMIT_MAX = 100;
/** Public collections a profile shows. */
export const PUBLIC_PROFILE_COLLECTIONS_MAX = 50;

/** Prompts the command palette shows per group; recent ones a device remembers at most. */
export const PALETTE_GROUP_SIZE = 5;
export const PALETTE_RECENT_MAX = 10;
