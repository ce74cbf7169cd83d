// Runs only on the server's pages, only while connecting (decision 225). The app's 'Connect the
// extension' page and this script talk by window messages of this exact origin; the service
// worker then checks the origin and the one-time state before it keeps the token.
const PAGE = 'promptshelf-connect-page';
const EXTENSION = 'promptshelf-extension';

function tell(kind: 'ready' | 'connected' | 'refused') {
  window.postMessage({ source: EXTENSION, kind }, location.origin);
}

addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window || event.origin !== location.origin) return;
  const data = event.data as { source?: unknown; kind?: unknown; state?: unknown; token?: unknown };
  if (data?.source !== PAGE) return;
  if (data.kind === 'hello') tell('ready');
  if (data.kind === 'token' && typeof data.state === 'string' && typeof data.token === 'string') {
    chrome.runtime
      .sendMessage({ type: 'connect-token', state: data.state, token: data.token })
      .then((accepted: boolean) => tell(accepted ? 'connected' : 'refused'))
      .catch(() => tell('refused'));
  }
});

tell('ready');
