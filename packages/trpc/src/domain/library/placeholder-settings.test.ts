import { snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, visitorCaller } from '../../test/callers';

let database: TestDatabase;
let author: Awaited<ReturnType<typeof signedInCaller>>;
let other: Awaited<ReturnType<typeof signedInCaller>>;

const content = 'Write a [tone] email to [recipient] about [topic].';
const base = { title: 'Email', content, aiTool: 'Claude', purpose: 'writing' };
const toneSetting = {
  name: 'tone',
  label: 'Tone',
  description: 'How the email should sound',
  type: 'select' as const,
  options: ['warm', 'formal'],
  default: 'warm',
};

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  author = await signedInCaller(database.db, 'author');
  other = await signedInCaller(database.db, 'other');
});
afterAll(() => database.close());

describe('placeholder settings on prompts', () => {
  it('stores validated settings, drops those of names not in the content, in content order', async () => {
    const created = await author.caller.snippets.create({
      ...base,
      variables: [
        { name: 'topic', type: 'multiline', default: 'line 1\nline 2' },
        { name: 'not here', label: 'Ghost' },
        { ...toneSetting, label: '  Tone  ' },
        { name: 'recipient' },
      ],
    });
    expect(created.variables).toEqual([
      toneSetting,
      { name: 'topic', type: 'multiline', default: 'line 1\nline 2' },
    ]);
    // Every read carries them: by id, my list, a visitor's read of a public prompt.
    expect((await author.caller.snippets.byId({ id: created.id })).variables).toEqual(
      created.variables,
    );
    const mine = await author.caller.snippets.mine({});
    expect(mine.find((s) => s.id === created.id)?.variables).toEqual(created.variables);
    expect((await visitorCaller(database.db).snippets.byId({ id: created.id })).variables).toEqual(
      created.variables,
    );
    // A prompt without settings has an empty list: its placeholders are plain text.
    expect((await author.caller.snippets.create(base)).variables).toEqual([]);
  });

  it('refuses invalid settings with a clear message and writes nothing', async () => {
    const before = await database.db.$count(snippets);
    const error = await rejection(
      author.caller.snippets.create({
        ...base,
        variables: [{ name: 'tone', type: 'select', options: ['a'], default: 'b' }],
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('[tone]: the default value must be one of the options');
    expect(await database.db.$count(snippets)).toBe(before);
  });

  it('makes a version when only the settings change, and none when they say the same', async () => {
    const created = await author.caller.snippets.create({ ...base, variables: [toneSetting] });
    const same = await author.caller.snippets.update({
      id: created.id,
      // The same settings in another key order, with an empty field: no change.
      variables: [
        {
          default: 'warm',
          options: ['warm', 'formal'],
          type: 'select',
          name: 'tone',
          label: 'Tone',
          description: 'How the email should sound',
        },
      ],
      note: 'nothing',
    });
    expect(same.version).toBe(1);

    const changed = await author.caller.snippets.update({
      id: created.id,
      variables: [{ ...toneSetting, default: 'formal' }],
      note: 'Formal by default',
    });
    expect(changed.version).toBe(2);
    const history = await author.caller.versions.list({ id: created.id });
    expect(history.versions.map((v) => [v.version, v.note, v.variables[0]?.default])).toEqual([
      [2, 'Formal by default', 'formal'],
      [1, null, 'warm'],
    ]);

    // A content edit prunes the kept settings of a placeholder it removes.
    const pruned = await author.caller.snippets.update({
      id: created.id,
      content: 'Write an email to [recipient].',
    });
    expect(pruned.version).toBe(3);
    expect(pruned.variables).toEqual([]);

    // Restore brings the settings of that version back, as the next version.
    const restored = await author.caller.versions.restore({ id: created.id, version: 1 });
    expect(restored.version).toBe(4);
    expect(restored.content).toBe(content);
    expect(restored.variables).toEqual([toneSetting]);
    expect(
      (await author.caller.versions.byNumber({ id: created.id, version: 4 })).variables,
    ).toEqual([toneSetting]);
  });

  it('keeps the settings when an edit does not send them, and clones copy them', async () => {
    const created = await author.caller.snippets.create({ ...base, variables: [toneSetting] });
    const retitled = await author.caller.snippets.update({ id: created.id, title: 'Emails' });
    expect(retitled.variables).toEqual([toneSetting]);
    const cleared = await author.caller.snippets.update({ id: created.id, variables: [] });
    expect(cleared.variables).toEqual([]);
    await author.caller.snippets.update({ id: created.id, variables: [toneSetting] });

    const copy = await other.caller.snippets.clone({ id: created.id });
    expect(copy.variables).toEqual([toneSetting]);
    const [row] = await database.db
      .select({ variables: snippets.variables })
      .from(snippets)
      .where(eq(snippets.id, copy.id));
    expect(row!.variables).toEqual([toneSetting]);
    expect((await other.caller.versions.byNumber({ id: copy.id, version: 1 })).variables).toEqual([
      toneSetting,
    ]);
  });
});
