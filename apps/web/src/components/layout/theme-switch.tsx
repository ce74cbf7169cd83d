import { MonitorIcon, MoonIcon, SunIcon } from '@promptshelf/ui/icons';
import { useId, useState } from 'react';

import { chooseTheme, readThemeChoice, type ThemeChoice } from '#src/lib/theme';

/** The three choices, in the order both switches show them. */
export const THEMES = [
  { choice: 'light', label: 'Light', Icon: SunIcon },
  { choice: 'dark', label: 'Dark', Icon: MoonIcon },
  { choice: 'system', label: 'System', Icon: MonitorIcon },
] as const;

/** This device's theme choice and a setter that keeps and applies it (docs/decisions/211). */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [theme, setTheme] = useState(readThemeChoice);
  return [
    theme,
    (choice) => {
      setTheme(choice);
      chooseTheme(choice);
    },
  ];
}

/** The phone menu's theme switch: three radio buttons in a row. */
export function ThemeSwitch() {
  const name = useId();
  const [theme, pick] = useThemeChoice();
  return (
    <fieldset className="mt-3 border-t pt-3">
      <legend className="float-left mb-2 w-full px-3 text-xs font-medium text-muted-foreground">
        Theme
      </legend>
      <div className="clear-left grid grid-cols-3 gap-1 rounded-lg border p-1">
        {THEMES.map(({ choice, label, Icon }) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-muted-foreground has-checked:bg-accent has-checked:text-accent-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={theme === choice}
              onChange={() => pick(choice)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
