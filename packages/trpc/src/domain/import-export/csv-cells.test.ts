import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell } from './csv-cells';
import { promptsChatPurpose } from './parse-file';

describe('formula cells', () => {
  const cells = [
    ['=1+2', "'=1+2"],
    ['+44 20', "'+44 20"],
    ['-item', "'-item"],
    ['@user', "'@user"],
    ['\tTab', "'\tTab"],
    ['\rReturn', "'\rReturn"],
    ["'=quoted", "''=quoted"],
    ["''+twice", "'''+twice"],
    ["'plain", "'plain"],
    ['plain = text', 'plain = text'],
    ['', ''],
  ];

  it.each(cells)('writes %j as %j and reads it back unchanged', (value, written) => {
    expect(neutraliseCell(value)).toBe(written);
    expect(restoreCell(written)).toBe(value);
  });
});

describe("a prompts.chat prompt's purpose", () => {
  it.each([
    ['Linux Terminal', undefined, 'coding'],
    ['Travel Guide', 'TRUE', 'coding'],
    ['Therapist', undefined, 'creative'],
    ['Social Media Manager', undefined, 'marketing'],
    ['Math Teacher', undefined, 'education'],
    ['Data Scientist', undefined, 'analysis'],
    ['Recruiter', undefined, 'business'],
    ['Poet', 'FALSE', 'writing'],
    ['Travel Guide', 'FALSE', 'creative'],
  ])('%s (for_devs %s) is %s', (act, forDevs, purpose) => {
    expect(promptsChatPurpose(act, forDevs)).toBe(purpose);
  });
});
