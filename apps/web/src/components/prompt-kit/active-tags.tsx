import { cn } from '@promptshelf/ui';
import { XIcon } from '@promptshelf/ui/icons';

import { tagChipClass } from './tag-chips';

/**
 * The tags a list is filtered by, each removable. A button per tag, named for it,
 * so a keyboard or screen-reader user removes the one they mean.
 */
export function ActiveTags({
  tags,
  onRemove,
  disabled,
  className,
}: {
  tags: readonly string[];
  onRemove: (tag: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <span className="text-muted-foreground">Tagged</span>
      <ul aria-label="Active tag filters" className="flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <RemovableTag key={tag} tag={tag} onRemove={onRemove} disabled={disabled} />
        ))}
      </ul>
    </div>
  );
}

/** A tag chip with its own remove button, named for the tag (filters and the prompt form). */
export function RemovableTag({
  tag,
  onRemove,
  disabled,
}: {
  tag: string;
  onRemove: (tag: string) => void;
  disabled?: boolean;
}) {
  return (
    <li className={cn(tagChipClass, 'py-0.5 pr-0.5')}>
      <span aria-hidden="true" className="text-muted-foreground">
        #
      </span>
      <span className="truncate">{tag}</span>
      <button
        type="button"
        disabled={disabled}
        aria-label={`Remove tag ${tag}`}
        onClick={() => onRemove(tag)}
        className="ml-0.5 inline-flex size-5 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <XIcon className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}
