import type { PromptRegistryError } from './errors';

/** How a placeholder is asked for (the prompt's placeholder settings). */
export interface PromptVariable {
  readonly name: string;
  readonly label?: string;
  readonly description?: string;
  readonly type: 'text' | 'multiline' | 'select' | 'number';
  readonly options?: string[];
  readonly default?: string;
}

/** A prompt as `GET /api/registry/{ref}` answers it: one version, includes resolved. */
export interface RegistryPrompt {
  /** `@username/name` or `workspace-slug/name`. */
  readonly ref: string;
  readonly name: string;
  readonly version: number;
  /** The release labels on this version (`production`, `staging`, …). */
  readonly labels: readonly string[];
  readonly title: string;
  readonly content: string;
  readonly variables: readonly PromptVariable[];
  /** ISO 8601. */
  readonly updatedAt: string;
}

/** Which version to ask for: a release label or a version number; neither means `latest`. */
export type PromptSelector =
  | { readonly label?: string; readonly version?: undefined }
  | { readonly version?: number; readonly label?: undefined };

/** A prompt the server gave: just now (`server`) or earlier, from the cache (`cache`). */
export interface FetchedPrompt extends RegistryPrompt {
  readonly source: 'server' | 'cache';
  /**
   * True when the server could not be reached or answered 5xx the last time the cache asked:
   * this is the last good copy and the prompt may have changed since.
   */
  readonly stale: boolean;
  /** When the server last confirmed this copy. */
  readonly fetchedAt: Date;
  /** Why the copy is stale, when it is. */
  readonly error?: PromptRegistryError;
}

/** The `fallback` text, used when the server was down before the cache held the prompt. */
export interface FallbackPrompt {
  readonly source: 'fallback';
  readonly stale: true;
  readonly ref: string;
  readonly content: string;
  readonly variables: readonly PromptVariable[];
  readonly error: PromptRegistryError;
}

export type PromptResult = FetchedPrompt | FallbackPrompt;

/** A prompt's content with the values put in, as `POST /api/registry/{ref}/render` answers. */
export interface RenderResult {
  readonly text: string;
  /** Placeholders that got no value (they are empty text in `text`), in order. */
  readonly missing: readonly string[];
  /** The prompt that was filled, with where it came from. */
  readonly prompt: PromptResult;
}

export interface PromptRegistryOptions {
  /** The server's base address, e.g. `https://prompts.example.com`. */
  url: string;
  /** An API token (`psk_…`), personal or a workspace's; without one, public prompts only. */
  token?: string;
  /** How long a copy is used without asking the server again. Default 60 000 (a minute). */
  ttlMs?: number;
  /** How long one request may take before the server counts as unreachable. Default 10 000. */
  timeoutMs?: number;
  /**
   * Text to use when the server cannot be reached and the cache does not hold the prompt yet:
   * one text for every prompt, or one per reference.
   */
  fallback?: string | Readonly<Record<string, string>>;
  /** Told of every failure the cache hides: a stale copy served, a fallback used. */
  onError?: (error: PromptRegistryError) => void;
  /** A `fetch` to use instead of the global one (a proxy agent, instrumentation). */
  fetch?: typeof globalThis.fetch;
}

export interface PromptRegistry {
  /** The prompt at `ref`: from the cache while fresh, else from the server. */
  get(ref: string, selector?: PromptSelector): Promise<PromptResult>;
  /**
   * The prompt's content with `values` put in its placeholders, filled here with the server's
   * rules, so it keeps working from the cache when the server is down.
   */
  render(
    ref: string,
    values: Readonly<Record<string, string>>,
    selector?: PromptSelector,
  ): Promise<RenderResult>;
}
