import { Button, Card } from '@promptshelf/ui';
import { GitForkIcon } from '@promptshelf/ui/icons';
import { slugify } from '@promptshelf/validators';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import type { Prompt } from '../prompt-kit/types';
import { useOriginal } from './use-versions';
import { VersionCompare } from './version-compare';

type ClonedFrom = NonNullable<Prompt['clonedFrom']>;

const link = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * 'Cloned from {title} v{n} by @{username}' (the server names the original only while this
 * viewer may see it), and, when the original has moved on, a comparison of its newest version
 * with this prompt.
 */
export function CloneAttribution({
  prompt,
  clonedFrom,
}: {
  prompt: Prompt;
  clonedFrom: ClonedFrom;
}) {
  const original = useOriginal(clonedFrom.id);
  const [comparing, setComparing] = useState(false);
  const newer = original.data && original.data.version > clonedFrom.version ? original.data : null;

  return (
    <div className="mt-3 grid gap-2 text-sm text-muted-foreground">
      <p className="flex items-center gap-2 wrap-anywhere">
        <GitForkIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Cloned from{' '}
          <Link
            to="/snippets/$id/$"
            params={{ id: String(clonedFrom.id), _splat: slugify(clonedFrom.title) }}
            className={link}
          >
            {clonedFrom.title}
          </Link>{' '}
          v{clonedFrom.version}
          {clonedFrom.author.username && (
            <>
              {' '}
              by{' '}
              <Link
                to="/u/$username"
                params={{ username: clonedFrom.author.username }}
                className={link}
              >
                @{clonedFrom.author.username}
              </Link>
            </>
          )}
        </span>
      </p>
      {newer && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>The original has newer versions (now v{newer.version}).</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={comparing}
            onClick={() => setComparing((open) => !open)}
          >
            {comparing ? 'Hide comparison' : 'Compare with the original'}
          </Button>
        </div>
      )}
      {newer && comparing && (
        <Card
          className="gap-4 p-5 text-foreground sm:p-6"
          role="region"
          aria-label="Comparison with the original"
        >
          <VersionCompare
            before={{ ...prompt, label: 'This prompt' }}
            after={{ ...newer, label: `The original, v${newer.version}` }}
          />
        </Card>
      )}
    </div>
  );
}
