import type { RouterOutputs } from '@promptshelf/trpc';
import { Button, Label, Textarea, toast } from '@promptshelf/ui';
import { COMMENT_BODY_MAX } from '@promptshelf/validators';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';

import { useViewer } from '#src/lib/auth';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { LazyReportDialog } from '../moderation/report-menu';
import { LoadMore } from '../prompt-kit/list-states';
import { ProfileAvatar } from '../prompt-kit/profile-avatar';
import { profileDisplayName } from '../prompt-kit/profile-identity';
import type { Prompt } from '../prompt-kit/types';
import { CommentsHeading } from './comments-heading';
import { commentParts } from './comment-text';

type Thread = RouterOutputs['comments']['list']['items'][number];
type Comment = Omit<Thread, 'replies'>;
type Confirming = { kind: 'delete' | 'hide'; comment: Comment } | null;

const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The pages so far as one list of threads: a thread cut by a page's end comes again at the top
 * of the next page with its further replies (decision 230), and joins its first part here.
 */
function joinPages(pages: { items: Thread[] }[]): Thread[] {
  const threads: Thread[] = [];
  for (const thread of pages.flatMap((page) => page.items)) {
    const previous = threads.at(-1);
    if (previous?.id === thread.id) {
      threads[threads.length - 1] = {
        ...previous,
        replies: [...previous.replies, ...thread.replies],
      };
    } else threads.push(thread);
  }
  return threads;
}

/**
 * The prompt page's Comments: threads oldest first, 50 comments a page; a verified member
 * comments and replies, edits their own for 15 minutes, deletes their own; the prompt's author
 * hides others'. Loaded as its own chunk when the reader scrolls near it.
 */
