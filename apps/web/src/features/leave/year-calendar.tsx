import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  eachDay,
  leaveShare,
  monthBounds,
  weekdayIndex,
  type IsoDate,
  type LeaveRequestView,
  type PublicHolidayView,
} from '@portal/shared';
import { monthName, weekdayInitial, formatDay } from '../../lib/format';
import type { LeaveTypes } from '../../lib/leave-types';
import { halfDayToneSx, leaveToneSx, NATIONAL_HOLIDAY_STYLE, NO_STATUS_STYLE, STATUS_STYLE } from './leave-colours';
import { STATUS_KEYS } from './leave-status';

/** Monday to Sunday. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
/** docs/product/time-and-week.md#constants: 3 or 4 calendar months per row, threshold 1280px. */
const THREE_PER_ROW_FROM = 1280;

/**
 * Which request colours each day: "When several requests cover a day, the last in the list wins."
 * The list is taken in the order the requests were made (the API sends the newest first), so that
 * days asked for again after a decline (docs/product/leave.md#overlaps) show the new request (docs/decisions/0006-leave.md).
 */
function winningRequests(requests: LeaveRequestView[]): Map<IsoDate, LeaveRequestView> {
  const winners = new Map<IsoDate, LeaveRequestView>();
  for (const request of requests.toSorted((a, b) => a.id - b.id))
    for (const day of eachDay(request.from_date, request.to_date)) winners.set(day, request);
  return winners;
}

/**
 * Each day's leave type by the request that wins it (docs/product/leave.md#types); null for a colleague's private type
 * (docs/product/leave.md#private-absences).
 */
export function dayTypes(requests: LeaveRequestView[]): Map<IsoDate, number | null> {
  return new Map([...winningRequests(requests)].map(([day, request]) => [day, request.type]));
}

/** The ids of the leave types of the requests with a day in `year`, in the order of the types; null (absent) last. */
export function typesInYear(year: number, requests: LeaveRequestView[], types: LeaveTypes): (number | null)[] {
  const inYear = new Set(
    requests
      .filter((request) => request.from_date <= `${year}-12-31` && request.to_date >= `${year}-01-01`)
      .map((request) => request.type),
  );
  const known = types.all.filter((type) => inYear.has(type.id)).map((type) => type.id);
  return [...known, ...[...inYear].filter((id) => id === null || !types.byId(id))];
}

/** Each day's status by the request that wins it. */
export function dayStatuses(requests: LeaveRequestView[]): Map<IsoDate, number> {
  return new Map([...winningRequests(requests)].map(([day, request]) => [day, request.status]));
}

/** docs/product/time-model.md#half-days: the days whose winning request takes only half of them. */
export function halfDays(requests: LeaveRequestView[]): Set<IsoDate> {
  return new Set(
    [...winningRequests(requests)].filter(([day, request]) => leaveShare(request, day) < 1).map(([day]) => day),
  );
}

/**
 * docs/product/leave.md#holidays-screen twelve-month grid: 3 months per row from 1280px, 4 below; under the 600px mobile
 * breakpoint 2, so that days stay big enough to touch (docs/decisions/0006-leave.md).
 */
