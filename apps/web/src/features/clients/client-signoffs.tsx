import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { monthHasStarted, type ClientView, type SignoffView } from '@portal/shared';
import { NumberSelect } from '../../components/small-select';
import { DismissibleError } from '../../components/dismissible-error';
import { useConfirmation } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { formatDate, monthName } from '../../lib/format';
import {
  monthKey,
  signoffRequestsQuery,
  signoffStateText,
  signoffsOverviewQuery,
  useReopenSignoff,
} from '../../lib/signoffs';
import { ClientSignoffRequests } from './client-signoff-requests';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Today in the browser, "YYYY-MM-DD". */
function today(): string {
  const now = new Date();
  return `${monthKey(now.getFullYear(), now.getMonth() + 1)}-${String(now.getDate()).padStart(2, '0')}`;
}

const monthLabelOf = (month: string) => formatDate(`${month}-01`, { month: 'long', year: 'numeric' });

/**
 * docs/product/closing.md#client-sign-off: each client's months of a year on the Clients screen, one chip a month
 * (its state in words for screen readers, an icon and a colour for the eye) that opens the client's report of that
 * month, and the decided months with their Reopen.
 */
export function ClientSignoffs({ clients }: { clients: ClientView[] }) {
  const { t } = useTranslation(['signoffs', 'common']);
  const headingId = useId();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const overview = useQuery(signoffsOverviewQuery(year));
  const requests = useQuery(signoffRequestsQuery(year));
  const reopen = useReopenSignoff();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const reopening = useConfirmation<{ clientId: number; month: string }>({
    title: t('signoffs:reopen.title'),
    text: ({ month }) => t('signoffs:reopen.text', { month: monthLabelOf(month) }),
    confirmLabel: t('signoffs:reopen.confirm'),
    onConfirm: (target) =>
      reopen.mutateAsync(target).then(
        () => toast(t('signoffs:reopen.done', { month: monthLabelOf(target.month) })),
        (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t('signoffs:errors.failed')),
      ),
  });

  const signoffOf = (clientId: number, month: string): SignoffView =>
    overview.data?.find((item) => item.client_id === clientId && item.month === month) ?? {
      month,
      status: 'pending',
      by: null,
      at: null,
      comment: null,
    };

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('signoffs:overview.title')}
        </Typography>
        <NumberSelect
          label={t('common:month_year.year')}
          value={year}
          options={[thisYear - 2, thisYear - 1, thisYear]}
          onChange={setYear}
          minWidth={100}
        />
      </Stack>
      <QueryState isLoading={overview.isLoading} error={overview.error} onRetry={() => overview.refetch()} />
      <DismissibleError message={error} onDismiss={() => setError(null)} sx={{ mb: 1 }} />
      {requests.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('signoffs:requests.failed')}
        </Alert>
      )}
      {overview.data && <Legend />}
      {overview.data && (
        <Stack spacing={2}>
          {clients.map((client) => {
            const months = MONTHS.map((month) => signoffOf(client.id, monthKey(year, month)));
            const decided = months.filter((signoff) => signoff.status !== 'pending');
            return (
              <Box key={client.id}>
                <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
                  {client.name}
                </Typography>
                <Box
                  component="ul"
                  aria-label={t('signoffs:overview.months', { client: client.name, year })}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, my: 1 }}
                >
                  {months.map((signoff) => (
                    <li key={signoff.month}>
                      <MonthChip clientId={client.id} signoff={signoff} />
                    </li>
                  ))}
                </Box>
                {decided.length > 0 && (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {decided.map((signoff) => (
                      <Box component="li" key={signoff.month} sx={{ overflowWrap: 'anywhere' }}>
                        {t('signoffs:overview.month', {
                          month: monthLabelOf(signoff.month),
                          state: signoffStateText(t, signoff),
                        })}{' '}
                        <Button
                          size="small"
                          aria-label={t('signoffs:overview.reopen', {
                            month: monthLabelOf(signoff.month),
                            client: client.name,
                          })}
                          onClick={() => reopening.ask({ clientId: client.id, month: signoff.month })}
                        >
                          {t('signoffs:actions.reopen')}
                        </Button>
                      </Box>
                    ))}
                  </Box>
                )}
                <ClientSignoffRequests
                  client={client}
                  requests={requests.data?.filter((request) => request.client_id === client.id) ?? []}
                />
              </Box>
            );
          })}
        </Stack>
      )}
      {reopening.dialog}
    </Paper>
  );
}

/** Read by screen readers, not shown (in sx a width of 1 would mean 100%). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Look = keyof Theme['palette']['portal']['signoff'];

/** A chip's colours by the month's state, from palette.portal.signoff. */
const coloursOf = (look: Look) => (theme: Theme) => {
  const { bg, fg } = theme.palette.portal.signoff[look];
  return { bgcolor: bg, color: fg, borderColor: fg, '& .MuiChip-icon': { color: fg } };
};

/** What the chips' colours and icons mean, in words. */
function Legend() {
  const { t } = useTranslation('signoffs');
  const entries: { look: Look; text: string }[] = [
    { look: 'approved', text: t('signoffs:legend.approved') },
    { look: 'queried', text: t('signoffs:legend.queried') },
    { look: 'pending', text: t('signoffs:legend.pending') },
    { look: 'notStarted', text: t('signoffs:legend.not_started') },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('signoffs:legend.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {entries.map(({ look, text }) => (
        <li key={look}>
          <Chip
            label={text}
            size="small"
            variant="outlined"
            icon={look === 'approved' || look === 'queried' ? CHIP_ICONS[look] : undefined}
            sx={coloursOf(look)}
          />
        </li>
      ))}
    </Box>
  );
}

const CHIP_ICONS = {
  pending: undefined,
  approved: <CheckCircleIcon />,
  queried: <HelpIcon />,
};

/**
 * One month of a client: a link to its report, or for a month that has not started no link. Its short name is what the
 * eye reads; screen readers read the month and its state instead (a visible text must be part of a link's name).
 */
function MonthChip({ clientId, signoff }: { clientId: number; signoff: SignoffView }) {
  const { t } = useTranslation('signoffs');
  const [year, month] = signoff.month.split('-').map(Number) as [number, number];
  const started = monthHasStarted(signoff.month, today());
  const words = started
    ? t('signoffs:overview.month', { month: monthLabelOf(signoff.month), state: signoffStateText(t, signoff) })
    : t('signoffs:overview.not_started', { month: monthLabelOf(signoff.month) });
  const label = (
    <>
      <span aria-hidden="true">{monthName(month, 'short')}</span>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {words}
      </Box>
    </>
  );
  const colours = coloursOf(started ? signoff.status : 'notStarted');
  if (!started) return <Chip label={label} size="small" variant="outlined" sx={colours} />;
  return (
    <Chip
      component={RouterLink}
      to={`/timelog/client/${clientId}?month=${month}&year=${year}`}
      clickable
      label={label}
      size="small"
      variant="outlined"
      icon={CHIP_ICONS[signoff.status]}
      sx={colours}
    />
  );
}
