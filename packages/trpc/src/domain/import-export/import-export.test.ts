import { snippets, snippetVersions, userAiTools } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { IMPORT_MAX_PROMPTS } from '@promptshelf/validators';
import { count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, visitorCaller } from '../../test/callers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Caller = Awaited<ReturnType<typeof signedInCaller>>['caller'];

async function download(caller: Caller, format: 'json' | 'csv' | 'markdown') {
  const file = await caller.library.export({ format });
  let text = '';
  for await (const chunk of file.body) text += chunk;
  return { ...file, text };
}

async function libraryOf(userId: string) {
  return database.db
    .select({ title: snippets.title, content: snippets.content, isPublic: snippets.isPublic })
    .from(snippets)
    .where(eq(snippets.authorId, userId))
    .orderBy(snippets.id);
}

/** The JSON export without what may differ between two accounts: ids and the export's time. */
function comparable(text: string) {
  const document = JSON.parse(text) as {
    exportedAt: string;
    prompts: { id: number; clonedFrom: unknown }[];
  };
  return {
    ...document,
    exportedAt: undefined,
    prompts: document.prompts.map(({ id: _id, clonedFrom: _clonedFrom, ...prompt }) => prompt),
  };
}

const tricky = 'He said "hi", then left,\nand came back.\r\nSecond line; third, "quoted"';

