import { start } from './start';

// `pnpm dev`: the browser talks to Vite, which proxies /api and /trpc here, so mailed links and
// the CSRF origin check use Vite's address unless APP_URL says otherwise. A default set here, not
// in the script, so the script needs no shell syntax and runs on any platform.
start({ APP_URL: 'http://localhost:5173' });
