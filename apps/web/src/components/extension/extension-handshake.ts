/**
 * The page's side of connecting the browser extension (decision 225). The extension's bridge,
 * present on this origin only while the extension waits to connect, and this page exchange
 * window messages of this exact origin: the page says hello, the bridge answers ready, the page
 * sends the one-time state with the token, and the bridge says whether the extension kept it.
 */
const PAGE = 'promptshelf-connect-page';
const EXTENSION = 'promptshelf-extension';

export type BridgeAnswer = 'ready' | 'connected' | 'refused';

export function listenToExtension(onAnswer: (answer: BridgeAnswer) => void) {
  const handle = (event: MessageEvent) => {
    if (event.source !== window || event.origin !== window.location.origin) return;
    const data = event.data as { source?: unknown; kind?: unknown } | null;
    if (data?.source !== EXTENSION) return;
    if (data.kind === 'ready' || data.kind === 'connected' || data.kind === 'refused') {
      onAnswer(data.kind);
    }
  };
  window.addEventListener('message', handle);
  window.postMessage({ source: PAGE, kind: 'hello' }, window.location.origin);
  return () => window.removeEventListener('message', handle);
}

export function handTokenToExtension(state: string, token: string) {
  window.postMessage({ source: PAGE, kind: 'token', state, token }, window.location.origin);
}

/** "Chrome on Windows": the token's name says which browser holds it. */
export function browserDescription(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : 'Browser';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /CrOS/.test(userAgent)
      ? 'ChromeOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}