describe('a JSON round trip', () => {
  it('restores the library exactly in an empty account, and a second import creates nothing', async () => {
    const owner = await signedInCaller(database.db, 'owner');
    const edited = await owner.caller.snippets.create({
      title: 'Code review',
      content: 'Review [code]',
      aiTool: 'Claude',
      purpose: 'coding',
    });
    await owner.caller.snippets.update({
      id: edited.id,
      content: 'Review [code] twice',
      note: 'More',
      variables: [{ name: 'code', label: 'Code', type: 'multiline', default: 'x = 1' }],
    });
    await owner.caller.snippets.update({ id: edited.id, isPublic: false });
    await owner.caller.snippets.create({
      title: 'Custom tool',
      content: tricky,
      aiTool: 'Other',
      customAiTool: 'Mistral',
      purpose: 'writing',
    });
    await owner.caller.snippets.create({
      title: '=HYPERLINK("x")',
      content: '- a list\n- of things',
      aiTool: 'Gemini',
      purpose: 'analysis',
      isPublic: true,
    });

    const exported = await download(owner.caller, 'json');
    expect(exported.filename).toMatch(/^promptshelf-\d{4}-\d{2}-\d{2}\.json$/);
    expect(exported.contentType).toBe('application/json; charset=utf-8');
    const document = JSON.parse(exported.text);
    expect(document).toMatchObject({
      format: 'promptshelf',
      version: 1,
      prompts: expect.any(Array),
    });
    expect(document.prompts[0]).toMatchObject({
      title: 'Code review',
      content: 'Review [code] twice',
      isPublic: false,
      tags: [],
      variables: [{ name: 'code', label: 'Code', type: 'multiline', default: 'x = 1' }],
      versions: [
        { version: 1, content: 'Review [code]', note: null, variables: [] },
        {
          version: 2,
          content: 'Review [code] twice',
          note: 'More',
          variables: [{ name: 'code', label: 'Code', type: 'multiline', default: 'x = 1' }],
        },
      ],
    });

    const heir = await signedInCaller(database.db, 'heir');
    const dry = await heir.caller.library.import({
      format: 'json',
      data: exported.text,
      dryRun: true,
    });
    expect(dry).toEqual({ created: 3, skipped: 0, errors: [], dryRun: true });
    expect(await libraryOf(heir.id)).toEqual([]);

    const result = await heir.caller.library.import({ format: 'json', data: exported.text });
    expect(result).toEqual({ created: 3, skipped: 0, errors: [], dryRun: false });
    const again = await download(heir.caller, 'json');
    expect(comparable(again.text)).toEqual(comparable(exported.text));
    // The custom tool is offered back in the form, as after a create.
    expect(
      await database.db
        .select({ name: userAiTools.name })
        .from(userAiTools)
        .where(eq(userAiTools.userId, heir.id)),
    ).toEqual([{ name: 'Mistral' }]);
    // The history goes on from where it was: the next edit is version 3.
    const [restored] = await heir.caller.snippets.mine({ search: 'Code review' });
    await heir.caller.snippets.update({ id: restored!.id, content: 'Third' });
    expect((await heir.caller.versions.list({ id: restored!.id })).total).toBe(3);

    const twice = await heir.caller.library.import({ format: 'json', data: exported.text });
    expect(twice).toEqual({ created: 1, skipped: 2, errors: [], dryRun: false });
  });

  it('keeps two equal prompts of one file, and takes authorship and privacy as the rules say', async () => {
    const member = await signedInCaller(database.db, 'member');
    const prompt = { title: 'Same', content: 'Same text', aiTool: 'Claude', purpose: 'coding' };
    const data = JSON.stringify({
      format: 'promptshelf',
      version: 1,
      prompts: [prompt, prompt, { ...prompt, title: 'Public one', isPublic: true }],
    });
    expect(await member.caller.library.import({ format: 'json', data })).toMatchObject({
      created: 3,
      skipped: 0,
    });
    expect(await libraryOf(member.id)).toEqual([
      { title: 'Same', content: 'Same text', isPublic: false },
      { title: 'Same', content: 'Same text', isPublic: false },
      { title: 'Public one', content: 'Same text', isPublic: true },
    ]);
  });

  it("creates a file's prompts once when the same file is imported twice at the same moment", async () => {
    const member = await signedInCaller(database.db, 'twice');
    const data = [
      'title,content,aiTool,purpose',
      ...Array.from({ length: 50 }, (_, i) => `Prompt ${i},Text ${i},Claude,coding`),
    ].join('\n');
    const results = await Promise.all([
      member.caller.library.import({ format: 'csv', data }),
      member.caller.library.import({ format: 'csv', data }),
    ]);
    expect(results.map((result) => result.created).sort()).toEqual([0, 50]);
    expect(results.map((result) => result.skipped).sort()).toEqual([0, 50]);
    expect(await libraryOf(member.id)).toHaveLength(50);
  });

  it('never dates a prompt in the future, and fills in a history that stops short', async () => {
    const member = await signedInCaller(database.db, 'dates');
    const data = JSON.stringify({
      format: 'promptshelf',
      version: 1,
      prompts: [
        {
          title: 'From the future',
          content: 'Now',
          aiTool: 'claude',
          purpose: 'Coding',
          createdAt: '2999-01-01T00:00:00.000Z',
          versions: [
            { version: 1, title: 'Old', content: 'Then', aiTool: 'Claude', purpose: 'coding' },
          ],
        },
      ],
    });
    await member.caller.library.import({ format: 'json', data });
    const [row] = await database.db.select().from(snippets).where(eq(snippets.authorId, member.id));
    expect(row).toMatchObject({ aiTool: 'Claude', purpose: 'coding', version: 2 });
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    const versions = await database.db
      .select({ version: snippetVersions.version, content: snippetVersions.content })
      .from(snippetVersions)
      .where(eq(snippetVersions.snippetId, row!.id))
      .orderBy(snippetVersions.version);
    expect(versions).toEqual([
      { version: 1, content: 'Then' },
      { version: 2, content: 'Now' },
    ]);
  });
});

