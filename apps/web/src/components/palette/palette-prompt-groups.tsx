import type { RouterOutputs } from '@promptshelf/trpc';
import type { PaletteGroup } from '@promptshelf/validators';
import { FileTextIcon } from '@promptshelf/ui/icons';
import { Command } from 'cmdk';

type PaletteGroups = RouterOutputs['palette']['search']['groups'];
export type PalettePrompt = PaletteGroups[number]['prompts'][number];

const HEADINGS: Record<PaletteGroup, string> = {
  recent: 'Recent',
  mine: 'My Prompts',
  favorites: 'Favorites',
  workspaces: 'Workspace Prompts',
  public: 'Public Prompts',
};

/** The cmdk value of a prompt's option: unique, as a prompt is listed in one group only. */
export const itemValue = (prompt: PalettePrompt) => `prompt-${prompt.id}`;

export const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';
export const headingClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

/** The search's prompts, one labelled group each (Recent, My Prompts, Favorites…). */
export function PalettePromptGroups({
  groups,
  onOpen,
}: {
  groups: PaletteGroups;
  onOpen: (prompt: PalettePrompt) => void;
}) {
  return groups.map(({ group, prompts }) => (
    <Command.Group key={group} heading={HEADINGS[group]} className={headingClass}>
      {prompts.map((prompt) => (
        <Command.Item
          key={prompt.id}
          value={itemValue(prompt)}
          onSelect={() => onOpen(prompt)}
          className={optionClass}
        >
          <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{prompt.title}</span>
          <span className="max-w-[40%] shrink-0 truncate text-xs text-muted-foreground">
            {prompt.owner}
          </span>
        </Command.Item>
      ))}
    </Command.Group>
  ));
}
