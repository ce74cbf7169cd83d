import { profileUpdateSchema, type Profile } from '@promptshelf/validators';
import { z } from 'zod';

const fields = profileUpdateSchema.shape;

/** A text input checked by the server's schema for that field (its first message shows). */
function asText<Schema extends z.ZodType>(schema: Schema) {
  return z.string().transform((value, ctx): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/**
 * The edit form's schema: every input holds text, and each is checked by the server's own
 * rule for that field (same limits, same messages). Username is always sent, so required.
 */
export const profileFormSchema = z.object({
  username: asText(fields.username.unwrap()),
  firstName: asText(fields.firstName),
  lastName: asText(fields.lastName),
  location: asText(fields.location),
  bio: asText(fields.bio),
  profileImageUrl: asText(fields.profileImageUrl),
  githubUrl: asText(fields.githubUrl),
  linkedinUrl: asText(fields.linkedinUrl),
  instagramUrl: asText(fields.instagramUrl),
  xUrl: asText(fields.xUrl),
});

type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFieldName = keyof ProfileFormValues;

/** The stored profile as form text (null → ''). */
export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    username: profile.username,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    profileImageUrl: profile.profileImageUrl ?? '',
    githubUrl: profile.githubUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    instagramUrl: profile.instagramUrl ?? '',
    xUrl: profile.xUrl ?? '',
  };
}
