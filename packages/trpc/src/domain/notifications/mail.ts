import { timingSafeEqual } from 'node:crypto';
import { notifications, notificationSettings, users, type Database } from '@promptshelf/db';
import {
  DEFAULT_MAIL_KINDS,
  NOTIFICATION_KINDS,
  notificationKindLabels,
  notificationMessages,
  type NotificationKind,
  type NotificationMailMode,
  type NotificationSettingsInput,
  type UnsubscribeTopic,
} from '@promptshelf/validators';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { enqueueMail, layout, type MailMessage } from '../accounts/mail';
import { DomainError } from '../domain-error';
import { selectNotifications, toClientNotification } from './notifications';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-links';

// Notification mail, its settings and its unsubscribe links (docs/decisions/240).

/** What mailing needs from the server: links' base and the unsubscribe links' key. */
export type NotificationMailSettings = { appUrl: string; unsubscribeKey: Buffer };

type Modes = Record<NotificationKind, NotificationMailMode>;

function modesOf(row: { mailKinds: string[]; digestKinds: string[] } | undefined): Modes {
  const mail: readonly string[] = row?.mailKinds ?? DEFAULT_MAIL_KINDS;
  const digest: readonly string[] = row?.digestKinds ?? [];
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      mail.includes(kind) ? 'instant' : digest.includes(kind) ? 'digest' : 'off',
    ]),
  ) as Modes;
}

async function settingsRow(db: Database, userId: string, lock = false) {
  const query = db
    .select({
      mailKinds: notificationSettings.mailKinds,
      digestKinds: notificationSettings.digestKinds,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

async function saveModes(db: Database, userId: string, modes: Modes) {
  const kinds = (mode: NotificationMailMode) =>
    NOTIFICATION_KINDS.filter((kind) => modes[kind] === mode);
  const values = { mailKinds: kinds('instant'), digestKinds: kinds('digest') };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/** How the viewer hears of each kind by mail. */
export async function notificationSettingsOf(db: Database, viewer: Viewer) {
  return { mail: modesOf(await settingsRow(db, viewer.id)) };
}

/** Changes the modes given; the others stay as they were. */
export async function updateNotificationSettings(
  db: Database,
  viewer: Viewer,
  input: NotificationSettingsInput,
) {
  return db.transaction(async (tx) => {
    const modes = { ...modesOf(await settingsRow(tx, viewer.id, true)), ...input.mail };
    await saveModes(tx, viewer.id, modes);
    return { mail: modes };
  });
}

/**
 * Turns off one kind's mail for the person a link was made for, without signing in. The token
 * must be the one made for that person, their address now and that kind: a link stops working
 * once the address changes, and no link serves another person or kind. A refused link says so
 * in the same words whatever was wrong, so it tells nothing of who exists.
 */
export async function unsubscribe(
  db: Database,
  key: Buffer,
  input: { user: string; kind: UnsubscribeTopic; token: string },
) {
  const refused = new DomainError('BAD_INPUT', notificationMessages.unsubscribeLink);
  const [person] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, input.user));
  const expected = Buffer.from(unsubscribeToken(key, input.user, person?.email ?? '', input.kind));
  const given = Buffer.from(input.token);
  if (!person || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refused;
  }
  await db.transaction(async (tx) => {
    const modes = modesOf(await settingsRow(tx, input.user, true));
    const off = (kind: NotificationKind) =>
      input.kind === kind || (input.kind === 'digest' && modes[kind] === 'digest');
    await saveModes(
      tx,
      input.user,
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, off(k) ? 'off' : modes[k]])) as Modes,
    );
  });
  return { message: notificationMessages.unsubscribed(input.kind) };
}

type Recipient = { id: string; email: string; firstName: string | null };

const recipientColumns = { id: users.id, email: users.email, firstName: users.firstName };

/** The viewer a recipient reads their notifications as: what they may see decides titles. */
const readerOf = (recipient: Recipient): Viewer => ({
  ...recipient,
  lastName: null,
  profileImageUrl: null,
  superadmin: false,
  username: null,
});

