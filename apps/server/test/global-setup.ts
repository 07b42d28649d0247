import pg from 'pg';

/**
 * On PostgreSQL each test worker gets its own database (`<name>_test_<worker>`), dropped here at the start
 * of a run so every run begins from the migrations. The embedded database needs nothing: it lives in memory.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const base = new URL(url).pathname.slice(1) || 'postgres';
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${base}_test_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
