/**
 * The palette's look, in its shadow root: the page's styles do not reach in and these do not
 * leak out. A constructed sheet, so a page's Content-Security-Policy for styles does not apply.
 * Colours follow the app's (indigo accent), light or dark as the system is.
 */
export const paletteCss = `
:host { all: initial; }
* { box-sizing: border-box; }
.backdrop {
  position: fixed; inset: 0; z-index: 2147483647; display: flex; justify-content: center;
  align-items: flex-start; padding: 10vh 12px 12px; background: rgb(15 23 42 / 0.45);
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color-scheme: light dark;
  --bg: #ffffff; --fg: #0f172a; --muted: #526077; --line: #d9dee7; --hover: #eef0fb;
  --accent: #4f46e5; --accent-fg: #ffffff; --ring: #6366f1; --warn: #9a3412;
}
@media (prefers-color-scheme: dark) {
  .backdrop {
    background: rgb(0 0 0 / 0.6);
    --bg: #111827; --fg: #f1f5f9; --muted: #a6b0c0; --line: #334155; --hover: #1e2540;
    --accent: #818cf8; --accent-fg: #0b1020; --ring: #a5b4fc; --warn: #fdba74;
  }
}
.panel {
  width: min(640px, 100%); max-height: 80vh; display: flex; flex-direction: column;
  background: var(--bg); color: var(--fg); border: 1px solid var(--line); border-radius: 12px;
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.3); overflow: hidden;
}
header { display: flex; align-items: baseline; gap: 12px; padding: 12px 16px 0; }
h2 { margin: 0; font-size: 15px; font-weight: 600; }
h3 { margin: 0 0 8px; font-size: 16px; font-weight: 600; overflow-wrap: anywhere; }
.status { margin: 0; color: var(--muted); font-size: 13px; }
.body { padding: 12px 16px 16px; overflow: auto; display: flex; flex-direction: column; gap: 12px; }
input, textarea, select {
  width: 100%; font: inherit; color: inherit; background: var(--bg);
  border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px;
}
textarea { resize: vertical; min-height: 72px; }
:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
input:focus-visible, textarea:focus-visible, select:focus-visible { outline-offset: 0; }
ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
[role='option'] {
  padding: 8px 10px; border-radius: 8px; cursor: pointer; display: flex;
  justify-content: space-between; gap: 12px; align-items: baseline;
}
[role='option'][aria-selected='true'] { background: var(--hover); outline: 2px solid var(--ring); outline-offset: -2px; }
.title { font-weight: 500; overflow-wrap: anywhere; }
.places { color: var(--muted); font-size: 12px; white-space: nowrap; }
.empty, .note, .help { margin: 0; color: var(--muted); font-size: 13px; }
.fields { display: flex; flex-direction: column; gap: 12px; }
.field { display: flex; flex-direction: column; gap: 4px; }
label { font-weight: 500; overflow-wrap: anywhere; }
.result-label { font-weight: 500; margin: 0; }
.result {
  margin: 0; padding: 10px; border: 1px dashed var(--line); border-radius: 8px; max-height: 30vh;
  overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.5 ui-monospace, monospace;
}
.actions {
  display: flex; gap: 8px; justify-content: flex-end; padding: 12px 16px;
  border-top: 1px solid var(--line);
}
button {
  font: inherit; border-radius: 8px; padding: 8px 14px; cursor: pointer;
  border: 1px solid var(--line); background: var(--bg); color: var(--fg);
}
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-fg); font-weight: 600; }
button.link { border: 0; padding: 0; background: none; color: var(--accent); text-decoration: underline; }
.back { align-self: flex-start; }
.sr-only {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
