import { Card, CardDescription, CardHeader } from '@promptshelf/ui';
import { Link, type LinkProps } from '@tanstack/react-router';
import {
  LayoutDashboardIcon,
  PlusIcon,
  SearchIcon,
  StarIcon,
  type LucideIcon,
} from '@promptshelf/ui/icons';

import type { Viewer } from '#src/lib/auth';
import { APP_NAME, useScreenTitle } from '#src/lib/page-title';

const quickLinks: {
  to: NonNullable<LinkProps['to']>;
  search?: { create: true };
  icon: LucideIcon;
  title: string;
  text: string;
}[] = [
  {
    to: '/dashboard',
    search: { create: true },
    icon: PlusIcon,
    title: 'Create Prompt',
    text: 'Save a new prompt to your library.',
  },
  {
    to: '/browse',
    icon: SearchIcon,
    title: 'Browse Prompts',
    text: 'Discover prompts shared by the community.',
  },
  {
    to: '/favorites',
    icon: StarIcon,
    title: 'My Favorites',
    text: 'The prompts you saved for quick access.',
  },
  {
    to: '/dashboard',
    icon: LayoutDashboardIcon,
    title: 'My Dashboard',
    text: 'Manage, edit and share your prompts.',
  },
];

const steps = [
  {
    title: 'Create a prompt',
    text: 'Write it once, with [placeholders] for the parts that change.',
  },
  {
    title: 'Discover and explore',
    text: 'Find prompts by tool and purpose, and clone the ones you like.',
  },
  { title: 'Save and share', text: 'Favourite the best ones and make your own prompts public.' },
];

/** The welcome page: the home screen for signed-in users. */
export function WelcomePage({ viewer }: { viewer: Viewer }) {
  // '/' is the landing page for visitors; its route `head` names that one.
  useScreenTitle('Welcome');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        Welcome to {APP_NAME}
        {viewer.firstName ? `, ${viewer.firstName}` : ''}
      </h1>
      <p className="mt-2 text-muted-foreground">
        Your AI prompt library. What would you like to do?
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quickLinks.map(({ to, search, icon: Icon, title, text }) => (
          <li key={title}>
            <Link
              to={to}
              search={search}
              className="group block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <Card className="h-full transition-colors group-hover:border-primary/50 group-hover:bg-accent/40">
                <CardHeader className="gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {/* An h2, like 'Getting Started': the cards sit right under the page's h1. */}
                  <h2
                    data-slot="card-title"
                    className="text-base leading-tight font-semibold tracking-tight"
                  >
                    {title}
                  </h2>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="getting-started"
        className="mt-12 rounded-xl border bg-muted/40 p-6 sm:p-8"
      >
        <h2 id="getting-started" className="text-xl font-semibold">
          Getting Started
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-medium">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
