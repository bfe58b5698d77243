import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { memo, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCalendarIndex, type LeaveMark, type TeamCalendarData, type TeamCalendarRow } from '@portal/shared';
import { DownloadButtons } from '../../components/download-buttons';
import { QueryState } from '../../components/page-states';
import { monthName } from '../../lib/format';
import { dayRuns, type DayRun } from './day-runs';
import { formatDay } from '../../lib/format';
import { halfDayFill } from '../../lib/half-day';
import { useLeaveTypes, type LeaveTypes } from '../../lib/leave-types';
import { teamCalendarQuery } from './team-calendar-query';

const DAY_WIDTH = 22;
const NAME_WIDTH = 180;
const ROW_HEIGHT = 20;
const PERSON_HEIGHT = ROW_HEIGHT * 2 + 2;

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
const PENDING_HATCH = 'repeating-linear-gradient(135deg, currentColor 0 3px, transparent 3px 6px)';

/**
 * docs/product/reports.md#team-calendar: a column per day of the year grouped by month, two rows per person (leave; client
 * assignment). Rows are virtualised so that a thousand people scroll smoothly.
 */
export default function TeamCalendarPage() {
  const { t } = useTranslation('reports');
  const [year, setYear] = useState(new Date().getFullYear());
  const calendar = useQuery(teamCalendarQuery(year));
  const { types } = useLeaveTypes();
  return (
    // useFlexGap on every Stack of this screen: Stack's margin rule (`> :not(style) ~ :not(style)`)
    // makes Chrome restyle all calendar rows whenever the virtualiser adds one (docs/decisions/0016-web-budget.md).
    <Stack spacing={2} useFlexGap>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label={t('reports:team_calendar.previous_year')} onClick={() => setYear(year - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite">
          {year}
        </Typography>
        <IconButton aria-label={t('reports:team_calendar.next_year')} onClick={() => setYear(year + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <Legend data={calendar.data} types={types} />
        <Box sx={{ ml: 'auto' }}>
          <DownloadButtons
            path={`/team_calendar?year=${year}`}
            fileName={t('reports:team_calendar.file_name', { year })}
          />
        </Box>
      </Stack>
      <QueryState isLoading={calendar.isLoading} error={calendar.error} onRetry={() => calendar.refetch()} />
      {calendar.data && <CalendarGrid data={calendar.data} year={year} types={types} />}
    </Stack>
  );
}

function CalendarGrid({ data, year, types }: { data: TeamCalendarData; year: number; types: LeaveTypes }) {
  const { t } = useTranslation('reports');
  const { days, rowOf } = useMemo(() => teamCalendarIndex(data, year), [data, year]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are read during render on purpose
  const virtualizer = useVirtualizer({
    count: data.people.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => PERSON_HEIGHT,
    overscan: 10,
  });
  const months = useMemo(() => groupByMonth(days), [days]);
  const width = NAME_WIDTH + days.length * DAY_WIDTH;
  if (data.people.length === 0) return <Typography>{t('reports:team_calendar.empty')}</Typography>;
  return (
    <GridPaper ref={scroller} tabIndex={0} aria-label={t('reports:team_calendar.region', { year })} role="region">
      <div className="calendar-head" style={{ width }}>
        <div className="calendar-name">{t('reports:team_calendar.person')}</div>
        {months.map((month) => (
          <div key={month.key} className="calendar-month" style={{ width: month.days * DAY_WIDTH }}>
            {/* Jan, Feb … in English; Jan, Feb, Mär … in German. */}
            {monthName(month.month).slice(0, 3)}
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const person = data.people[item.index]!;
          return (
            <PersonRow key={person.id} person={person} rowOf={rowOf} days={days} top={item.start} types={types} t={t} />
          );
        })}
      </div>
    </GridPaper>
  );
}

/**
 * The grid's look as one set of CSS rules: its rows are plain elements with class names, so drawing
 * a row costs no style computation at all (docs/decisions/0016-web-budget.md).
 */
const GridPaper = styled(Paper)(({ theme }) => {
  const paper = theme.palette.background.paper;
  const line = `1px solid ${theme.palette.divider}`;
  const dayLines = dayLinesImage(theme.palette.portal.teamCalendar.dayLine);
  return {
    overflow: 'auto',
    maxHeight: 'calc(100vh - 220px)',
    position: 'relative',
    '& .calendar-head': {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      display: 'flex',
      background: paper,
      borderBottom: line,
    },
    '& .calendar-head .calendar-name': { fontSize: 'inherit', lineHeight: 'inherit', fontWeight: 600 },
    '& .calendar-month': { flexShrink: 0, textAlign: 'center', fontSize: 12, fontWeight: 600, borderLeft: line },
    '& .calendar-person': { position: 'absolute', left: 0, height: PERSON_HEIGHT, display: 'flex', borderBottom: line },
    '& .calendar-name': {
      width: NAME_WIDTH,
      flexShrink: 0,
      position: 'sticky',
      left: 0,
      zIndex: 1,
      background: paper,
      padding: theme.spacing(0, 1),
      fontSize: 13,
      lineHeight: `${PERSON_HEIGHT}px`,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
    },
    '& .calendar-strip': { position: 'relative', height: ROW_HEIGHT, backgroundImage: dayLines },
    '& .calendar-bar': { position: 'absolute', top: 0, height: ROW_HEIGHT, backgroundImage: dayLines },
    // docs/product/leave.md#types: leave in its type's colour (the bar's `color`): approved leave filled with it,
    // pending leave hatched with it.
    '& .calendar-bar.calendar-leave': { backgroundColor: 'currentColor' },
    '& .calendar-bar.calendar-pending': {
      backgroundColor: 'transparent',
      backgroundImage: `${dayLines}, ${PENDING_HATCH}`,
      boxShadow: 'inset 0 0 0 1px currentColor',
    },
    // docs/product/time-model.md#half-days: the colour fills half the day, as on the holidays calendar.
    '& .calendar-bar.calendar-half': {
      backgroundColor: 'transparent',
      backgroundImage: `${dayLines}, ${halfDayFill('currentColor').backgroundImage}`,
      boxShadow: halfDayFill('currentColor').boxShadow,
    },
    '& .calendar-bar.calendar-half.calendar-pending': {
      backgroundImage: `${dayLines}, linear-gradient(135deg, transparent 50%, ${paper} 50%), ${PENDING_HATCH}`,
    },
  };
});

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
const PersonRow = memo(function PersonRow({ person, rowOf, days, top, types, t }: PersonRowProps) {
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

/**
 * A light line at the right edge of every day, drawn over the colours as the cells' borders were:
 * one day's image, tiled. A repeating gradient as wide as the year was rasterised in every strip.
 */
function dayLinesImage(colour: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DAY_WIDTH}" height="1"><rect x="${DAY_WIDTH - 1}" width="1" height="1" fill="${colour}"/></svg>`,
  )}")`;
}

function groupByMonth(days: string[]) {
  const months: { key: string; month: number; days: number }[] = [];
  for (const day of days) {
    const key = day.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.days += 1;
    else months.push({ key, month: Number(day.slice(5, 7)), days: 1 });
  }
  return months;
}

/**
 * docs/product/reports.md#team-calendar legend: Pending (hatched), Approved (filled), National Holiday, Half day, the leave
 * types of the year's leave in their colours (docs/product/leave.md#types) and the clients' colours.
 */
function Legend({ data, types }: { data: TeamCalendarData | undefined; types: LeaveTypes }) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const colours = theme.palette.portal.teamCalendar;
  const neutral = theme.palette.text.secondary;
  const shown = new Set((data?.leave ?? []).map((request) => request.type));
  const entries = [
    {
      label: t('reports:team_calendar.pending'),
      swatch: { color: neutral, backgroundImage: PENDING_HATCH, boxShadow: 'inset 0 0 0 1px currentColor' },
    },
    { label: t('reports:team_calendar.approved'), swatch: { bgcolor: neutral } },
    { label: t('reports:team_calendar.national'), swatch: { bgcolor: colours.national } },
    // docs/product/time-model.md#half-days: a half day is half filled, in its mark's colour.
    { label: t('reports:team_calendar.half_day'), swatch: halfDayFill(neutral) },
    ...types.all
      .filter((type) => shown.has(type.id))
      .map((type) => ({ label: type.name, swatch: { bgcolor: type.color } })),
    ...(data?.clients ?? [])
      .slice(0, colours.clients.length)
      .map((client, index) => ({ label: client.name, swatch: { bgcolor: colours.clients[index]! } })),
  ];
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="list"
      aria-label={t('reports:team_calendar.legend')}
    >
      {entries.map((entry) => (
        <Stack key={entry.label} direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center' }} role="listitem">
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, ...entry.swatch }} />
          <Typography variant="body2">{entry.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
