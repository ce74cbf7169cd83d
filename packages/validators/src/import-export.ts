import { z } from 'zod';
import { BULK_IDS_MAX } from './bulk';

/** The library leaves and comes back as a file (docs/decisions/130). */
export const EXPORT_FORMATS = ['json', 'csv', 'markdown'] as const;
export const IMPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The JSON export's own name and format version; a reader refuses a newer version. */
export const EXPORT_FORMAT_NAME = 'promptshelf';
export const EXPORT_FORMAT_VERSION = 1;

/** An import file: at most 5 MB (UTF-8) and 5,000 prompts. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_PROMPTS = 5_000;
/**
 * The values a file may hold, counted before it is read by the characters that separate them:
 * it bounds the time one file can hold the server, whatever its shape (decision 131).
 */
export const IMPORT_MAX_VALUES = 400_000;
/**
 * The quotation marks a CSV may hold, counted with the separators: Papa Parse spends about four
 * times as long on a quote as on a comma (decision 131). A JSON file has no such limit.
 */
export const IMPORT_MAX_CSV_QUOTES = 200_000;
/**
 * The escapes (`\n`, `\"`, `\\`, `\uXXXX`…) a JSON request carrying a file may hold, counted
 * as it arrives: unescaping is the slow part of reading JSON, and a body of nothing else held the
 * event loop for 100 ms and more. A full 5 MB export holds about 550,000 (decision 131).
 */
export const IMPORT_MAX_ESCAPES = 2_500_000;

/**
 * The years a date in a file may fall in: four-digit years, which every layer writes and reads
 * alike (below 100 the database driver reads 0049 back as 2049; decision 131).
 */
export const IMPORT_YEARS = { first: 1000, last: 9999 } as const;

/** The columns of our CSV, in order. */
export const CSV_COLUMNS = [
  'title',
  'content',
  'aiTool',
  'customAiTool',
  'purpose',
  'isPublic',
  'tags',
  'createdAt',
  'updatedAt',
] as const;

export const importMessages = {
  exportFormat: 'format must be json, csv or markdown',
  exportIds: `ids must be up to ${BULK_IDS_MAX} prompt ids separated by commas`,
  importFormat: 'format must be json or csv',
  data: 'data must be the text of the file',
  tooLarge: 'The file must be at most 5 MB',
  tooMany: `A file can hold at most ${IMPORT_MAX_PROMPTS.toLocaleString('en')} prompts`,
  tooManyJsonValues: `A JSON file can hold at most ${IMPORT_MAX_VALUES.toLocaleString('en')} values (counted by its commas and opening brackets)`,
  tooManyCsvCells: `A CSV file can hold at most ${IMPORT_MAX_VALUES.toLocaleString('en')} cells (counted by its separators and line breaks)`,
  tooManyImports: (max: number) =>
    `Too many imports: at most ${max} a minute for one account. Please wait a minute and try again.`,
  tooManyTokenImports: (max: number) =>
    `Too many imports with this API token: at most ${max} a minute. Please wait a minute and try again.`,
  tooManyCsvQuotes: `A CSV file can hold at most ${IMPORT_MAX_CSV_QUOTES.toLocaleString('en')} quotation marks (a JSON file has no such limit)`,
  tooManyEscapes: `A file can hold at most ${IMPORT_MAX_ESCAPES.toLocaleString('en')} characters that JSON escapes (line breaks, tabs, quotes, backslashes)`,
  notJson: 'The file is not valid JSON',
  notOurs: 'This JSON file is not a Promptshelf export',
  newerVersion: (version: unknown) =>
    `This export has format version ${String(version)}; this server reads version ${EXPORT_FORMAT_VERSION}`,
  noPromptList: 'The export has no list of prompts',
  csvHeader:
    'The CSV file needs a header row with the columns title and content (or act and prompt, as prompts.chat publishes them)',
  notAnObject: 'A prompt must be an object',
  isPublic: 'isPublic must be true or false',
  date: (field: string) =>
    `${field} must be an ISO 8601 date and time in the years ${IMPORT_YEARS.first} to ${IMPORT_YEARS.last}, such as 2024-05-01T09:30:00Z`,
  versionList: 'versions must be a list',
  versionNumbers: 'Version history must be numbered 1, 2, 3… without gaps',
  version: (version: number, message: string) => `Version ${version}: ${message}`,
  csvRow: (message: string) => `This row of the CSV is malformed: ${message}`,
  refused: (rows: number) =>
    `Nothing was imported: ${rows === 1 ? '1 row has an error' : `${rows.toLocaleString('en')} rows have errors`}`,
} as const;

const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const earliest = Date.parse(`${IMPORT_YEARS.first}-01-01T00:00:00Z`);
const latest = Date.parse(`${IMPORT_YEARS.last}-12-31T23:59:59.999Z`);

/**
 * A date in a file, strictly: ISO 8601 with seconds and Z or an offset, as our export writes
 * it, or a calendar date alone (midnight UTC). Checked as text first, so a day that does not
 * exist (2020-02-30) is refused instead of rolling over, and "1" is not a year; then the instant
 * must fall within IMPORT_YEARS (an offset can push 1000-01-01 into the year 999).
 */
export function importDateSchema(field: string) {
  const message = importMessages.date(field);
  return z
    .string({ error: message })
    .refine((value) => isoDateTime.safeParse(value).success || isoDate.safeParse(value).success, {
      error: message,
      abort: true,
    })
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() >= earliest && date.getTime() <= latest, { error: message });
}

/** GET /api/export?format=… */
export const exportSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: importMessages.exportFormat }),
  // Only these prompts (`?ids=1,2,3`: the dashboard's selection); the whole library without.
  ids: z
    .string({ error: importMessages.exportIds })
    .regex(/^\d{1,10}(,\d{1,10})*$/, importMessages.exportIds)
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .refine((list) => list.length <= BULK_IDS_MAX, importMessages.exportIds)
    .optional(),
});

/** POST /api/import (and the tRPC procedure): the file's text, parsed on the server. */
export const importSchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: importMessages.importFormat }),
  data: z.string({ error: importMessages.data }),
  dryRun: z.boolean().default(false),
});

export type ImportInput = z.input<typeof importSchema>;

/** One row that cannot be imported; row 1 is the file's first prompt (the CSV header aside). */
export type ImportRowError = { row: number; message: string };

export type ImportResult = {
  created: number;
  skipped: number;
  errors: ImportRowError[];
  dryRun: boolean;
};
