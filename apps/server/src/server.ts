import { buildApp } from './app.ts';
import { ConfigError, loadConfig, transportProblem } from './config.ts';
import { demoLoginsText, hasDemoUsers, seedDemo } from './seed/demo.ts';
import { authRepository } from './modules/auth/index.ts';
import { iso } from './lib/clock.ts';
import { deleteExpiredRateLimits } from './lib/rate-limit.ts';
import { startIdleMemoryRelease } from './lib/idle-memory.ts';

async function main() {
  const config = loadConfig();
  const problem = transportProblem(config);
  if (problem) throw new ConfigError(problem);
  const app = await buildApp(config);
  const { db, clock } = app.deps;

  if (config.seedDemo) await seedDemo(app.deps);
  const showDemo = config.seedDemo && (await hasDemoUsers(app.deps));

  const sweep = setInterval(() => {
    authRepository.deleteExpiredSessions(db, iso(clock.now())).catch((err: unknown) => app.log.error({ err }));
    deleteExpiredRateLimits(db, iso(clock.now())).catch((err: unknown) => app.log.error({ err }));
  }, 15 * 60_000);
  sweep.unref();
  // SQLite's planner statistics kept up with the data (DbHandle.optimize): a table that grew or shrank a great
  // deal (a busy first month, an import beside the running server) is planned from its real size within seconds.
  const statistics = setInterval(() => {
    try {
      const analyzed = app.deps.database.optimize();
      if (analyzed.length > 0) app.log.info({ analyzed }, 'SQLite planner statistics refreshed');
    } catch (err) {
      app.log.error({ err }, 'refreshing the SQLite planner statistics failed');
    }
  }, 10_000);
  statistics.unref();
  // The heap a busy spell grew goes back to the system once the server is quiet again (decision 036).
  startIdleMemoryRelease({
    onCollected: (freed) => app.log.info({ freedMb: Math.round(freed / 1048576) }, 'idle: heap collected'),
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests and running jobs');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Claim no new job from now on; app.close() waits for the running ones (onClose), then closes the database.
    void app.deps.jobs.stop();
    app
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Last at start-up, after the "listening" lines (the log writes to the same process.stdout, see app.ts), so
  // the logins are what stays on screen.
  if (showDemo) process.stdout.write(demoLoginsText(config.appUrl) + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`De server kon niet starten: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
