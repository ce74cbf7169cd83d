/**
 * Bracketed placeholders in prompt content: `[name]` is a blank the generator asks
 * the user to fill. Prompts are often Markdown, so Markdown's own uses of brackets are not
 * placeholders: links `[text](url)` and images, reference links whose label is defined in the
 * text, footnotes `[^1]`, task boxes `- [ ]`/`- [x]`, escaped brackets `\[`, and anything in
 * a code span or a fenced code block. See docs/decisions/040-placeholder-rules.md.
 *
 * The scanner is a single left-to-right pass with no backtracking regular expressions, so its
 * time is linear in the length of the content, whatever the content.
 */

/** Longer bracketed text reads as prose, not as a blank to fill. */
export const PLACEHOLDER_NAME_MAX = 100;

export interface PlaceholderSpan {
  /** Index of the opening `[`. */
  start: number;
  /** Index just past the closing `]`. */
  end: number;
  /** The trimmed text between the brackets. */
  name: string;
}

const LIST_MARKER_BEFORE = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+$/;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** `[label]: destination "optional title"`, the whole line (CommonMark link definition). */
const DEFINITION =
  /^ {0,3}\[([^\]\n]+)\]:[ \t]*(?:<[^<>\n]*>|[^\s<>]+)(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?[ \t]*$/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/** A backslash before ASCII punctuation makes that character literal (CommonMark). */
function isEscape(content: string, i: number): boolean {
  const next = content[i + 1];
  return content[i] === '\\' && next !== undefined && ASCII_PUNCTUATION.test(next);
}

/** Link labels match case-insensitively with whitespace collapsed. */
function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

interface Line {
  start: number;
  end: number; // index of the '\n' or content.length
}

function splitLines(content: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const end = content.indexOf('\n', start);
    if (end === -1) {
      lines.push({ start, end: content.length });
      return lines;
    }
    lines.push({ start, end });
    start = end + 1;
  }
}

/**
 * Marks the characters of fenced code blocks (fence lines included) and collects the labels of
 * link definitions. A fence that never closes runs to the end, as in CommonMark.
 */
function scanBlocks(content: string, lines: Line[]) {
  const inFence = new Uint8Array(content.length + 1);
  const definitions = new Set<string>();
  let fence: { char: string; length: number } | null = null;
  for (const line of lines) {
    const text = content.slice(line.start, line.end);
    if (fence) {
      inFence.fill(1, line.start, line.end + 1);
      const close = FENCE_OPEN.exec(text);
      if (
        close &&
        close[1]![0] === fence.char &&
        close[1]!.length >= fence.length &&
        text.slice(close[0].length).trim() === ''
      ) {
        fence = null;
      }
      continue;
    }
    const open = FENCE_OPEN.exec(text);
    // A backtick fence's info string may not contain backticks.
    if (open && !(open[1]![0] === '`' && text.slice(open[0].length).includes('`'))) {
      fence = { char: open[1]![0]!, length: open[1]!.length };
      inFence.fill(1, line.start, line.end + 1);
      continue;
    }
    if (text.length <= 2000) {
      const definition = DEFINITION.exec(text);
      if (definition) definitions.add(normalizeLabel(definition[1]!));
    }
  }
  return { inFence, definitions };
}

/**
 * Positions of backtick runs outside fences, grouped by run length, so a code span's closing
 * run is found by advancing a pointer (never by rescanning), keeping the pass linear.
 */
function backtickRuns(content: string, inFence: Uint8Array) {
  const byLength = new Map<number, { positions: number[]; next: number }>();
  let i = 0;
  while (i < content.length) {
    if (content[i] !== '`' || inFence[i]) {
      // The same escapes as the main pass, so both see the same runs.
      i += isEscape(content, i) ? 2 : 1;
      continue;
    }
    let end = i;
    while (content[end] === '`') end++;
    const length = end - i;
    let group = byLength.get(length);
    if (!group) byLength.set(length, (group = { positions: [], next: 0 }));
    group.positions.push(i);
    i = end;
  }
  return byLength;
}

interface Candidate extends PlaceholderSpan {
  label: string;
}

