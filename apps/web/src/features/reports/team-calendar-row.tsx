import { useTheme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { memo, useMemo, type CSSProperties } from 'react';
import type { LeaveMark, TeamCalendarRow } from '@portal/shared';
import { formatDay } from '../../lib/format';
import type { LeaveTypes } from '../../lib/leave-types';
import { dayRuns, type DayRun } from './day-runs';

/** The team calendar's grid in pixels: a day's column, a strip's height, a person's two strips. */
export const DAY_WIDTH = 22;
export const ROW_HEIGHT = 20;
export const PERSON_HEIGHT = ROW_HEIGHT * 2 + 2;

/** A leave bar's title by its mark: '2026-03-02 – 2026-03-06: pending'. */
const MARK_TITLE_KEYS = {
  pending: 'reports:team_calendar.bar.pending',
  approved: 'reports:team_calendar.bar.approved',
  national: 'reports:team_calendar.bar.national',
} as const satisfies Record<LeaveMark, string>;

/** A half day's title by its mark: '2026-03-06: approved, half day' (a public holiday is never half). */
const HALF_TITLE_KEYS = {
  pending: 'reports:team_calendar.bar.pending_half',
  approved: 'reports:team_calendar.bar.approved_half',
  national: 'reports:team_calendar.bar.national',
} as const satisfies Record<LeaveMark, string>;

/** With the leave type's name: '2026-03-02 – 2026-03-06: Annual leave, pending' (docs/product/leave.md#types). */
const TYPED_TITLE_KEYS = {
  pending: 'reports:team_calendar.bar.typed_pending',
  approved: 'reports:team_calendar.bar.typed_approved',
} as const;
const TYPED_HALF_TITLE_KEYS = {
  pending: 'reports:team_calendar.bar.typed_pending_half',
  approved: 'reports:team_calendar.bar.typed_approved_half',
} as const;

/** A run of leave: its mark and, for pending and approved leave, its type ('approved:0'), so that runs split where either changes. */
type LeaveRun = string;
const runOf = (mark: LeaveMark | null, type: number | null): LeaveRun | null =>
  mark === null ? null : mark === 'national' ? mark : `${mark}:${type ?? ''}`;
function readRun(run: LeaveRun): { mark: LeaveMark; type: number | null } {
  const [mark, type] = run.split(':') as [LeaveMark, string | undefined];
  return { mark, type: type ? Number(type) : null };
}

/** A diagonal hatching in the bar's colour (its `color`): pending leave, told apart from approved leave's full colour. */
export const PENDING_HATCH = 'repeating-linear-gradient(135deg, currentColor 0 3px, transparent 3px 6px)';

interface PersonRowProps {
  person: TeamCalendarRow['person'];
  rowOf(person: TeamCalendarRow['person']): TeamCalendarRow;
  days: string[];
  top: number;
  types: LeaveTypes;
  /** The screen's translator: a new one when the language changes draws the rows again. */
  t: TFunction;
}

/**
 * One person's two rows, built when the row scrolls into view and not again while it stays (memo):
 * leave and client assignments each drawn as one bar per run of equal days, a leave bar titled with
 * its dates; the day lines are a background, so a row is a dozen elements instead of 730 (docs/decisions/0016-web-budget.md).
 */
export const PersonRow = memo(function PersonRow({ person, rowOf, days, top, types, t }: PersonRowProps) {
  const colours = useTheme().palette.portal.teamCalendar;
  const row = useMemo(() => rowOf(person), [rowOf, person]);
  const leaveRuns = useMemo(
    () =>
      dayRuns(
        row.leave.map((mark, index) => runOf(mark, row.type[index] ?? null)),
        row.half,
      ),
    [row],
  );
  const clientRuns = useMemo(() => dayRuns(row.client), [row]);
  return (
    // The position as a style: one set of rules for every row instead of one per offset.
    <div data-person={person.id} className="calendar-person" style={{ top }}>
      <div className="calendar-name">{person.name}</div>
      <div>
        <div className="calendar-strip" style={{ width: days.length * DAY_WIDTH }}>
          {leaveRuns.map((run) => (
            <LeaveBar key={run.start} run={run} half={row.half[run.start]!} days={days} types={types} t={t} />
          ))}
        </div>
        <div className="calendar-strip" style={{ width: days.length * DAY_WIDTH }}>
          {clientRuns.map((run) => (
            <div
              key={run.start}
              className="calendar-bar"
              style={{ ...runPlace(run), backgroundColor: colours.clients[run.value] }}
            />
          ))}
        </div>
      </div>
    </div>
  );
});

/**
 * A run of leave, named for screen readers as its title says it to the mouse: in its type's colour, filled when
 * approved and hatched when pending (docs/product/leave.md#types); a half day half filled. A type the screen does not
 * know (yet) keeps its status's colour.
 */
function LeaveBar({
  run,
  half,
  days,
  types,
  t,
}: {
  run: DayRun<LeaveRun>;
  half: boolean;
  days: string[];
  types: LeaveTypes;
  t: TFunction;
}) {
  const colours = useTheme().palette.portal.teamCalendar;
  const { mark, type } = readRun(run.value);
  const span = daySpan(t, days, run);
  const known = mark !== 'national' && type !== null ? types.byId(type) : undefined;
  // docs/product/leave.md#private-absences: leave without a type is a colleague's private leave, 'Absent'.
  const typeName = type === null ? t('reports:team_calendar.absent') : known?.name;
  const title =
    typeName && mark !== 'national'
      ? t((half ? TYPED_HALF_TITLE_KEYS : TYPED_TITLE_KEYS)[mark], { span, type: typeName })
      : t((half ? HALF_TITLE_KEYS : MARK_TITLE_KEYS)[mark], { span });
  if (mark === 'national')
    return (
      <div
        role="img"
        aria-label={title}
        title={title}
        className="calendar-bar"
        data-mark={mark}
        style={{ ...runPlace(run), backgroundColor: colours.national }}
      />
    );
  const classes = ['calendar-bar', 'calendar-leave', half && 'calendar-half', mark === 'pending' && 'calendar-pending'];
  return (
    <div
      role="img"
      aria-label={title}
      title={title}
      className={classes.filter(Boolean).join(' ')}
      data-mark={mark}
      data-type={type ?? undefined}
      style={{ ...runPlace(run), color: known?.color ?? colours[mark] }}
    />
  );
}

/** '2026-03-02' for one day, '2026-03-02 – 2026-03-06' for a run of days (in German 02.03.2026 – 06.03.2026). */
function daySpan(t: TFunction, days: string[], run: DayRun<unknown>): string {
  const first = formatDay(days[run.start]!);
  if (run.length === 1) return first;
  return t('reports:team_calendar.span', { from: first, to: formatDay(days[run.start + run.length - 1]!) });
}

function runPlace(run: DayRun<unknown>): CSSProperties {
  return { left: run.start * DAY_WIDTH, width: run.length * DAY_WIDTH };
}
