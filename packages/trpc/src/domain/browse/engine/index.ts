// Browse and search: one engine behind this interface. Which prompts a viewer may be shown is
// decided in visibility.ts; every figure that tunes it is in tuning.ts; the strategies
// (reference.ts, planned-search.ts and what it calls) are private to this folder.
export { correctSearch } from './correct';
export { findPage, type BrowsePage } from './find-page';
export { textMatch } from './search-query';
export { shapePage, type BrowseResult } from './shape-page';
export { decodeCursor, encodeCursor } from './cursor';
export { unlistedMatches } from './unlisted-matches';
export { listed, unlistedOwnedBy } from './visibility';
