import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvText } from './csv.ts';

describe('the CSV writer', () => {
  it('quotes text with inner quotes doubled, writes numbers and yes/no bare, null empty, CRLF line ends', () => {
    expect(csvText([['a "b"', 3, null, true]])).toBe('"a ""b""";3;;true\r\n');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises the formula %j with a leading quote',
    (text) => {
      expect(csvCell(text)).toBe(`"'${text}"`);
    },
  );

  it('leaves text that starts otherwise, and numbers (a negative number is no formula), as they are', () => {
    expect(csvLine(['v=spf1 -all', 'a=b', -5])).toBe('"v=spf1 -all";"a=b";-5\r\n');
  });
});
