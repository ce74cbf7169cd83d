import { Button, Tooltip } from '@promptshelf/ui';
import type { ComponentProps } from 'react';

/**
 * A prompt card's small action: a ghost button with its tooltip (decision 202). Its
 * `aria-label` names the prompt it acts on, since a grid holds many of each.
 */
export function IconAction({
  tooltip,
  size = 'icon',
  ...props
}: ComponentProps<typeof Button> & { tooltip: string; 'aria-label': string }) {
  return (
    <Tooltip content={tooltip}>
      <Button type="button" variant="ghost" size={size} {...props} />
    </Tooltip>
  );
}
