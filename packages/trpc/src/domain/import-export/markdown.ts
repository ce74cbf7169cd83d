import { PROMPT_VISIBILITY_LABELS } from '@promptshelf/validators';

import type { ExportPrompt } from './library-pages';

/** Characters that would start markup in a heading or a list item; shown as typed instead. */
const MARKUP = /[\\`*_{}[\]<>#|!~]/g;

export function escapeMarkdown(text: string): string {
  return text.replace(MARKUP, (character) => `\\${character}`).replace(/[\r\n]+/g, ' ');
}

/** A fence longer than any run of backticks inside, so the content can never close it. */
function fence(content: string): string {
  const longest = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

export function markdownHeader(exportedAt: Date, owner: string): string {
  return `# Promptshelf library of ${escapeMarkdown(owner)}\n\nExported ${exportedAt.toISOString()}.\n`;
}

/** One prompt: its title as a heading, its settings as a list, its content verbatim. */
export function markdownSection(prompt: ExportPrompt): string {
  const tool =
    prompt.customAiTool !== null
      ? `${prompt.aiTool} (${escapeMarkdown(prompt.customAiTool)})`
      : escapeMarkdown(prompt.aiTool);
  const marker = fence(prompt.content);
  return [
    '',
    `## ${escapeMarkdown(prompt.title)}`,
    '',
    `- AI tool: ${tool}`,
    `- Purpose: ${escapeMarkdown(prompt.purpose)}`,
    `- Visibility: ${PROMPT_VISIBILITY_LABELS[prompt.visibility]}`,
    ...(prompt.tags.length > 0 ? [`- Tags: ${prompt.tags.join(', ')}`] : []),
    `- Created: ${prompt.createdAt.toISOString()}`,
    `- Updated: ${prompt.updatedAt.toISOString()}`,
    '',
    `${marker}text`,
    prompt.content,
    marker,
    '',
  ].join('\n');
}
