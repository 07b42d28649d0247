import type { ImportLineError, StayImportRow } from '@hotel/contracts/stays';

/** One record of a CSV file, with the line it starts on (a quoted field may span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of the first line, counted outside quotes: Excel writes ';' where ',' is the decimal mark. */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    let count = 0;
    let quoted = false;
    for (const char of firstLine) {
      if (char === '"') quoted = !quoted;
      else if (char === delimiter && !quoted) count++;
    }
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/**
 * RFC 4180 CSV: quoted fields with the delimiter, doubled quotes and line breaks inside; CRLF, LF or CR
 * line ends; a byte-order mark. An unterminated quote is reported with the line it opened on.
 */
export function parseCsv(input: string): { records: CsvRecord[]; error?: ImportLineError } {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let recordLine = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (char === delimiter) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (quoted)
    return {
      records,
      error: { line: quoteLine, message: 'A quoted field is never closed (a " is missing).' },
    };
  endRecord();
  return { records };
}

type Column = 'room' | 'family_name' | 'check_in_date' | 'check_out_date' | 'language';
const POSITIONAL: Column[] = ['room', 'family_name', 'check_in_date', 'check_out_date', 'language'];
const REQUIRED: Column[] = ['room', 'family_name', 'check_in_date', 'check_out_date'];

/** Header words property systems export, lower-cased with spaces, dashes and underscores removed. */
const HEADER_NAMES: Record<string, Column> = {
  room: 'room',
  roomnumber: 'room',
  roomno: 'room',
  familyname: 'family_name',
  surname: 'family_name',
  lastname: 'family_name',
  name: 'family_name',
  guest: 'family_name',
  guestname: 'family_name',
  from: 'check_in_date',
  arrival: 'check_in_date',
  arrivaldate: 'check_in_date',
  checkin: 'check_in_date',
  checkindate: 'check_in_date',
  to: 'check_out_date',
  departure: 'check_out_date',
  departuredate: 'check_out_date',
  checkout: 'check_out_date',
  checkoutdate: 'check_out_date',
  language: 'language',
  lang: 'language',
  languagecode: 'language',
};

const COLUMN_LABELS: Record<Column, string> = {
  room: 'room',
  family_name: 'family name',
  check_in_date: 'from',
  check_out_date: 'to',
  language: 'language',
};

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
export const EXPECTED_COLUMNS = 'room, family name, from, to (and optionally language)';

/** Which column holds what, from a header line; null when the first line is data. */
function readHeader(record: CsvRecord): { columns: (Column | null)[] } | { error: string } | null {
  const columns = record.cells.map((cell) => HEADER_NAMES[headerKey(cell)] ?? null);
  if (columns.every((column) => column === null)) return null;
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    return {
      error: `The header names no ${missing.map((column) => `"${COLUMN_LABELS[column]}"`).join(', ')} column. Expected ${EXPECTED_COLUMNS}.`,
    };
  return { columns };
}

export interface ArrivalsFile {
  rows: StayImportRow[];
  /** Lines the console could not read; the server checks the content of the others. */
  errors: ImportLineError[];
}

/**
 * An arrivals file: a header line naming the columns in any order, or none and the columns in the
 * order room, family name, from, to[, language]. Blank lines are skipped.
 */
export function readArrivalsCsv(text: string): ArrivalsFile {
  const { records, error } = parseCsv(text);
  const errors: ImportLineError[] = error ? [error] : [];
  const [first, ...rest] = records;
  if (!first) return { rows: [], errors };
  const header = readHeader(first);
  if (header && 'error' in header) return { rows: [], errors: [{ line: first.line, message: header.error }] };
  const columns = header ? header.columns : POSITIONAL;
  const data = header ? rest : records;
  const rows: StayImportRow[] = [];
  for (const record of data) {
    if (record.cells.length < REQUIRED.length || (!header && record.cells.length > POSITIONAL.length)) {
      errors.push({
        line: record.line,
        message: `This line has ${record.cells.length} ${record.cells.length === 1 ? 'column' : 'columns'}; expected ${EXPECTED_COLUMNS}.`,
      });
      continue;
    }
    const row: Partial<Record<Column, string>> = {};
    record.cells.forEach((cell, index) => {
      const column = columns[index];
      if (column) row[column] = cell.trim();
    });
    rows.push({
      line: record.line,
      room: row.room ?? '',
      family_name: row.family_name ?? '',
      check_in_date: row.check_in_date ?? '',
      check_out_date: row.check_out_date ?? '',
      ...(row.language && { language: row.language }),
    });
  }
  return { rows, errors: errors.sort((a, b) => a.line - b.line) };
}
