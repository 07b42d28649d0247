// The structure rules of docs/architecture.md, as lint errors: which folder may import which, and no cycles.
// Zones are made from the folders on disk, so a new server module or app feature is covered the day it is added.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(root, ...parts);
const foldersIn = (...parts) =>
  fs
    .readdirSync(at(...parts), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;

/** Server: a module is reached through its index.ts; a schema may import another module's schema (foreign keys). */
/**
 * Known debt, kept visible: repositories whose statements still join or write another module's tables (read
 * joins for a room number or a name; the one-statement order and booking that write a bill line and a
 * notification, decisions 0012 and 0016). They may import another module's schema.ts, and nothing else of it.
 * The way out, and why it is not done yet, is in docs/decisions/0148. Shorten this list; never lengthen it.
 */
const REPOSITORIES_REACHING_OTHER_TABLES = [
  'activities/repository.ts',
  'billing/repository.ts',
  'chat/repository.ts',
  'dining/order-repository.ts',
  'requests/repository.ts',
  'staff/repository.ts',
  'stays/guest-session-repository.ts',
];

function serverZones({ otherSchemasAllowed = false } = {}) {
  const modules = at(MODULES);
  const zones = foldersIn(MODULES).flatMap((name) => [
    {
      target: [at(MODULES, name, '!(schema).ts'), at(MODULES, name, '*/**')],
      from: `${modules}/**`,
      except: [
        `${modules}/${name}/**`,
        `${modules}/*/index.ts`,
        ...(otherSchemasAllowed ? [`${modules}/*/schema.ts`] : []),
      ],
      message: `Another module is reached only through its index.ts (its public service functions and events); ${name}'s own files are free.`,
    },
    {
      target: at(MODULES, name, 'schema.ts'),
      from: `${modules}/**`,
      except: [`${modules}/${name}/**`, `${modules}/*/schema.ts`],
      message: 'A schema imports another module only for a foreign key: its schema.ts.',
    },
  ]);
  zones.push(
    {
      target: at(SERVER, '*.ts'),
      from: `${modules}/**`,
      except: [`${modules}/*/index.ts`],
      message: 'Composition code reaches a module only through its index.ts.',
    },
    {
      // The demo seed loads rows into every module's tables, as a migration would.
      target: at(SERVER, 'seed/**'),
      from: `${modules}/**`,
      except: [`${modules}/*/index.ts`, `${modules}/*/schema.ts`],
      message:
        "The demo seed reaches a module through its index.ts, or writes demo rows into the module's tables.",
    },
    {
      target: at(SERVER, 'platform'),
      from: [
        at(MODULES),
        at(SERVER, 'seed'),
        at(SERVER, 'app.ts'),
        at(SERVER, 'main.ts'),
        at(SERVER, 'cli.ts'),
      ],
      message: 'platform/ knows no domain: it imports nothing from modules/, seed/ or the composition files.',
    },
  );
  return zones;
}

/**
 * An app: app/ → features/ → components/ → lib/, one way; a feature reaches another only through its public
 * files (index.ts, and the *.lazy.tsx entries the router loads on demand).
 */
function appZones(app) {
  const src = `apps/${app}/src`;
  const features = at(src, 'features');
  const composition = [at(src, 'app'), at(src, 'main.tsx'), at(src, 'start-app.tsx')].filter((file) =>
    fs.existsSync(file),
  );
  return [
    {
      target: [at(src, 'lib'), at(src, 'components')],
      from: [features, ...composition],
      message: 'lib/ and components/ sit below the features: they import no feature and no app/ code.',
    },
    {
      target: at(src, 'lib'),
      from: at(src, 'components'),
      message: 'lib/ sits below components/: it draws nothing.',
    },
    {
      target: features,
      from: composition,
      message: 'Features sit below app/: they import nothing from it (move the shared piece to lib/).',
    },
    ...foldersIn(src, 'features').map((name) => ({
      target: `${features}/${name}/**`,
      from: `${features}/**`,
      except: [`${features}/${name}/**`, `${features}/*/index.ts`, `${features}/*/*.lazy.tsx`],
      message: `Another feature is reached only through its public files (index.ts, *.lazy.tsx).`,
    })),
  ];
}

const packageZones = [
  {
    target: at('packages/contracts'),
    from: [at('packages/client-kit'), at('apps')],
    message: 'The contracts depend on nothing of ours.',
  },
  {
    target: at('packages/client-kit'),
    from: at('apps'),
    message: 'The client kit serves the apps; it imports none of them.',
  },
];

const resolver = createTypeScriptImportResolver({
  project: [
    'packages/*/tsconfig.json',
    'apps/server/tsconfig.json',
    'apps/guest-web/tsconfig.json',
    'apps/staff-web/tsconfig.json',
    'e2e/tsconfig.json',
    'bench/tsconfig.json',
  ],
  noWarnOnMultipleProjects: true,
});

export const structureRules = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [resolver],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    // Tests may reach into any module to set up their data.
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  {
    files: REPOSITORIES_REACHING_OTHER_TABLES.map((file) => `${MODULES}/${file}`),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones({ otherSchemasAllowed: true }) }],
    },
  },
  {
    files: ['apps/guest-web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appZones('guest-web') }] },
  },
  {
    files: ['apps/staff-web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appZones('staff-web') }] },
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: packageZones }] },
  },
];