export function CommentsSection({ prompt }: { prompt: Prompt }) {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const comments = api.comments.list.useInfiniteQuery(
    { id: prompt.id },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [reporting, setReporting] = useState<number | null>(null);

  const refresh = () =>
    Promise.all([
      trpc.comments.list.invalidate({ id: prompt.id }),
      trpc.snippets.byId.invalidate({ id: prompt.id }),
    ]);
  const onError = (error: unknown) =>
    toast({ title: errorMessage(error) ?? 'Something went wrong', variant: 'destructive' });
  const remove = api.comments.delete.useMutation({ onSuccess: refresh, onError });
  const hide = api.comments.hide.useMutation({ onSuccess: refresh, onError });

  const threads = joinPages(comments.data?.pages ?? []);

  const actions = {
    viewer: viewer !== null,
    username: viewer?.username ?? null,
    onReport: setReporting,
    replyingTo,
    editing,
    onReply: (id: number | null) => setReplyingTo(id),
    onEdit: (id: number | null) => setEditing(id),
    onConfirm: setConfirming,
    refresh,
  };

  return (
    <section aria-labelledby="comments-heading" className="mt-10">
      <CommentsHeading count={prompt.commentsCount} />

      {viewer ? (
        <CommentForm
          promptId={prompt.id}
          label="Add a comment"
          submitLabel="Comment"
          onDone={refresh}
        />
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">
          <Link
            to="/auth"
            search={{ redirect: `/snippets/${prompt.id}` }}
            className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Sign in
          </Link>{' '}
          to comment.
        </p>
      )}

      {comments.isError ? (
        <p role="alert" className="mt-6 text-sm text-destructive">
          Error loading comments: {errorMessage(comments.error) ?? comments.error.message}
        </p>
      ) : comments.isPending ? (
        <p role="status" className="mt-6 text-sm text-muted-foreground">
          Loading comments…
        </p>
      ) : threads.length === 0 ? (
        <p className="mt-6 text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ol className="mt-6 grid gap-6">
          {threads.map((thread) => (
            <li key={thread.id}>
              <CommentItem comment={thread} promptId={prompt.id} actions={actions} />
              {thread.replies.length > 0 && (
                <ol
                  aria-label={`Replies to ${authorName(thread)}`}
                  className="mt-3 ml-5 grid gap-3 border-l pl-4 sm:ml-11"
                >
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} promptId={prompt.id} actions={actions} />
                    </li>
                  ))}
                </ol>
              )}
              {replyingTo === thread.id && (
                <div className="mt-3 ml-5 sm:ml-11">
                  <CommentForm
                    promptId={prompt.id}
                    parentId={thread.id}
                    label={`Reply to ${authorName(thread)}`}
                    submitLabel="Reply"
                    autoFocus
                    onCancel={() => setReplyingTo(null)}
                    onDone={async () => {
                      setReplyingTo(null);
                      await refresh();
                    }}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}

      <LoadMore query={comments} label="Show more comments" className="mt-6" />

      <LazyReportDialog
        target={{ kind: 'comment', id: reporting ?? 0 }}
        open={reporting !== null}
        onOpenChange={(open) => {
          if (!open) setReporting(null);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming?.kind === 'hide' ? 'Hide this comment?' : 'Delete this comment?'}
        description={
          confirming?.kind === 'hide'
            ? 'Others will see that a comment was hidden, not what it said. Its writer still sees it.'
            : 'This cannot be undone.'
        }
        confirmLabel={confirming?.kind === 'hide' ? 'Hide' : 'Delete'}
        pendingLabel={confirming?.kind === 'hide' ? 'Hiding…' : 'Deleting…'}
        isPending={remove.isPending || hide.isPending}
        destructive
        onConfirm={async () => {
          if (!confirming) return true;
          const mutation = confirming.kind === 'hide' ? hide : remove;
          try {
            await mutation.mutateAsync({ id: confirming.comment.id });
            toast({ title: confirming.kind === 'hide' ? 'Comment hidden' : 'Comment deleted' });
            return true;
          } catch {
            return false;
          }
        }}
      />
    </section>
  );
}

function authorName(comment: Comment): string {
  return comment.author ? profileDisplayName(comment.author) : 'a comment';
}

type Actions = {
  viewer: boolean;
  username: string | null;
  onReport: (id: number) => void;
  replyingTo: number | null;
  editing: number | null;
  onReply: (id: number | null) => void;
  onEdit: (id: number | null) => void;
  onConfirm: (confirming: Confirming) => void;
  refresh: () => Promise<unknown>;
};

function CommentItem({
  comment,
  promptId,
  actions,
}: {
  comment: Comment;
  promptId: number;
  actions: Actions;
}) {
  const isTopLevel = comment.parentId === null;
  if (comment.body === null || comment.author === null) {
    return (
      <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground italic">
        {comment.state === 'deleted'
          ? 'This comment was deleted.'
          : 'This comment was hidden by the prompt’s author.'}
      </p>
    );
  }
  const author = comment.author;
  return (
    <article className="flex gap-3" aria-label={`Comment by ${profileDisplayName(author)}`}>
      <ProfileAvatar profile={author} imageUrl={author.profileImageUrl} className="size-8" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {author.username ? (
            <Link
              to="/u/$username"
              params={{ username: author.username }}
              className="rounded-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {profileDisplayName(author)}
            </Link>
          ) : (
            <span className="font-medium">{profileDisplayName(author)}</span>
          )}
          <time dateTime={comment.createdAt.toISOString()} className="text-muted-foreground">
            {dateTimeFormat.format(comment.createdAt)}
          </time>
          {comment.editedAt && <span className="text-muted-foreground">(edited)</span>}
          {comment.state === 'hidden' && (
            <span className="font-medium text-muted-foreground">Hidden from others</span>
          )}
        </p>
        {actions.editing === comment.id ? (
          <div className="mt-2">
            <CommentForm
              promptId={promptId}
              editing={comment}
              label="Edit your comment"
              submitLabel="Save"
              autoFocus
              onCancel={() => actions.onEdit(null)}
              onDone={async () => {
                actions.onEdit(null);
                await actions.refresh();
              }}
            />
          </div>
        ) : (
          <CommentBody body={comment.body} />
        )}
        <div className="mt-1 flex flex-wrap gap-1">
          {actions.viewer && isTopLevel && comment.state === 'visible' && (
            <ActionButton
              onClick={() => actions.onReply(actions.replyingTo === comment.id ? null : comment.id)}
            >
              Reply
            </ActionButton>
          )}
          {comment.canEdit && actions.editing !== comment.id && (
            <ActionButton onClick={() => actions.onEdit(comment.id)}>Edit</ActionButton>
          )}
          {comment.canHide && (
            <ActionButton onClick={() => actions.onConfirm({ kind: 'hide', comment })}>
              Hide
            </ActionButton>
          )}
          {comment.canDelete && (
            <ActionButton onClick={() => actions.onConfirm({ kind: 'delete', comment })}>
              Delete
            </ActionButton>
          )}
          {actions.viewer &&
            comment.state === 'visible' &&
            comment.author?.username !== actions.username && (
              <ActionButton onClick={() => actions.onReport(comment.id)}>Report</ActionButton>
            )}
        </div>
      </div>
    </article>
  );
}

function ActionButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-muted-foreground"
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A comment's text: links and `code` as such, every other character as typed. */
function CommentBody({ body }: { body: string }) {
  return (
    <p className="mt-1 text-sm whitespace-pre-wrap wrap-anywhere">
      {commentParts(body).map((part, index) =>
        part.kind === 'code' ? (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
            {part.text}
          </code>
        ) : part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            rel="nofollow ugc noopener"
            className="text-primary underline underline-offset-4"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function CommentForm({
  promptId,
  parentId,
  editing,
  label,
  submitLabel,
  autoFocus = false,
  onCancel,
  onDone,
}: {
  promptId: number;
  parentId?: number;
  editing?: Comment;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  onDone: () => Promise<unknown>;
}) {
  const fieldId = useId();
  const errorId = useId();
  const [body, setBody] = useState(editing?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = api.comments.create.useMutation();
  const update = api.comments.update.useMutation();
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body });
      else await create.mutateAsync({ id: promptId, body, parentId });
      setBody('');
      await onDone();
    } catch (failure) {
      setError(errorMessage(failure) ?? 'Something went wrong');
    }
  };

  return (
    <form className="mt-4 grid gap-2" onSubmit={(event) => void submit(event)}>
      <Label htmlFor={fieldId} className={parentId || editing ? 'sr-only' : undefined}>
        {label}
      </Label>
      <Textarea
        id={fieldId}
        value={body}
        rows={3}
        maxLength={COMMENT_BODY_MAX}
        required
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={parentId ? 'Write a reply' : 'Share a tip or a result'}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={pending || body.trim() === ''}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <span className="ml-auto text-xs text-muted-foreground" aria-live="polite">
          {body.length > COMMENT_BODY_MAX - 200
            ? `${COMMENT_BODY_MAX - body.length} characters left`
            : ''}
        </span>
      </div>
    </form>
  );
}