describe('dates in a file', () => {
  const file = (prompts: Record<string, unknown>[]) =>
    JSON.stringify({ format: 'promptshelf', version: 1, prompts });
  const prompt = (dates: Record<string, unknown>) => ({
    title: 'Dated',
    content: 'Text',
    aiTool: 'Claude',
    purpose: 'coding',
    ...dates,
  });
  const message = (field: string) =>
    `${field} must be an ISO 8601 date and time in the years 1000 to 9999, such as 2024-05-01T09:30:00Z`;

  it('refuses a date the database cannot store or that is not strictly ISO 8601, in the dry run as in the import', async () => {
    const member = await signedInCaller(database.db, 'bad-dates');
    const data = file([
      prompt({ createdAt: '0000-01-01T00:00:00Z' }),
      prompt({ createdAt: '-000001-01-01T00:00:00Z' }),
      prompt({ createdAt: '1' }),
      prompt({ createdAt: '2020-02-30' }),
      prompt({ createdAt: '2020-01-01T10:00:00' }),
      prompt({ createdAt: '1000-01-01T00:30:00+01:00' }),
      prompt({ updatedAt: '0999-12-31T23:59:59Z' }),
      prompt({ createdAt: 1_700_000_000_000 }),
      prompt({
        versions: [
          { version: 1, title: 'Old', content: 'Then', aiTool: 'Claude', purpose: 'coding' },
          { ...prompt({ createdAt: '0000-01-01T00:00:00Z' }), version: 2 },
        ],
      }),
    ]);
    const errors = [
      ...[1, 2, 3, 4, 5, 6].map((row) => ({ row, message: message('createdAt') })),
      { row: 7, message: message('updatedAt') },
      { row: 8, message: message('createdAt') },
      { row: 9, message: `Version 2: ${message('createdAt')}` },
    ];
    expect(await member.caller.library.import({ format: 'json', data, dryRun: true })).toEqual({
      created: 0,
      skipped: 0,
      errors,
      dryRun: true,
    });
    expect(await member.caller.library.import({ format: 'json', data })).toEqual({
      created: 0,
      skipped: 0,
      errors,
      dryRun: false,
      message: 'Nothing was imported: 9 rows have errors',
    });
    expect(await libraryOf(member.id)).toEqual([]);
  });

  it('stores the first and last instants of the range, a date alone and an offset, and reads them back exactly', async () => {
    const member = await signedInCaller(database.db, 'good-dates');
    const data = file([
      prompt({ title: 'Earliest', createdAt: '1000-01-01T00:00:00Z' }),
      prompt({ title: 'Leap day', createdAt: '2024-02-29', updatedAt: '2024-03-01T10:00:00Z' }),
      prompt({ title: 'Offset', createdAt: '2024-05-01T09:30:00.123+02:00' }),
      prompt({ title: 'Latest', createdAt: '9999-12-31T23:59:59.999Z' }),
    ]);
    expect(await member.caller.library.import({ format: 'json', data, dryRun: true })).toEqual({
      created: 4,
      skipped: 0,
      errors: [],
      dryRun: true,
    });
    const before = Date.now();
    expect(await member.caller.library.import({ format: 'json', data })).toMatchObject({
      created: 4,
      errors: [],
    });
    const exported = await download(member.caller, 'json');
    const dates = Object.fromEntries(
      (
        JSON.parse(exported.text) as { prompts: { title: string; createdAt: string }[] }
      ).prompts.map((row) => [row.title, row.createdAt]),
    );
    expect(dates).toMatchObject({
      Earliest: '1000-01-01T00:00:00.000Z',
      'Leap day': '2024-02-29T00:00:00.000Z',
      Offset: '2024-05-01T07:30:00.123Z',
    });
    // A date after now is now, as ever.
    expect(Date.parse(dates.Latest!)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(dates.Latest!)).toBeLessThanOrEqual(Date.now());
  });
});

