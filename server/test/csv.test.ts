import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, toCsv } from '../shared/csv.ts';

describe('csvCell', () => {
  it('neutralises every cell a spreadsheet could run as a formula', () => {
    expect(csvCell('-2+3@example.com')).toBe("'-2+3@example.com");
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+12125550199')).toBe("'+12125550199");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // After leading spaces or quotes too.
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell("'=1+1")).toBe("''=1+1");
    expect(csvCell('"=1+1"')).toBe(`"'""=1+1"""`);
    // The full-width forms, which some spreadsheets read as the ASCII ones.
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvCell('\uFF0B1')).toBe("'\uFF0B1");
    // Not only strings: a negative number is written as text too.
    expect(csvCell(-5)).toBe("'-5");
  });

  it('quotes cells with a comma, semicolon, quote or line break', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;=cmd|' /C calc'!A0"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('leaves ordinary values alone', () => {
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('2026-11-23T21:00:00.000Z')).toBe('2026-11-23T21:00:00.000Z');
  });

  it('writes a line of cells with csv-stringify, booleans and objects as text', () => {
    expect(csvRow(['a', '+1 212', 3, true, null, { x: 1 }])).toBe(`a,'+1 212,3,true,,"{""x"":1}"\r\n`);
  });

  it('writes a header and one CRLF line per row', () => {
    expect(toCsv(['a', 'b'], [{ a: '=1', b: 'x,y' }])).toBe(`a,b\r\n'=1,"x,y"\r\n`);
  });
});
