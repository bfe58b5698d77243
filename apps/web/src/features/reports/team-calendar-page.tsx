import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { teamCalendarMarks, type LeaveMark, type TeamCalendarData } from '@portal/shared';
import { DownloadButtons } from '../../components/download-buttons';
import { QueryState } from '../../components/page-states';
import { api } from '../../lib/api-client';

const DAY_WIDTH = 22;
const NAME_WIDTH = 180;
const ROW_HEIGHT = 20;
const PERSON_HEIGHT = ROW_HEIGHT * 2 + 2;
/**
 * Spec §9: six colours for client assignments, none of them a blue, green or yellow that could be
 * read as a leave mark (Pending, Approved, National Holiday) of the row above.
 */
const CLIENT_COLOURS = ['#c4b5fd', '#f9a8d4', '#fdba74', '#5eead4', '#d6d3d1', '#d4a373'];
const LEAVE_COLOURS: Record<LeaveMark, string> = { pending: '#3b82f6', approved: '#16a34a', national: '#facc15' };
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/**
 * Spec §2.16: a column per day of the year grouped by month, two rows per person (leave; client
 * assignment). Rows are virtualised so that a thousand people scroll smoothly.
 */
export default function TeamCalendarPage() {
  const [year, setYear] = useState(new Date().getFullYear());
  const calendar = useQuery({
    queryKey: ['team-calendar', year],
    queryFn: async () => (await api<{ data: TeamCalendarData }>(`/team_calendar?year=${year}`)).data,
  });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label="Previous year" onClick={() => setYear(year - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite">
          {year}
        </Typography>
        <IconButton aria-label="Next year" onClick={() => setYear(year + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <Legend clients={calendar.data?.clients ?? []} />
        <Box sx={{ ml: 'auto' }}>
          <DownloadButtons path={`/team_calendar?year=${year}`} fileName={`team-calendar-${year}`} />
        </Box>
      </Stack>
      <QueryState isLoading={calendar.isLoading} error={calendar.error} onRetry={() => calendar.refetch()} />
      {calendar.data && <CalendarGrid data={calendar.data} year={year} />}
    </Stack>
  );
}

function CalendarGrid({ data, year }: { data: TeamCalendarData; year: number }) {
  const { days, rows } = useMemo(() => teamCalendarMarks(data, year), [data, year]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are read during render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => PERSON_HEIGHT,
    overscan: 10,
  });
  const months = useMemo(() => groupByMonth(days), [days]);
  const width = NAME_WIDTH + days.length * DAY_WIDTH;
  if (rows.length === 0) return <Typography>No people yet</Typography>;
  return (
    <Paper
      ref={scroller}
      sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 220px)', position: 'relative' }}
      tabIndex={0}
      aria-label={`Team calendar ${year}`}
      role="region"
    >
      <Box
        sx={{
          width,
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          display: 'flex',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            width: NAME_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            left: 0,
            bgcolor: 'background.paper',
            px: 1,
            fontWeight: 600,
          }}
        >
          Person
        </Box>
        {months.map((month) => (
          <Box
            key={month.key}
            sx={{
              width: month.days * DAY_WIDTH,
              flexShrink: 0,
              textAlign: 'center',
              fontSize: 12,
              fontWeight: 600,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          >
            {month.label}
          </Box>
        ))}
      </Box>
      <Box sx={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <Box
              key={row.person.id}
              data-person={row.person.id}
              sx={{
                position: 'absolute',
                top: item.start,
                left: 0,
                height: PERSON_HEIGHT,
                display: 'flex',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                sx={{
                  width: NAME_WIDTH,
                  flexShrink: 0,
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  bgcolor: 'background.paper',
                  px: 1,
                  fontSize: 13,
                  lineHeight: `${PERSON_HEIGHT}px`,
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  textOverflow: 'ellipsis',
                }}
              >
                {row.person.name}
              </Box>
              <Box>
                <Box sx={{ display: 'flex', height: ROW_HEIGHT }}>
                  {row.leave.map((mark, index) => (
                    <Box
                      key={index}
                      title={mark ? `${days[index]}: ${mark}` : undefined}
                      sx={{
                        width: DAY_WIDTH,
                        height: ROW_HEIGHT,
                        bgcolor: mark ? LEAVE_COLOURS[mark] : 'transparent',
                        borderRight: '1px solid #f1f5f9',
                      }}
                    />
                  ))}
                </Box>
                <Box sx={{ display: 'flex', height: ROW_HEIGHT }}>
                  {row.client.map((colour, index) => (
                    <Box
                      key={index}
                      sx={{
                        width: DAY_WIDTH,
                        height: ROW_HEIGHT,
                        bgcolor: colour === null ? 'transparent' : CLIENT_COLOURS[colour],
                        borderRight: '1px solid #f1f5f9',
                      }}
                    />
                  ))}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

function groupByMonth(days: string[]) {
  const months: { key: string; label: string; days: number }[] = [];
  for (const day of days) {
    const key = day.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.days += 1;
    else months.push({ key, label: MONTH.format(new Date(`${day}T00:00:00Z`)), days: 1 });
  }
  return months;
}

/** Spec §2.16 legend: Pending, Approved, National Holiday, and the clients' colours. */
function Legend({ clients }: { clients: { id: number; name: string }[] }) {
  const entries = [
    { label: 'Pending', colour: LEAVE_COLOURS.pending },
    { label: 'Approved', colour: LEAVE_COLOURS.approved },
    { label: 'National Holiday', colour: LEAVE_COLOURS.national },
    ...clients
      .slice(0, CLIENT_COLOURS.length)
      .map((client, index) => ({ label: client.name, colour: CLIENT_COLOURS[index]! })),
  ];
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} role="list" aria-label="Legend">
      {entries.map((entry) => (
        <Stack key={entry.label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="listitem">
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: entry.colour }} />
          <Typography variant="body2">{entry.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
