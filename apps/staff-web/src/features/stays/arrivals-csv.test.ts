import { describe, expect, it } from 'vitest';
import { parseCsv, readArrivalsCsv } from './arrivals-csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, numbering records by their first line', () => {
    const { records, error } = parseCsv(
      '\uFEFFroom,name\r\n101,"Silva, Ana"\r\n102,"O""Brien"\n103,"two\nlines"\n104,after\r105,cr only',
    );
    expect(error).toBeUndefined();
    expect(records).toEqual([
      { line: 1, cells: ['room', 'name'] },
      { line: 2, cells: ['101', 'Silva, Ana'] },
      { line: 3, cells: ['102', 'O"Brien'] },
      { line: 4, cells: ['103', 'two\nlines'] },
      { line: 6, cells: ['104', 'after'] },
      { line: 7, cells: ['105', 'cr only'] },
    ]);
  });

  it('detects semicolons and tabs, and skips blank lines', () => {
    expect(parseCsv('101;Silva;2026-11-20\n\n;;\n102;Lee;2026-11-21').records).toEqual([
      { line: 1, cells: ['101', 'Silva', '2026-11-20'] },
      { line: 4, cells: ['102', 'Lee', '2026-11-21'] },
    ]);
    expect(parseCsv('101\tSilva\n').records).toEqual([{ line: 1, cells: ['101', 'Silva'] }]);
  });

  it('names the line of a quote that is never closed', () => {
    const { error } = parseCsv('101,Silva\n102,"Lee\n103,Kim');
    expect(error).toEqual({ line: 2, message: 'A quoted field is never closed (a " is missing).' });
  });
});

describe('readArrivalsCsv', () => {
  it('reads columns in the order room, family name, from, to, language without a header', () => {
    expect(readArrivalsCsv('101,Silva,2026-11-20,2026-11-24\n102, Lee ,2026-11-21,2026-11-22,ko\n')).toEqual({
      rows: [
        {
          line: 1,
          room: '101',
          family_name: 'Silva',
          check_in_date: '2026-11-20',
          check_out_date: '2026-11-24',
        },
        {
          line: 2,
          room: '102',
          family_name: 'Lee',
          check_in_date: '2026-11-21',
          check_out_date: '2026-11-22',
          language: 'ko',
        },
      ],
      errors: [],
    });
  });

  it('follows a header in any order and ignores columns it does not know', () => {
    const file = 'Arrival;Departure;Guest Name;Room No;Notes;Lang\n2026-11-20;2026-11-24;Silva;101;VIP;PT\n';
    expect(readArrivalsCsv(file).rows).toEqual([
      {
        line: 2,
        room: '101',
        family_name: 'Silva',
        check_in_date: '2026-11-20',
        check_out_date: '2026-11-24',
        language: 'PT',
      },
    ]);
  });

  it('names every line it cannot read, and keeps the others for the server to check', () => {
    const result = readArrivalsCsv(
      'room,family_name,from,to\n101,Silva,2026-11-20,2026-11-24\n102,Lee\n103,Kim,2026-11-20,2026-11-21\n104\n',
    );
    expect(result.rows.map((row) => row.line)).toEqual([2, 4]);
    expect(result.errors).toEqual([
      {
        line: 3,
        message: 'This line has 2 columns; expected room, family name, from, to (and optionally language).',
      },
      {
        line: 5,
        message: 'This line has 1 column; expected room, family name, from, to (and optionally language).',
      },
    ]);
  });

  it('refuses a header that lacks a column, and too many columns without a header', () => {
    expect(readArrivalsCsv('room,name,arrival\n101,Silva,2026-11-20\n')).toEqual({
      rows: [],
      errors: [
        {
          line: 1,
          message:
            'The header names no "to" column. Expected room, family name, from, to (and optionally language).',
        },
      ],
    });
    expect(readArrivalsCsv('101,Silva,2026-11-20,2026-11-24,en,extra').errors[0]?.line).toBe(1);
  });

  it('answers an empty file with no rows', () => {
    expect(readArrivalsCsv('\n\n')).toEqual({ rows: [], errors: [] });
  });
});
