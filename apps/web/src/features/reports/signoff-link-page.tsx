import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  MAX_LINK_QUERIES,
  SIGNOFF_LINK_DAYS,
  type SignoffBody,
  type SignoffLinkView,
  type SignoffView,
} from '@portal/shared';
import { LanguageSwitch } from '../../components/language-switch';
import { LoadingScreen } from '../../components/loading-screen';
import { RetryAlert } from '../../components/page-states';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatMoment, formatTotalHours } from '../../lib/format';
import { signoffLinkQuery, signoffStateText, useDecideThroughLink } from '../../lib/signoffs';
import { PersonTables } from './client-time-log-page';
import { SignoffDialog } from './signoff-dialog';

/**
 * /signoff?token=… without signing in (docs/product/closing.md#signoff-links): the client's month as its share link
 * shows it, and Approve and Query as the contact the link was sent to. A wrong, used or expired link says which.
 */
export default function SignoffLinkPage() {
  return <SignoffLink token={useSearchParams()[0].get('token') ?? ''} />;
}

export function SignoffLink({ token }: { token: string }) {
  const { t } = useTranslation(['signoffs', 'common']);
  const link = useQuery(signoffLinkQuery(token));
  const [decided, setDecided] = useState<SignoffView | null>(null);

  let content;
  if (!token) content = <LinkProblem code="SIGNOFF_LINK_INVALID" />;
  else if (link.isLoading) content = <LoadingScreen label={t('signoffs:link.loading')} />;
  else if (link.data) content = <LinkMonth view={link.data} decided={decided} token={token} onDecided={setDecided} />;
  else if (link.error instanceof ApiError && link.error.code.startsWith('SIGNOFF_LINK_'))
    content = <LinkProblem code={link.error.code} />;
  else content = <RetryAlert onRetry={() => link.refetch()}>{t('signoffs:link.failed')}</RetryAlert>;
  return (
    <Box component="main" sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {link.data ? t('signoffs:link.title', { client: link.data.client.name }) : t('signoffs:link.generic_title')}
      </Typography>
      {content}
      <LanguageSwitch />
    </Box>
  );
}

/** Each refusal's words, by the API's code; any other code reads as a wrong link. */
const PROBLEMS = {
  SIGNOFF_LINK_INVALID: {
    title: 'signoffs:link.invalid_title',
    text: 'signoffs:link.invalid_text',
    severity: 'warning',
  },
  SIGNOFF_LINK_EXPIRED: {
    title: 'signoffs:link.expired_title',
    text: 'signoffs:link.expired_text',
    severity: 'warning',
  },
  SIGNOFF_LINK_USED: { title: 'signoffs:link.used_title', text: 'signoffs:link.used_text', severity: 'info' },
} as const;

/** A link that signs nothing: why, and what to do (the same advice for each). */
function LinkProblem({ code }: { code: string }) {
  const { t } = useTranslation('signoffs');
  const problem = PROBLEMS[code as keyof typeof PROBLEMS] ?? PROBLEMS.SIGNOFF_LINK_INVALID;
  return (
    <Alert severity={problem.severity}>
      <AlertTitle component="h2">{t(problem.title)}</AlertTitle>
      {t(problem.text, { days: SIGNOFF_LINK_DAYS })} {t('signoffs:link.ask_new')}
    </Alert>
  );
}

function LinkMonth({
  view,
  decided,
  token,
  onDecided,
}: {
  view: SignoffLinkView;
  decided: SignoffView | null;
  token: string;
  onDecided(signoff: SignoffView): void;
}) {
  const { t } = useTranslation(['signoffs', 'reports']);
  const monthLabel = formatDate(`${view.month}-01`, { month: 'long', year: 'numeric' });
  const minutes = view.report.reduce((sum, item) => sum + item.total_hours, 0);
  return (
    <Stack spacing={2}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('signoffs:link.intro', {
          name: view.contact.name,
          email: view.contact.email,
          client: view.client.name,
          month: monthLabel,
        })}
      </Typography>
      {decided ? (
        <Alert severity="success" role="status">
          {decided.status === 'approved'
            ? t('signoffs:link.approved_done', { month: monthLabel })
            : t('signoffs:link.queried_done')}
        </Alert>
      ) : (
        <Decision view={view} token={token} monthLabel={monthLabel} onDecided={onDecided} />
      )}
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {t('reports:client_log.heading', { hours: formatTotalHours(minutes), client: view.client.name })}
      </Typography>
      <PersonTables report={view.report} />
    </Stack>
  );
}

/** The month's state, and Approve and Query while it is not approved. */
function Decision({
  view,
  token,
  monthLabel,
  onDecided,
}: {
  view: SignoffLinkView;
  token: string;
  monthLabel: string;
  onDecided(signoff: SignoffView): void;
}) {
  const { t } = useTranslation('signoffs');
  const [deciding, setDeciding] = useState<SignoffBody['decision'] | null>(null);
  const decide = useDecideThroughLink(token);
  const open = view.signoff.status !== 'approved';
  return (
    <Paper component="section" aria-label={t('signoffs:panel.heading', { month: monthLabel })} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{signoffStateText(t, view.signoff)}</Typography>
        {open && (
          <Typography variant="body2" color="text.secondary">
            {t('signoffs:link.valid_until', {
              date: formatMoment(view.expires_at, { day: 'numeric', month: 'long', year: 'numeric' }),
            })}
          </Typography>
        )}
        {open && view.queries_left === 0 && (
          <Alert severity="info">{t('signoffs:link.no_queries_left', { max: MAX_LINK_QUERIES })}</Alert>
        )}
        {open && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
              {t('signoffs:actions.approve')}
            </Button>
            {view.queries_left > 0 && (
              <Button variant="outlined" onClick={() => setDeciding('query')}>
                {t('signoffs:actions.query')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {deciding && (
        <SignoffDialog
          decision={deciding}
          monthLabel={monthLabel}
          onDecide={(body) => decide.mutateAsync(body).then((answer) => onDecided(answer.data))}
          onClose={() => setDeciding(null)}
        />
      )}
    </Paper>
  );
}
