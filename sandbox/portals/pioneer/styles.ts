// ProducerNet's stylesheet (served at /assets/producernet.css): prairie greens and earth tones.

export const producerNetCss = `
:root { --green: #2f5d34; --green-dark: #1f3f23; --wheat: #e9dcb8; --earth: #7a5a36; --sand: #f6f1e4;
  --ink: #2b2a26; --rule: #cfc6ad; --error: #a3261b; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 Georgia, "Times New Roman", serif; color: var(--ink); background: var(--sand); }
a { color: var(--green); }
.masthead { background: var(--green); color: #fff; border-bottom: 4px solid var(--earth); }
.masthead .inner, main, .site-footer .inner { max-width: 980px; margin: 0 auto; padding: 0 18px; }
.masthead .inner { display: flex; align-items: center; justify-content: space-between; min-height: 64px; }
.brand { display: flex; align-items: center; gap: 10px; color: #fff; text-decoration: none; }
.brand .mark { width: 34px; height: 34px; border-radius: 50%; background: var(--wheat); color: var(--green-dark);
  display: grid; place-items: center; font-weight: bold; }
.brand .carrier { font-size: 13px; letter-spacing: .08em; text-transform: uppercase; opacity: .85; display: block; }
.brand .product { font-size: 20px; font-weight: bold; display: block; }
.topnav { display: flex; gap: 18px; align-items: center; }
.topnav a, .topnav button { color: #fff; font: inherit; text-decoration: none; background: none; border: 0; cursor: pointer; }
.topnav a[aria-current] { border-bottom: 2px solid var(--wheat); }
.user { font-size: 12px; color: var(--wheat); }
main { padding-top: 22px; padding-bottom: 40px; }
h1 { font-size: 24px; color: var(--green-dark); margin: 0 0 12px; }
h2 { font-size: 17px; color: var(--earth); border-bottom: 1px solid var(--rule); padding-bottom: 4px; margin-top: 26px; }
.panel > h2:first-child { margin-top: 0; }
.panel { background: #fff; border: 1px solid var(--rule); border-radius: 4px; padding: 18px 22px; margin-bottom: 18px; }
.grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 4px 22px; }
.grid .wide { grid-column: 1 / -1; }
.field { margin: 8px 0; display: flex; flex-direction: column; }
.field label, legend { font-weight: bold; font-size: 13px; margin-bottom: 3px; }
.field input, .field select, .field textarea, td input, td select { font: inherit; padding: 6px 8px;
  border: 1px solid #a99f85; border-radius: 3px; background: #fffdf7; }
.has-error input, .has-error select, .has-error textarea, input[aria-invalid] { border-color: var(--error); }
.hint { font-size: 12px; color: #6b6552; }
.field-error { color: var(--error); font-size: 12px; font-weight: bold; }
.req { color: var(--error); }
fieldset { border: 0; padding: 0; margin: 12px 0; }
fieldset.dates .selects { display: flex; gap: 10px; }
fieldset.dates .field { margin: 0; }
fieldset.question { border-top: 1px dotted var(--rule); padding-top: 10px; }
.radios { display: flex; gap: 18px; }
.radio label { font-weight: normal; margin-left: 4px; }
.alert { padding: 10px 14px; border-radius: 3px; margin-bottom: 16px; }
.alert ul { margin: 6px 0 0 18px; padding: 0; }
.alert-error { background: #f9e4df; border: 1px solid var(--error); color: var(--error); }
.alert-info { background: #eef3e6; border: 1px solid #98b18a; }
.alert-warn { background: #fbf0d3; border: 1px solid #c9a04a; }
.button, button.primary, button.secondary { display: inline-block; font: bold 14px Georgia, serif; padding: 8px 18px;
  border-radius: 3px; cursor: pointer; text-decoration: none; }
button.primary, .button.primary { background: var(--green); color: #fff; border: 1px solid var(--green-dark); }
button.primary:disabled { background: #9aa596; border-color: #8a9486; cursor: not-allowed; }
button.secondary, .button.secondary { background: var(--wheat); color: var(--green-dark); border: 1px solid #b9a775; }
.actions { display: flex; justify-content: space-between; align-items: center; margin-top: 18px; }
.stepper { margin-bottom: 18px; }
.stepper .count { font-size: 12px; text-transform: uppercase; letter-spacing: .08em; color: var(--earth); margin: 0 0 6px; }
.stepper ol { list-style: none; display: flex; margin: 0; padding: 0; border: 1px solid var(--rule); }
.stepper li { flex: 1; padding: 7px 10px; font-size: 13px; background: #fff; border-right: 1px solid var(--rule); }
.stepper li.done { background: #e4ecd9; }
.stepper li[aria-current] { background: var(--green); color: #fff; font-weight: bold; }
table.data { width: 100%; border-collapse: collapse; background: #fff; }
table.data th, table.data td { border-bottom: 1px solid var(--rule); padding: 6px 8px; text-align: left; vertical-align: top; }
table.data thead th { background: var(--wheat); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
table.data td.num, table.data th.num { text-align: right; }
.table-scroll { overflow-x: auto; }
table.data td .field.cell { margin: 0; }
table.data td input, table.data td select { max-width: 9em; }
tr.total th, tr.total td { font-weight: bold; border-top: 2px solid var(--green); }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
iframe.widget { width: 100%; height: 470px; border: 1px solid var(--rule); background: #fff; }
.status-badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; background: var(--wheat); }
.outcome-banner { font-size: 18px; font-weight: bold; }
.login-card { max-width: 420px; margin: 30px auto; }
.site-footer { border-top: 1px solid var(--rule); color: #6b6552; font-size: 12px; padding: 14px 0 30px; }
`;
