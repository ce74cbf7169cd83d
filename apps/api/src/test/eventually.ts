/**
 * Asks again until the condition holds, for what another process (or PostgreSQL's
 * notifications) makes true soon: no timing is asserted, only a generous bound.
 */
export async function eventually(what: string, check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 1_200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Never happened: ${what}`);
}
