/**
 * `npm run dev`: the API in watch mode (node --watch) on API_PORT (3000) and the Vite dev server
 * on 5173 with hot reload, proxying /api. E-mail links point at the Vite server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', '--watch', 'apps/server/src/main.ts'],
    { cwd: root, stdio: 'inherit', env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, PORT: apiPort } },
  ),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
