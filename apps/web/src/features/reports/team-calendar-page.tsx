import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCalendarIndex, type TeamCalendarData } from '@portal/shared';
import { DownloadButtons } from '../../components/download-buttons';
import { QueryState } from '../../components/page-states';
import { YearStepper } from '../../components/year-stepper';
import { monthName } from '../../lib/format';
import { halfDayFill } from '../../lib/half-day';
import { useLeaveTypes, type LeaveTypes } from '../../lib/leave-types';
import { useVirtualRows } from '../../lib/virtual-rows';
import { Legend } from './team-calendar-legend';
import { teamCalendarQuery } from './team-calendar-query';
import { DAY_WIDTH, PENDING_HATCH, PERSON_HEIGHT, PersonRow, ROW_HEIGHT } from './team-calendar-row';

const NAME_WIDTH = 180;

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
        <YearStepper
          year={year}
          onChange={setYear}
          previousLabel={t('reports:team_calendar.previous_year')}
          nextLabel={t('reports:team_calendar.next_year')}
        />
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
  const { scroller, virtualizer } = useVirtualRows<HTMLDivElement>(data.people.length, PERSON_HEIGHT);
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
