// The step screenshot in real Chromium: password fields and anything marked data-secret (also inside
// an open shadow root) are covered in the picture, the rest of the page is not, and the page is left
// as it was. The JPEG is decoded by Chromium itself, on a canvas.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../browser-pool.ts';
import type { ArtifactStore } from './artifacts.ts';
import { createRedactor } from './redactor.ts';
import { createStepRecorder, maskedScreenshot } from './steps.ts';

let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  pool = createBrowserPool({ flavor: 'headless-shell' });
  context = await pool.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await pool.close();
});

const box = (left: number, top: number, color: string) =>
  `position:absolute;left:${left}px;top:${top}px;width:200px;height:80px;background:${color};border:0`;

/** The colour at each point of a JPEG, as Chromium decodes it. */
async function colours(jpeg: Buffer, points: Array<[number, number]>): Promise<number[][]> {
  const viewer = await context.newPage();
  try {
    return await viewer.evaluate(
      async ([src, at]) => {
        // Not an <img>: the pool's browser loads no images (browser-pool.ts).
        const image = await createImageBitmap(await (await fetch(src)).blob());
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const g = canvas.getContext('2d')!;
        g.drawImage(image, 0, 0);
        return at.map(([x, y]) => [...g.getImageData(x, y, 1, 1).data.slice(0, 3)]);
      },
      [`data:image/jpeg;base64,${jpeg.toString('base64')}`, points] as const,
    );
  } finally {
    await viewer.close();
  }
}

const near = (actual: number[], expected: number[]) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= 24);

describe('the step screenshot', () => {
  it('covers password fields and data-secret elements, and only them, and leaves the page as it was', async () => {
    await page.setContent(`
      <body style="margin:0;background:white">
        <input type="password" value="hunter2-hunter2" style="${box(20, 20, 'rgb(255,0,0)')}">
        <div data-secret style="${box(20, 140, 'rgb(0,0,255)')}">JBSWY3DPEHPK3PXP</div>
        <div id="host" style="${box(20, 260, 'white')}"></div>
        <div style="${box(300, 20, 'rgb(0,200,0)')}">Business name</div>
      </body>`);
    await page.evaluate(
      (style) => {
        const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
        root.innerHTML = `<input type="password" value="in-a-shadow-root" style="${style}">`;
      },
      box(0, 0, 'rgb(255,0,0)'),
    );
    const before = await page.content();

    const shot = await maskedScreenshot(page);

    const [password, secret, shadowed, open] = await colours(shot, [
      [120, 60],
      [120, 180],
      [120, 300],
      [400, 60],
    ]);
    const grey = [0x44, 0x44, 0x44];
    expect(near(password!, grey), `password field ${password}`).toBe(true);
    expect(near(secret!, grey), `data-secret ${secret}`).toBe(true);
    expect(near(shadowed!, grey), `password field in a shadow root ${shadowed}`).toBe(true);
    expect(near(open!, [0, 200, 0]), `an ordinary element ${open}`).toBe(true);
    expect(await page.content()).toBe(before);
  });

  it('shows the page as it is when it holds no secret', async () => {
    await page.setContent(`<body style="margin:0"><div style="${box(20, 20, 'rgb(255,0,0)')}"></div></body>`);
    const [red] = await colours(await maskedScreenshot(page), [[120, 60]]);
    expect(near(red!, [255, 0, 0]), `${red}`).toBe(true);
  });

  it("tells the worker's seats how long each step's screenshot took, and of which step", async () => {
    await page.setContent('<body><h1>Applicant</h1></body>');
    const rows: unknown[][] = [];
    const timed: [number, string][] = [];
    const step = createStepRecorder({
      db: {
        query: async (_text, values) => {
          rows.push([...(values ?? [])]);
          return [];
        },
      },
      artifacts: { save: async () => ({ id: 'art_1' }) } as unknown as ArtifactStore,
      redactor: createRedactor(),
      page,
      jobId: 'job_1',
      attempt: 1,
      onScreenshot: (ms, name) => timed.push([ms, name]),
    });
    await step('applicant', async () => undefined);
    expect(timed).toHaveLength(1);
    expect(timed[0]![1]).toBe('applicant');
    expect(timed[0]![0]).toBeGreaterThan(0);
    expect(rows[0]).toContain('art_1');
  });
});
