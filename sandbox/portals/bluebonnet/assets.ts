// AgentDesk's stylesheet, served at /assets/agentdesk.css: Bluebonnet blue, cream paper, paintbrush red.

export const AGENTDESK_CSS = `
:root { --blue: #1f3f8f; --blue-dark: #142a63; --lupine: #5b6fd6; --paintbrush: #d2512c; --cream: #fbf7ee;
  --sage: #6f8f5a; --ink: #1d2433; --line: #d9d3c3; --error: #b3261e; --ok: #2f6b3a; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: var(--cream); }
h1, h2, h3 { font-family: Georgia, "Times New Roman", serif; color: var(--blue-dark); }
a { color: var(--blue); }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); border: 0; }
.masthead { background: linear-gradient(90deg, var(--blue-dark), var(--blue) 60%, var(--lupine)); color: #fff; padding: 10px 28px; display: flex; align-items: center; gap: 24px; border-bottom: 4px solid var(--paintbrush); }
.brand { display: flex; align-items: center; gap: 10px; text-decoration: none; color: #fff; }
.brand-name { font-family: Georgia, serif; font-size: 21px; letter-spacing: .5px; }
.brand-app { font-size: 12px; text-transform: uppercase; letter-spacing: 2px; background: rgba(255,255,255,.15); padding: 2px 8px; border-radius: 10px; }
.masthead nav { margin-left: auto; display: flex; gap: 18px; align-items: center; }
.masthead nav a { color: #fff; text-decoration: none; font-weight: 600; }
.masthead nav a:hover { text-decoration: underline; }
.who { font-size: 13px; opacity: .85; }
main { max-width: 1080px; margin: 24px auto 48px; padding: 0 24px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 20px 24px; margin-bottom: 18px; box-shadow: 0 1px 2px rgba(20,42,99,.06); }
.narrow { max-width: 460px; margin: 40px auto; }
.field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 14px; }
.field label, .field legend { font-weight: 600; }
.field input, .field select, .field textarea, td input, td select { font: inherit; padding: 7px 9px; border: 1px solid #b8b09c; border-radius: 6px; background: #fff; }
.field input:focus, .field select:focus, .field textarea:focus, td input:focus { outline: 2px solid var(--lupine); border-color: var(--lupine); }
.field-short input { max-width: 180px; } .field-long { grid-column: 1 / -1; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 0 22px; }
.hint { font-size: 12.5px; color: #6b6455; font-weight: 400; }
.req { color: var(--paintbrush); margin-left: 3px; font-weight: 700; } .label-row { display: flex; align-items: baseline; }
.has-error input, .has-error select, .has-error textarea { border-color: var(--error); background: #fff6f5; }
.field-error { color: var(--error); font-size: 13px; font-weight: 600; display: block; }
fieldset.radio-group { border: 0; padding: 0; margin: 0 0 14px; } .radios { display: flex; gap: 18px; margin-top: 4px; }
.radio { font-weight: 400; display: inline-flex; gap: 6px; align-items: center; }
.alert { border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; border: 1px solid; }
.alert.error { background: #fdecea; border-color: #f0b6b0; color: #6d1b14; } .alert.info { background: #eef2fd; border-color: #c5d0f4; }
.alert.success { background: #edf6ec; border-color: #b9dab5; color: var(--ok); }
.alert h2 { font-size: 16px; margin: 0 0 6px; color: inherit; font-family: inherit; }
button, .button { font: inherit; font-weight: 600; border-radius: 6px; padding: 8px 18px; cursor: pointer; border: 1px solid var(--blue); text-decoration: none; display: inline-block; }
button.primary, .button.primary { background: var(--paintbrush); border-color: #b7431f; color: #fff; }
button.secondary, .button.secondary { background: #fff; color: var(--blue); }
.link-button { background: none; border: 0; color: var(--error); padding: 2px 4px; text-decoration: underline; font-weight: 400; }
details.section { background: #fff; border: 1px solid var(--line); border-radius: 10px; margin-bottom: 14px; }
details.section > summary { cursor: pointer; padding: 14px 20px; font-family: Georgia, serif; font-size: 18px; color: var(--blue-dark); display: flex; gap: 12px; align-items: center; list-style: none; }
details.section > summary::-webkit-details-marker { display: none; }
details.section[open] > summary { border-bottom: 1px solid var(--line); background: #f4f1e8; border-radius: 10px 10px 0 0; }
.step-num { background: var(--blue); color: #fff; border-radius: 50%; width: 28px; height: 28px; display: inline-flex; align-items: center; justify-content: center; font: 600 14px sans-serif; }
.badge { margin-left: auto; font: 600 12px sans-serif; padding: 3px 10px; border-radius: 10px; background: #ece7da; color: #5d5646; }
.badge.done { background: #e1efdc; color: var(--ok); } .badge.current { background: #fde6dc; color: #9b3a1c; } .badge.error { background: #fdecea; color: var(--error); }
.section-body { padding: 16px 20px 6px; } .section-intro { margin-top: 0; color: #4d4739; }
.savebar { position: sticky; bottom: 0; background: rgba(251,247,238,.97); border-top: 3px solid var(--blue); padding: 12px 20px; display: flex; gap: 12px; justify-content: flex-end; align-items: center; box-shadow: 0 -4px 12px rgba(20,42,99,.08); }
.savebar .cancel { margin-right: auto; }
table.schedule, table.results { width: 100%; border-collapse: collapse; margin-bottom: 10px; }
table.schedule caption, table.results caption { text-align: left; font-weight: 600; padding: 4px 0 8px; }
table.schedule th, table.schedule td, table.results th, table.results td { border-bottom: 1px solid var(--line); padding: 6px; text-align: left; vertical-align: top; }
table.schedule td input { width: 100%; min-width: 70px; } table.schedule input[name$="_vin"] { min-width: 190px; }
.schedule-actions { margin: 6px 0 14px; }
.schedule-scroll { overflow-x: auto; } table.schedule.premises td select { max-width: 180px; }
h3.subhead { font-family: Georgia, serif; color: var(--blue-dark); margin: 18px 0 6px; font-size: 17px; }
.vehicle-cards { display: grid; gap: 14px; }
fieldset.vehicle-card { border: 1px solid var(--lupine); border-left: 6px solid var(--lupine); border-radius: 8px; padding: 10px 16px; background: #f7f8fe; }
fieldset.vehicle-card legend { font-family: Georgia, serif; font-weight: 700; color: var(--blue-dark); padding: 0 6px; }
dl.summary { display: grid; grid-template-columns: 220px 1fr; gap: 6px 16px; margin: 0; }
dl.summary dt { font-weight: 600; color: #5d5646; } dl.summary dd { margin: 0; }
.premium { font-family: Georgia, serif; font-size: 34px; color: var(--blue-dark); }
.status { display: inline-block; font-weight: 700; padding: 4px 12px; border-radius: 12px; }
.status-quoted, .status-indicated { background: #e1efdc; color: var(--ok); } .status-referred { background: #fff1d6; color: #7a5200; }
.status-declined { background: #fdecea; color: var(--error); } .status-draft { background: #ece7da; color: #5d5646; }
.tiles { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; }
.tile { background: #fff; border: 1px solid var(--line); border-top: 5px solid var(--lupine); border-radius: 10px; padding: 16px 18px; }
.terms-text { max-height: 260px; overflow: auto; border: 1px solid var(--line); padding: 12px 16px; background: #fdfcf8; font-size: 14px; }
footer { text-align: center; font-size: 12.5px; color: #6b6455; padding: 18px; border-top: 1px solid var(--line); }
`;
