import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { writeControlFile } from './lib/control-file.ts';
import { createServer } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await createServer(config);
  let removeControlFile: (() => void) | undefined;
  const shutdown = async (signal: string) => {
    server.app.log.info(`${signal} received, shutting down`);
    removeControlFile?.();
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await server.app.listen({ port: config.port, host: config.host });
  if (!config.databaseUrl) {
    // Local tools reach this process over loopback whatever interface it listens on.
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = ['0.0.0.0', '::', ''].includes(config.host)
      ? '127.0.0.1'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
    removeControlFile = writeControlFile(config.dataDir, {
      pid: process.pid,
      url: `http://${host}:${port}`,
      token: server.controlToken,
    });
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nOrbit Jobs is running at ${config.publicUrl}  (database: ${where})\n`);
  if (!config.webDistDir)
    console.log('Note: the web app is not built; run `npm run build` to serve it from this port.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Orbit Jobs failed to start:', error);
  }
  process.exit(1);
});
