import { Label, NativeSelect } from '@promptshelf/ui';
import { PROMPT_VISIBILITY_LABELS, type PromptVisibility } from '@promptshelf/validators';

/** A prompt's place: a workspace (slug and name), or null for the personal library. */
export type Place = { slug: string; name: string } | null;

const PERSONAL: readonly PromptVisibility[] = ['private', 'unlisted', 'public'];
const IN_WORKSPACE: readonly PromptVisibility[] = ['workspace', 'unlisted', 'public'];

/** The visibilities a prompt may have there: a workspace's is never private, a person's never 'workspace'. */
export function visibilitiesIn(place: Place): readonly PromptVisibility[] {
  return place ? IN_WORKSPACE : PERSONAL;
}

/** A new prompt's visibility there: public for a person's, its members for a workspace's. */
export function defaultVisibilityIn(place: Place): PromptVisibility {
  return place ? 'workspace' : 'public';
}

/** The visibility a prompt keeps when it changes place: public and unlisted stay, the rest turns. */
export function visibilityAfterMove(visibility: PromptVisibility, place: Place): PromptVisibility {
  return visibility === 'private' || visibility === 'workspace'
    ? defaultVisibilityIn(place) === 'workspace'
      ? 'workspace'
      : 'private'
    : visibility;
}

/** Who can see a prompt with this visibility there, in a line. */
export function visibilityHint(visibility: PromptVisibility, place: Place): string {
  switch (visibility) {
    case 'private':
      return 'Only you can see it.';
    case 'workspace':
      return `Only members of ${place?.name ?? 'the workspace'} can see it.`;
    case 'unlisted':
      return 'Anyone with the link can open it; it is never listed in Browse, search or profiles.';
    case 'public':
      return place
        ? "Anyone can find it in Browse, in search and on its author's profile."
        : 'Anyone can find it in Browse, in search and on your profile.';
  }
}

/** 'Where' (Personal or a workspace) and the visibilities that place allows, each with its line. */
export function WhereAndVisibility({
  id,
  places,
  place,
  onPlaceChange,
  visibility,
  onVisibilityChange,
  moving,
}: {
  id: string;
  /** The places on offer; 'Where' shows only when there is a choice. */
  places: readonly Place[];
  place: Place;
  onPlaceChange: (place: Place) => void;
  visibility: PromptVisibility;
  onVisibilityChange: (visibility: PromptVisibility) => void;
  /** Editing a prompt that will move on save: say so under 'Where'. */
  moving: boolean;
}) {
  return (
    <div className="grid gap-5">
      {places.length > 1 && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-where`}>Where</Label>
          <NativeSelect
            id={`${id}-where`}
            name="workspace"
            value={place?.slug ?? ''}
            aria-describedby={`${id}-where-hint`}
            onChange={(event) =>
              onPlaceChange(
                places.find((each) => (each?.slug ?? '') === event.target.value) ?? null,
              )
            }
          >
            {places.map((each) => (
              <option key={each?.slug ?? ''} value={each?.slug ?? ''}>
                {each ? each.name : 'Personal'}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-where-hint`} className="text-sm text-muted-foreground">
            {moving
              ? `Saving moves it to ${place ? place.name : 'your personal library'}.`
              : place
                ? `The prompt belongs to ${place.name}: its editors can change it.`
                : 'The prompt is yours alone to change.'}
          </p>
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Visibility</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {visibilitiesIn(place).map((each) => (
            <Label
              key={each}
              className="flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="visibility"
                value={each}
                checked={visibility === each}
                onChange={() => onVisibilityChange(each)}
                className="mt-0.5 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{PROMPT_VISIBILITY_LABELS[each]}</span>
                <span className="font-normal text-muted-foreground">
                  {visibilityHint(each, place)}
                </span>
              </span>
            </Label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
