import {
  EXPORT_FORMAT_NAME,
  EXPORT_FORMAT_VERSION,
  IMPORT_MAX_CSV_QUOTES,
  IMPORT_MAX_PROMPTS,
  IMPORT_MAX_VALUES,
  importMessages,
  type ImportFormat,
  type ImportRowError,
} from '@promptshelf/validators';
import Papa from 'papaparse';
import { DomainError } from '../domain-error';
import { restoreCell } from './csv-cells';

/** One prompt as the file has it, before any validation; row 1 is the file's first prompt. */
export type RawRow = { row: number; fields: Record<string, unknown> };

export type ParsedFile = { rows: RawRow[]; errors: ImportRowError[] };

/** The AI tool prompts.chat's prompts are written for, under the name our list gives it. */
export const PROMPTS_CHAT_AI_TOOL = 'ChatGPT/GPT4';

const badFile = (message: string) => new DomainError('BAD_INPUT', message);
const tooLarge = (message: string) => new DomainError('PAYLOAD_TOO_LARGE', message);

function checkCount(count: number) {
  if (count > IMPORT_MAX_PROMPTS) throw tooLarge(importMessages.tooMany);
}

/** The delimiters Papa Parse may guess a CSV uses: every one of them counts as a cell's end. */
const CSV_DELIMITERS = [',', '\t', '|', ';', Papa.RECORD_SEP, Papa.UNIT_SEP];

/**
 * Every JSON value but the root is an element of an array or object, and a container of k
 * elements holds k − 1 commas and one opening bracket; a CSV cell ends at a delimiter or a line
 * break. Counted anywhere, inside strings and quoted cells too (a quoting rule of ours could
 * disagree with the parser's, and be fooled), they bound the values a parse can make. A CSV's
 * quotes cost the parser more than its cells, and have their own, smaller budget.
 */
const BUDGETS = {
  json: [
    {
      separators: [',', '{', '['],
      max: IMPORT_MAX_VALUES,
      message: importMessages.tooManyJsonValues,
    },
  ],
  csv: [
    {
      separators: [...CSV_DELIMITERS, '\n'],
      max: IMPORT_MAX_VALUES,
      message: importMessages.tooManyCsvCells,
    },
    { separators: ['"'], max: IMPORT_MAX_CSV_QUOTES, message: importMessages.tooManyCsvQuotes },
  ],
};

/**
 * A parse's time and memory follow the number of values more than the bytes: 5 MB of `{},`
 * held the event loop for seconds before the prompt count was known. Each count stops at its
 * budget, and `indexOf` skips text between separators natively (decision 131).
 */
export function checkImportBudget(format: ImportFormat, data: string) {
  for (const { separators, max, message } of BUDGETS[format]) {
    let count = 0;
    for (const separator of separators) {
      for (let at = data.indexOf(separator); at !== -1; at = data.indexOf(separator, at + 1)) {
        if (++count > max) throw tooLarge(message);
      }
    }
  }
}

/**
 * Rows of a CSV read at most: blank rows are skipped but still read, so a file of line breaks
 * alone is bounded too. Room for as many blank rows as prompts, and the header.
 */
const CSV_ROWS_READ = 2 * (IMPORT_MAX_PROMPTS + 1);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(data: string): ParsedFile {
  let document: unknown;
  try {
    document = JSON.parse(data);
  } catch {
    throw badFile(importMessages.notJson);
  }
  if (!isRecord(document) || document.format !== EXPORT_FORMAT_NAME) {
    throw badFile(importMessages.notOurs);
  }
  if (document.version !== EXPORT_FORMAT_VERSION) {
    throw badFile(
      typeof document.version === 'number'
        ? importMessages.newerVersion(document.version)
        : importMessages.notOurs,
    );
  }
  if (!Array.isArray(document.prompts)) throw badFile(importMessages.noPromptList);
  checkCount(document.prompts.length);
  const rows: RawRow[] = [];
  const errors: ImportRowError[] = [];
  document.prompts.forEach((item: unknown, index) => {
    if (isRecord(item)) rows.push({ row: index + 1, fields: item });
    else errors.push({ row: index + 1, message: importMessages.notAnObject });
  });
  return { rows, errors };
}

