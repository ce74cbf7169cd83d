import type { ExtensionMessage } from '../messages';
import { forgetEverything, loadConnection, saveConnection } from '../storage';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const message = byId<HTMLParagraphElement>('message');
const serverInput = byId<HTMLInputElement>('server');
const tokenInput = byId<HTMLInputElement>('token');

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The server's origin; https, except on this computer (a token must not cross a network in clear). */
function serverOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim().includes('://') ? text.trim() : `https://${text.trim()}`);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
      return url.origin;
    }
  } catch {
    // Not an address: answered below.
  }
  return null;
}

function say(text: string) {
  message.textContent = text;
}

async function render() {
  const connection = await loadConnection();
  byId('connected').hidden = connection === null;
  byId('connect').hidden = connection !== null;
  if (!connection) return;
  byId('connected-text').textContent = `This browser reads your prompts from ${connection.server}.`;
  const hint = byId('revoke-hint');
  const tokens = Object.assign(document.createElement('a'), {
    href: `${connection.server}/settings/tokens`,
    textContent: 'API Tokens',
    target: '_blank',
    rel: 'noopener',
  });
  hint.replaceChildren(
    'Disconnecting forgets the token and the saved prompts in this browser. The token itself keeps working until you revoke it at ',
    tokens,
    '.',
  );
}

/** Asks for the server's origin only; must run within the click that asked. */
function askForServer(origin: string) {
  return chrome.permissions.request({ origins: [`${origin}/*`] });
}

function readServer(): string | null {
  const origin = serverOrigin(serverInput.value);
  serverInput.setAttribute('aria-invalid', origin ? 'false' : 'true');
  if (!origin) {
    say('Enter the address of your Promptshelf, starting with https://');
    serverInput.focus();
  }
  return origin;
}

byId<HTMLFormElement>('connect-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const origin = readServer();
  if (!origin) return;
  void askForServer(origin).then(async (granted) => {
    if (!granted)
      return say('Without access to that address the extension cannot read your prompts.');
    const started: ExtensionMessage = {
      type: 'start-connecting',
      server: origin,
      state: crypto.randomUUID(),
    };
    await chrome.runtime.sendMessage(started);
    say('Confirm in the Promptshelf tab that just opened.');
  });
});

byId<HTMLFormElement>('token-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const origin = readServer();
  const token = tokenInput.value.trim();
  if (!origin) return;
  if (!token) {
    tokenInput.focus();
    return say('Paste a token first.');
  }
  void askForServer(origin).then(async (granted) => {
    if (!granted)
      return say('Without access to that address the extension cannot read your prompts.');
    const answer = await fetch(`${origin}/api/snippets/favorites`, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'omit',
    }).catch(() => null);
    if (!answer) return say(`${origin} could not be reached.`);
    if (!answer.ok) return say('The server did not accept this token.');
    await saveConnection({ server: origin, token });
    tokenInput.value = '';
    await chrome.runtime.sendMessage({ type: 'refresh-library' } satisfies ExtensionMessage);
    say('Connected.');
  });
});

byId<HTMLButtonElement>('disconnect').addEventListener('click', () => {
  void (async () => {
    const connection = await loadConnection();
    await forgetEverything();
    if (connection) await chrome.permissions.remove({ origins: [`${connection.server}/*`] });
    say(
      connection
        ? `Disconnected. The token keeps working until you revoke it at API Tokens: ${connection.server}/settings/tokens`
        : 'Disconnected.',
    );
    serverInput.focus();
  })();
});

chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && 'connection' in changes) {
    void render();
    if (changes.connection?.newValue) say('Connected.');
  }
});

void render();
