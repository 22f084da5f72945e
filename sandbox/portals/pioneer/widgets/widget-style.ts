// The classification widget's own stylesheet: a rating vendor's component, not ProducerNet's look.

export const widgetCss = `
body { margin: 0; font: 13px/1.4 Arial, Helvetica, sans-serif; color: #1d2733; background: #fff; }
.rl-head { background: #24384f; color: #fff; padding: 8px 14px; font-weight: bold; letter-spacing: .02em; }
.rl-head span { font-weight: normal; opacity: .75; margin-left: 6px; font-size: 12px; }
.rl-body { padding: 12px 16px; }
.rl-intro { color: #4a5a6c; margin-top: 0; }
.field { display: flex; flex-direction: column; margin-bottom: 10px; max-width: 460px; }
.field label { font-weight: bold; margin-bottom: 2px; }
.field input, .field textarea { font: inherit; padding: 5px 7px; border: 1px solid #9fb0c3; border-radius: 2px; }
.field.has-error input, .field.has-error textarea { border-color: #c0392b; background: #fdf1f0; }
.hint { color: #6d7d8f; font-size: 11px; }
.field-error { color: #c0392b; font-size: 12px; }
.req { color: #c0392b; }
.rl-errors { border-left: 4px solid #c0392b; background: #fdf1f0; padding: 4px 10px; margin-bottom: 10px; }
.rl-errors ul { margin: 4px 0; padding-left: 16px; }
.rl-actions button { background: #2b6cb0; color: #fff; border: 0; padding: 7px 16px; border-radius: 2px; font: bold 13px Arial, sans-serif; cursor: pointer; }
.rl-saved { background: #e7f4ea; border-left: 4px solid #2f855a; padding: 6px 10px; margin-bottom: 10px; font-weight: bold; }
dl { display: grid; grid-template-columns: 150px 1fr; gap: 4px 10px; }
dt { font-weight: bold; color: #4a5a6c; }
dd { margin: 0; }
`;
