// The structure rules (eslint.structure.js) catch a deliberate break of each kind. Run by `npm run check`.
// Each case lints a small made-up file placed where the break would be, importing a real file.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const BREAKS = [
  {
    what: "a server module importing another module's repository",
    file: 'apps/server/src/modules/chat/reach-in.ts',
    source: "import { findMenu } from '../dining/menu-repository.ts';\nexport const menu = findMenu;\n",
  },
  {
    what: "a server module importing another module's schema outside its schema.ts",
    file: 'apps/server/src/modules/requests/reach-in.ts',
    source: "import { stays } from '../stays/schema.ts';\nexport const table = stays;\n",
  },
  {
    what: "a repository of the known-debt list importing another module's repository",
    file: 'apps/server/src/modules/chat/repository.ts',
    source: "import { findMenu } from '../dining/menu-repository.ts';\nexport const menu = findMenu;\n",
  },
  {
    what: 'platform/ importing a module',
    file: 'apps/server/src/platform/http/reach-in.ts',
    source:
      "import { diningRoutes } from '../../modules/dining/index.ts';\nexport const routes = diningRoutes;\n",
  },
  {
    what: "a guest feature importing another feature's internal file",
    file: 'apps/guest-web/src/features/orders/reach-in.ts',
    source: "import { ChatButton } from '../chat/chat-button.tsx';\nexport const button = ChatButton;\n",
  },
  {
    what: "the guest app's lib/ importing app/",
    file: 'apps/guest-web/src/lib/reach-up.ts',
    source: "import { router } from '../app/router.tsx';\nexport const appRouter = router;\n",
  },
  {
    what: "the console's lib/ importing a component",
    file: 'apps/staff-web/src/lib/reach-up.ts',
    source:
      "import { LiveStatusBadge } from '../components/live-status-badge.tsx';\nexport const badge = LiveStatusBadge;\n",
  },
  {
    what: 'a console feature importing app/',
    file: 'apps/staff-web/src/features/orders/reach-up.ts',
    source: "import { router } from '../../app/router.tsx';\nexport const appRouter = router;\n",
  },
  {
    what: 'the client kit importing an app',
    file: 'packages/client-kit/src/reach-up.ts',
    source:
      "import { router } from '../../../apps/staff-web/src/app/router.tsx';\nexport const appRouter = router;\n",
  },
];

describe('structure rules', () => {
  for (const { what, file, source } of BREAKS)
    it(`refuse ${what}`, async () => {
      assert.ok((await ruleIdsFor(file, source)).includes('import-x/no-restricted-paths'));
    });

  it('refuse an import cycle', async () => {
    // schedule.ts, rewritten to import a file that imports it (retention.ts schedules its sweep with it).
    const ids = await ruleIdsFor(
      'apps/server/src/platform/jobs/schedule.ts',
      "import { installIdempotencyRetention } from '../idempotency/retention.ts';\nexport const install = installIdempotencyRetention;\n",
    );
    assert.ok(ids.includes('import-x/no-cycle'), ids.join(', '));
  });

  it('let a module use another through its index.ts', async () => {
    const ids = await ruleIdsFor(
      'apps/server/src/modules/chat/reach-through.ts',
      "import { diningRoutes } from '../dining/index.ts';\nexport const routes = diningRoutes;\n",
    );
    assert.deepEqual(ids, []);
  });
});
