import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissibleError } from '../../components/dismissible-error';
import { useToast } from '../../components/toast';
import type { HolidayImportCandidate } from '@portal/shared';
import { useSaveImport } from './api';
import { formatDay } from '../../lib/format';

/** The previewed holidays: tick the ones to save; those already saved cannot be ticked. */
export function ImportPreview({
  candidates,
  calendarId,
  onSaved,
}: {
  candidates: HolidayImportCandidate[];
  calendarId: number;
  onSaved(): void;
}) {
  const { t } = useTranslation('public-holidays');
  const [ticked, setTicked] = useState(() => new Set(candidates.filter((c) => !c.already_saved).map((c) => c.date)));
  const save = useSaveImport();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const open = candidates.filter((candidate) => !candidate.already_saved);
  const chosen = open.filter((candidate) => ticked.has(candidate.date));

  const toggle = (date: string) =>
    setTicked((old) => {
      const next = new Set(old);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });
  const toggleAll = () => setTicked(chosen.length === open.length ? new Set() : new Set(open.map((c) => c.date)));

  const submit = () => {
    setError(null);
    save.mutate(
      { holidays: chosen.map(({ date, title }) => ({ date, title })), calendar_id: calendarId },
      {
        onSuccess: (saved) => {
          toast(t('public-holidays:preview.saved', { count: saved.length }));
          onSaved();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  if (candidates.length === 0) {
    return <Typography color="textSecondary">{t('public-holidays:preview.none')}</Typography>;
  }
  return (
    <Stack spacing={1}>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={t('public-holidays:preview.table_label')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={open.length > 0 && chosen.length === open.length}
                  indeterminate={chosen.length > 0 && chosen.length < open.length}
                  disabled={open.length === 0}
                  onChange={toggleAll}
                  slotProps={{ input: { 'aria-label': t('public-holidays:preview.select_all') } }}
                />
              </TableCell>
              <TableCell>{t('public-holidays:preview.date')}</TableCell>
              <TableCell>{t('public-holidays:preview.name')}</TableCell>
              <TableCell>{t('public-holidays:preview.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {candidates.map((candidate) => (
              <TableRow key={candidate.date} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={candidate.already_saved || ticked.has(candidate.date)}
                    disabled={candidate.already_saved}
                    onChange={() => toggle(candidate.date)}
                    slotProps={{
                      input: {
                        'aria-label': t('public-holidays:preview.holiday', {
                          title: candidate.title,
                          date: candidate.date,
                        }),
                      },
                    }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(candidate.date)}</TableCell>
                <TableCell>{candidate.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {candidate.already_saved
                    ? t('public-holidays:preview.already_saved')
                    : t('public-holidays:preview.new')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={submit} disabled={chosen.length === 0 || save.isPending}>
          {t('public-holidays:preview.save')}
        </Button>
        <Typography variant="body2" color="textSecondary" role="status">
          {t('public-holidays:preview.selected', { chosen: chosen.length, count: open.length })}
        </Typography>
      </Stack>
    </Stack>
  );
}
