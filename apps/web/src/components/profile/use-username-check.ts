import { USERNAME_MAX, USERNAME_PATTERN } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '#src/lib/trpc';
import { useDebouncedValue } from '#src/lib/use-debounced-value';

const USERNAME_CHECK_DEBOUNCE_MS = 500;

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken';

/** Worth asking the server about: changed, and made only of the allowed characters. */
function shouldCheckUsername(value: string, current: string): boolean {
  const name = value.trim();
  return (
    name !== '' && name !== current && name.length <= USERNAME_MAX && USERNAME_PATTERN.test(name)
  );
}

/**
 * The live availability check of a username. It runs 500 ms after the last keystroke, only for
 * a changed, well-formed name, and reads 'checking' from the first keystroke until the answer.
 */
export function useUsernameCheck(value: string, current: string): UsernameStatus {
  const trpc = useTRPC();
  const name = value.trim();
  const debounced = useDebouncedValue(name, USERNAME_CHECK_DEBOUNCE_MS);
  const wanted = shouldCheckUsername(name, current);
  const check = useQuery({
    ...trpc.profiles.checkUsername.queryOptions({ username: debounced }),
    enabled: wanted && debounced === name,
    // Someone else may take a name at any time: each check asks again after a minute.
    staleTime: 60_000,
  });
  if (!wanted) return 'idle';
  if (debounced !== name) return 'checking';
  // A failed check says nothing; saving still asks the server, which has the last word.
  if (check.isError) return 'idle';
  if (!check.data || check.isFetching) return 'checking';
  return check.data.isTaken ? 'taken' : 'available';
}
