import {
  CSV_COLUMNS,
  EXPORT_FORMAT_NAME,
  EXPORT_FORMAT_VERSION,
  type ExportFormat,
} from '@promptshelf/validators';
import Papa from 'papaparse';
import type { Ctx } from '../library/prompts';
import { neutraliseCell } from './csv-cells';
import { libraryPages, type ExportPrompt } from './library-pages';
import { markdownHeader, markdownSection } from './markdown';

const FILES: Record<ExportFormat, { extension: string; contentType: string }> = {
  json: { extension: 'json', contentType: 'application/json; charset=utf-8' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8; header=present' },
  markdown: { extension: 'md', contentType: 'text/markdown; charset=utf-8' },
};

/** One prompt as the JSON export writes it (docs/decisions/130). */
export function jsonPrompt(prompt: ExportPrompt) {
  return {
    id: prompt.id,
    title: prompt.title,
    content: prompt.content,
    aiTool: prompt.aiTool,
    customAiTool: prompt.customAiTool,
    purpose: prompt.purpose,
    variables: prompt.variables,
    isPublic: prompt.isPublic,
    tags: prompt.tags,
    clonedFrom:
      prompt.clonedFromId === null
        ? null
        : { id: prompt.clonedFromId, version: prompt.clonedFromVersion },
    createdAt: prompt.createdAt.toISOString(),
    updatedAt: prompt.updatedAt.toISOString(),
    versions: prompt.versions.map((version) => ({
      version: version.version,
      title: version.title,
      content: version.content,
      aiTool: version.aiTool,
      customAiTool: version.customAiTool,
      purpose: version.purpose,
      variables: version.variables,
      note: version.note,
      createdAt: version.createdAt.toISOString(),
    })),
  };
}

const indent = (text: string, spaces: string) => text.replaceAll('\n', `\n${spaces}`);

async function* jsonChunks(pages: AsyncIterable<ExportPrompt[]>, exportedAt: Date) {
  yield `{\n  "format": ${JSON.stringify(EXPORT_FORMAT_NAME)},\n  "version": ${EXPORT_FORMAT_VERSION},\n  "exportedAt": ${JSON.stringify(exportedAt.toISOString())},\n  "prompts": [`;
  let first = true;
  for await (const page of pages) {
    const parts = page.map((prompt) => {
      const text = `${first ? '' : ','}\n    ${indent(JSON.stringify(jsonPrompt(prompt), null, 2), '    ')}`;
      first = false;
      return text;
    });
    yield parts.join('');
  }
  yield `${first ? '' : '\n  '}]\n}\n`;
}

function csvRow(prompt: ExportPrompt): string[] {
  return [
    prompt.title,
    prompt.content,
    prompt.aiTool,
    prompt.customAiTool ?? '',
    prompt.purpose,
    String(prompt.isPublic),
    // One cell, as the import reads it: tags have no commas.
    prompt.tags.join(','),
    prompt.createdAt.toISOString(),
    prompt.updatedAt.toISOString(),
  ].map(neutraliseCell);
}

const CSV_OPTIONS = { newline: '\r\n', quotes: false } as const;

async function* csvChunks(pages: AsyncIterable<ExportPrompt[]>) {
  // The byte order mark tells Excel the file is UTF-8; our own import skips it.
  yield `\uFEFF${Papa.unparse([[...CSV_COLUMNS]], CSV_OPTIONS)}\r\n`;
  for await (const page of pages) {
    yield `${Papa.unparse(page.map(csvRow), CSV_OPTIONS)}\r\n`;
  }
}

async function* markdownChunks(
  pages: AsyncIterable<ExportPrompt[]>,
  exportedAt: Date,
  owner: string,
) {
  yield markdownHeader(exportedAt, owner);
  for await (const page of pages) yield page.map(markdownSection).join('');
}

/**
 * The member's whole library as a download, written a page at a time (GET /api/export). The
 * chunks are text; the HTTP layer streams them as they come, with backpressure.
 */
export async function exportLibrary(
  ctx: Ctx,
  { format, ids }: { format: ExportFormat; ids?: number[] },
  now = new Date(),
) {
  const pages = await libraryPages(ctx.db, ctx.viewer, format === 'json', ids);
  const file = FILES[format];
  const owner = ctx.viewer.username ?? ctx.viewer.firstName ?? ctx.viewer.email;
  const body =
    format === 'json'
      ? jsonChunks(pages, now)
      : format === 'csv'
        ? csvChunks(pages)
        : markdownChunks(pages, now, owner);
  return {
    filename: `promptshelf-${now.toISOString().slice(0, 10)}.${file.extension}`,
    contentType: file.contentType,
    body: body as AsyncIterable<string>,
  };
}
