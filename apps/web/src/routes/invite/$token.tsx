import { createFileRoute } from '@tanstack/react-router';

import { InvitationPage } from '#src/components/workspaces/invitation-page';

/** /invite/{token}: the mailed link; anyone holding it reads what it offers. */
export const Route = createFileRoute('/invite/$token')({
  component: function InvitationRoute() {
    const { token } = Route.useParams();
    return <InvitationPage token={token} />;
  },
});
