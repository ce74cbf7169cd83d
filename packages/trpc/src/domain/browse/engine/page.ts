import { browseMessages, type BrowseSort } from '@promptshelf/validators';
import { DomainError } from '../../domain-error';
import type { KeyRow, Keys } from './keys';

/** What a strategy is asked: one page of one query, the cursor already decoded. */
export type PageArgs = {
  /** The search box text; a tag filter is a full-text term too ('#tag' lexemes). */
  search: string | undefined;
  /** Every one required. */
  tags: string[];
  aiTool: string | undefined;
  /** A named 'Other' tool, any case. */
  customAiTool: string | undefined;
  purpose: string | undefined;
  sortBy: BrowseSort;
  limit: number;
  /** 0 when there is a cursor: it already says where the page starts. */
  offset: number;
  cursorKeys: Keys | null;
};

/** A strategy's answer: up to `limit + 1` rows of the order (one more: a next page exists). */
export type Page = {
  rows: KeyRow[];
  /** Exact when lowerBound is false; otherwise "at least this many". */
  total: number;
  lowerBound: boolean;
};

export const badCursor = () => new DomainError('BAD_INPUT', browseMessages.cursor);

export const searchOffsetTooDeep = () => new DomainError('BAD_INPUT', browseMessages.searchOffset);
