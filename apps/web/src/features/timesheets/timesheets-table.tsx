import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TimesheetView } from '@portal/shared';
import { missingDaysText, TimesheetStatusChip } from '../../components/timesheet-summary';
import { VirtualRowGroup } from '../../components/virtual-row-group';
import { formatNumber, formatTotalHours } from '../../lib/format';
import { STICKY_HEADER_ROW, useVirtualRows } from '../../lib/virtual-rows';

/** Desktop: one line per person; a phone stacks each row's cells into a card (docs/product/closing.md#timesheets). */
const COLUMNS = '48px minmax(140px, 2fr) 120px 140px minmax(140px, 2fr) 100px 200px';
const ROW_ESTIMATE = 52;
/** A row's grid: a phone's card puts the numbers, the missing days and the actions under the name. */
const SHEET_ROW = {
  display: 'grid',
  gridTemplateColumns: { xs: '48px 1fr auto', md: COLUMNS },
  gridTemplateAreas: {
    xs: '"pick name status" ". numbers numbers" ". missing missing" ". actions actions"',
    md: 'none',
  },
  alignItems: 'center',
  columnGap: 1,
  pr: 1,
  py: { xs: 1, md: 0.5 },
} as const;
/** The headers a phone leaves out: its cards say what each value is. */
const WIDE_HEADERS = [
  'timesheets:table.status',
  'timesheets:table.hours',
  'timesheets:table.missing',
  'timesheets:table.leave',
  'timesheets:table.actions',
] as const;

interface TableProps {
  sheets: TimesheetView[];
  emptyText: string;
  selected: ReadonlySet<number>;
  onSelect(selected: ReadonlySet<number>): void;
  busy: boolean;
  onApprove(sheet: TimesheetView): void;
  onReopen(sheet: TimesheetView): void;
}

/**
 * The month's people, status and summary. Rows are virtualised (up to 1,000 people a month, as the team calendar's) and
 * measured as they draw, so that a long list of missing days or a phone's card may take more than one line.
 */
export function TimesheetsTable({ sheets, emptyText, selected, onSelect, busy, onApprove, onReopen }: TableProps) {
  const { t } = useTranslation('timesheets');
  const { scroller, virtualizer } = useVirtualRows<HTMLDivElement>(sheets.length, ROW_ESTIMATE);
  const selectable = sheets.filter((sheet) => sheet.status !== 'approved');
  const allChosen = selectable.length > 0 && selectable.every((sheet) => selected.has(sheet.user_id));
  const someChosen = selectable.some((sheet) => selected.has(sheet.user_id));
  const toggle = (userId: number) => {
    const next = new Set(selected);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    onSelect(next);
  };

  if (sheets.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="textSecondary">{emptyText}</Typography>
      </Paper>
    );
  }
  return (
    <Paper
      ref={scroller}
      role="table"
      aria-label={t('timesheets:table.label')}
      aria-rowcount={sheets.length + 1}
      aria-busy={busy}
      sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 280px)', position: 'relative' }}
    >
      <Box
        role="row"
        aria-rowindex={1}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '48px 1fr', md: COLUMNS },
          alignItems: 'center',
          columnGap: 1,
          pr: 1,
          ...STICKY_HEADER_ROW,
        }}
      >
        <Box role="columnheader">
          <Checkbox
            checked={allChosen}
            indeterminate={someChosen && !allChosen}
            disabled={selectable.length === 0}
            onChange={() => onSelect(allChosen ? new Set() : new Set(selectable.map((sheet) => sheet.user_id)))}
            slotProps={{ input: { 'aria-label': t('timesheets:table.select_all') } }}
          />
        </Box>
        <Box role="columnheader">{t('timesheets:table.person')}</Box>
        {WIDE_HEADERS.map((header) => (
          <Box key={header} role="columnheader" sx={{ display: { xs: 'none', md: 'block' } }}>
            {t(header)}
          </Box>
        ))}
      </Box>
      <VirtualRowGroup virtualizer={virtualizer} rows={sheets} rowKey={(sheet) => sheet.user_id} rowSx={SHEET_ROW}>
        {(sheet) => (
          <>
            <SheetCells sheet={sheet} chosen={selected.has(sheet.user_id)} onToggle={() => toggle(sheet.user_id)} />
            <Stack role="cell" direction="row" spacing={1} sx={{ gridArea: { xs: 'actions', md: 'auto' } }}>
              {sheet.status !== 'approved' && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => onApprove(sheet)}
                  aria-label={t('timesheets:table.approve_person', { name: sheet.name })}
                >
                  {t('timesheets:table.approve')}
                </Button>
              )}
              {sheet.status !== 'open' && (
                <Button
                  size="small"
                  onClick={() => onReopen(sheet)}
                  aria-label={t('timesheets:table.reopen_person', { name: sheet.name })}
                >
                  {t('timesheets:table.reopen')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </VirtualRowGroup>
    </Paper>
  );
}

function SheetCells({ sheet, chosen, onToggle }: { sheet: TimesheetView; chosen: boolean; onToggle(): void }) {
  const { t } = useTranslation('timesheets');
  const hours = t('timesheets:summary.hours_of', {
    logged: formatTotalHours(sheet.logged_minutes),
    target: formatTotalHours(sheet.target_minutes),
  });
  const missing = sheet.missing_days.length;
  return (
    <>
      <Box role="cell" sx={{ gridArea: { xs: 'pick', md: 'auto' } }}>
        <Checkbox
          checked={chosen && sheet.status !== 'approved'}
          disabled={sheet.status === 'approved'}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('timesheets:table.select', { name: sheet.name }) } }}
        />
      </Box>
      <Box role="cell" sx={{ gridArea: { xs: 'name', md: 'auto' }, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {sheet.name}
        {sheet.status === 'open' && sheet.comment && (
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block', fontWeight: 400 }}>
            {t('timesheets:table.reopened', { comment: sheet.comment })}
          </Typography>
        )}
      </Box>
      <Box role="cell" sx={{ gridArea: { xs: 'status', md: 'auto' } }}>
        <TimesheetStatusChip status={sheet.status} />
      </Box>
      <Box role="cell" sx={{ gridArea: { xs: 'numbers', md: 'auto' }, whiteSpace: 'nowrap' }}>
        {hours}
        <Box component="span" sx={{ display: { md: 'none' } }}>
          {' · '}
          {t('timesheets:table.leave_short', { days: formatNumber(sheet.leave_days) })}
        </Box>
      </Box>
      <Box
        role="cell"
        sx={{ gridArea: { xs: 'missing', md: 'auto' }, color: missing ? 'text.primary' : 'text.secondary' }}
      >
        {missing === 0
          ? t('timesheets:summary.none_missing')
          : t('timesheets:table.missing_days', { count: missing, days: missingDaysText(sheet.missing_days) })}
      </Box>
      <Box role="cell" sx={{ display: { xs: 'none', md: 'block' } }}>
        {formatNumber(sheet.leave_days)}
      </Box>
    </>
  );
}