function unsubscribeParts(
  settings: NotificationMailSettings,
  recipient: Recipient,
  kind: UnsubscribeTopic,
) {
  const page = unsubscribeUrl(
    `${settings.appUrl}/unsubscribe`,
    settings.unsubscribeKey,
    recipient,
    kind,
  );
  const oneClick = unsubscribeUrl(
    `${settings.appUrl}/api/notifications/unsubscribe`,
    settings.unsubscribeKey,
    recipient,
    kind,
  );
  return {
    footer: `You get this mail because of your notification settings (${kind === 'digest' ? 'the daily digest' : notificationKindLabels[kind]}). Unsubscribe in one click: ${page}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The mail of one notification, with its kind's unsubscribe link and headers. */
export function notificationMail(
  settings: NotificationMailSettings,
  recipient: Recipient,
  item: ReturnType<typeof toClientNotification>,
): MailMessage {
  const { footer, headers } = unsubscribeParts(settings, recipient, item.kind);
  return {
    to: recipient.email,
    subject: item.text.length > 200 ? `${item.text.slice(0, 199)}…` : item.text,
    ...layout(recipient.firstName, [`${item.text}.`, footer], {
      label: 'Open Promptshelf',
      url: `${settings.appUrl}${item.path ?? '/notifications'}`,
    }),
    headers,
  };
}

/** The queue's worker for one notification's mail: sent only if its kind is still mailed. */
export async function mailNotification(
  db: Database,
  settings: NotificationMailSettings,
  job: { notificationId: number },
) {
  const [row] = await db
    .select({ recipientId: notifications.recipientId, kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.id, job.notificationId));
  if (!row) return;
  const [recipient] = await db
    .select(recipientColumns)
    .from(users)
    .where(eq(users.id, row.recipientId));
  if (!recipient) return;
  if (modesOf(await settingsRow(db, recipient.id))[row.kind] !== 'instant') return;
  const [item] = await selectNotifications(db, readerOf(recipient)).where(
    eq(notifications.id, job.notificationId),
  );
  if (!item) return;
  await enqueueMail(db, notificationMail(settings, recipient, toClientNotification(item)));
}

/** How many lines a digest lists; the rest are counted. */
export const DIGEST_LINES_MAX = 20;

/**
 * The daily digest: each person who chose one and has unread notifications of their digest
 * kinds newer than their last digest gets one mail listing them. Walks
 * notification_settings_digest_idx; each person's mail and mark are one transaction.
 */
export async function sendDigests(db: Database, settings: NotificationMailSettings) {
  const people = await db
    .select({
      ...recipientColumns,
      digestKinds: notificationSettings.digestKinds,
      through: notificationSettings.digestedThroughId,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(sql`cardinality(${notificationSettings.digestKinds}) > 0`);
  let sent = 0;
  for (const person of people) {
    const rows = await selectNotifications(db, readerOf(person))
      .where(
        and(
          eq(notifications.recipientId, person.id),
          isNull(notifications.readAt),
          gt(notifications.id, person.through),
          inArray(notifications.kind, person.digestKinds),
        ),
      )
      .orderBy(asc(notifications.id));
    if (rows.length === 0) continue;
    await db.transaction(async (tx) => {
      await enqueueMail(tx, digestMail(settings, person, rows.map(toClientNotification)));
      await tx
        .update(notificationSettings)
        .set({ digestedThroughId: rows.at(-1)!.id })
        .where(eq(notificationSettings.userId, person.id));
    });
    sent += 1;
  }
  return sent;
}

function digestMail(
  settings: NotificationMailSettings,
  recipient: Recipient,
  items: ReturnType<typeof toClientNotification>[],
): MailMessage {
  const lines = items.slice(0, DIGEST_LINES_MAX).map((item) => `• ${item.text}`);
  if (items.length > DIGEST_LINES_MAX) lines.push(`…and ${items.length - DIGEST_LINES_MAX} more`);
  const { footer, headers } = unsubscribeParts(settings, recipient, 'digest');
  return {
    to: recipient.email,
    subject: `Your Promptshelf digest: ${items.length} new notification${items.length === 1 ? '' : 's'}`,
    ...layout(recipient.firstName, [...lines, footer], {
      label: 'Open your notifications',
      url: `${settings.appUrl}/notifications`,
    }),
    headers,
  };
}
