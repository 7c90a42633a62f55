import { describe, expect, it } from 'vitest';
import { type Seen, whatChanged } from './lead-live';

const names: Record<string, string> = {
  riley: 'riley@example.com',
  sam: 'sam@example.com',
  me: 'me@example.com',
};
const nameOf = (id: string) => names[id] ?? 'another operator';
const before: Seen = { id: 'l1', version: 3, status: 'new', assigned_to: null };
const said = (after: Partial<Seen>, lastEvent?: string, by = 'riley') =>
  whatChanged(before, { ...before, version: 4, ...after }, lastEvent, by, nameOf, 'me');

describe('whatChanged (a colleague’s change told on an open lead page)', () => {
  it('says who took the lead, or whom they gave it to', () => {
    expect(said({ assigned_to: 'riley' })).toBe('riley@example.com took this lead.');
    expect(said({ assigned_to: 'sam' })).toBe('riley@example.com assigned this lead to sam@example.com.');
    expect(said({ assigned_to: 'me' })).toBe('riley@example.com assigned this lead to you.');
    expect(
      whatChanged(
        { ...before, assigned_to: 'me' },
        { ...before, version: 4 },
        'assigned',
        'riley',
        nameOf,
        'me',
      ),
    ).toBe('riley@example.com unassigned this lead.');
  });

  it('says the new status, with the taking when both came at once (log and next)', () => {
    expect(said({ status: 'contacted' })).toBe('riley@example.com set the status to contacted.');
    expect(said({ assigned_to: 'riley', status: 'lost' })).toBe(
      'riley@example.com took this lead and set the status to lost.',
    );
  });

  it('says a note was added, and otherwise that the lead changed; an unknown operator is not named', () => {
    expect(said({}, 'note')).toBe('riley@example.com added a note.');
    expect(said({}, 'undone')).toBe('riley@example.com changed this lead.');
    expect(said({ status: 'invalid' }, 'status', 'gone')).toBe('another operator set the status to invalid.');
  });
});
