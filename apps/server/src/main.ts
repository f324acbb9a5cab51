import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createServer } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await createServer(config);
  const shutdown = async (signal: string) => {
    server.app.log.info(`${signal} received, shutting down`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await server.app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nOrbit Jobs is running at ${config.publicUrl}  (database: ${where})\n`);
  if (!config.webDistDir) console.log('Note: the web app is not built; run `npm run build` to serve it from this port.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Orbit Jobs failed to start:', error);
  }
  process.exit(1);
});
