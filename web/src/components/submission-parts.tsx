// The parts of a full submission on the request page (decision 0035): locations with their buildings,
// losses, prior insurance, owners and officers, additional interests; each only when the request has it.
import { label, lineNames, money } from '../format.ts';
import type { Building, Location, QuoteRequest } from '../types.ts';

const words = (code: string | undefined) => (code === undefined ? '' : code.replaceAll('_', ' '));
const maybe = (n: number | undefined, show: (n: number) => string = String) =>
  n === undefined ? '' : show(n);
const yesNo = (flag: boolean | undefined) => (flag === undefined ? '' : flag ? 'yes' : 'no');

function buildingSummary(b: Building): string {
  return [
    b.occupancy,
    words(b.constructionType),
    b.yearBuilt && `built ${b.yearBuilt}`,
    b.stories && `${b.stories} stor${b.stories === 1 ? 'y' : 'ies'}`,
    b.squareFeet && `${b.squareFeet.toLocaleString('en-US')} sq ft`,
    b.roofUpdatedYear && `roof ${b.roofUpdatedYear}${b.roofType ? ` (${words(b.roofType)})` : ''}`,
    b.sprinklered !== undefined && `sprinklered: ${yesNo(b.sprinklered)}`,
    b.burglarAlarm && `burglar alarm: ${words(b.burglarAlarm)}`,
    b.fireAlarm && `fire alarm: ${words(b.fireAlarm)}`,
    b.protectionClass && `protection class ${b.protectionClass}`,
    b.buildingLimit !== undefined && `building ${money(b.buildingLimit)}`,
    b.businessPersonalPropertyLimit !== undefined && `BPP ${money(b.businessPersonalPropertyLimit)}`,
    b.valuation && words(b.valuation),
    b.deductible !== undefined && `deductible ${money(b.deductible)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function LocationItem({ location }: { location: Location }) {
  const flags = [location.primary && 'primary', location.mailing && 'mailing', location.interest]
    .filter(Boolean)
    .join(', ');
  const employees = [
    location.fullTimeEmployees !== undefined && `${location.fullTimeEmployees} full-time`,
    location.partTimeEmployees !== undefined && `${location.partTimeEmployees} part-time`,
    location.areaOccupied !== undefined && `${location.areaOccupied.toLocaleString('en-US')} sq ft occupied`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li>
      <strong>
        {location.id}: {location.streetAddress}, {location.city}, {location.state} {location.zipCode}
      </strong>
      {flags ? ` (${flags})` : ''}
      {employees ? <div>{employees}</div> : null}
      {location.buildings?.length ? (
        <ul>
          {location.buildings.map((b) => (
            <li key={b.id}>
              Building {b.id}: {buildingSummary(b)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    // Cells wrap instead of scrolling, so a phone shows the whole table (styles.css, .parts-table).
    <div className="parts-table">
      <table aria-label={caption}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // rows have no id of their own; their order is the submission's
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i}>
              {row.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SubmissionParts({ request }: { request: QuoteRequest }) {
  const { locations, lossHistory, lossFreeYears, priorInsurance, ownersOfficers, additionalInterests } =
    request;
  const lossFree = Object.entries(lossFreeYears ?? {});
  return (
    <>
      {locations ? (
        <section aria-labelledby="locations-title">
          <h2 id="locations-title">Locations and buildings</h2>
          <ul className="locations">
            {locations.map((l) => (
              <LocationItem key={l.id} location={l} />
            ))}
          </ul>
        </section>
      ) : null}
      {lossHistory || lossFree.length > 0 ? (
        <section aria-labelledby="losses-title">
          <h2 id="losses-title">Losses</h2>
          {lossFree.map(([line, years]) => (
            <p key={line}>
              {label(lineNames, line)}: no losses in the last {years} years.
            </p>
          ))}
          {lossHistory && lossHistory.length === 0 ? <p>No losses in the last five years.</p> : null}
          {lossHistory?.length ? (
            <Table
              caption="Loss history"
              head={['Line', 'Date of loss', 'Reported', 'Cause', 'Paid', 'Reserved', 'Status']}
              rows={lossHistory.map((l) => [
                label(lineNames, l.line),
                l.dateOfLoss,
                l.dateReported ?? '',
                [l.cause, l.description].filter(Boolean).join(': '),
                maybe(l.amountPaid, money),
                maybe(l.amountReserved, money),
                l.status ?? '',
              ])}
            />
          ) : null}
        </section>
      ) : null}
      {priorInsurance?.length ? (
        <section aria-labelledby="prior-title">
          <h2 id="prior-title">Prior insurance</h2>
          <Table
            caption="Prior insurance"
            head={['Line', 'Carrier', 'Policy', 'Term', 'Premium', 'Mod', 'Ended']}
            rows={priorInsurance.map((p) => [
              label(lineNames, p.line),
              p.carrier,
              p.policyNumber ?? '',
              `${p.effectiveDate} – ${p.expirationDate}`,
              maybe(p.premium, money),
              maybe(p.experienceMod),
              [words(p.ending), p.reason].filter(Boolean).join(': '),
            ])}
          />
        </section>
      ) : null}
      {ownersOfficers?.length ? (
        <section aria-labelledby="owners-title">
          <h2 id="owners-title">Owners and officers</h2>
          <Table
            caption="Owners and officers"
            head={['Name', 'Title', 'Owns', "Workers' comp", 'Class', 'Annual pay']}
            rows={ownersOfficers.map((o) => [
              o.name,
              o.title ?? '',
              `${o.ownershipPercent} %`,
              o.workersComp,
              o.classCode ?? '',
              maybe(o.annualPay, money),
            ])}
          />
        </section>
      ) : null}
      {additionalInterests?.length ? (
        <section aria-labelledby="interests-title">
          <h2 id="interests-title">Additional interests</h2>
          <ul>
            {additionalInterests.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: interests have no id; order is the submission's
              <li key={i}>
                {words(a.type)}: {a.name}, {a.streetAddress}, {a.city}, {a.state} {a.zipCode}
                {a.loanNumber ? ` (loan ${a.loanNumber})` : ''}
                {a.lines ? ` · ${a.lines.map((l) => label(lineNames, l)).join(', ')}` : ''}
                {a.appliesTo?.locationId ? ` · location ${a.appliesTo.locationId}` : ''}
                {a.appliesTo?.buildingId ? `, building ${a.appliesTo.buildingId}` : ''}
                {a.appliesTo?.vin ? ` · vehicle ${a.appliesTo.vin}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
