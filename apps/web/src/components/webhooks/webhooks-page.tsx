import { PageHeader } from '../layout/page-header';
import { WebhooksSection } from './webhooks-section';

/** /settings/webhooks: the signed-in person's own webhooks. */
export function WebhooksPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="Webhooks"
        description="Promptshelf posts a signed JSON message to your URL when one of your prompts changes."
      />
      <WebhooksSection
        workspace={null}
        intro="Your webhooks hear about your personal prompts; a workspace's are in its settings."
      />
    </div>
  );
}
