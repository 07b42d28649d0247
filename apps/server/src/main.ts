import { buildApp } from './app.ts';
import { registerModuleHooks } from './module-hooks.ts';
import { apiDocsServed, ConfigError, loadConfig, loadEnvFile, productionChecks } from './platform/config.ts';
import { createContext } from './platform/create-context.ts';
import { withDevelopmentVapidKeys } from './modules/push/index.ts';
import { DEMO_LOGINS, DEMO_STAFF, DEMO_STAFF_PASSWORD, hasAnyHotel, seedDemo } from './seed/demo-seed.ts';
import { demoPasswordRefusal, findStaffWithDemoPasswords } from './seed/demo-passwords.ts';

async function main(): Promise<void> {
  let config;
  try {
    loadEnvFile();
    // Outside production without keys: the pair kept in DATA_DIR, made on the first start (docs/push.md).
    config = await withDevelopmentVapidKeys(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const checks = productionChecks(config);
  if (checks.refusal) {
    console.error(checks.refusal);
    process.exit(1);
  }

  registerModuleHooks();
  const owned = await createContext(config);
  const { ctx } = owned;
  // `auto` never seeds in production: a hotel starting for real on a fresh embedded database must not
  // get accounts whose password is printed in the README.
  const shouldSeed =
    config.SEED_DEMO === 'always' ||
    (config.SEED_DEMO === 'auto' &&
      config.NODE_ENV !== 'production' &&
      ctx.dbKind === 'embedded' &&
      !(await hasAnyHotel(ctx.db)));
  if (shouldSeed) await seedDemo(ctx.db, ctx.now());
  if (config.NODE_ENV === 'production' && config.SEED_DEMO !== 'always' && !config.ALLOW_DEMO_PASSWORDS) {
    const exposed = await findStaffWithDemoPasswords(ctx.db);
    if (exposed.length > 0) {
      console.error(demoPasswordRefusal(exposed));
      await owned.close();
      process.exit(1);
    }
  }

  const app = await buildApp(ctx);
  app.addHook('onClose', async () => owned.close());
  for (const warning of checks.warnings) app.log.warn(warning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error({ seconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutdown grace period over: exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const localUrl = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const database = ctx.dbKind === 'embedded' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(`\nHotel guest app: ${localUrl}  (${database}${config.REDIS_URL ? ', Redis' : ''})`);
  if (shouldSeed) {
    console.log('Demo data loaded, for trying the app (not for a real hotel). Guest logins (QR links):');
    for (const login of DEMO_LOGINS) {
      console.log(
        `  ${localUrl}/?room=${login.room}&hotel=${login.hotel}   family name: ${login.familyName}`,
      );
    }
    console.log(
      `Staff console: ${localUrl}/staff/   password for every demo account: ${DEMO_STAFF_PASSWORD}`,
    );
    const hotelsOf = new Map<string, string[]>();
    for (const member of DEMO_STAFF)
      hotelsOf.set(member.email, [...(hotelsOf.get(member.email) ?? []), `${member.role} (${member.hotel})`]);
    for (const [email, roles] of hotelsOf) console.log(`  ${email.padEnd(30)} ${roles.join(', ')}`);
  }
  console.log(
    apiDocsServed(config)
      ? `API documentation: ${localUrl}/api/docs/\n`
      : 'API documentation: not served (API_DOCS=on serves it at /api/docs/)\n',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
