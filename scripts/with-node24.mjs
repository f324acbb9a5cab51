#!/usr/bin/env node
// Runs a TypeScript entry point (or a tool's JavaScript, e.g. Vite's build) on Node >= 22.22 — the oldest Node
// every dependency's "engines" accepts, as the root package.json says — with type stripping. On an older node (a
// fresh machine may have Node 20) it fetches Node 24 from the npm registry once (package node-linux-<arch>@24,
// cached in ~/.cache/orbit-jobs/node24) and runs on that, with its bin directory first on PATH so child processes
// (npm, npx, vitest) use it too.
// Plain JavaScript on purpose: it must run on the old node it replaces.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
const modern = major > 22 || (major === 22 && minor >= 22);

function cachedNode24() {
  const dir = process.env.ORBIT_NODE_DIR ?? path.join(os.homedir(), '.cache', 'orbit-jobs', 'node24');
  const binary = path.join(dir, 'bin', 'node');
  if (fs.existsSync(binary)) return binary;
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (process.platform !== 'linux' || !arch) {
    console.error(`Orbit Jobs needs Node >= 22.22 (you have ${process.version}). Please install Node 24 LTS.`);
    process.exit(1);
  }
  console.log(`Node ${process.version} is older than 22.22: fetching Node 24 from the npm registry (once)…`);
  const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-node24-'));
  execFileSync('npm', ['pack', `node-linux-${arch}@24`, '--silent'], {
    cwd: packDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = fs.readdirSync(packDir).find((name) => name.endsWith('.tgz'));
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['xzf', path.join(packDir, tarball), '-C', dir, '--strip-components=1']);
  fs.rmSync(packDir, { recursive: true, force: true });
  return binary;
}

const nodeBinary = modern ? process.execPath : cachedNode24();
const env = { ...process.env, PATH: `${path.dirname(nodeBinary)}${path.delimiter}${process.env.PATH ?? ''}` };
const child = spawn(
  nodeBinary,
  ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
