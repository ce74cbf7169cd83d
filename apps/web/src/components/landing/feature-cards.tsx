import { Card, CardDescription, CardHeader, CardTitle } from '@promptshelf/ui';
import {
  LibraryBigIcon,
  SparklesIcon,
  UsersRoundIcon,
  type LucideIcon,
} from '@promptshelf/ui/icons';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: LibraryBigIcon,
    title: 'Organise your library',
    text: 'Save prompts with the AI tool and purpose they are for, search them instantly, and keep each one public or private.',
  },
  {
    icon: SparklesIcon,
    title: 'Fill in the blanks',
    text: 'Write placeholders like [topic] or [audience] once. Fill them in later to get a ready-to-use prompt you can copy.',
  },
  {
    icon: UsersRoundIcon,
    title: 'Discover and share',
    text: 'Browse prompts from the community, like and favourite the best ones, and clone them into your own library.',
  },
];

export function FeatureCards() {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full transition-shadow hover:shadow-md">
            <CardHeader className="gap-3">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle>{title}</CardTitle>
              <CardDescription className="leading-relaxed">{text}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
