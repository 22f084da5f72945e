// Reading an inbound mail: the carrier its sender declares, and its one code.
import { describe, expect, it } from 'vitest';
import { carrierCatalog } from '../../carrier-definitions/built-in.ts';
import { carriersSending, codeInMail } from './deliver-mail-code.ts';

const carriers = carrierCatalog((host) => `http://${host}.localhost:3100`);

describe('an inbound code mail', () => {
  it('names the carrier whose catalog entry declares its sender, in any case', () => {
    expect(carriersSending('verify@ironcladspecialty.example', carriers)).toEqual(['ironclad-specialty']);
    expect(carriersSending(' Verify@IroncladSpecialty.Example ', carriers)).toEqual(['ironclad-specialty']);
    expect(carriersSending('verify@ironcladspecialty.example.net', carriers)).toEqual([]);
    expect(carriersSending('noreply@summitmutual.example', carriers)).toEqual([]);
    expect(carriersSending(undefined, carriers)).toEqual([]);
  });

  it('takes the one code of the subject, else the one of the text', () => {
    expect(codeInMail({ subject: 'Your code: 482913', text: 'Call 1-888-555-0143' })).toBe('482913');
    expect(codeInMail({ subject: 'Your sign-in code', text: 'Your sign-in code is 482913' })).toBe('482913');
    expect(codeInMail({ subject: 'Your sign-in code', text: 'Code 482913 or 123456' })).toBeUndefined();
    expect(codeInMail({ subject: 'Your sign-in code', text: 'No code here.' })).toBeUndefined();
  });
});
