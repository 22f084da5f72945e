// Summit AgentLink's stylesheet (served as App_Themes/Summit/Site.css): the 2008 intranet look.
export const SITE_CSS = `
body { margin: 0; background: #dfe5ee; font-family: Verdana, Tahoma, Arial, sans-serif; font-size: 11px; color: #222; }
a { color: #1a3d7c; } a:visited { color: #1a3d7c; }
#master { width: 980px; margin: 0 auto; background: #fff; border: 1px solid #8a9bb8; }
.banner { background: #14285a; background-image: linear-gradient(#25407f, #14285a); color: #fff; height: 62px; }
.banner td { color: #fff; }
.logo { font-family: Georgia, 'Times New Roman', serif; font-size: 22px; padding-left: 14px; letter-spacing: 1px; }
.logo small { display: block; font-family: Verdana, sans-serif; font-size: 10px; color: #c7d3ea; letter-spacing: 3px; }
.userbar { text-align: right; padding-right: 12px; font-size: 10px; }
.userbar a { color: #ffe9a8; }
.crumb { background: #c9d6e8; border-bottom: 1px solid #8a9bb8; padding: 4px 10px; font-size: 10px; }
.leftnav { width: 170px; background: #eef2f8; border-right: 1px solid #b5c3da; vertical-align: top; padding: 0; }
.leftnav h4 { margin: 0; padding: 5px 8px; background: #5d7bb0; color: #fff; font-size: 11px; }
.leftnav ul { list-style: none; margin: 0; padding: 4px 0 10px 0; }
.leftnav li a { display: block; padding: 4px 12px; text-decoration: none; }
.leftnav li a.selected { font-weight: bold; background: #d5e0f0; }
.content { vertical-align: top; padding: 10px 14px 20px 14px; }
h1.pagetitle { font-size: 15px; color: #14285a; border-bottom: 2px solid #14285a; margin: 0 0 10px 0; padding-bottom: 3px; }
h2.section { font-size: 11px; background: #c9d6e8; color: #14285a; padding: 3px 6px; margin: 12px 0 4px 0; border: 1px solid #a7b8d3; }
table.form { border-collapse: collapse; }
table.form td { padding: 3px 4px; vertical-align: top; }
table.uw td.lbl { width: 380px; text-align: left; }
td.lbl { width: 230px; text-align: right; font-weight: bold; color: #333; padding-top: 6px !important; }
.req { color: #c00; margin-left: 2px; }
.validator { color: Red; font-weight: bold; margin-left: 3px; }
.hint { color: #666; font-size: 10px; }
.textbox, .dropdown, .textarea { font-family: Verdana, sans-serif; font-size: 11px; border: 1px solid #7f9db9; padding: 1px 2px; }
.radiolist td { padding: 0 10px 0 0; }
.button { font-family: Verdana, sans-serif; font-size: 11px; background: #e9e9e9; border: 1px solid #777; padding: 2px 10px; }
.button.primary { background: #d8e3f5; font-weight: bold; }
.buttons { margin-top: 14px; padding: 6px; border-top: 1px solid #b5c3da; }
.validation-summary { color: Red; border: 1px solid #c00; background: #fff2f2; padding: 6px 10px; margin-bottom: 10px; }
.validation-summary ul { margin: 4px 0 0 18px; padding: 0; }
.notice { border: 1px solid #d6b656; background: #fff8d8; padding: 6px 10px; margin-bottom: 10px; }
.error { color: Red; font-weight: bold; }
table.grid { border-collapse: collapse; width: 100%; margin-top: 6px; }
table.grid th { background: #5d7bb0; color: #fff; text-align: left; padding: 3px 5px; border: 1px solid #3f5f96; }
table.grid th[scope="row"] { background: #f7f9fc; color: #222; border: 1px solid #b5c3da; font-weight: normal; }
table.grid td { border: 1px solid #b5c3da; padding: 3px 5px; }
table.grid tr.alt td { background: #f1f5fb; }
table.grid tr.total td, table.grid tr.total th { font-weight: bold; background: #e3eaf6; color: #14285a; }
td.amt, th.amt { text-align: right; }
.wizard { float: right; width: 190px; margin: 0 0 10px 12px; border: 1px solid #a7b8d3; background: #f5f7fb; }
.wizard h4 { margin: 0; padding: 3px 6px; background: #c9d6e8; font-size: 10px; }
.wizard ol { margin: 4px 0 6px 22px; padding: 0; }
.wizard li.current { font-weight: bold; color: #14285a; }
.wizard li.done { color: #3d7a3d; }
.offscreen { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
.footer { background: #eef2f8; border-top: 1px solid #b5c3da; font-size: 9px; color: #555; padding: 6px 10px; text-align: center; }
.v2 fieldset { border: 1px solid #a7b8d3; margin: 0 0 10px 0; padding: 6px 10px; }
.v2 legend { font-weight: bold; color: #14285a; }
.v2 .field { margin: 4px 0; } .v2 .field label { display: inline-block; width: 200px; }
.status { font-weight: bold; }
.status.referred { color: #a15c00; } .status.declined { color: #c00; } .status.quoted { color: #2d6a2d; }
`;
