// docs/reference/schedules.md: the columns POST /v1/quotes/schedules/parse reads in each CSV schedule,
// the other headers it takes for each, and the spellings of the closed values, from the alias tables.
import { driverColumns, vehicleColumns } from '../src/domain/schedules/auto-columns.ts';
import type { ChoiceReader } from '../src/domain/schedules/cells.ts';
import type { Column, ScheduleName } from '../src/domain/schedules/column.ts';
import { locationColumns } from '../src/domain/schedules/location-columns.ts';
import { lossColumns } from '../src/domain/schedules/loss-columns.ts';

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|');

const schedules: [ScheduleName, string, readonly Column[]][] = [
  [
    'locations',
    'Locations and buildings: one row per building, the location columns repeated on each',
    locationColumns,
  ],
  ['vehicles', 'Vehicles: one row per vehicle, for `commercialAuto.vehicles`', vehicleColumns],
  ['drivers', 'Drivers: one row per driver, for `commercialAuto.drivers`', driverColumns],
  ['losses', 'Losses: one row per loss, for `lossHistory`', lossColumns],
];

function values(column: Column): string {
  const read = column.read as Partial<ChoiceReader>;
  if (!read.values) return '';
  const spelled = Object.entries(read.aliases ?? {}).map(
    ([alias, value]) => `${code(alias)} → ${code(value)}`,
  );
  return [read.values.map(code).join(', '), spelled.length > 0 ? `also ${spelled.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
}

function table(columns: readonly Column[]): string {
  const rows = columns.map((c) => {
    const field = c.target ? `${c.target === 'building' ? 'buildings[].' : ''}${c.field}` : c.field;
    return `| ${cell(c.header)}${c.required ? ' (required)' : ''} | ${code(field)} | ${c.aliases.map((a) => cell(a)).join(', ')} | ${cell(values(c))} |`;
  });
  return ['| Header | Field | Other headers read | Values |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

export function schedulesPage(generated: string): string {
  const sections = schedules.map(
    ([name, what, columns]) => `## \`${name}\`\n\n${what}.\n\n${table(columns)}\n`,
  );
  return `${generated}
# Schedules from CSV: the columns read

\`POST /v1/quotes/schedules/parse\` takes the text of up to four CSV files, each with a header line, and
answers the parts of a create body they hold (decision 0035). Headers are compared without case, spaces
or punctuation (\`Yr. Built\`, \`YR_BUILT\` and \`yr built\` are one header), and besides ours each column
takes the names agency management systems and raters export (EZLynx-style names such as \`Loc #\`,
\`Bldg #\`, \`Constr Type\`, \`DOL\`). A column we do not read is left out and listed in \`ignoredColumns\`.
A column marked required must be in the file.

Cells: an empty cell is no value. Flags take \`Y\`/\`N\`, \`Yes\`/\`No\`, \`True\`/\`False\`, \`1\`/\`0\` or \`X\`.
Dollars may carry \`$\` and thousands separators. Dates are \`M/D/YYYY\`, \`MM/DD/YYYY\` or \`YYYY-MM-DD\`.
ZIP+4 codes keep their first five digits. Closed values are compared like headers (\`Joisted Masonry\`
is \`joisted_masonry\`) and take the other spellings listed.

Locations: the rows of one location share its \`Location Number\` (without that column, its address);
the location columns must agree on all its rows. A row with any building column adds a building; its
\`Building Number\` is its id (without it, 1, 2, … within the location). The first location is the
primary one unless a row says \`Primary\`.

Errors name the schedule, the row (the file's line, the header being row 1) and the column as the file
wrote it: \`locations["row 7"]["Yr Built"]\`. Any error and nothing is returned.

${sections.join('\n')}`;
}