/** Every placeholder occurrence, in order, with its position. */
export function findPlaceholders(content: string): PlaceholderSpan[] {
  if (!content.includes('[')) return [];
  const lines = splitLines(content);
  const { inFence, definitions } = scanBlocks(content, lines);
  const runs = backtickRuns(content, inFence);

  const candidates: Candidate[] = [];
  /** Open brackets on the current line: their index and whether a pair closed inside them. */
  const open: { index: number; hasInner: boolean }[] = [];
  let lineStart = 0;
  // Where the current paragraph ends (a blank line); code spans do not cross it.
  let paragraphEnd = -1;
  // No ')' follows on the line before this index (see inline links below).
  let noCloseParenBefore = -1;

  let i = 0;
  while (i < content.length) {
    const ch = content[i]!;
    if (inFence[i]) {
      open.length = 0;
      i++;
      continue;
    }
    if (ch === '\n') {
      open.length = 0;
      lineStart = i + 1;
      i++;
      continue;
    }
    if (isEscape(content, i)) {
      i += 2;
      continue;
    }
    if (ch === '`') {
      let end = i;
      while (content[end] === '`') end++;
      const group = runs.get(end - i);
      if (!group) {
        i = end;
        continue;
      }
      while (group.next < group.positions.length && group.positions[group.next]! <= i) {
        group.next++;
      }
      if (paragraphEnd < i) {
        const blank = /\n[ \t]*\n/g;
        blank.lastIndex = i;
        paragraphEnd = blank.exec(content)?.index ?? content.length;
      }
      const close = group.positions[group.next];
      if (close !== undefined && close < paragraphEnd) {
        // A code span: skip it whole. Brackets opened before it stay open (CommonMark lets
        // a code span sit inside link text).
        group.next++;
        const spanEnd = close + (end - i);
        // Each character of a span is visited once here, so the pass stays linear.
        for (let j = end; j < close; j++) {
          if (content[j] === '\n') {
            open.length = 0;
            lineStart = j + 1;
          }
        }
        i = spanEnd;
      } else {
        i = end;
      }
      continue;
    }
    if (ch === '[') {
      open.push({ index: i, hasInner: false });
      i++;
      continue;
    }
    if (ch === ']') {
      const opener = open.pop();
      i++;
      if (!opener) continue;
      const parent = open[open.length - 1];
      if (parent) parent.hasInner = true;
      if (content[i] === '(') {
        // Inline link or image: neither its text nor anything inside it is a placeholder.
        while (candidates.length > 0 && candidates[candidates.length - 1]!.start >= opener.index) {
          candidates.pop();
        }
        // Skip the destination up to ')' on this line. A failed search remembers where it
        // stopped, so text like '[a]([a]([a](' is not rescanned for every bracket.
        if (i >= noCloseParenBefore) {
          let j = i;
          while (j < content.length && content[j] !== ')' && content[j] !== '\n') j++;
          if (content[j] === ')') i = j + 1;
          else noCloseParenBefore = j;
        }
        continue;
      }
      if (opener.hasInner) continue;
      const raw = content.slice(opener.index + 1, i - 1);
      const name = raw.trim();
      if (
        name.length === 0 ||
        name.length > PLACEHOLDER_NAME_MAX ||
        name.startsWith('^') ||
        !HAS_LETTER_OR_DIGIT.test(name)
      ) {
        continue;
      }
      if (
        (name === 'x' || name === 'X') &&
        raw.length === 1 &&
        LIST_MARKER_BEFORE.test(content.slice(lineStart, opener.index))
      ) {
        continue; // a ticked task box
      }
      candidates.push({ start: opener.index, end: i, name, label: normalizeLabel(name) });
      continue;
    }
    i++;
  }

  if (definitions.size === 0) return candidates.map(({ label: _label, ...span }) => span);

  // Reference links: `[text][label]`, `[label][]` and `[label]` with `[label]: url` defined.
  const dropped = new Set<Candidate>();
  const byStart = new Map(candidates.map((candidate) => [candidate.start, candidate]));
  for (const candidate of candidates) {
    if (definitions.has(candidate.label)) {
      dropped.add(candidate);
      continue;
    }
    const next = byStart.get(candidate.end);
    if (next && definitions.has(next.label)) dropped.add(candidate);
  }
  return candidates
    .filter((candidate) => !dropped.has(candidate))
    .map(({ label: _label, ...span }) => span);
}

/** The unique placeholder names, in order of first appearance. */
export function extractPlaceholders(content: string): string[] {
  return [...new Set(findPlaceholders(content).map((span) => span.name))];
}

export function hasPlaceholders(content: string): boolean {
  return findPlaceholders(content).length > 0;
}

/**
 * The content with every placeholder replaced by its value; a placeholder with no value (or
 * an empty one) becomes empty text. Everything else, brackets included, stays as it was.
 */
export function fillPlaceholders(
  content: string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  let result = '';
  let last = 0;
  for (const span of findPlaceholders(content)) {
    // Own keys only: a placeholder named [constructor] must not find Object.prototype's.
    const value = Object.hasOwn(values, span.name) ? values[span.name] : undefined;
    result += content.slice(last, span.start) + (typeof value === 'string' ? value : '');
    last = span.end;
  }
  return result + content.slice(last);
}

export type FilledPart =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string; text: string }
  | { kind: 'unfilled'; name: string };

/**
 * The filled content in pieces, for showing it: the text around placeholders, the values put
 * in, and the placeholders left unfilled (which are empty text in the result). Joining the
 * texts gives exactly `fillPlaceholders(content, values)`.
 */
export function fillPlaceholderParts(
  content: string,
  values: Readonly<Record<string, string | undefined>>,
): FilledPart[] {
  const parts: FilledPart[] = [];
  let last = 0;
  for (const span of findPlaceholders(content)) {
    if (span.start > last) parts.push({ kind: 'text', text: content.slice(last, span.start) });
    const value = Object.hasOwn(values, span.name) ? values[span.name] : undefined;
    parts.push(
      typeof value === 'string' && value !== ''
        ? { kind: 'value', name: span.name, text: value }
        : { kind: 'unfilled', name: span.name },
    );
    last = span.end;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}
