import { z } from 'zod';
import { text } from './text';
import { LOCATION_MAX, NAME_MAX, SOCIAL_URL_MAX, USERNAME_MAX } from './limits';
import { tagFilterSchema } from './tags';

export const BIO_MAX = 1000;
export const PROFILE_IMAGE_URL_MAX = 2048;
/** How many of a user's public prompts their profile page shows (newest first). */
export const PUBLIC_PROFILE_PROMPTS_MAX = 50;

// The profile's messages and length limits, once, for the form and the server.
export const profileMessages = {
  usernameChars: 'Username can only contain letters, numbers, underscores, and hyphens.',
  usernameRequired: 'Username is required.',
  usernameMax: `Username must be at most ${USERNAME_MAX} characters.`,
  usernameTaken: 'This username is already taken.',
  usernameReserved: 'This username is reserved.',
  nameMax: `Name must be at most ${NAME_MAX} characters.`,
  locationMax: `Location must be at most ${LOCATION_MAX} characters.`,
  bioMax: `Bio must be at most ${BIO_MAX.toLocaleString('en')} characters.`,
  urlMax: `Links must be at most ${SOCIAL_URL_MAX} characters.`,
  imageUrlMax: `The image link must be at most ${PROFILE_IMAGE_URL_MAX.toLocaleString('en')} characters.`,
  urlInvalid: 'Please enter a full link starting with http:// or https://',
  userNotFound: (username: string) => `User "${username}" not found.`,
} as const;

export const USERNAME_PATTERN = /^[a-zA-Z0-9_-]+$/;

/**
 * Names never given to a person (decision 208): the site's own words, and the app's top-level
 * paths, so '/u/admin' or a profile called 'settings' never reads as the site speaking.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'auth',
  'browse',
  'change-password',
  'collections',
  'dashboard',
  'favorites',
  'forgot-password',
  'healthz',
  'invite',
  'login',
  'logout',
  'mcp',
  'notifications',
  'my-collections',
  'profile',
  'readyz',
  'resend-verification',
  'reset-password',
  'root',
  'settings',
  'snippets',
  'superadmin',
  'support',
  'trpc',
  'u',
  'w',
]);

/** Whether a username is reserved, in any case. */
export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username.toLowerCase());
}

/** A username as typed: trimmed, 1..50 of letters, digits, '_' and '-'. */
export const usernameSchema = text({ error: profileMessages.usernameRequired })
  .trim()
  .min(1, profileMessages.usernameRequired)
  .max(USERNAME_MAX, profileMessages.usernameMax)
  .regex(USERNAME_PATTERN, profileMessages.usernameChars);

/** True when `value` is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Optional text: trimmed; an empty value clears the field (stored as null). */
const optionalText = (max: number, message: string) =>
  text({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Optional link: like optionalText, and when present an absolute http(s) URL. */
const optionalUrl = (max: number, message: string) =>
  optionalText(max, message).refine(
    (value) => value === undefined || value === null || isHttpUrl(value),
    profileMessages.urlInvalid,
  );

/**
 * Profile update: every field optional; a field left out stays as it is, an empty
 * one is cleared (username excepted: it is required when sent).
 */
export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  firstName: optionalText(NAME_MAX, profileMessages.nameMax),
  lastName: optionalText(NAME_MAX, profileMessages.nameMax),
  location: optionalText(LOCATION_MAX, profileMessages.locationMax),
  bio: optionalText(BIO_MAX, profileMessages.bioMax),
  githubUrl: optionalUrl(SOCIAL_URL_MAX, profileMessages.urlMax),
  linkedinUrl: optionalUrl(SOCIAL_URL_MAX, profileMessages.urlMax),
  instagramUrl: optionalUrl(SOCIAL_URL_MAX, profileMessages.urlMax),
  xUrl: optionalUrl(SOCIAL_URL_MAX, profileMessages.urlMax),
  profileImageUrl: optionalUrl(PROFILE_IMAGE_URL_MAX, profileMessages.imageUrlMax),
});

/** The availability check; a malformed name is a 400 with the same message as the form. */
export const checkUsernameSchema = z.object({ username: usernameSchema });

/** A public profile lookup (case-insensitive); any text up to the limit, so unknown is a 404. */
export const publicProfileSchema = z.object({
  username: text({ error: profileMessages.usernameRequired })
    .trim()
    .min(1, profileMessages.usernameRequired)
    .max(200, profileMessages.usernameMax),
  // Only the public prompts with every one of these tags.
  tag: tagFilterSchema,
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The profile as the client sees it (its own fields plus the user's names and picture). */
export type Profile = {
  username: string;
  firstName: string | null;
  lastName: string | null;
  location: string | null;
  bio: string | null;
  githubUrl: string | null;
  linkedinUrl: string | null;
  instagramUrl: string | null;
  xUrl: string | null;
  profileImageUrl: string | null;
};
