import { describe, expect, it } from 'vitest';
import { joinRecordings, parseTakeOverEvent } from './take-over-events.ts';

const set = (label: string, url: string) =>
  ({ type: 'set', label, control: 'text', value: 'x', url, heading: 'H' }) as const;

describe('take-over events', () => {
  it('joins the holds of one ask in order: the first page, the last page, every event', () => {
    const joined = joinRecordings([
      { startHeading: 'Dashboard', agentScreen: 'home', endHeading: 'Exposure', events: [set('A', '/a')] },
      { startHeading: 'Exposure', endHeading: 'Your quote', events: [set('B', '/b'), set('C', '/c')] },
    ]);
    expect(joined).toEqual({
      startHeading: 'Dashboard',
      agentScreen: 'home',
      endHeading: 'Your quote',
      events: [set('A', '/a'), set('B', '/b'), set('C', '/c')],
    });
    expect(joinRecordings([])).toBeUndefined();
  });

  it('keeps a secret a secret and refuses what is not an event', () => {
    const secret = parseTakeOverEvent(
      JSON.stringify({ type: 'set', label: 'Password', control: 'password', value: 'hunter2', url: '/s' }),
    );
    expect(secret).toEqual({
      type: 'set',
      label: 'Password',
      control: 'password',
      secret: true,
      secretKind: 'password',
      url: '/s',
      heading: '',
    });
    expect(parseTakeOverEvent('not json')).toBeUndefined();
    expect(parseTakeOverEvent(JSON.stringify({ type: 'scroll' }))).toBeUndefined();
  });
});
