import { snippetOldNames } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import {
  includeMessages,
  labelMessages,
  promptMessages,
  registryMessages,
  versionMessages,
  type PromptInput,
} from '@promptshelf/validators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../../context';
import { createCaller } from '../../root';
import { outcome, signedInCaller, superadminCaller, visitorCaller } from '../../test/callers';
import { insertTestWorkspace } from '../../test/workspace-fixtures';
import { authenticateApiToken } from '../tokens/api-tokens';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let ada: Member;
let member: Member;
let outsider: Member;
let superadmin: Member;
const slug = 'registry-team';

beforeAll(async () => {
  database = await createTestDatabase();
  ada = await signedInCaller(database.db, 'ada');
  member = await signedInCaller(database.db, 'member');
  outsider = await signedInCaller(database.db, 'outsider');
  superadmin = await superadminCaller(database.db);
  await insertTestWorkspace(database.db, slug, [
    { userId: ada.id, role: 'owner' },
    { userId: member.id, role: 'viewer' },
  ]);
});
afterAll(() => database.close());

const visitor = () => visitorCaller(database.db);

const fields = (
  title: string,
  content: string,
  extra: Partial<PromptInput> & { name?: string; workspace?: string } = {},
) => ({ title, content, aiTool: 'Claude', purpose: 'writing', ...extra });

async function tokenCaller(token: string) {
  const { viewer, apiToken } = await authenticateApiToken(database.db, token, 1000);
  return createCaller(createContextInner({ db: database.db, viewer, apiToken }));
}

const notFound = `NOT_FOUND: ${promptMessages.notFound}`;

