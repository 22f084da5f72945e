// The body and answer of POST /v1/quotes/schedules/parse (decision 0035).
import { Type } from 'typebox';
import { Driver, Vehicle } from '../../domain/quote-request/model/lines/commercial-auto.ts';
import { Locations } from '../../domain/quote-request/model/locations.ts';
import { LossHistory } from '../../domain/quote-request/model/losses.ts';

const maxCsvCharacters = 500_000;
const Csv = (what: string, example: string) =>
  Type.String({
    minLength: 1,
    maxLength: maxCsvCharacters,
    description: `${what} as CSV text, its first line naming the columns (docs/reference/schedules.md lists every header we read).`,
    examples: [example],
  });

export const ScheduleTextsBody = Type.Object(
  {
    locations: Type.Optional(
      Csv(
        'Locations and buildings, one row per building',
        'Location Number,Street Address,City,State,ZIP Code,Building Number,Construction,Year Built\n1,410 W Main St,Fredericksburg,TX,78624,1,Masonry Non-Combustible,1962\n',
      ),
    ),
    vehicles: Type.Optional(
      Csv(
        'Vehicles, one row each',
        'VIN,Year,Make,Model,Garaging ZIP,Use,Radius\n1FTBR1C89MKA69532,2021,Ford,Transit 250,78624,Service,50\n',
      ),
    ),
    drivers: Type.Optional(
      Csv(
        'Drivers, one row each',
        'First Name,Last Name,Date of Birth,License State,License Number\nLuis,Ortega,04/18/1988,TX,12345678\n',
      ),
    ),
    losses: Type.Optional(
      Csv(
        'Losses, one row each',
        'Line,Date of Loss,Cause,Amount Paid,Status\nGL,03/14/2025,Slip and fall,8200,Closed\n',
      ),
    ),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'One CSV text per schedule; send any of them, at least one.',
  },
);

export const ParsedSchedulesView = Type.Object(
  {
    locations: Type.Optional(Locations),
    vehicles: Type.Optional(
      Type.Array(Vehicle, { description: 'Put under `commercialAuto.vehicles` of a create body.' }),
    ),
    drivers: Type.Optional(
      Type.Array(Driver, { description: 'Put under `commercialAuto.drivers` of a create body.' }),
    ),
    lossHistory: Type.Optional(LossHistory),
    ignoredColumns: Type.Object(
      {
        locations: Type.Optional(Type.Array(Type.String())),
        vehicles: Type.Optional(Type.Array(Type.String())),
        drivers: Type.Optional(Type.Array(Type.String())),
        losses: Type.Optional(Type.Array(Type.String())),
      },
      { description: 'Per schedule, the headers that name no column we read: left out.' },
    ),
  },
  {
    $id: 'ParsedSchedules',
    description: 'The parts of a create body read from the schedules: nothing is stored.',
  },
);
