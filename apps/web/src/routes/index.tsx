import { createFileRoute } from '@tanstack/react-router';

import { LandingPage } from '../components/landing/landing-page';
import { WelcomePage } from '../components/landing/welcome-page';
import { useViewer } from '../lib/auth';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/')({
  head: titleHead('Store & Share AI Prompts'),
  component: HomeRoute,
});

/** '/' is the landing page when logged out or loading, the welcome page when logged in. */
function HomeRoute() {
  const { viewer } = useViewer();
  return viewer ? <WelcomePage viewer={viewer} /> : <LandingPage />;
}
