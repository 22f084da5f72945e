// Project setup run before `npm start` and `npm test`: makes sure Debian's Chromium is installed
// (the agents use chromium-headless-shell, app tests use chromium) and jq (the README's and the
// integration guide's curl walkthroughs read answers with it). Browser downloads do not work here, so
// this installs Debian's packages with apt-get when they are missing and we are root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = [
  ['chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'],
  ['chromium', '/usr/bin/chromium'],
];
const needed = [...(process.env.CHROMIUM_PATH ? [] : chromium), ['jq', '/usr/bin/jq']];
const missing = needed.filter(([, path]) => !existsSync(path)).map(([pkg]) => pkg);

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `setup: missing ${missing.join(', ')}. Install them (apt-get install -y ${missing.join(' ')}), or set CHROMIUM_PATH for Chromium.`,
    );
    process.exit(1);
  }
  console.error(`setup: installing ${missing.join(', ')} from Debian (first run only)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}