describe('CSV', () => {
  it('writes RFC 4180 with a header, neutralises formula cells, and reads itself back unchanged', async () => {
    const owner = await signedInCaller(database.db, 'csv');
    const contents = [
      tricky,
      '=SUM(A1:A9)',
      '+1 555',
      '-list',
      '@mention',
      "'=already quoted",
      '\tindented',
    ];
    for (const [index, content] of contents.entries()) {
      await owner.caller.snippets.create({
        title: index === 0 ? 'Commas, "quotes"' : `Formula ${index}`,
        content,
        aiTool: 'ChatGPT/GPT4',
        purpose: 'business',
        isPublic: index % 2 === 0,
      });
    }
    const exported = await download(owner.caller, 'csv');
    expect(exported.contentType).toBe('text/csv; charset=utf-8; header=present');
    expect(
      exported.text.startsWith(
        '\uFEFFtitle,content,aiTool,customAiTool,purpose,isPublic,tags,createdAt,updatedAt\r\n',
      ),
    ).toBe(true);
    expect(exported.text).toContain('"Commas, ""quotes"""');
    const rows = Papa.parse<string[]>(exported.text.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(contents.length + 1);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      tricky,
      "'=SUM(A1:A9)",
      "'+1 555",
      "'-list",
      "'@mention",
      "''=already quoted",
      "'\tindented",
    ]);
    expect(rows[1]!.slice(2, 7)).toEqual(['ChatGPT/GPT4', '', 'business', 'true', '']);

    const reader = await signedInCaller(database.db, 'csvreader');
    expect(
      await reader.caller.library.import({ format: 'csv', data: exported.text }),
    ).toMatchObject({
      created: contents.length,
      errors: [],
    });
    expect((await libraryOf(reader.id)).map((row) => [row.content, row.isPublic])).toEqual(
      contents.map((content, index) => [content, index % 2 === 0]),
    );
    expect(
      await reader.caller.library.import({ format: 'csv', data: exported.text }),
    ).toMatchObject({ created: 0, skipped: contents.length });
  });

  it("reads prompts.chat's CSV: act is the title, prompt the content, for ChatGPT, private", async () => {
    const member = await signedInCaller(database.db, 'promptschat');
    const data = [
      '"act","prompt","for_devs"',
      '"Linux Terminal","I want you to act as a linux terminal. I will type commands, and you will reply with what the terminal should show.","TRUE"',
      '"English Translator and Improver","I want you to act as an English translator, spelling corrector and improver.","FALSE"',
      '"Travel Guide","I want you to act as a travel guide.\nI will write you my location.","FALSE"',
    ].join('\n');
    expect(await member.caller.library.import({ format: 'csv', data })).toEqual({
      created: 3,
      skipped: 0,
      errors: [],
      dryRun: false,
    });
    const rows = await database.db
      .select({
        title: snippets.title,
        aiTool: snippets.aiTool,
        purpose: snippets.purpose,
        isPublic: snippets.isPublic,
      })
      .from(snippets)
      .where(eq(snippets.authorId, member.id))
      .orderBy(snippets.id);
    expect(rows).toEqual([
      { title: 'Linux Terminal', aiTool: 'ChatGPT/GPT4', purpose: 'coding', isPublic: false },
      {
        title: 'English Translator and Improver',
        aiTool: 'ChatGPT/GPT4',
        purpose: 'writing',
        isPublic: false,
      },
      { title: 'Travel Guide', aiTool: 'ChatGPT/GPT4', purpose: 'creative', isPublic: false },
    ]);
  });
});

