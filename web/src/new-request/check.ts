// What the service says of the draft as it is typed (POST /app/api/quotes/check): create's own field
// errors, the appetite check's skips, and each dispatched job's warnings.
export interface SkipReason {
  line: string;
  reason: string;
}

export interface DraftCheck {
  fieldErrors: Record<string, string[]>;
  appetite?: {
    dispatch: { carrierId: string; line: string }[];
    skippedCarriers: { carrierId: string; reasons: SkipReason[] }[];
    partialSkips: { carrierId: string; skippedLines: SkipReason[] }[];
  };
  appetiteNeeds: string[];
  warnings: { carrierId: string; line: string; field: string; message: string }[];
}

export interface CarrierChoice {
  carrierId: string;
  name: string;
  lines: string[];
}