describe('registry.get', () => {
  it('answers each reader exactly as readableBy does, and a refusal as a missing prompt', async () => {
    const made = {
      public: await ada.caller.snippets.create(fields('Open', 'Hello [who]', { name: 'open' })),
      unlisted: await ada.caller.snippets.create(
        fields('Link', 'x', { name: 'link', visibility: 'unlisted' }),
      ),
      private: await ada.caller.snippets.create(
        fields('Mine', 'x', { name: 'mine', visibility: 'private' }),
      ),
      workspace: await ada.caller.snippets.create(fields('Team', 'x', { workspace: slug })),
    };
    const refs = Object.fromEntries(Object.entries(made).map(([kind, p]) => [kind, p.ref]));
    expect(refs.workspace).toBe(`${slug}/team`);
    const personal = await ada.caller.tokens.create({ name: 'app', scope: 'read' });
    const teamToken = await ada.caller.workspaces.createToken({
      workspace: slug,
      name: 'bot',
      scope: 'read',
    });
    const readers = {
      visitor: visitor(),
      owner: ada.caller,
      member: member.caller,
      outsider: outsider.caller,
      superadmin: superadmin.caller,
      'owner token': await tokenCaller(personal.token),
      'workspace token': await tokenCaller(teamToken.token),
    };
    const expected: Record<string, Record<string, string>> = {
      visitor: { public: 'OK', unlisted: 'OK', private: notFound, workspace: notFound },
      owner: { public: 'OK', unlisted: 'OK', private: 'OK', workspace: 'OK' },
      member: { public: 'OK', unlisted: 'OK', private: notFound, workspace: 'OK' },
      outsider: { public: 'OK', unlisted: 'OK', private: notFound, workspace: notFound },
      superadmin: { public: 'OK', unlisted: 'OK', private: notFound, workspace: notFound },
      'owner token': { public: 'OK', unlisted: 'OK', private: 'OK', workspace: 'OK' },
      'workspace token': { public: 'OK', unlisted: 'OK', private: notFound, workspace: 'OK' },
    };
    const seen: Record<string, Record<string, string>> = {};
    for (const [who, caller] of Object.entries(readers)) {
      seen[who] = {};
      for (const [kind, ref] of Object.entries(refs)) {
        seen[who][kind] = await outcome(caller.registry.get({ ref: ref! }));
      }
    }
    expect(seen).toEqual(expected);
    // A reference to nothing answers the same words.
    expect(await outcome(visitor().registry.get({ ref: `@${ada.viewer.username}/nothing` }))).toBe(
      notFound,
    );
    expect(await visitor().registry.get({ ref: refs.public! })).toMatchObject({
      ref: `@${ada.viewer.username}/open`,
      name: 'open',
      version: 1,
      labels: ['latest'],
      title: 'Open',
      content: 'Hello [who]',
      variables: [{ name: 'who', type: 'text' }],
    });
  });

  it('reads a version by number or label; an unknown label or version is not found', async () => {
    const made = await ada.caller.snippets.create(fields('Versioned', 'First [a]'));
    await ada.caller.snippets.update({ id: made.id, content: 'Second [b]' });
    const ref = made.ref;
    expect(await ada.caller.registry.get({ ref })).toMatchObject({
      version: 2,
      content: 'Second [b]',
    });
    expect(await ada.caller.registry.get({ ref, label: 'latest' })).toMatchObject({ version: 2 });
    expect(await ada.caller.registry.get({ ref, version: 1 })).toMatchObject({
      version: 1,
      labels: [],
      content: 'First [a]',
      variables: [{ name: 'a', type: 'text' }],
    });
    expect(await outcome(ada.caller.registry.get({ ref, version: 3 }))).toBe(
      `NOT_FOUND: ${versionMessages.notFound}`,
    );
    expect(await outcome(ada.caller.registry.get({ ref, label: 'production' }))).toBe(
      `NOT_FOUND: ${labelMessages.notFound}`,
    );
    // A release label points at the version it was moved to, and shows on that version.
    await ada.caller.labels.move({ id: made.id, label: 'production', version: 1 });
    expect(await visitor().registry.get({ ref, label: 'production' })).toMatchObject({
      version: 1,
      labels: ['production'],
      content: 'First [a]',
    });
    expect(await visitor().registry.get({ ref })).toMatchObject({ version: 2, labels: ['latest'] });
    await ada.caller.labels.move({ id: made.id, label: 'production', version: 2 });
    expect(
      await visitor().registry.render({ ref, label: 'production', values: { b: 'x' } }),
    ).toEqual({ text: 'Second x', missing: [] });
    expect(await outcome(ada.caller.registry.get({ ref, label: 'latest', version: 1 }))).toBe(
      `BAD_REQUEST: ${registryMessages.labelOrVersion}`,
    );
  });

  it('keeps answering to an old name for 90 days, while no prompt of the owner takes it', async () => {
    const made = await ada.caller.snippets.create(fields('Renamed', 'x', { name: 'old-name' }));
    await ada.caller.snippets.update({ id: made.id, name: 'new-name' });
    const oldRef = `@${ada.viewer.username}/old-name`;
    expect(await visitor().registry.get({ ref: oldRef })).toMatchObject({
      ref: `@${ada.viewer.username}/new-name`,
    });
    // Day 89 still answers; day 91 does not.
    const age = (days: number) =>
      database.db
        .update(snippetOldNames)
        .set({ renamedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(snippetOldNames.snippetId, made.id));
    await age(89);
    expect(await outcome(visitor().registry.get({ ref: oldRef }))).toBe('OK');
    await age(91);
    expect(await outcome(visitor().registry.get({ ref: oldRef }))).toBe(notFound);
    // A prompt that takes the name now wins over an old name.
    await age(1);
    const taker = await ada.caller.snippets.create(fields('Taker', 'y', { name: 'old-name' }));
    expect(await visitor().registry.get({ ref: oldRef })).toMatchObject({ ref: taker.ref });
  });
});

describe('registry.render', () => {
  it('fills as the generator does: values, then defaults, else empty and named as missing', async () => {
    const made = await ada.caller.snippets.create(
      fields('Render', 'Dear [name], about [topic] in [tone]. [name]!', {
        variables: [{ name: 'tone', type: 'text', default: 'plain words' }],
      }),
    );
    expect(
      await visitor().registry.render({ ref: made.ref, values: { name: 'Bo', topic: '' } }),
    ).toEqual({ text: 'Dear Bo, about  in plain words. Bo!', missing: ['topic'] });
    expect(await visitor().registry.render({ ref: made.ref })).toEqual({
      text: 'Dear , about  in plain words. !',
      missing: ['name', 'topic'],
    });
  });
});

describe('includes', () => {
  it('resolves nested includes, pinned versions, and joins their placeholders', async () => {
    const user = ada.viewer.username;
    const footer = await ada.caller.snippets.create(fields('Footer', 'Regards, [name]'));
    await ada.caller.snippets.update({ id: footer.id, content: 'Cheers, [name] of [team]' });
    const middle = await ada.caller.snippets.create(
      fields('Middle', `Body for [name]. {{> @${user}/footer@1}}`),
    );
    const top = await ada.caller.snippets.create(
      fields('Top', `Hi [name]! {{> ${middle.ref}}} / {{> @${user}/footer}}`),
    );
    const read = await visitor().registry.get({ ref: top.ref });
    expect(read.content).toBe(
      'Hi [name]! Body for [name]. Regards, [name] / Cheers, [name] of [team]',
    );
    expect(read.variables.map((setting) => setting.name)).toEqual(['name', 'team']);
    expect(
      await visitor().registry.render({ ref: top.ref, values: { name: 'Al', team: 'Ops' } }),
    ).toMatchObject({ missing: [] });
    // The page's generator gets the same text for the prompt by id, and the page its links.
    expect(await visitor().registry.expanded({ id: top.id })).toEqual({
      content: read.content,
      variables: [],
      includes: [
        { ref: middle.ref, id: middle.id, title: 'Middle' },
        { ref: `@${user}/footer`, id: footer.id, title: 'Footer' },
      ],
    });
  });

  it('refuses to save a missing or unreadable include with the same words, and a cycle', async () => {
    const secret = await outsider.caller.snippets.create(
      fields('Secret', 'hidden', { name: 'secret', visibility: 'private' }),
    );
    const missingRef = `@${outsider.viewer.username}/no-such-prompt`;
    expect(await outcome(ada.caller.snippets.create(fields('A', `{{> ${secret.ref}}}`)))).toBe(
      `BAD_REQUEST: ${includeMessages.notFound(secret.ref)}`,
    );
    expect(await outcome(ada.caller.snippets.create(fields('A', `{{> ${missingRef}}}`)))).toBe(
      `BAD_REQUEST: ${includeMessages.notFound(missingRef)}`,
    );
    const a = await ada.caller.snippets.create(fields('Cycle A', 'start'));
    const b = await ada.caller.snippets.create(fields('Cycle B', `{{> ${a.ref}}}`));
    expect(await outcome(ada.caller.snippets.update({ id: a.id, content: `{{> ${b.ref}}}` }))).toBe(
      `BAD_REQUEST: ${includeMessages.cycle(a.ref)}`,
    );
    expect(await outcome(ada.caller.snippets.update({ id: a.id, content: `{{> ${a.ref}}}` }))).toBe(
      `BAD_REQUEST: ${includeMessages.cycle(a.ref)}`,
    );
    // Nothing of the refused edits was written.
    expect((await ada.caller.snippets.byId({ id: a.id })).content).toBe('start');
  });

  it('checks includes on import and on restoring a version, writing nothing when refused', async () => {
    const importer = await signedInCaller(database.db, 'importer');
    const missing = `@${importer.viewer.username}/not-there`;
    const file = (content: string) =>
      JSON.stringify({
        format: 'promptshelf',
        version: 1,
        prompts: [{ title: 'Imported', content, aiTool: 'Claude', purpose: 'writing' }],
      });
    expect(
      await outcome(
        importer.caller.library.import({ format: 'json', data: file(`{{> ${missing}}}`) }),
      ),
    ).toBe(`BAD_REQUEST: ${includeMessages.notFound(missing)}`);
    expect(await importer.caller.snippets.mine({})).toEqual([]);
    const part = await importer.caller.snippets.create(fields('Part', 'part text'));
    const made = await importer.caller.library.import({
      format: 'json',
      data: file(`Has {{> ${part.ref}}}`),
    });
    expect(made).toMatchObject({ created: 1 });
    const imported = (await importer.caller.snippets.mine({})).find((p) => p.title === 'Imported');
    expect((await importer.caller.registry.get({ ref: imported!.ref })).content).toBe(
      'Has part text',
    );

    // Version 1 included a prompt that has since gone: restoring it is refused.
    const gone = await importer.caller.snippets.create(fields('Gone soon', 'x'));
    const host = await importer.caller.snippets.create(fields('Host', `{{> ${gone.ref}}}`));
    await importer.caller.snippets.update({ id: host.id, content: 'plain' });
    await importer.caller.snippets.delete({ id: gone.id });
    expect(await outcome(importer.caller.versions.restore({ id: host.id, version: 1 }))).toBe(
      `BAD_REQUEST: ${includeMessages.notFound(gone.ref)}`,
    );
    expect((await importer.caller.snippets.byId({ id: host.id })).content).toBe('plain');
  });

  it('allows five levels of includes and refuses a sixth', async () => {
    let inner = await ada.caller.snippets.create(fields('Level 0', 'bottom'));
    for (let level = 1; level <= 5; level++) {
      inner = await ada.caller.snippets.create(fields(`Level ${level}`, `{{> ${inner.ref}}}`));
    }
    expect((await ada.caller.registry.get({ ref: inner.ref })).content).toBe('bottom');
    expect(await outcome(ada.caller.snippets.create(fields('Level 6', `{{> ${inner.ref}}}`)))).toBe(
      `BAD_REQUEST: ${includeMessages.tooDeep}`,
    );
  });

  it('lets a workspace prompt include only what the workspace may read', async () => {
    const mine = await ada.caller.snippets.create(
      fields('Ada private', 'private text', { visibility: 'private' }),
    );
    const team = await ada.caller.snippets.create(
      fields('Team part', 'team text', { workspace: slug }),
    );
    expect(
      await outcome(
        ada.caller.snippets.create(fields('Team doc', `{{> ${mine.ref}}}`, { workspace: slug })),
      ),
    ).toBe(`BAD_REQUEST: ${includeMessages.notFound(mine.ref)}`);
    const doc = await ada.caller.snippets.create(
      fields('Team doc', `{{> ${team.ref}}}`, { workspace: slug, visibility: 'public' }),
    );
    expect((await member.caller.registry.get({ ref: doc.ref })).content).toBe('team text');
    // A visitor may read the public prompt but not its workspace-only include: refused, with
    // the words of a missing one.
    expect(await outcome(visitor().registry.get({ ref: doc.ref }))).toBe(
      `BAD_REQUEST: ${includeMessages.notFound(team.ref)}`,
    );
  });
});