describe('a broken file', () => {
  const data = [
    'title,content,aiTool,customAiTool,purpose,isPublic',
    'Good,Fine text,Claude,,coding,false',
    ',No title,Claude,,coding,',
    'Unknown tool,Text,Copilot,,coding,',
    'No custom name,Text,Other,,coding,',
    'Bad purpose,Text,Claude,,cooking,',
    'Bad visibility,Text,Claude,,coding,maybe',
    `${'x'.repeat(256)},Text,Claude,,coding,`,
  ].join('\r\n');
  const errors = [
    { row: 2, message: 'Please fill in all required fields' },
    { row: 3, message: 'Please choose an AI tool from the list' },
    { row: 4, message: 'Please enter a name for your custom AI tool' },
    { row: 5, message: 'Please choose a purpose from the list' },
    { row: 6, message: 'isPublic must be true or false' },
    { row: 7, message: 'Title must be at most 255 characters' },
  ];

  it("gives each row its error, in the form's words, and writes nothing", async () => {
    const member = await signedInCaller(database.db, 'broken');
    expect(await member.caller.library.import({ format: 'csv', data, dryRun: true })).toEqual({
      created: 0,
      skipped: 0,
      errors,
      dryRun: true,
    });
    expect(await member.caller.library.import({ format: 'csv', data })).toEqual({
      created: 0,
      skipped: 0,
      errors,
      dryRun: false,
      message: 'Nothing was imported: 6 rows have errors',
    });
    expect(await libraryOf(member.id)).toEqual([]);
  });

  it('refuses a file it cannot read as a whole', async () => {
    const { caller } = await signedInCaller(database.db, 'unreadable');
    await expect(caller.library.import({ format: 'json', data: '{ nope' })).rejects.toThrow(
      'The file is not valid JSON',
    );
    await expect(
      caller.library.import({ format: 'json', data: '{"format":"other","prompts":[]}' }),
    ).rejects.toThrow('This JSON file is not a Promptshelf export');
    await expect(
      caller.library.import({ format: 'json', data: '{"format":"promptshelf","version":2}' }),
    ).rejects.toThrow('This export has format version 2; this server reads version 1');
    await expect(caller.library.import({ format: 'csv', data: 'name,text\na,b' })).rejects.toThrow(
      'The CSV file needs a header row with the columns title and content (or act and prompt, as prompts.chat publishes them)',
    );
    await expect(
      caller.library.import({
        format: 'json',
        data: '{"format":"promptshelf","version":1,"prompts":[3]}',
      }),
    ).resolves.toMatchObject({ errors: [{ row: 1, message: 'A prompt must be an object' }] });
  });
});

describe('limits', () => {
  it(`takes ${IMPORT_MAX_PROMPTS.toLocaleString('en')} prompts in one go, and refuses one more or a file over 5 MB`, async () => {
    const member = await signedInCaller(database.db, 'limits');
    const rows = (n: number) =>
      [
        'title,content,aiTool,purpose',
        ...Array.from({ length: n }, (_, i) => `Prompt ${i},Text ${i},Claude,coding`),
      ].join('\n');
    await expect(
      member.caller.library.import({ format: 'csv', data: rows(IMPORT_MAX_PROMPTS + 1) }),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A file can hold at most 5,000 prompts',
    });
    await expect(
      member.caller.library.import({
        format: 'csv',
        data: `title,content\n${'é'.repeat(2_700_000)}`,
      }),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file must be at most 5 MB',
    });
    expect(await libraryOf(member.id)).toEqual([]);

    expect(
      await member.caller.library.import({ format: 'csv', data: rows(IMPORT_MAX_PROMPTS) }),
    ).toMatchObject({
      created: IMPORT_MAX_PROMPTS,
      errors: [],
    });
    const [stored] = await database.db
      .select({ n: count() })
      .from(snippetVersions)
      .innerJoin(snippets, eq(snippets.id, snippetVersions.snippetId))
      .where(eq(snippets.authorId, member.id));
    expect(stored!.n).toBe(IMPORT_MAX_PROMPTS);
  });
});

