// Static assets of Ironclad Exchange: the stylesheet and the small progressive-disclosure script.
import type { FastifyInstance } from 'fastify';

const css = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#eef1f5}
a{color:#1d4ed8}
.ix-header{display:flex;align-items:center;gap:24px;padding:12px 28px;background:#1e293b;color:#e2e8f0}
.ix-brand{color:#f8fafc;text-decoration:none;font-weight:700;font-size:18px;letter-spacing:.02em}
.ix-brand span{font-weight:400;color:#94a3b8}
.ix-mark{color:#f59e0b}
.ix-nav{display:flex;gap:18px}
.ix-nav a{color:#cbd5e1;text-decoration:none}
.ix-nav a:hover{color:#fff}
.ix-user{margin-left:auto;display:flex;gap:12px;align-items:center;font-size:14px}
.ix-link-button{background:none;border:1px solid #475569;color:#e2e8f0;border-radius:6px;padding:4px 10px;cursor:pointer}
.ix-main{max-width:980px;margin:28px auto;padding:0 20px}
.ix-footer{text-align:center;color:#64748b;font-size:12px;padding:24px}
.ix-card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(15,23,42,.12);padding:24px 28px;margin-bottom:20px}
.ix-narrow{max-width:460px;margin-left:auto;margin-right:auto}
.ix-card h1{margin-top:0;font-size:22px}
.ix-card h2{margin-top:0;font-size:17px;color:#334155}
.ix-grid{display:grid;grid-template-columns:1fr 1fr;gap:14px 20px}
.ix-field{display:flex;flex-direction:column;gap:4px;margin-bottom:12px}
.ix-field label,.ix-q legend{font-weight:600;font-size:14px}
.ix-field input,.ix-field select,.ix-field textarea{font:inherit;padding:8px 10px;border:1px solid #cbd5e1;border-radius:6px;background:#fff}
.ix-field textarea{min-height:90px}
.ix-field .ix-hint{color:#64748b;font-size:13px}
.ix-invalid input,.ix-invalid select,.ix-invalid textarea{border-color:#dc2626}
.ix-error{color:#b91c1c;font-size:13px;font-weight:600}
.ix-q{border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:0 0 14px}
.ix-q .ix-options{display:flex;gap:20px;margin-top:6px}
.ix-followup{margin:-6px 0 14px 22px;padding-left:14px;border-left:3px solid #f59e0b}
.ix-actions{display:flex;gap:12px;justify-content:flex-end;margin-top:16px}
.ix-check{display:flex;gap:8px;align-items:center;margin-bottom:12px}
.ix-text-button{background:none;border:0;padding:0;color:#1d4ed8;text-decoration:underline;font:inherit;cursor:pointer}
.ix-button{display:inline-block;text-decoration:none;background:#0f766e;color:#fff;border:0;border-radius:6px;padding:10px 18px;font:inherit;font-weight:600;cursor:pointer}
.ix-button-secondary{background:#e2e8f0;color:#0f172a}
.ix-alert{border-radius:8px;padding:12px 16px;margin-bottom:16px}
.ix-alert-error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b}
.ix-alert-info{background:#eff6ff;border:1px solid #bfdbfe;color:#1e3a8a}
.ix-alert-warning{background:#fffbeb;border:1px solid #fde68a;color:#92400e}
.ix-alert-success{background:#f0fdf4;border:1px solid #bbf7d0;color:#166534}
.ix-stepper{display:flex;list-style:none;padding:0;margin:0 0 18px;gap:8px}
.ix-step{flex:1;background:#e2e8f0;color:#475569;border-radius:6px;padding:6px 10px;font-size:13px}
.ix-step span{display:inline-block;width:20px;height:20px;border-radius:50%;background:#94a3b8;color:#fff;text-align:center;line-height:20px;font-size:12px;margin-right:4px}
.ix-step-current{background:#1e293b;color:#fff}
.ix-step-current span{background:#f59e0b}
.ix-step-done span{background:#0f766e}
.ix-table{width:100%;border-collapse:collapse}
.ix-table th,.ix-table td{text-align:left;padding:8px;border-bottom:1px solid #e2e8f0}
.ix-table td.ix-amount,.ix-table th.ix-amount{text-align:right}
.ix-summary{display:grid;grid-template-columns:220px 1fr;gap:6px 16px;margin:0}
.ix-summary dt{color:#64748b}
.ix-summary dd{margin:0;font-weight:600}
.ix-premium{font-size:32px;font-weight:700;color:#0f766e;margin:4px 0 12px}
.ix-products{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
.ix-product{border:1px solid #e2e8f0;border-radius:8px;padding:16px}
.ix-badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600;background:#e2e8f0}
.ix-row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px;border-top:1px dashed #cbd5e1;padding-top:10px}
`;

// Follow-up questions live in `[data-parent][data-when]` blocks: shown (and their inputs enabled) only
// when the parent question has one of the listed answers. The server renders the same state.
const js = `(function(){
  function answer(form,name){
    var checked=form.querySelector('[name="'+name+'"]:checked');
    if(checked) return checked.value;
    var el=form.querySelector('select[name="'+name+'"]');
    return el ? el.value : '';
  }
  function sync(){
    document.querySelectorAll('[data-parent]').forEach(function(block){
      var form=block.closest('form'); if(!form) return;
      var parentBlock=form.querySelector('[name="'+block.dataset.parent+'"]');
      var parentHidden=parentBlock && parentBlock.closest('[data-parent]') && parentBlock.closest('[data-parent]').hidden;
      var show=!parentHidden && block.dataset.when.split('|').indexOf(answer(form,block.dataset.parent))>=0;
      block.hidden=!show;
      block.querySelectorAll('input,select,textarea').forEach(function(i){i.disabled=!show;});
    });
  }
  document.addEventListener('change',sync);
  document.addEventListener('DOMContentLoaded',sync);
})();`;

export function registerAssets(app: FastifyInstance): void {
  app.get('/assets/exchange.css', async (_request, reply) =>
    reply.type('text/css').header('cache-control', 'max-age=3600').send(css),
  );
  app.get('/assets/exchange.js', async (_request, reply) =>
    reply.type('application/javascript').header('cache-control', 'max-age=3600').send(js),
  );
}
