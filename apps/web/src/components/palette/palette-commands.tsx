import { CornerDownRightIcon, PlusIcon } from '@promptshelf/ui/icons';
import { Command } from 'cmdk';

import type { Viewer } from '#src/lib/auth';
import { accountNav, memberNav, visitorNav, type NavItem } from '../layout/nav-items';
import { headingClass, optionClass } from './palette-prompt-groups';

type PaletteCommand = { kind: 'new' } | { kind: 'go'; item: NavItem };

const NEW_PROMPT = 'New Prompt';
const SIGN_IN: NavItem = { to: '/auth', label: 'Sign In' };

/**
 * The palette's commands whose name contains what is typed: for a signed-in person 'New
 * Prompt', then every page of the navigation and the account menu; for a visitor Browse and
 * Sign In.
 */
export function paletteCommands(viewer: Viewer | null, query: string): PaletteCommand[] {
  const pages = viewer ? [...memberNav(viewer), ...accountNav] : [...visitorNav, SIGN_IN];
  const all: PaletteCommand[] = [
    ...(viewer ? [{ kind: 'new' as const }] : []),
    ...pages.map((item) => ({ kind: 'go' as const, item })),
  ];
  const words = query.trim().toLowerCase();
  return all.filter((command) =>
    (command.kind === 'new' ? NEW_PROMPT : command.item.label).toLowerCase().includes(words),
  );
}

/** The commands as options of one group, after the prompts. */
export function PaletteCommands({
  commands,
  onGo,
  onNewPrompt,
}: {
  commands: PaletteCommand[];
  onGo: (to: NavItem['to']) => void;
  onNewPrompt: () => void;
}) {
  if (commands.length === 0) return null;
  return (
    <Command.Group heading="Commands" className={headingClass}>
      {commands.map((command) =>
        command.kind === 'new' ? (
          <Command.Item
            key="new"
            value="command-new"
            onSelect={onNewPrompt}
            className={optionClass}
          >
            <PlusIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {NEW_PROMPT}
          </Command.Item>
        ) : (
          <Command.Item
            key={command.item.to}
            value={`command-${command.item.to}`}
            onSelect={() => onGo(command.item.to)}
            className={optionClass}
          >
            <CornerDownRightIcon
              className="size-4 shrink-0 text-muted-foreground"
              aria-hidden="true"
            />
            {command.item.label}
          </Command.Item>
        ),
      )}
    </Command.Group>
  );
}
