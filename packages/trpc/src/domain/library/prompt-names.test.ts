import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { promptNameMessages, type PromptInput } from '@promptshelf/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcome, signedInCaller } from '../../test/callers';
import { insertTestWorkspace } from '../../test/workspace-fixtures';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let ada: Member;
let bob: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  ada = await signedInCaller(database.db, 'ada');
  bob = await signedInCaller(database.db, 'bob');
});
afterAll(() => database.close());

const fields = (
  title: string,
  extra: Partial<PromptInput> & { name?: string; workspace?: string } = {},
) => ({
  title,
  content: `Write about [topic] for ${title}`,
  aiTool: 'Claude',
  purpose: 'writing',
  ...extra,
});

describe('prompt names', () => {
  it('names a new prompt from its title, suffixed when the owner has that name', async () => {
    const first = await ada.caller.snippets.create(fields('Cold Email: B2B Café!'));
    expect(first).toMatchObject({
      name: 'cold-email-b2b-cafe',
      ref: `@${ada.viewer.username}/cold-email-b2b-cafe`,
    });
    const second = await ada.caller.snippets.create(fields('Cold email — B2B café'));
    expect(second.name).toBe('cold-email-b2b-cafe-2');
    // Another person's names are theirs: no suffix.
    const bobs = await bob.caller.snippets.create(fields('Cold Email: B2B Café!'));
    expect(bobs.name).toBe('cold-email-b2b-cafe');
    // A title with nothing to keep still gives a name.
    expect((await ada.caller.snippets.create(fields('🙂🙂'))).name).toBe('prompt');
  });

  it('takes a name given at creation, lower-cased, and refuses a bad or taken one', async () => {
    const made = await ada.caller.snippets.create(fields('Reply', { name: ' Support/Reply ' }));
    expect(made.name).toBe('support/reply');
    expect(await outcome(ada.caller.snippets.create(fields('x', { name: 'support/reply' })))).toBe(
      `BAD_REQUEST: ${promptNameMessages.takenPersonal}`,
    );
    for (const bad of [
      '/lead',
      'trail/',
      'two//slashes',
      'Ünïcode',
      'spa ce',
      'a'.repeat(65),
      '',
    ]) {
      expect(await outcome(ada.caller.snippets.create(fields('x', { name: bad })))).toMatch(
        /^BAD_REQUEST: /,
      );
    }
    expect(await outcome(ada.caller.snippets.create(fields('x', { name: '/lead' })))).toBe(
      `BAD_REQUEST: ${promptNameMessages.invalid}`,
    );
  });

  it('keeps the name when the title changes, renames on request, refuses a taken name', async () => {
    const made = await ada.caller.snippets.create(fields('Weekly digest'));
    const retitled = await ada.caller.snippets.update({ id: made.id, title: 'Monthly digest' });
    expect(retitled.name).toBe('weekly-digest');
    const renamed = await ada.caller.snippets.update({ id: made.id, name: 'digest/monthly' });
    expect(renamed).toMatchObject({
      name: 'digest/monthly',
      ref: `@${ada.viewer.username}/digest/monthly`,
    });
    const other = await ada.caller.snippets.create(fields('Other digest'));
    expect(
      await outcome(ada.caller.snippets.update({ id: other.id, name: 'digest/monthly' })),
    ).toBe(`BAD_REQUEST: ${promptNameMessages.takenPersonal}`);
    // The refused edit changed nothing.
    expect((await ada.caller.snippets.byId({ id: other.id })).name).toBe('other-digest');
  });

  it('keeps names unique within a workspace, and suffixes a name a move would repeat', async () => {
    const slug = 'names-team';
    await insertTestWorkspace(database.db, slug, [
      { userId: ada.id, role: 'owner' },
      { userId: bob.id, role: 'editor' },
    ]);
    const team = await bob.caller.snippets.create(fields('Launch plan', { workspace: slug }));
    expect(team).toMatchObject({ name: 'launch-plan', ref: `${slug}/launch-plan` });
    expect(
      await outcome(
        ada.caller.snippets.create(fields('x', { workspace: slug, name: 'launch-plan' })),
      ),
    ).toBe(`BAD_REQUEST: ${promptNameMessages.takenWorkspace}`);
    const mine = await ada.caller.snippets.create(fields('Launch plan'));
    const moved = await ada.caller.snippets.move({ id: mine.id, workspace: slug });
    expect(moved).toMatchObject({ name: 'launch-plan-2', ref: `${slug}/launch-plan-2` });
  });

  it('gives a clone a free name in the cloner’s library, within 64 characters', async () => {
    const original = await bob.caller.snippets.create(fields('Shared idea'));
    await ada.caller.snippets.create(fields('Shared idea'));
    const copy = await ada.caller.snippets.clone({ id: original.id });
    expect(copy.name).toBe('shared-idea-2');
    const long = 'x'.repeat(64);
    const longOriginal = await bob.caller.snippets.create(fields('Long', { name: long }));
    await ada.caller.snippets.create(fields('Long', { name: long }));
    const longCopy = await ada.caller.snippets.clone({ id: longOriginal.id });
    expect(longCopy.name).toBe(`${'x'.repeat(62)}-2`);
  });
});
