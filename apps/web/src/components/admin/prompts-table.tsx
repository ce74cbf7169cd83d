import { Badge, Button, DataTable, type DataTableColumn } from '@promptshelf/ui';
import { slugify } from '@promptshelf/validators';
import { EyeOffIcon, HeartIcon, Trash2Icon } from '@promptshelf/ui/icons';
import { Link } from '@tanstack/react-router';

import { ListDate } from './list-date';
import { numberFormat } from './list-search';
import type { AdminPrompt, ModerationTarget } from './moderate-dialog';

const columns: DataTableColumn[] = [
  { label: 'Prompt' },
  { label: 'Author', from: 'md', className: 'w-48' },
  { label: 'Visibility', from: 'sm' },
  { label: 'Likes', from: 'lg', align: 'right' },
  { label: 'Created', from: 'lg' },
  { label: <span className="sr-only">Actions</span>, align: 'right' },
];

/** One page of prompts, public and private, each with its moderation actions. */
export function PromptsTable({
  prompts,
  onModerate,
}: {
  prompts: AdminPrompt[];
  onModerate: (target: ModerationTarget) => void;
}) {
  return (
    <DataTable columns={columns}>
      {prompts.map((prompt) => {
        const author = prompt.author.username ? `@${prompt.author.username}` : prompt.author.email;
        const visibility = prompt.isPublic ? (
          <Badge variant="secondary">Public</Badge>
        ) : (
          <Badge variant="outline">Private</Badge>
        );
        return (
          <tr key={prompt.id} className="align-top">
            <td className="px-4 py-3">
              <Link
                to="/snippets/$id/$"
                params={{ id: String(prompt.id), _splat: slugify(prompt.title) }}
                className="font-medium wrap-anywhere underline-offset-4 hover:underline focus-visible:underline"
              >
                {prompt.title}
              </Link>
              <p className="mt-1 line-clamp-2 text-muted-foreground wrap-anywhere">
                {prompt.contentPreview}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground md:hidden">
                <span className="wrap-anywhere">{author}</span>
                <span className="sm:hidden">{visibility}</span>
              </div>
            </td>
            <td className="hidden w-48 max-w-48 px-4 py-3 md:table-cell">
              {/* Cut with an ellipsis (whole on hover), never broken every few letters. */}
              <p className="truncate" title={author}>
                {author}
              </p>
              <p className="truncate text-muted-foreground" title={prompt.author.email}>
                {prompt.author.email}
              </p>
            </td>
            <td className="hidden px-4 py-3 sm:table-cell">{visibility}</td>
            <td className="hidden px-4 py-3 text-right tabular-nums lg:table-cell">
              <span className="inline-flex items-center gap-1">
                <HeartIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
                {numberFormat.format(prompt.likesCount)}
              </span>
            </td>
            <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground lg:table-cell">
              <ListDate value={prompt.createdAt} />
            </td>
            <td className="px-4 py-3">
              {/* Named icon buttons until there is room for their words. */}
              <div className="flex items-center justify-end gap-2">
                {prompt.isPublic && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="max-xl:size-9 max-xl:px-0"
                    aria-label={`Unpublish “${prompt.title}”`}
                    onClick={() => onModerate({ prompt, action: 'unpublish' })}
                  >
                    <EyeOffIcon aria-hidden="true" />
                    <span className="max-xl:sr-only">Unpublish</span>
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive-text hover:text-destructive-text max-xl:size-9 max-xl:px-0"
                  aria-label={`Delete “${prompt.title}”`}
                  onClick={() => onModerate({ prompt, action: 'delete' })}
                >
                  <Trash2Icon aria-hidden="true" />
                  <span className="max-xl:sr-only">Delete</span>
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
