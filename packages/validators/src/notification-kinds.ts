// Notifications, their mail, follows and the Following feed (docs/decisions/239-241). Free of
// zod: the browser's first bundle (the bell, the unsubscribe page's address) uses it.

/** What a notification is about; each kind renders its own line. */
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'suggestion',
  'suggestion_outcome',
  'follower',
  'clone',
  'report_outcome',
  'moderation',
  'workspace_invitation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a person hears of a kind by mail: not at all, at once, or in the daily digest. */
export const NOTIFICATION_MAIL_MODES = ['off', 'instant', 'digest'] as const;
export type NotificationMailMode = (typeof NOTIFICATION_MAIL_MODES)[number];

/** The kinds mailed at once to a person who never changed their settings. */
export const DEFAULT_MAIL_KINDS: readonly NotificationKind[] = [
  'suggestion',
  'suggestion_outcome',
  'report_outcome',
  'moderation',
];

/** What each kind is called in the settings and in unsubscribe answers. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  comment: 'Comments on my prompts',
  reply: 'Replies to my comments',
  suggestion: 'Suggested edits to my prompts',
  suggestion_outcome: 'Outcomes of my suggested edits',
  follower: 'New followers',
  clone: 'Clones of my prompts',
  report_outcome: 'Outcomes of my reports',
  moderation: 'Moderation of my prompts',
  workspace_invitation: 'Workspace invitations',
};

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_LIMIT_MAX = 100;
/** The bell counts up to this many unread, and shows "99+" beyond. */
export const UNREAD_COUNT_MAX = 99;
export const FOLLOWING_FEED_PAGE_SIZE = 20;
export const FOLLOWING_FEED_LIMIT_MAX = 50;

/** What an unsubscribe link turns off: one kind's mail, or the whole daily digest. */
export const UNSUBSCRIBE_TOPICS = [...NOTIFICATION_KINDS, 'digest'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

export const notificationMessages = {
  limit: `limit must be a whole number from 1 to ${NOTIFICATIONS_LIMIT_MAX}`,
  cursor: 'cursor must be a whole number from 1',
  ids: `ids must be a list of at most ${NOTIFICATIONS_LIMIT_MAX} notification ids`,
  mail: `Each kind must be one of ${NOTIFICATION_MAIL_MODES.join(', ')}`,
  unsubscribeLink: 'This unsubscribe link is not valid. Change what we mail you in your settings.',
  unsubscribed: (topic: UnsubscribeTopic) =>
    topic === 'digest'
      ? 'You will no longer get the daily digest.'
      : `You will no longer get mail about: ${notificationKindLabels[topic]}.`,
  followSelf: "You can't follow yourself",
  feedLimit: `limit must be a whole number from 1 to ${FOLLOWING_FEED_LIMIT_MAX}`,
  feedCursor: 'Invalid cursor',
} as const;

/** What a line needs to be written: who did it, the prompt's title if still visible, facts. */
export type NotificationLineInput = {
  kind: NotificationKind;
  actorName: string | null;
  promptTitle: string | null;
  data: Record<string, string | number | boolean | null>;
};

/**
 * One notification as a sentence, for the list and for mail alike. A prompt since deleted, or
 * no longer visible to the reader, is "a prompt that is no longer available": never its title.
 */
export function notificationLine({ kind, actorName, promptTitle, data }: NotificationLineInput) {
  const who = actorName ?? 'Someone';
  const prompt = promptTitle === null ? 'a prompt that is no longer available' : `“${promptTitle}”`;
  switch (kind) {
    case 'comment':
      return `${who} commented on ${prompt}`;
    case 'reply':
      return `${who} replied to your comment on ${prompt}`;
    case 'suggestion':
      return `${who} suggested an edit to ${prompt}`;
    case 'suggestion_outcome':
      return `${who} ${data.outcome === 'accepted' ? 'accepted' : 'declined'} your suggested edit to ${prompt}`;
    case 'follower':
      return `${who} started following you`;
    case 'clone':
      return `${who} cloned ${prompt}`;
    case 'report_outcome': {
      const reported =
        data.target === 'comment' ? 'a comment' : data.target === 'profile' ? 'a profile' : prompt;
      return `Your report about ${reported} was reviewed: ${REPORT_OUTCOME_WORDS[String(data.outcome)] ?? 'it was settled'}`;
    }
    case 'moderation':
      return moderationLine(data, promptTitle === null ? null : prompt);
    case 'workspace_invitation':
      return `${who} invited you to the workspace “${String(data.workspaceName ?? '')}”: the invitation email has the link to join`;
  }
}

/** What a reporter is told came of their report, by the outcome. */
const REPORT_OUTCOME_WORDS: Record<string, string> = {
  dismiss: 'no action was needed',
  unpublish: 'it was unpublished',
  delete: 'it was deleted',
};

/**
 * What moderation did to the recipient's prompt, comment or profile, and why. The prompt's own
 * author reads its title even once it is deleted (kept in the row for that); `prompt` is the
 * quoted title while they may read it.
 */
function moderationLine(data: NotificationLineInput['data'], prompt: string | null) {
  const yours =
    prompt ??
    (typeof data.title === 'string' ? `“${data.title}”` : 'a prompt that is no longer available');
  const why = typeof data.reason === 'string' && data.reason ? `. Reason: ${data.reason}` : '';
  switch (data.action) {
    case 'unpublished':
      return `A moderator unpublished ${yours}${why}`;
    case 'deleted':
      return `A moderator deleted ${yours}${why}`;
    case 'comment_deleted':
      return `A moderator deleted your comment on ${yours}${why}`;
    case 'profile_unpublished':
      return `A moderator removed the picture, bio, location and links from your profile${why}`;
    case 'review_approved':
      return `A moderator approved your review request: ${yours} is public again`;
    case 'review_declined':
      return `A moderator declined your review request for ${yours}${why}`;
    default:
      return `A moderator reviewed ${yours}`;
  }
}

/** Where a notification leads in the web app, or null when what it was about is gone. */
export function notificationPath(item: {
  kind: NotificationKind;
  actorUsername: string | null;
  promptId: number | null;
  commentId: number | null;
  suggestionId: number | null;
}): string | null {
  if (item.kind === 'follower') {
    return item.actorUsername ? `/u/${encodeURIComponent(item.actorUsername)}` : null;
  }
  if (item.kind === 'workspace_invitation' || item.promptId === null) return null;
  const base = `/snippets/${item.promptId}`;
  if (item.commentId !== null) return `${base}#comment-${item.commentId}`;
  if (item.suggestionId !== null) return `${base}#suggestion-${item.suggestionId}`;
  return base;
}
