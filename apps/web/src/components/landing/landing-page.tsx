import { Button } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, SearchIcon } from '@promptshelf/ui/icons';

import { FeatureCards } from './feature-cards';
import { LatestPrompts } from './latest-prompts';
import { PromptPreview } from './prompt-preview';

/**
 * The landing page for visitors: hero, two links, three feature cards, the latest community
 * prompts, a final call to action.
 */
export function LandingPage() {
  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-32 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
        </div>
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:pb-28">
          <div className="text-center lg:text-left">
            <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm text-muted-foreground">
              <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
              Your library for reusable AI prompts
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Store &amp; Share <span className="text-primary">AI Prompts</span>
            </h1>
            <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
              Keep the prompts that work in one place. Organise them by AI tool and purpose, fill in
              their placeholders in seconds, and discover what the community is sharing.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Button asChild size="lg">
                <Link to="/auth" search={{ mode: 'register' }}>
                  Get Started Free
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/browse">
                  <SearchIcon aria-hidden="true" />
                  Browse AI Prompts
                </Link>
              </Button>
            </div>
          </div>
          <PromptPreview />
        </div>
      </section>

      <section aria-labelledby="features-title" className="border-t bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance">
              Everything your prompts need
            </h2>
            <p className="mt-3 text-muted-foreground">
              From the first draft to the prompt your whole team relies on.
            </p>
          </div>
          <FeatureCards />
        </div>
      </section>

      <LatestPrompts />

      <section
        aria-labelledby="cta-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="relative isolate overflow-hidden rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-primary-foreground/10 blur-2xl"
          />
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl tracking-tight text-balance">
            Ready to build your prompt library?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-foreground/90">
            Create a free account, save your first prompt in under a minute, and share it when it is
            ready.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link to="/auth" search={{ mode: 'register' }}>
              Create a Free Account
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
