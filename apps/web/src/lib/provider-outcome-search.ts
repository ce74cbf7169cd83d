import type { IdentityOutcome } from '@promptshelf/validators';

import { optionalOneOf, optionalString } from './search-params';

// Listed here rather than imported from the validators, whose module would bring zod into the
// first bundle with the route options; the type keeps the two lists alike.
const OUTCOMES: readonly IdentityOutcome[] = ['exists', 'failed', 'noEmail', 'taken', 'linked'];

/** What a sign-in with a provider came back to say: `?provider=ID&outcome=...`. */
export function providerOutcomeSearch(search: Record<string, unknown>): {
  provider?: string;
  outcome?: IdentityOutcome;
} {
  return {
    provider: optionalString(search.provider, 40),
    outcome: optionalOneOf(search.outcome, OUTCOMES),
  };
}
