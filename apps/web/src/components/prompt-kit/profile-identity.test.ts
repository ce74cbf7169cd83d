import { describe, expect, it } from 'vitest';

import { safeHttpUrl } from './profile-identity';

describe('safeHttpUrl', () => {
  it('keeps http and https addresses, as the browser writes them', () => {
    expect(safeHttpUrl('https://github.com/ada')).toBe('https://github.com/ada');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    expect(safeHttpUrl('HTTPS://Example.com/Path?q=1')).toBe('https://example.com/Path?q=1');
  });

  it('never makes a link of a script, data or other scheme', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('JavaScript:alert(1)')).toBeNull();
    expect(safeHttpUrl(' javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHttpUrl('vbscript:msgbox(1)')).toBeNull();
    expect(safeHttpUrl('ftp://example.com/file')).toBeNull();
    expect(safeHttpUrl('mailto:ada@example.com')).toBeNull();
  });

  it('drops what is not an address at all', () => {
    expect(safeHttpUrl('github.com/ada')).toBeNull();
    expect(safeHttpUrl('/relative/path')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });
});
