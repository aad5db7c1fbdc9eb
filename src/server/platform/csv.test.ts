import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csvCell: formula look-alikes', () => {
  it('makes text inert that a spreadsheet would run, full-width and other look-alikes too', () => {
    for (const text of ['=1+1', '+1', '-A1', '@SUM(A1)', '＝1+1', '＋1', '－A1', '＠SUM(A1)', '﹦1', '−A1']) {
      expect(csvCell(text), text).toBe(`'${text}`);
    }
  });
  it('leaves numbers and ordinary text alone', () => {
    expect(csvCell('-5.00')).toBe('-5.00');
    expect(csvCell('Ａcme')).toBe('Ａcme');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvDocument: the row cap', () => {
  async function* batches(n: number, size: number) {
    for (let i = 0; i < n; i++) yield Array.from({ length: size }, (_, j) => [i * size + j]);
  }
  const text = async (g: AsyncIterable<string>) => {
    let out = '';
    for await (const c of g) out += c;
    return out
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
  };
  it('stops at the cap with a last line, and reads no batch beyond the one that proved more rows', async () => {
    let pulled = 0;
    async function* counted() {
      for await (const b of batches(10, 3)) {
        pulled++;
        yield b;
      }
    }
    const lines = await text(csvDocument(['n'], counted(), { maxRows: 6, narrowHint: 'Narrow it.' }));
    expect(lines).toEqual([
      'n',
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '# Export stopped at 6 rows (the limit of one export); there are more. Narrow it.',
    ]);
    expect(pulled).toBe(3);
  });
  it('exactly the cap, or fewer rows: no such line', async () => {
    const exact = await text(csvDocument(['n'], batches(2, 3), { maxRows: 6, narrowHint: 'x' }));
    expect(exact).toHaveLength(7);
    expect(exact.at(-1)).toBe('5');
  });
});
