// Downloads a file (a quote letter) from inside the page: the browser's own session cookie, network
// and name resolution (a remote browser may reach the carrier where the worker cannot), and no download
// folder. The caller decides what a failed or unexpected answer means for its portal.
import type { Page } from 'playwright-core';
import { unrecorded } from './unrecorded.ts';

export interface InPageDownload {
  status: number;
  /** The address answered after redirects (e.g. the login page when the session ended). */
  url: string;
  contentType: string;
  /** The file name from Content-Disposition, when the server gives one. */
  fileName?: string;
  data: Buffer;
}

/** How long a letter may take to arrive whole, as the download wait it replaced allowed. */
export const DOWNLOAD_TIMEOUT_MS = 30_000;

/**
 * Fetches `url` (absolute, or relative to the page) with the page's credentials. Network errors throw,
 * and so does an answer not arrived whole within `timeoutMs` (a `TimeoutError` from the page).
 */
export async function downloadInPage(
  page: Page,
  url: string,
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
): Promise<InPageDownload> {
  // Not recorded in a trace (kit/unrecorded.ts): it changes nothing on the page, and the request itself
  // is in the trace's network record.
  const answer = await unrecorded(page, () =>
    page.evaluate(
      async ([address, ms]) => {
        const signal = AbortSignal.timeout(ms);
        const response = await fetch(address, { credentials: 'same-origin', signal });
        const bytes = new Uint8Array(await response.arrayBuffer());
        // Base64 crosses the protocol boundary intact; chunks keep String.fromCharCode's argument list short.
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return {
          status: response.status,
          url: response.url,
          contentType: response.headers.get('content-type') ?? '',
          disposition: response.headers.get('content-disposition') ?? '',
          base64: btoa(binary),
        };
      },
      [new URL(url, page.url()).toString(), timeoutMs] as const,
    ),
  );
  const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(answer.disposition)?.[1];
  return {
    status: answer.status,
    url: answer.url,
    contentType: answer.contentType,
    ...(fileName ? { fileName: decodeURIComponent(fileName) } : {}),
    data: Buffer.from(answer.base64, 'base64'),
  };
}
