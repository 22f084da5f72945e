// Step 2, Classification: the parent page around the embedded classification widget. Its Continue
// button is enabled once the widget reports a saved classification (and checked again on the server).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClassificationData } from '../drafts.ts';
import { escapeHtml } from '../html.ts';
import { renderPage } from '../layout.ts';
import {
  completeStep,
  type LoadedStep,
  loadStep,
  type PortalDeps,
  type StepRequest,
  sendHtml,
  stepActions,
  submissionHeader,
} from './common.ts';

const parentScript = `
(function () {
  var button = document.querySelector('button[value="continue"]');
  var status = document.getElementById('classification-status');
  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || !event.data || event.data.source !== 'ratelink-classification') return;
    if (event.data.status === 'saved') {
      button.disabled = false;
      status.textContent = 'Classification complete: ' + event.data.summary + '. Select Continue.';
    } else if (event.data.status === 'editing') {
      button.disabled = true;
      status.textContent = 'Complete the classification and select Save Classification to continue.';
    }
  });
})();`;

function statusText(c: ClassificationData | undefined) {
  return c
    ? `Classification complete: ${c.naics} ${c.naicsTitle}. Select Continue.`
    : 'Complete the classification and select Save Classification to continue.';
}

function page(reply: FastifyReply, loaded: LoadedStep, error?: string) {
  const { submission, draft, signed } = loaded;
  const saved = draft.classification;
  const actions = stepActions(submission.id, 'classification', 'Continue').replace(
    'value="continue"',
    `value="continue"${saved ? '' : ' disabled'}`,
  );
  return sendHtml(
    reply,
    renderPage({
      title: 'Classification',
      user: signed.user,
      nav: 'quote',
      step: { line: draft.line, current: 'classification' },
      body:
        `<h1>Business Classification</h1>${submissionHeader(submission)}` +
        (error ? `<div class="alert alert-error" role="alert">${escapeHtml(error)}</div>` : '') +
        `<p>Classification and rating basis are provided by RateLink. Save the classification below, then continue.</p>` +
        `<iframe class="widget" title="Classification" src="/widgets/classification?ref=${encodeURIComponent(submission.id)}"></iframe>` +
        `<p id="classification-status" role="status" aria-live="polite">${escapeHtml(statusText(saved))}</p>` +
        `<form method="post" novalidate><input type="hidden" name="_pnToken" value="${signed.token}">${actions}</form>` +
        `<script>${parentScript}</script>`,
    }),
  );
}

export function registerClassification(app: FastifyInstance, deps: PortalDeps) {
  app.get('/producernet/submissions/:id/classification', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'classification');
    if (!loaded) return reply;
    return page(reply, loaded);
  });

  app.post('/producernet/submissions/:id/classification', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'classification');
    if (!loaded) return reply;
    if (!loaded.draft.classification) {
      return page(
        reply,
        loaded,
        'Complete the classification and select Save Classification before continuing.',
      );
    }
    return completeStep(deps, loaded, 'classification', {}, reply);
  });
}