describe('who may export', () => {
  it('is only the member, and only their own prompts', async () => {
    const owner = await signedInCaller(database.db, 'private');
    await owner.caller.snippets.create({
      title: 'Secret of the owner',
      content: 'Mine',
      aiTool: 'Claude',
      purpose: 'coding',
      isPublic: true,
    });
    const other = await signedInCaller(database.db, 'other');
    const theirs = await download(other.caller, 'json');
    expect(JSON.parse(theirs.text).prompts).toEqual([]);
    await expect(
      visitorCaller(database.db).library.export({ format: 'json' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      visitorCaller(database.db).library.import({ format: 'json', data: '{}' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('markdown', () => {
  it('is one readable document with a section per prompt', async () => {
    const owner = await signedInCaller(database.db, 'markdown');
    await owner.caller.snippets.create({
      title: 'C# <tips>',
      content: 'Use ``` fences\nfreely',
      aiTool: 'Other',
      customAiTool: 'Copilot',
      purpose: 'coding',
      isPublic: false,
    });
    const { text, filename, contentType } = await download(owner.caller, 'markdown');
    expect(filename).toMatch(/\.md$/);
    expect(contentType).toBe('text/markdown; charset=utf-8');
    expect(text).toContain('# Promptshelf library of');
    expect(text).toContain(
      [
        '## C\\# \\<tips\\>',
        '',
        '- AI tool: Other (Copilot)',
        '- Purpose: coding',
        '- Visibility: Private',
      ].join('\n'),
    );
    expect(text).toContain('````text\nUse ``` fences\nfreely\n````\n');
  });

  it('names each visibility as the prompt has it', async () => {
    const owner = await signedInCaller(database.db, 'markdown-visibility');
    for (const visibility of ['private', 'unlisted', 'public'] as const) {
      await owner.caller.snippets.create({
        title: `A ${visibility} prompt`,
        content: 'Text',
        aiTool: 'Claude',
        purpose: 'coding',
        visibility,
      });
    }
    const { text } = await download(owner.caller, 'markdown');
    const visibilityOf = (title: string) =>
      new RegExp(`## ${title}\\n\\n(?:- .*\\n)*?- Visibility: (\\w+)`).exec(text)?.[1];
    expect(visibilityOf('A private prompt')).toBe('Private');
    expect(visibilityOf('A unlisted prompt')).toBe('Unlisted');
    expect(visibilityOf('A public prompt')).toBe('Public');
  });
});

describe('a large library', () => {
  it('is exported a page at a time', async () => {
    const owner = await signedInCaller(database.db, 'large');
    await database.db.execute(sql`
      insert into ${snippets} (title, content, ai_tool, purpose, author_id, created_at)
      select 'Prompt ' || g, 'Text ' || g, 'Claude', 'coding', ${owner.id}::uuid,
             timestamp '2026-01-01' + (g % 7) * interval '1 microsecond'
      from generate_series(1, 1234) g
    `);
    const file = await owner.caller.library.export({ format: 'csv' });
    const chunks: string[] = [];
    for await (const chunk of file.body) chunks.push(chunk);
    // The header, then three pages of at most 500 prompts.
    expect(chunks).toHaveLength(4);
    const titles = Papa.parse<string[]>(chunks.join('').slice(1), { skipEmptyLines: true })
      .data.slice(1)
      .map((row) => row[0]);
    // Equal times down to the microsecond: every prompt comes once, none is lost at a page edge.
    expect(new Set(titles).size).toBe(1234);
  });
});

describe('tags in files', () => {
  it('exports tags in every format and imports them back from JSON and CSV', async () => {
    const owner = await signedInCaller(database.db, 'tagfiles');
    await owner.caller.snippets.create({
      title: 'Tagged',
      content: 'Write to [name].',
      aiTool: 'Claude',
      purpose: 'business',
      tags: ['Cold Email', 'sales'],
    });
    const json = await download(owner.caller, 'json');
    expect(JSON.parse(json.text).prompts[0].tags).toEqual(['cold-email', 'sales']);
    const csv = await download(owner.caller, 'csv');
    const rows = Papa.parse<string[]>(csv.text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[1]![6]).toBe('cold-email,sales');
    expect((await download(owner.caller, 'markdown')).text).toContain('- Tags: cold-email, sales');

    for (const [format, data] of [
      ['json', json.text],
      ['csv', csv.text],
    ] as const) {
      const reader = await signedInCaller(database.db, `tag${format}`);
      expect(await reader.caller.library.import({ format, data })).toMatchObject({ created: 1 });
      const [mine] = await reader.caller.snippets.mine({});
      expect(mine?.tags).toEqual(['cold-email', 'sales']);
    }

    const bad = 'title,content,aiTool,purpose,tags\nBad,Text,Claude,business,"c++,ok"\n';
    const member = await signedInCaller(database.db, 'badtags');
    expect(await member.caller.library.import({ format: 'csv', data: bad })).toMatchObject({
      created: 0,
      errors: [{ row: 1, message: 'Tag "c++" may only contain letters a–z, digits and hyphens' }],
    });
  });
});
