import { cn } from '@promptshelf/ui';

import type { DiffPart } from './word-diff';

/*
 * Additions and removals are told apart without colour: <ins> is underlined and opens with '+',
 * <del> is struck through and opens with '−', and screen readers hear 'added' and 'removed'
 * (they do not announce ins and del by themselves).
 */
const INS =
  'rounded-sm bg-green-100 text-green-950 underline decoration-2 underline-offset-2 dark:bg-green-950 dark:text-green-100';
const DEL =
  'rounded-sm bg-red-100 text-red-950 line-through decoration-2 dark:bg-red-950 dark:text-red-100';

export function DiffText({ parts, className }: { parts: DiffPart[]; className?: string }) {
  return (
    <div className={cn('whitespace-pre-wrap wrap-anywhere', className)}>
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        const Tag = part.kind === 'added' ? 'ins' : 'del';
        return (
          <Tag key={index} className={part.kind === 'added' ? INS : DEL}>
            <span className="sr-only">[{part.kind}: </span>
            <span aria-hidden="true" className="font-sans font-bold no-underline">
              {part.kind === 'added' ? '+' : '−'}
            </span>
            {part.text}
            <span className="sr-only">]</span>
          </Tag>
        );
      })}
    </div>
  );
}

/** The key to the marks, in words. */
export function DiffLegend() {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span>
        <ins className={INS}>
          <span aria-hidden="true">+</span>underlined
        </ins>{' '}
        text was added
      </span>
      <span>
        <del className={DEL}>
          <span aria-hidden="true">−</span>struck through
        </del>{' '}
        text was removed
      </span>
    </p>
  );
}
