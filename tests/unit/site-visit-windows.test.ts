import { describe, expect, it } from 'vitest';
import { ACCESS_NEEDS, labelOf, WORK_KINDS, type AccessNeed, type WorkKind } from '../../shared/estimate-fields';
import { siteVisitWindows } from '../../shared/site-visit-windows';

describe('the times a visitor may offer for the site visit', () => {
  it('split each opening period at noon into a morning and an afternoon', () => {
    expect(
      siteVisitWindows([
        { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
        { days: ['Sa'], opens: '08:00', closes: '16:00' },
      ]),
    ).toEqual([
      { value: 'weekday-morning', label: 'Weekday morning, 7 AM–12 PM' },
      { value: 'weekday-afternoon', label: 'Weekday afternoon, 12 PM–5 PM' },
      { value: 'saturday-morning', label: 'Saturday morning, 8 AM–12 PM' },
      { value: 'saturday-afternoon', label: 'Saturday afternoon, 12 PM–4 PM' },
    ]);
  });

  it('offer no part of a day shorter than two hours, and name days that are not the working week', () => {
    expect(
      siteVisitWindows([
        { days: ['Tu', 'Th'], opens: '11:00', closes: '18:00' },
        { days: ['Sa'], opens: '13:00', closes: '14:00' },
      ]),
    ).toEqual([{ value: 'tuesday-and-thursday-afternoon', label: 'Tuesday and Thursday afternoon, 12 PM–6 PM' }]);
  });
});

describe('the labels of what a visitor chose', () => {
  it('are the form’s words for each value, and the value itself for one the form no longer offers', () => {
    const work: WorkKind = 'restoration';
    const access: AccessNeed[] = ['board', 'landmark'];
    expect(labelOf(WORK_KINDS, work)).toBe('Restoring an existing floor');
    expect(access.map((value) => labelOf(ACCESS_NEEDS, value))).toEqual(['Co-op or condo board rules', 'Landmark building rules']);
    expect(labelOf(WORK_KINDS, 'terrazzo-bath')).toBe('terrazzo-bath');
  });
});
