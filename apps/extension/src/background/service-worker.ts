import paletteScript from '../palette/palette?script&iife';
import connectBridgeScript from '../connect-bridge?script&iife';
import { loadConnection, loadLibrary, saveConnection, saveLibrary } from '../storage';
import { fetchLibrary, ServerRefusal } from './fetch-library';
import type { ExtensionMessage } from '../messages';

const BRIDGE_ID = 'promptshelf-connect-bridge';
const PENDING = 'pendingConnection';

/** The toolbar button: activeTab lets the palette into this tab, now. */
async function togglePalette(tabId: number) {
  const [loaded] = await chrome.scripting.executeScript({
    target: { tabId },
    func: () => {
      globalThis.promptshelfTogglePalette?.();
      return globalThis.promptshelfTogglePalette !== undefined;
    },
  });
  if (!loaded?.result)
    await chrome.scripting.executeScript({ target: { tabId }, files: [paletteScript] });
}

let refreshing: Promise<void> | null = null;

/** One refresh at a time; its outcome reaches the palette through storage. */
function refreshLibrary() {
  refreshing ??= (async () => {
    const connection = await loadConnection();
    if (!connection) return;
    const last = await loadLibrary();
    const kept = last?.server === connection.server ? last : null;
    try {
      const prompts = await fetchLibrary(connection);
      await saveLibrary({
        server: connection.server,
        prompts,
        fetchedAt: Date.now(),
        refreshError: null,
      });
    } catch (error) {
      const refreshError =
        error instanceof ServerRefusal && error.status === 401
          ? 'The server no longer accepts this token. Connect again in the options.'
          : error instanceof ServerRefusal
            ? error.message
            : 'The server could not be reached.';
      await saveLibrary({
        server: connection.server,
        prompts: kept?.prompts ?? [],
        fetchedAt: kept?.fetchedAt ?? null,
        refreshError,
      });
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Connecting through the app (decision 225): the options page asked for the server's origin and
 * opened its connect page with a one-time state; the bridge, registered on that origin only
 * until it answers, passes the token the page made. A token from any other origin or with
 * another state is refused.
 */
async function startConnecting(server: string, state: string) {
  await chrome.storage.session.set({ [PENDING]: { server, state } });
  await stopBridge();
  await chrome.scripting.registerContentScripts([
    {
      id: BRIDGE_ID,
      matches: [`${server}/*`],
      js: [connectBridgeScript],
      runAt: 'document_idle',
      persistAcrossSessions: false,
    },
  ]);
  await chrome.tabs.create({ url: `${server}/settings/extension?state=${state}` });
}

async function stopBridge() {
  const registered = await chrome.scripting.getRegisteredContentScripts({ ids: [BRIDGE_ID] });
  if (registered.length > 0) await chrome.scripting.unregisterContentScripts({ ids: [BRIDGE_ID] });
}

async function finishConnecting(origin: string | undefined, state: string, token: string) {
  const stored = await chrome.storage.session.get(PENDING);
  const pending = stored[PENDING] as { server: string; state: string } | undefined;
  if (!pending || pending.server !== origin || pending.state !== state) return false;
  await chrome.storage.session.remove(PENDING);
  await stopBridge();
  await saveConnection({ server: pending.server, token });
  void refreshLibrary();
  return true;
}

chrome.action.onClicked.addListener((tab) => {
  if (tab.id !== undefined) void togglePalette(tab.id);
});

chrome.runtime.onMessage.addListener((message: ExtensionMessage, sender, respond) => {
  const fromExtensionPage = sender.url?.startsWith(`chrome-extension://${chrome.runtime.id}/`);
  switch (message.type) {
    case 'refresh-library':
      void refreshLibrary().then(() => respond(true));
      return true;
    case 'open-options':
      void chrome.runtime.openOptionsPage();
      return false;
    case 'start-connecting':
      if (!fromExtensionPage) return false;
      void startConnecting(message.server, message.state).then(() => respond(true));
      return true;
    case 'connect-token':
      void finishConnecting(sender.origin, message.state, message.token).then(respond);
      return true;
  }
});
