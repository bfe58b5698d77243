import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate, monthHasStarted, type TimesheetView } from '@portal/shared';
import { monthLabel, TimesheetStatusChip } from '../../components/timesheet-summary';
import { formatMoment } from '../../lib/format';
import { timesheetsQuery } from '../../lib/timesheets';
import { SubmitDialog } from './submit-dialog';

const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
/** docs/product/closing.md#month-life: in a month's first days last month is offered too, while it is still open. */
export const LAST_MONTH_DAYS = 7;

/** The month before `month` ("YYYY-MM"). */
function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/**
 * docs/product/closing.md#timesheets on the dashboard: the state of the month of the week shown and, in the first days
 * of a month, of last month while it is still open; "Submit timesheet" opens the month's summary to submit it.
 */
export function TimesheetPanel({ userId, weekMonth, own }: { userId: number; weekMonth: string; own: boolean }) {
  const { t } = useTranslation('timesheets');
  const headingId = useId();
  const today = new Date();
  const todayIso = localIsoDate(today);
  const thisMonth = todayIso.slice(0, 7);
  const lastMonth = previousMonth(thisMonth);
  const offerLastMonth = today.getDate() <= LAST_MONTH_DAYS && weekMonth !== lastMonth;
  const shown = useQuery({ ...timesheetsQuery(weekMonth, userId), select: (sheets) => ownSheet(sheets, userId) });
  const previous = useQuery({
    ...timesheetsQuery(lastMonth, userId),
    enabled: offerLastMonth,
    select: (sheets) => ownSheet(sheets, userId),
  });
  const sheets = [previous.data?.status === 'open' && offerLastMonth ? previous.data : undefined, shown.data].filter(
    (sheet): sheet is TimesheetView => sheet !== undefined,
  );
  const [submitting, setSubmitting] = useState<TimesheetView | null>(null);
  if (sheets.length === 0 && !shown.error) return null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="overline" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
        {t('timesheets:panel.heading')}
      </Typography>
      {shown.error && <Alert severity="error">{shown.error.message}</Alert>}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {sheets.map((sheet) => (
          <MonthState
            key={sheet.month}
            sheet={sheet}
            canSubmit={own && sheet.status === 'open' && monthHasStarted(sheet.month, todayIso)}
            onSubmit={() => setSubmitting(sheet)}
          />
        ))}
      </Stack>
      {submitting && <SubmitDialog sheet={submitting} onClose={() => setSubmitting(null)} />}
    </Paper>
  );
}

function MonthState({ sheet, canSubmit, onSubmit }: { sheet: TimesheetView; canSubmit: boolean; onSubmit(): void }) {
  const { t } = useTranslation('timesheets');
  const month = monthLabel(sheet.month);
  return (
    <Stack spacing={1} data-testid={`timesheet-${sheet.month}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {month}
        </Typography>
        <TimesheetStatusChip status={sheet.status} />
      </Stack>
      {sheet.status === 'submitted' && sheet.submitted_at && (
        <Typography variant="body2" color="textSecondary">
          {t('timesheets:panel.submitted_on', { date: formatMoment(sheet.submitted_at, LONG_DAY) })}
        </Typography>
      )}
      {sheet.status === 'approved' && (
        <Typography variant="body2" color="textSecondary">
          {t('timesheets:panel.approved_by', {
            name: sheet.decided_by?.name ?? '–',
            date: sheet.decided_at ? formatMoment(sheet.decided_at, LONG_DAY) : '–',
          })}
        </Typography>
      )}
      {sheet.status === 'open' && sheet.comment && (
        <Alert severity="warning">{t('timesheets:panel.reopened', { comment: sheet.comment })}</Alert>
      )}
      {canSubmit && (
        <Button variant="contained" size="small" onClick={onSubmit} sx={{ alignSelf: 'flex-start' }}>
          {t('timesheets:panel.submit', { month })}
        </Button>
      )}
    </Stack>
  );
}

function ownSheet(sheets: TimesheetView[], userId: number): TimesheetView | undefined {
  return sheets.find((sheet) => sheet.user_id === userId);
}
