import { Button } from '@promptshelf/ui';
import { CheckIcon, CopyIcon } from '@promptshelf/ui/icons';
import { useId } from 'react';

import { useCopy } from '../prompt-kit/use-copy';
import { mcpAddress } from './mcp-address';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Each assistant's configuration for this server's MCP address and the token, in the shape its
 * own documentation gives (docs/decisions/203-mcp-set-ups.md).
 */
function setupsFor(url: string, token: string) {
  const authorization = `Bearer ${token}`;
  return [
    {
      name: 'Claude Desktop',
      where:
        'Settings → Developer → Edit Config (claude_desktop_config.json), then restart Claude. Needs Node.js: mcp-remote connects it to the address.',
      text: json({
        mcpServers: {
          promptshelf: {
            command: 'npx',
            args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${AUTH_HEADER}'],
            env: { AUTH_HEADER: authorization },
          },
        },
      }),
    },
    {
      name: 'Claude Code',
      where: 'Run in a terminal.',
      text: `claude mcp add --transport http promptshelf ${url} --header "Authorization: ${authorization}"`,
    },
    {
      name: 'Cursor',
      where: '~/.cursor/mcp.json (or .cursor/mcp.json in a project).',
      text: json({
        mcpServers: { promptshelf: { url, headers: { Authorization: authorization } } },
      }),
    },
    {
      name: 'VS Code',
      where: '.vscode/mcp.json in a workspace (or MCP: Open User Configuration).',
      text: json({
        servers: {
          promptshelf: { type: 'http', url, headers: { Authorization: authorization } },
        },
      }),
    },
  ];
}

/** Ready-to-paste set-ups for AI assistants, with the new token filled in. */
export function McpSetups({ token }: { token: string }) {
  const id = useId();
  const url = mcpAddress();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 grid gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Connect an AI assistant
      </h3>
      <p className="text-sm text-muted-foreground">
        The MCP address of this server is <code className="font-mono wrap-anywhere">{url}</code>.
        Pick your assistant and paste its set-up; it already holds the token above.
      </p>
      {setupsFor(url, token).map((setup) => (
        <Setup key={setup.name} {...setup} />
      ))}
    </section>
  );
}

function Setup({ name, where, text }: { name: string; where: string; text: string }) {
  const { copy, copied } = useCopy({
    copied: `The ${name} set-up is on your clipboard.`,
    failed: 'Could not copy the set-up to the clipboard. Select it and copy it instead.',
  });
  return (
    <details className="group rounded-lg border bg-background">
      <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {name}
      </summary>
      <div className="grid gap-3 border-t px-4 py-3">
        <p className="text-sm text-muted-foreground">{where}</p>
        <pre className="rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
          <code>{text}</code>
        </pre>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void copy(text)}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? 'Copied!' : `Copy ${name} Set-up`}
        </Button>
      </div>
    </details>
  );
}
