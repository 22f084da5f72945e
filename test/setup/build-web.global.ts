// The app tests drive the built app: build web/ first when its sources are newer than web/dist.
import { execFileSync } from 'node:child_process';

export default function setup() {
  execFileSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
}
