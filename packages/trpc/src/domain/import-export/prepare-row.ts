import {
  importDateSchema,
  importMessages,
  promptInputSchema,
  promptMessages,
  tagsSchema,
  text,
  VERSION_NOTE_MAX,
} from '@promptshelf/validators';
import type { z } from 'zod';
import { changesVersion } from '../library/version-store';
import type { ExportVersion, PromptFields } from './library-pages';
import type { RawRow } from './parse-file';

/** A version read from a file: the same fields as an exported one. */
export type PreparedVersion = ExportVersion;

export type PreparedPrompt = PromptFields & {
  row: number;
  tags: string[];
  isPublic: boolean;
  createdAt: Date;
  updatedAt: Date;
  versions: PreparedVersion[];
};

/** The server's option lists, looked up without regard to case ('claude' is 'Claude'). */
export type OptionLists = { aiTools: Map<string, string>; purposes: Map<string, string> };

export function optionLists(aiTools: string[], purposes: string[]): OptionLists {
  const byLowerCase = (names: string[]) => new Map(names.map((name) => [name.toLowerCase(), name]));
  return { aiTools: byLowerCase(aiTools), purposes: byLowerCase(purposes) };
}

class RowError extends Error {}

const canonical = (value: unknown, names: Map<string, string>) =>
  typeof value === 'string' ? (names.get(value.trim().toLowerCase()) ?? value) : value;

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? promptMessages.required;
}

/**
 * The form's rules (required, lengths, custom tool). A version keeps the fields as they were,
 * so an AI tool or purpose that has left the lists since is kept in a history.
 */
function formFields(fields: Record<string, unknown>, options: OptionLists) {
  const parsed = promptInputSchema.safeParse({
    title: fields.title,
    content: fields.content,
    aiTool: canonical(fields.aiTool, options.aiTools),
    customAiTool: fields.customAiTool === '' ? null : fields.customAiTool,
    purpose: canonical(fields.purpose, options.purposes),
    // Our JSON carries placeholder settings (decision 140); CSV and prompts.chat do not.
    variables: fields.variables,
    isPublic: false,
  });
  if (!parsed.success) throw new RowError(firstMessage(parsed.error));
  // Tags are the prompt's, not a version's (decision 150): read by promptFields.
  const { isPublic: _isPublic, tags: _tags, ...versioned } = parsed.data;
  return versioned;
}

/** Our JSON has a list; our CSV one cell, tags separated by commas ('cold-email,seo'). */
function tagsOf(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const parsed = tagsSchema.safeParse(typeof value === 'string' ? value.split(',') : value);
  if (!parsed.success) throw new RowError(firstMessage(parsed.error));
  return parsed.data;
}

/** The form's own schema and messages, then the server's option lists, as a create checks. */
function promptFields(fields: Record<string, unknown>, options: OptionLists, isPublic: boolean) {
  const prompt = { ...formFields(fields, options), tags: tagsOf(fields.tags), isPublic };
  if (!options.aiTools.has(prompt.aiTool.toLowerCase()))
    throw new RowError(promptMessages.unknownAiTool);
  if (!options.purposes.has(prompt.purpose.toLowerCase()))
    throw new RowError(promptMessages.unknownPurpose);
  return prompt;
}

/** Imported prompts are private unless the file says otherwise. */
function visibility(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (['true', 'yes', '1'].includes(word)) return true;
    if (['false', 'no', '0'].includes(word)) return false;
  }
  throw new RowError(importMessages.isPublic);
}

const dateSchemas = {
  createdAt: importDateSchema('createdAt'),
  updatedAt: importDateSchema('updatedAt'),
};

/**
 * A date from the file, never later than `now`: a prompt dated in the future would sit on top
 * of Browse's newest first for as long as it liked. Missing means `fallback`.
 */
function date(value: unknown, field: keyof typeof dateSchemas, fallback: Date, now: Date): Date {
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = dateSchemas[field].safeParse(value);
  if (!parsed.success) throw new RowError(firstMessage(parsed.error));
  return parsed.data > now ? now : parsed.data;
}

const noteSchema = text()
  .trim()
  .max(VERSION_NOTE_MAX, promptMessages.noteMax)
  .nullish()
  .transform((value) => value || null);

/**
 * The history from our JSON: numbered 1…n without gaps, each version valid like a prompt. If
 * the last version is not what the prompt holds now (a file edited by hand), the prompt's
 * current fields become one more version, so the history always ends at the prompt (decision
 * 100). No history means version 1, as a new prompt gets.
 */
function history(
  raw: unknown,
  current: Omit<PreparedVersion, 'version' | 'note' | 'createdAt'>,
  updatedAt: Date,
  options: OptionLists,
  now: Date,
): PreparedVersion[] {
  if (raw !== undefined && raw !== null && !Array.isArray(raw))
    throw new RowError(importMessages.versionList);
  const items = (raw ?? []) as unknown[];
  const versions = items.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new RowError(importMessages.versionNumbers);
    const fields = item as Record<string, unknown>;
    const number = fields.version;
    if (number !== index + 1) throw new RowError(importMessages.versionNumbers);
    try {
      const versioned = formFields(fields, options);
      const note = noteSchema.safeParse(fields.note);
      if (!note.success) throw new RowError(firstMessage(note.error));
      return {
        version: index + 1,
        ...versioned,
        note: note.data,
        createdAt: date(fields.createdAt, 'createdAt', updatedAt, now),
      };
    } catch (error) {
      if (error instanceof RowError)
        throw new RowError(importMessages.version(index + 1, error.message));
      throw error;
    }
  });
  const last = versions.at(-1);
  if (!last || changesVersion(last, current)) {
    versions.push({
      version: versions.length + 1,
      ...current,
      note: null,
      createdAt: updatedAt,
    });
  }
  return versions;
}

/** One raw row as a prompt ready to insert, or the message of the first rule it breaks. */
export function prepareRow(
  raw: RawRow,
  options: OptionLists,
  now: Date,
): { prompt: PreparedPrompt } | { error: string } {
  try {
    const { fields } = raw;
    const isPublic = visibility(fields.isPublic);
    const prompt = promptFields(fields, options, isPublic);
    const createdAt = date(fields.createdAt, 'createdAt', now, now);
    const updatedAt = date(fields.updatedAt, 'updatedAt', createdAt, now);
    const current = {
      title: prompt.title,
      content: prompt.content,
      aiTool: prompt.aiTool,
      customAiTool: prompt.customAiTool,
      purpose: prompt.purpose,
      variables: prompt.variables,
    };
    const lastEdit = updatedAt < createdAt ? createdAt : updatedAt;
    return {
      prompt: {
        row: raw.row,
        ...prompt,
        createdAt,
        updatedAt: lastEdit,
        versions: history(fields.versions, current, lastEdit, options, now),
      },
    };
  } catch (error) {
    if (error instanceof RowError) return { error: error.message };
    throw error;
  }
}
