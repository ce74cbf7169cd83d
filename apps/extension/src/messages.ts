/** Messages between the extension's parts; the service worker checks who sent each. */
export type ExtensionMessage =
  | { type: 'refresh-library' }
  | { type: 'open-options' }
  | { type: 'start-connecting'; server: string; state: string }
  | { type: 'connect-token'; state: string; token: string };
