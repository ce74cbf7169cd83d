/** This server's MCP endpoint, as the browser reached it (docs/mcp.md). */
export function mcpAddress(): string {
  return `${window.location.origin}/mcp`;
}
