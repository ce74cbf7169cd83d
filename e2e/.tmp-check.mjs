import { chromium } from '@playwright/test';
const base = process.argv[2];
const signIn = process.argv[3] === 'signin';
const paths = process.argv.slice(4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext();
if (signIn) {
  const res = await ctx.request.post(base + '/api/auth/login', { data: { email: 'perf@example.com', password: 'perfpass123' }, headers: { origin: base } });
  console.log('login', res.status());
}
for (const p of paths) {
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 300)); });
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  const requests = [];
  page.on('request', (r) => { if (r.url().includes('/trpc/')) requests.push(r.url().slice(0, 100)); });
  // What the HTML paints before any script runs:
  const js = await browser.newContext({ javaScriptEnabled: false });
  const nojs = await js.newPage();
  if (signIn) await js.addCookies(await ctx.cookies());
  await nojs.goto(base + p);
  console.log('==', p, '| no-JS h1:', await nojs.locator('h1').first().textContent().catch(() => null), '| header:', (await nojs.locator('header').textContent()).slice(0, 80));
  await js.close();
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log('  title:', await page.title(), '| h1:', await page.locator('h1').first().textContent());
  console.log('  trpc requests:', requests);
  console.log('  logs:', logs);
  await page.screenshot({ path: `/tmp/wp/shot-${signIn ? 'in' : 'out'}${paths.indexOf(p)}.png` });
  await page.close();
}
await browser.close();
