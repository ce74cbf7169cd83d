import { describe, expect, it } from 'vitest';

import { describeSettings } from './describe-settings';
import { draftsFromSettings, settingsFromDrafts } from './placeholder-settings-editor';

describe('placeholder settings in the prompt form', () => {
  it('round-trips stored settings through the form drafts', () => {
    const stored = [
      {
        name: 'tone',
        label: 'Tone',
        type: 'select' as const,
        options: ['warm', 'dry'],
        default: 'dry',
      },
      { name: 'topic', type: 'multiline' as const, default: 'a\nb' },
    ];
    const drafts = draftsFromSettings(stored);
    expect(drafts.get('tone')?.options).toBe('warm\ndry');
    expect(settingsFromDrafts(drafts, 'A [topic] in a [tone] voice')).toEqual([
      {
        name: 'topic',
        label: '',
        description: '',
        type: 'multiline',
        options: [],
        default: 'a\nb',
      },
      {
        name: 'tone',
        label: 'Tone',
        description: '',
        type: 'select',
        options: ['warm', 'dry'],
        default: 'dry',
      },
    ]);
  });

  it('sends only the content’s placeholders, and a list’s default only if it is an option', () => {
    const drafts = draftsFromSettings([
      { name: 'gone', label: 'Gone', type: 'text' },
      { name: 'tone', type: 'select', options: ['warm'], default: 'warm' },
    ]);
    const next = new Map(drafts);
    next.set('tone', { ...drafts.get('tone')!, options: ' cold \n\n hot ' });
    expect(settingsFromDrafts(next, 'Be [tone].')).toEqual([
      {
        name: 'tone',
        label: '',
        description: '',
        type: 'select',
        options: ['cold', 'hot'],
        default: '',
      },
    ]);
  });

  it('describes settings in words for the history', () => {
    expect(describeSettings([])).toBe('None');
    expect(
      describeSettings([
        { name: 'tone', label: 'Tone', type: 'select', options: ['warm', 'dry'], default: 'dry' },
        { name: 'n', type: 'number', description: 'How many' },
      ]),
    ).toBe('[tone] (list: warm, dry; label “Tone”; default “dry”), [n] (number; help “How many”)');
  });
});
