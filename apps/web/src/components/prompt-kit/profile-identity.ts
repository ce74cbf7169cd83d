/** The parts of a profile that name a person. */
export interface ProfileIdentity {
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** 'Ada Lovelace', else '@ada'. */
export function profileDisplayName(profile: ProfileIdentity): string {
  const name = [profile.firstName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || `@${profile.username}`;
}

/** 'AL' from the name, else from the username ('ada-l' → 'AL'). */
export function profileInitials(profile: ProfileIdentity): string {
  const fromName = [profile.firstName, profile.lastName]
    .map((part) => part?.trim()?.[0])
    .filter(Boolean)
    .join('');
  if (fromName) return fromName.toUpperCase();
  const parts = profile.username.split(/[_-]+/).filter(Boolean);
  const letters = (parts.length > 1 ? parts.map((part) => part[0]) : [profile.username.slice(0, 2)])
    .join('')
    .slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** Only http(s) addresses become links; anything else (javascript:, data:) is dropped. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