/** Our CSV's columns by their lower-case names (a spreadsheet may change the case). */
const OUR_COLUMNS = {
  title: 'title',
  content: 'content',
  aitool: 'aiTool',
  customaitool: 'customAiTool',
  purpose: 'purpose',
  ispublic: 'isPublic',
  tags: 'tags',
  createdat: 'createdAt',
  updatedat: 'updatedAt',
} as const;

/**
 * prompts.chat's prompts have a role ("act") and no purpose: the first keyword that matches
 * picks one, `for_devs` means coding, and a role play is creative otherwise (decision 130).
 */
const PURPOSE_KEYWORDS: [RegExp, string][] = [
  [
    /develop|program|\bcode|coder|software|\bsql\b|javascript|python|linux|terminal|regex|\bgit\b|\bapi\b|devops|console|interpreter|debug/i,
    'coding',
  ],
  [/market|advertis|\bseo\b|social media|brand|copywrit|influencer/i, 'marketing'],
  [/teach|tutor|instructor|educat|math|explain|study|professor|coach|language/i, 'education'],
  [/analy|statistic|data|research|scientist|review/i, 'analysis'],
  [
    /business|startup|recruit|consult|account|financ|invest|sales|manager|lawyer|legal/i,
    'business',
  ],
  [/writ|poet|story|novel|essay|editor|journalist|screenwrit|proofread|translat/i, 'writing'],
];

export function promptsChatPurpose(act: string, forDevs: string | undefined): string {
  if (forDevs !== undefined && /^(true|yes|1)$/i.test(forDevs.trim())) return 'coding';
  return PURPOSE_KEYWORDS.find(([pattern]) => pattern.test(act))?.[1] ?? 'creative';
}

function parseCsv(data: string): ParsedFile {
  const parsed = Papa.parse<string[]>(data.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: CSV_DELIMITERS,
    preview: CSV_ROWS_READ,
  });
  const [header, ...records] = parsed.data;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const column = (name: string) => names.indexOf(name);
  const ours = column('title') >= 0 && column('content') >= 0;
  const promptsChat = !ours && column('act') >= 0 && column('prompt') >= 0;
  if (!ours && !promptsChat) throw badFile(importMessages.csvHeader);
  // Rows beyond those read are more prompts than a file may hold.
  if (parsed.meta.truncated) throw tooLarge(importMessages.tooMany);
  checkCount(records.length);

  const errors: ImportRowError[] = [];
  const malformed = new Set<number>();
  for (const error of parsed.errors) {
    // Papa's row counts the header as row 0, so it is our row number as it stands.
    if (error.row === undefined || error.row < 1 || malformed.has(error.row)) continue;
    malformed.add(error.row);
    errors.push({ row: error.row, message: importMessages.csvRow(error.message) });
  }

  const rows: RawRow[] = [];
  records.forEach((record, index) => {
    const row = index + 1;
    if (malformed.has(row)) return;
    const cell = (name: string) => {
      const at = column(name);
      return at >= 0 ? record[at] : undefined;
    };
    if (promptsChat) {
      const act = cell('act') ?? '';
      rows.push({
        row,
        fields: {
          title: act,
          content: cell('prompt'),
          aiTool: PROMPTS_CHAT_AI_TOOL,
          purpose: promptsChatPurpose(act, cell('for_devs')),
          isPublic: false,
        },
      });
      return;
    }
    const fields: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(OUR_COLUMNS)) {
      const value = cell(name);
      if (value !== undefined) fields[field] = restoreCell(value);
    }
    rows.push({ row, fields });
  });
  return { rows, errors };
}

/**
 * The file's prompts as raw rows, or a 400 when the file as a whole cannot be read. Only for a
 * file within checkImportBudget.
 */
export function parseImportFile(format: ImportFormat, data: string): ParsedFile {
  return format === 'json' ? parseJson(data) : parseCsv(data);
}
