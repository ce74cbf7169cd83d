import { Badge, Card } from '@promptshelf/ui';
import { HeartIcon, StarIcon } from '@promptshelf/ui/icons';

function Placeholder({ children }: { children: string }) {
  return (
    <mark className="rounded bg-accent px-1 font-medium text-accent-foreground">[{children}]</mark>
  );
}

/** An illustration of a prompt card, so visitors see what a stored prompt looks like. */
export function PromptPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -inset-3 -z-10 rotate-2 rounded-2xl bg-primary/10"
      />
      <Card className="p-6 shadow-xl">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">ChatGPT</Badge>
          <Badge variant="outline">writing</Badge>
        </div>
        <p className="mt-4 text-lg font-semibold">Blog post outline</p>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          Write a detailed outline for a blog post about <Placeholder>topic</Placeholder> for{' '}
          <Placeholder>audience</Placeholder>. Use a <Placeholder>tone</Placeholder> tone, five
          sections, and end with a clear call to action.
        </p>
        <div className="mt-6 flex items-center justify-between border-t pt-4 text-sm text-muted-foreground">
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
            >
              AL
            </span>
            @ada
          </span>
          <span className="flex items-center gap-4">
            <span className="flex items-center gap-1">
              <HeartIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">Likes:</span> 128
            </span>
            <span className="flex items-center gap-1">
              <StarIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">Favorites:</span> 42
            </span>
          </span>
        </div>
      </Card>
      <figcaption className="sr-only">
        An example prompt with three placeholders to fill in.
      </figcaption>
    </figure>
  );
}
