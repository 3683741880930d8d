import { describe, expect, it } from 'vitest';
import { parseHealthIndexFile } from './healthIndexFile';

describe('index:import files', () => {
  it('reads CSV with a header, commas, or semicolons with a decimal comma', () => {
    expect(parseHealthIndexFile('index.csv', 'month,value\n2026-01,137.1\n\n2026-02,137.4\n')).toEqual([
      { month: '2026-01', value: 137.1 },
      { month: '2026-02', value: 137.4 },
    ]);
    expect(parseHealthIndexFile('index.csv', 'maand;waarde\r\n2026-01;137,1\r\n')).toEqual([
      { month: '2026-01', value: 137.1 },
    ]);
  });

  it('reads JSON as the shipped series or as a list, in the order given', () => {
    expect(
      parseHealthIndexFile('index.json', '{"base":"2013=100","values":{"2026-01":137.1,"2026-02":137.4}}'),
    ).toEqual([
      { month: '2026-01', value: 137.1 },
      { month: '2026-02', value: 137.4 },
    ]);
    expect(
      parseHealthIndexFile(
        'INDEX.JSON',
        '[{"month":"2026-02","value":137.4},{"month":"2026-01","value":137.1}]',
      ).map((entry) => entry.month),
    ).toEqual(['2026-02', '2026-01']);
  });

  it('refuses what it cannot read, naming the problem', () => {
    expect(() => parseHealthIndexFile('index.csv', '2026-01\n')).toThrow(
      expect.objectContaining({ code: 'validation_error' }),
    );
    expect(() => parseHealthIndexFile('index.json', '{"values":{"2026-01":"137,1"}}')).toThrow(
      expect.objectContaining({ code: 'validation_error' }),
    );
    expect(() => parseHealthIndexFile('index.json', 'not json')).toThrow(
      expect.objectContaining({ code: 'validation_error' }),
    );
  });
});
