import { OTHER_AI_TOOL, type KnownAiTool, type KnownPurpose } from '@promptshelf/validators';

/*
 * Display colours of the known AI tool and purpose names, one per name. Each pair keeps at least
 * 4.5:1 contrast in both themes (checked with axe); unknown and custom names share a neutral look.
 * See docs/decisions/041-badge-colours-and-slugs.md.
 */
const NEUTRAL_BADGE =
  'border-slate-200 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100';

const AI_TOOL_COLORS: Record<KnownAiTool, string> = {
  'ChatGPT/GPT4':
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Claude:
    'border-orange-200 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
  Gemini:
    'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  Other: NEUTRAL_BADGE,
};

const PURPOSE_COLORS: Record<KnownPurpose, string> = {
  marketing:
    'border-pink-200 bg-pink-50 text-pink-800 dark:border-pink-800 dark:bg-pink-950 dark:text-pink-200',
  coding:
    'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  writing:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  analysis:
    'border-cyan-200 bg-cyan-50 text-cyan-900 dark:border-cyan-800 dark:bg-cyan-950 dark:text-cyan-200',
  education:
    'border-lime-200 bg-lime-50 text-lime-900 dark:border-lime-800 dark:bg-lime-950 dark:text-lime-200',
  business:
    'border-teal-200 bg-teal-50 text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-200',
  creative:
    'border-purple-200 bg-purple-50 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-200',
};

function lookup<Key extends string>(map: Record<Key, string>, name: string): string {
  return Object.hasOwn(map, name) ? map[name as Key] : NEUTRAL_BADGE;
}

export function aiToolColor(name: string): string {
  return lookup(AI_TOOL_COLORS, name);
}

export function purposeColor(name: string): string {
  return lookup(PURPOSE_COLORS, name);
}

/** The tool as people read it: a custom name stands in for 'Other'. */
export function aiToolLabel(prompt: { aiTool: string; customAiTool: string | null }): string {
  return prompt.aiTool === OTHER_AI_TOOL && prompt.customAiTool
    ? prompt.customAiTool
    : prompt.aiTool;
}

/** 'coding' → 'Coding' for display; the stored value stays as the server sent it. */
export function purposeLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
