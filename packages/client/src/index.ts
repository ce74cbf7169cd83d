export { createPromptRegistry } from './registry';
export { PromptRegistryError, type PromptRegistryErrorKind } from './errors';
export type {
  FallbackPrompt,
  FetchedPrompt,
  PromptRegistry,
  PromptRegistryOptions,
  PromptResult,
  PromptSelector,
  PromptVariable,
  RegistryPrompt,
  RenderResult,
} from './types';
