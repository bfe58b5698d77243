import { describe, expect, it } from 'vitest';
import { requestAsSeen, typeAsSeen } from './leave-privacy.js';

const sick = { id: 7, type: 1, type_text: 'Sick leave', notes: 'Migraine, doctor visit', from_date: '2026-03-02' };
const absent = 'Absent';

describe('private absences (docs/product/leave.md#private-absences)', () => {
  it('"The person themself and admins see everything"', () => {
    expect(requestAsSeen(sick, { seesReasons: true, typeIsPrivate: true, absent })).toEqual(sick);
  });

  it('"colleagues see dates, halves and status, never notes"', () => {
    const seen = requestAsSeen(
      { ...sick, type: 0, type_text: 'Annual leave' },
      {
        seesReasons: false,
        typeIsPrivate: false,
        absent,
      },
    );

    expect(seen).toEqual({ ...sick, type: 0, type_text: 'Annual leave', notes: null });
  });

  it('"and the type only when it is not private (\'Absent\' otherwise)"', () => {
    const seen = requestAsSeen(sick, { seesReasons: false, typeIsPrivate: true, absent: 'Abwesend' });

    expect(seen).toEqual({ ...sick, type: null, type_text: 'Abwesend', notes: null });
  });

  it('hides a private type from a calendar entry of a colleague, and only then', () => {
    expect(typeAsSeen(1, { seesReasons: false, typeIsPrivate: true })).toBeNull();
    expect(typeAsSeen(1, { seesReasons: true, typeIsPrivate: true })).toBe(1);
    expect(typeAsSeen(0, { seesReasons: false, typeIsPrivate: false })).toBe(0);
  });
});
