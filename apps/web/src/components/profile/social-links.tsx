import { ExternalLinkIcon } from '@promptshelf/ui/icons';

import { safeHttpUrl } from '../prompt-kit/profile-identity';

interface SocialUrls {
  githubUrl: string | null;
  linkedinUrl: string | null;
  instagramUrl: string | null;
  xUrl: string | null;
}

const networks: { key: keyof SocialUrls; label: string }[] = [
  { key: 'githubUrl', label: 'GitHub' },
  { key: 'linkedinUrl', label: 'LinkedIn' },
  { key: 'instagramUrl', label: 'Instagram' },
  { key: 'xUrl', label: 'X' },
];

/**
 * The person's own links. rel="me" ties them to this profile (identity verification on
 * some networks); noopener/noreferrer keep the opened page from reaching back here.
 */
export function SocialLinks({ urls, name }: { urls: SocialUrls; name: string }) {
  const links = networks.flatMap(({ key, label }) => {
    const href = safeHttpUrl(urls[key]);
    return href ? [{ key, label, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-label={`${name} elsewhere`}>
      <ul className="flex flex-wrap justify-center gap-2 sm:justify-start">
        {links.map(({ key, label, href }) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer me"
              className="inline-flex h-9 items-center gap-1.5 rounded-full border bg-background px-3 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              {label}
              <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
