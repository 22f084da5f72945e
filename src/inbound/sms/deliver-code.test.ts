// Reading an inbound text: its one code, and the carriers it names.
import { describe, expect, it } from 'vitest';
import { carrierCatalog } from '../../carrier-definitions/built-in.ts';
import { carriersNamed, codeIn } from './deliver-code.ts';

const carriers = carrierCatalog((host) => `http://${host}.localhost:3100`);

describe('an inbound text', () => {
  it('holds a code when exactly one 4 to 10 digit number stands in it', () => {
    expect(codeIn('Summit Mutual: 482913 is your code. It expires in 10 minutes.')).toBe('482913');
    expect(codeIn('Code 1234')).toBe('1234');
    expect(codeIn('Code 0123456789')).toBe('0123456789');
    expect(codeIn('Code 123')).toBeUndefined();
    expect(codeIn('Code 12345678901')).toBeUndefined();
    expect(codeIn('Code AB123456')).toBeUndefined();
    expect(codeIn('Code 123456 or 654321')).toBeUndefined();
    expect(codeIn('')).toBeUndefined();
  });

  it('names a carrier by its name or the name’s first word, as a whole word', () => {
    expect(carriersNamed('Summit Mutual AgentLink: 482913', carriers)).toEqual(['summit-mutual']);
    expect(carriersNamed('PIONEER code 482913', carriers)).toEqual(['pioneer-casualty']);
    expect(carriersNamed('Your code is 482913', carriers)).toEqual([]);
    expect(carriersNamed('Summitville: 482913', carriers)).toEqual([]);
  });
});
