import { BIO_MAX, profileMessages, type Profile } from '@promptshelf/validators';
import { Button, FormField, Label, Textarea, cn, toast } from '@promptshelf/ui';
import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import { fieldErrorsOf, focusFirstInvalid, useZodForm } from '#src/lib/form';
import { api, useTRPC } from '#src/lib/trpc';
import { errorIssues, errorMessage } from '#src/lib/trpc-error';
import { ProfileAvatar } from '../prompt-kit/profile-avatar';
import { profileFormSchema, toFormValues, type ProfileFieldName } from './profile-form-schema';
import { UsernameField } from './username-field';
import { useUsernameCheck } from './use-username-check';

const socialFields: { name: ProfileFieldName; label: string; placeholder: string }[] = [
  { name: 'githubUrl', label: 'GitHub', placeholder: 'https://github.com/you' },
  { name: 'linkedinUrl', label: 'LinkedIn', placeholder: 'https://linkedin.com/in/you' },
  { name: 'instagramUrl', label: 'Instagram', placeholder: 'https://instagram.com/you' },
  { name: 'xUrl', label: 'X', placeholder: 'https://x.com/you' },
];

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-6 border-b pb-8 last:border-b-0 md:grid-cols-[14rem_1fr]"
    >
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid min-w-0 gap-5">{children}</div>
    </section>
  );
}

/** The profile edit form: every field of the profile, the live username check, one Save. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const id = useId();
  const trpc = useTRPC();
  const form = useZodForm(profileFormSchema, toFormValues(profile));
  const usernameStatus = useUsernameCheck(form.values.username, profile.username);
  const update = api.profiles.update.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const input = form.validate(formElement);
    if (!input) return;
    if (usernameStatus === 'taken') {
      // A taken username blocks saving; its line already says why.
      focusFirstInvalid(formElement, { username: true });
      return;
    }
    try {
      const saved = await update.mutateAsync(input);
      trpc.profiles.mine.setData(undefined, saved);
    } catch (error) {
      const issues = fieldErrorsOf<ProfileFieldName>(errorIssues(error));
      const message = errorMessage(error);
      if (message === profileMessages.usernameTaken) issues.username = message;
      if (Object.keys(issues).length > 0) {
        form.setErrors(issues);
        focusFirstInvalid(formElement, issues);
      }
      toast({
        title: 'Profile update failed',
        description: message ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Profile updated!' });
    // The navigation shows the username, cards show the author, the public page shows it all.
    await Promise.all([
      trpc.auth.me.invalidate(),
      trpc.profiles.public.invalidate(),
      trpc.snippets.invalidate(),
    ]);
  }

  const bio = form.values.bio ?? '';
  const bioField = form.field('bio');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 grid gap-8">
      <Section title="Public profile" description="How people find you and what they call you.">
        <UsernameField
          id={`${id}-username`}
          status={usernameStatus}
          {...form.field('username')}
          error={usernameStatus === 'taken' ? undefined : form.errors.username}
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            id={`${id}-first-name`}
            label="First name"
            autoComplete="given-name"
            {...form.field('firstName')}
          />
          <FormField
            id={`${id}-last-name`}
            label="Last name"
            autoComplete="family-name"
            {...form.field('lastName')}
          />
        </div>
        <div className="flex items-end gap-4">
          <FormField
            id={`${id}-image`}
            label="Profile picture link"
            type="url"
            inputMode="url"
            placeholder="https://example.com/me.jpg"
            hint="A link to an image; leave empty to show your initials."
            fieldClassName="min-w-0 flex-1"
            {...form.field('profileImageUrl')}
          />
          <ProfileAvatar
            profile={{
              username: form.values.username || profile.username,
              firstName: form.values.firstName ?? null,
              lastName: form.values.lastName ?? null,
            }}
            imageUrl={form.errors.profileImageUrl ? null : (form.values.profileImageUrl ?? null)}
            className="mb-7 size-14 text-lg max-sm:hidden"
          />
        </div>
      </Section>

      <Section title="About you" description="Shown on your public profile.">
        <FormField
          id={`${id}-location`}
          label="Location"
          autoComplete="address-level2"
          placeholder="City, country"
          {...form.field('location')}
        />
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={`${id}-bio`}>Bio</Label>
            <span
              id={`${id}-bio-count`}
              className={cn(
                'text-xs text-muted-foreground tabular-nums',
                bio.length > BIO_MAX && 'font-medium text-destructive-text',
              )}
            >
              {bio.length.toLocaleString('en-US')} / {BIO_MAX.toLocaleString('en-US')}
            </span>
          </div>
          <Textarea
            id={`${id}-bio`}
            name="bio"
            rows={5}
            placeholder="A few words about you and the prompts you write."
            value={bio}
            // The form helper only reads target.value, which a textarea has too.
            onChange={(event) =>
              bioField.onChange(event as unknown as ChangeEvent<HTMLInputElement>)
            }
            aria-invalid={form.errors.bio ? true : undefined}
            aria-describedby={[`${id}-bio-count`, form.errors.bio && `${id}-bio-error`]
              .filter(Boolean)
              .join(' ')}
          />
          {form.errors.bio && (
            <p id={`${id}-bio-error`} className="text-sm font-medium text-destructive-text">
              {form.errors.bio}
            </p>
          )}
        </div>
      </Section>

      <Section title="Links" description="Full addresses starting with https:// or http://.">
        <div className="grid items-start gap-5 sm:grid-cols-2">
          {socialFields.map(({ name, label, placeholder }) => (
            <FormField
              key={name}
              id={`${id}-${name}`}
              label={label}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder={placeholder}
              {...form.field(name)}
            />
          ))}
        </div>
      </Section>

      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto sm:min-w-36">
          {update.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
