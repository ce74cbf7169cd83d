export { appRouter, createCaller } from './root';
export type { AppRouter, RouterInputs, RouterOutputs } from './root';
export { createContextInner } from './context';
export type { Context, CreateContextOptions, SessionControl, SignInFlow, Viewer } from './context';
export { loadViewer, viewerColumns } from './domain/accounts/viewer';
export { errorMessage, inputIssues, retryAfterSeconds, toTRPCError } from './errors';
export { DomainError } from './domain/domain-error';
export type { DomainErrorCode, InputIssue } from './domain/domain-error';
export { DATABASE_UNAVAILABLE, databaseUnavailable, INTERNAL_ERROR } from './trpc';
export { byEmail, createUser, authResults } from './domain/accounts/auth';
export { limitProviderSignIns, signInWithIdentity } from './domain/accounts/identities';
export type {
  IdentitySignInResult,
  ProviderProfile,
  SignInProvider,
} from './domain/accounts/identities';
export { renamedTo } from './domain/accounts/profiles';
export { hashPassword, verifyPassword } from './domain/accounts/passwords';
export { defaultRateLimits, pruneRateLimits } from './domain/accounts/rate-limit';
export type { RateLimitConfig } from './domain/accounts/rate-limit';
export { enqueueMail, type MailMessage, type SecurityNotice } from './domain/accounts/mail';
export { rememberSignInBrowser, securityNotice } from './domain/accounts/sessions';
export * as seo from './domain/seo';
export type { PageMeta } from './domain/seo';
export { SharedReads } from './shared-reads';
export { jsonText } from './json-text';
export type { SharedReadCache } from './shared-reads';
export { authenticateApiToken } from './domain/tokens/api-tokens';
export type { ApiTokenCredential } from './context';
export { deliverQueued, type DeliveryJob } from './domain/webhooks/deliver';
export { webhookSecretKey } from './domain/webhooks/secrets';
export {
  mailNotification,
  sendDigests,
  type NotificationMailSettings,
} from './domain/notifications/mail';
export { notify, type NotificationMailJob, type NotifyInput } from './domain/notifications/notify';
export { unsubscribeKey } from './domain/notifications/unsubscribe-links';
export type { WebhookSettings } from './domain/webhooks/webhooks';
