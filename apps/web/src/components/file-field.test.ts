import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './file-field.tsx';

describe('formatMegabytes', () => {
  it('shows megabytes with two decimals', () => {
    expect(formatMegabytes(1024 * 1024)).toBe('1.00 MB');
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2.50 MB');
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10.00 MB');
  });

  it('does not show a small file as empty', () => {
    expect(formatMegabytes(2048)).toBe('< 0.01 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
  });
});
