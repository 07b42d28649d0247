#!/usr/bin/env node
// Builds docs/decisions/README.md, the index of the decision records, from the records' own headers:
//
//   # 31. Guest login slows down, it never locks
//
//   - Date: 2026-11-20
//   - Status: accepted; supersedes 0005
//
// Status is `accepted` or `superseded by NNNN`, followed by any of `; supersedes NNNN`,
// `; supersedes part of NNNN` and `; superseded in part by NNNN`. Each link between two records must be
// written on both of them.
// Usage: node scripts/decisions-index.mjs [--check]
// With --check it writes nothing and exits 1, naming the file, when a record's header is missing or wrong
// or when the index is not what this script would write (`npm run check` runs it).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const folder = path.join(root, 'docs/decisions');
const indexFile = path.join(folder, 'README.md');
const relative = (file) => path.relative(root, file);

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d+)\. (.+)$/;
const DATE = /^- Date: (\d{4}-\d{2}-\d{2})$/;
const STATUS = /^- Status: (.+)$/;
const MAIN_STATUS = /^(?:accepted|superseded by (\d{4}))$/;
const LINK_CLAUSE = /^(supersedes|supersedes part of|superseded in part by) (\d{4})$/;

/** What a clause on one record asks the other record to say about it. */
const COUNTERPART = {
  'superseded by': 'supersedes',
  supersedes: 'superseded by',
  'supersedes part of': 'superseded in part by',
  'superseded in part by': 'supersedes part of',
};

/** Reads one record's number, title, date and status; problems go to `problems` naming the file. */
function readRecord(fileName, problems) {
  const file = path.join(folder, fileName);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const fail = (message) => {
    problems.push(`${relative(file)}: ${message}`);
    return undefined;
  };
  const number = fileName.slice(0, 4);
  const title = lines[0]?.match(TITLE);
  if (!title) return fail('the first line must be the title, "# <number>. <title>"');
  if (Number(title[1]) !== Number(number)) return fail(`the title says ${title[1]}, the file name ${number}`);
  const date = lines[2]?.match(DATE);
  if (lines[1] !== '' || !date)
    return fail('no "- Date: YYYY-MM-DD" line right under the title (after a blank line)');
  if (Number.isNaN(Date.parse(date[1]))) return fail(`"${date[1]}" is not a date`);
  const status = lines[3]?.match(STATUS);
  if (!status) return fail('no "- Status: …" line right under the date');
  if (lines[4] !== '') return fail('the header must end with a blank line after its Status');
  const [main, ...clauses] = status[1].split(/; /);
  const mainMatch = main.match(MAIN_STATUS);
  if (!mainMatch) return fail(`the status must start with "accepted" or "superseded by NNNN", not "${main}"`);
  const links = mainMatch[1] ? [{ kind: 'superseded by', other: mainMatch[1] }] : [];
  for (const clause of clauses) {
    const link = clause.match(LINK_CLAUSE);
    if (!link)
      return fail(
        `"${clause}" is not "supersedes NNNN", "supersedes part of NNNN" or "superseded in part by NNNN"`,
      );
    links.push({ kind: link[1], other: link[2] });
  }
  return { number, fileName, title: title[2], date: date[1], status: status[1], links };
}

/** Every link must name an existing record that states the same link from its side. */
function checkLinks(records, problems) {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  for (const record of records) {
    for (const { kind, other } of record.links) {
      const target = byNumber.get(other);
      const where = `docs/decisions/${record.fileName}`;
      if (!target) problems.push(`${where}: "${kind} ${other}" names no record`);
      else if (!target.links.some((link) => link.kind === COUNTERPART[kind] && link.other === record.number))
        problems.push(
          `docs/decisions/${target.fileName}: its status must say "${COUNTERPART[kind]} ${record.number}"`,
        );
    }
  }
}

/** Columns as wide as a terminal shows them: wide East Asian characters take two, combining marks none. */
function displayWidth(text) {
  let width = 0;
  for (const character of text) {
    if (/\p{Mn}/u.test(character)) continue;
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        character,
      )
        ? 2
        : 1;
  }
  return width;
}

/** A markdown table laid out as prettier lays it out, so `prettier --check` and this script agree. */
function table(header, rows) {
  const widths = header.map((_, column) =>
    Math.max(3, ...[header, ...rows].map((row) => displayWidth(row[column]))),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat(widths[column] - displayWidth(cell))).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function renderIndex(records) {
  const fileOf = new Map(records.map((record) => [record.number, record.fileName]));
  const linked = (status) => status.replace(/\b\d{4}\b/g, (number) => `[${number}](${fileOf.get(number)})`);
  const rows = records.map((record) => [
    `[${record.number}](${record.fileName})`,
    record.title.replaceAll('|', '\\|'),
    record.date,
    linked(record.status),
  ]);
  return `# Decision records

Why the code is the way it is: one file per decision, numbered in the order they were taken. A decision is not
rewritten once accepted: a later record that replaces it, or part of it, says so in both records' headers.

To add one, take the next free number and start the file with its header:

\`\`\`md
# 150. The decision in a sentence

- Date: YYYY-MM-DD
- Status: accepted

## Context

## Decision

## Consequences
\`\`\`

Status is \`accepted\` or \`superseded by NNNN\`, followed by any of \`; supersedes NNNN\`,
\`; supersedes part of NNNN\` and \`; superseded in part by NNNN\`, each written on both records. This index is
written by \`node scripts/decisions-index.mjs\` from the headers; \`npm run check\` fails while it is stale.

${table(['Record', 'Decision', 'Date', 'Status'], rows)}
`;
}

function main() {
  const check = process.argv.includes('--check');
  const problems = [];
  const fileNames = fs
    .readdirSync(folder)
    .filter((name) => name !== 'README.md')
    .sort();
  for (const name of fileNames.filter((name) => !RECORD_FILE.test(name)))
    problems.push(`docs/decisions/${name}: a record's file name is NNNN-words-in-lower-case.md`);
  const records = fileNames
    .filter((name) => RECORD_FILE.test(name))
    .map((name) => readRecord(name, problems))
    .filter(Boolean);
  const seen = new Map();
  for (const record of records) {
    if (seen.has(record.number))
      problems.push(
        `docs/decisions/${record.fileName}: number ${record.number} is also ${seen.get(record.number)}`,
      );
    seen.set(record.number, record.fileName);
  }
  checkLinks(records, problems);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const index = renderIndex(records);
  const current = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
  if (current === index) return;
  if (check) {
    console.error(`${relative(indexFile)} is stale: run node scripts/decisions-index.mjs`);
    process.exit(1);
  }
  fs.writeFileSync(indexFile, index);
  console.log(`${relative(indexFile)}: ${records.length} records`);
}

main();