export function YearCalendar({
  year,
  requests,
  publicHolidays,
  types,
}: {
  year: number;
  requests: LeaveRequestView[];
  publicHolidays: PublicHolidayView[];
  types: LeaveTypes;
}) {
  const { t } = useTranslation('leave');
  const statuses = dayStatuses(requests);
  const typeIds = dayTypes(requests);
  const typeNames = new Map(requests.map((request) => [request.type, request.type_text]));
  const halves = halfDays(requests);
  const holidayTitles = new Map(publicHolidays.map((holiday) => [holiday.date, holiday.title]));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        [`@media (min-width: ${THREE_PER_ROW_FROM}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      }}
      aria-label={t('leave:year_calendar.label', { year })}
      role="region"
    >
      {Array.from({ length: 12 }, (_, month) => {
        const key = `${year}-${String(month + 1).padStart(2, '0')}`;
        const [first, last] = monthBounds(key);
        return (
          <Paper key={key} variant="outlined" sx={{ p: 1 }}>
            <Typography component="h3" variant="subtitle2" sx={{ textAlign: 'center', mb: 0.5 }}>
              {monthName(month + 1)}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(7, 1fr)',
                gap: '2px',
                fontSize: 12,
                textAlign: 'center',
              }}
            >
              {WEEKDAYS.map((day) => (
                <Box key={day} aria-hidden sx={{ color: 'text.secondary' }}>
                  {weekdayInitial(day)}
                </Box>
              ))}
              {Array.from({ length: weekdayIndex(first) }, (_, index) => (
                <Box key={`blank-${index}`} />
              ))}
              {eachDay(first, last).map((date) => (
                <DayCell
                  key={date}
                  date={date}
                  status={statuses.get(date)}
                  type={typeMark(types, typeIds.get(date), typeNames)}
                  halfDay={halves.has(date)}
                  holidayTitle={holidayTitles.get(date)}
                  t={t}
                />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

/** A day's leave type, as its mark shows it: the type's name and colour (null and 'Absent': a colleague's private type). */
interface TypeMark {
  id: number | null;
  name: string;
  colour: string;
}

function typeMark(
  types: LeaveTypes,
  id: number | null | undefined,
  serverNames: Map<number | null, string>,
): TypeMark | undefined {
  if (id === undefined) return undefined;
  return { id, name: types.name(id, serverNames.get(id)), colour: types.colour(id) };
}

/** docs/product/leave.md#types: a bar at the foot of a day of leave, in its type's colour; the status keeps the day's shade. */
const TYPE_BAR = { position: 'absolute', left: 2, right: 2, bottom: 1, height: 3, borderRadius: 1 } as const;

function DayCell({
  date,
  status,
  type,
  halfDay,
  holidayTitle,
  t,
}: {
  date: IsoDate;
  status: number | undefined;
  type: TypeMark | undefined;
  halfDay: boolean;
  holidayTitle: string | undefined;
  /** The calendar's: a year has 365 days, and a hook in each would be 365 subscriptions to the language. */
  t: TFunction;
}) {
  const style = holidayTitle
    ? NATIONAL_HOLIDAY_STYLE
    : status !== undefined
      ? (STATUS_STYLE[status] ?? NO_STATUS_STYLE)
      : NO_STATUS_STYLE;
  const statusKey = status !== undefined ? STATUS_KEYS[status] : undefined;
  const statusText = statusKey ? t(statusKey) : undefined;
  const half = halfDay && !holidayTitle && statusText !== undefined;
  const leave = half ? t('leave:year_calendar.half_day', { status: statusText }) : statusText;
  const typed = type && leave !== undefined ? t('leave:year_calendar.typed', { leave, type: type.name }) : leave;
  const meaning = holidayTitle ?? typed;
  const marked = type && !holidayTitle;
  const cell = (
    <Box
      data-date={date}
      data-status={holidayTitle ? 'national' : (status ?? 'none')}
      data-half={half || undefined}
      data-type={marked ? (type.id ?? 'absent') : undefined}
      tabIndex={meaning ? 0 : undefined}
      aria-label={meaning ? t('leave:year_calendar.day', { date: formatDay(date), meaning }) : undefined}
      sx={{
        ...(half ? halfDayToneSx(style.tone) : leaveToneSx(style.tone)),
        position: 'relative',
        borderRadius: 0.5,
        lineHeight: '22px',
        border: meaning ? 0 : '1px solid',
        borderColor: 'grey.100',
      }}
    >
      {Number(date.slice(8))}
      {marked && <Box component="span" aria-hidden sx={{ ...TYPE_BAR, bgcolor: type.colour }} />}
    </Box>
  );
  return holidayTitle ? <Tooltip title={holidayTitle}>{cell}</Tooltip> : cell;
}
