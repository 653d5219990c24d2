import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CopyLines, inlineForCopy } from './csv-copy.js';

/** What PostgreSQL sends for `COPY (select line …) TO STDOUT (FORMAT binary)`. */
const binaryCopy = (lines: string[]) => {
  const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(4), int32(0)]);
  const rows = lines.map((line) => {
    const bytes = Buffer.from(line, 'utf8');
    return Buffer.concat([int16(1), int32(bytes.length), bytes]);
  });
  return Buffer.concat([header, ...rows, int16(-1)]);
};
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

const frame = async (chunks: Buffer[]) => {
  const stream = new CopyLines();
  const out: Buffer[] = [];
  stream.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  for (const c of chunks) stream.write(c);
  stream.end();
  await done;
  return Buffer.concat(out).toString('utf8');
};

describe('CopyLines', () => {
  const lines = ['a,"b"', '', 'tab\there \\N back\\slash\r\n"line" ✓ 🎉', '=x'];
  const expected = lines.map((l) => `${l}\r\n`).join('');

  it('turns binary COPY rows into CRLF lines, byte for byte', async () => {
    expect(await frame([binaryCopy(lines)])).toBe(expected);
  });

  it('gives the same bytes whatever the network splits the data at', async () => {
    const data = binaryCopy(lines);
    for (let cut = 1; cut < data.length; cut++) {
      expect(await frame([data.subarray(0, cut), data.subarray(cut)])).toBe(expected);
    }
    expect(await frame([...data].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('fails a stream cut before its trailer rather than passing it as complete', async () => {
    const data = binaryCopy(lines);
    await expect(frame([data.subarray(0, data.length - 2)])).rejects.toThrow(/before its trailer/);
  });
});

describe('inlineForCopy', () => {
  it('quotes every value as a literal, whatever it holds', () => {
    const evil = `x'); drop table payments; --\\`;
    const text = inlineForCopy(sql`select 1 where a = ${evil} and b = ${42} and c = ${true}`);
    expect(text).toBe(`select 1 where a =  E'x''); drop table payments; --\\\\' and b = '42' and c = true`);
  });

  it('refuses a value that is not a scalar', () => {
    expect(() => inlineForCopy(sql`select ${{ a: 1 }}`)).toThrow(/not a scalar/);
  });
});
