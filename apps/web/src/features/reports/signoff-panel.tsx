import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import PendingIcon from '@mui/icons-material/PendingOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, Role, type SignoffBody, type SignoffView } from '@portal/shared';
import { DismissibleError } from '../../components/dismissible-error';
import { useConfirmation } from '../../components/confirm-dialog';
import { RetryAlert } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { SignedInUserContext } from '../../lib/signed-in-user';
import {
  clientSignoffsQuery,
  monthKey,
  signoffStateText,
  useDecideSignoff,
  useReopenSignoff,
} from '../../lib/signoffs';
import { SignoffDialog } from './signoff-dialog';

/**
 * Who looks at the report: an admin reopens, the signed-in client decides; the share link only reads
 * (docs/product/closing.md#client-sign-off).
 */
type Viewer = 'admin' | 'client' | 'share' | 'reader';

function useViewer(shareKey: string | undefined): Viewer {
  const user = useContext(SignedInUserContext);
  if (user && can(user.role_id, 'signoffs:manage')) return 'admin';
  if (user?.role_id === Role.CLIENT) return 'client';
  if (!user && shareKey) return 'share';
  return 'reader';
}

const STATE_ICONS = {
  pending: <PendingIcon color="action" />,
  approved: <CheckCircleIcon color="success" />,
  queried: <HelpIcon color="warning" />,
};

/**
 * docs/product/closing.md#client-sign-off: the sign-off of the client report's month, with the client's Approve and
 * Query, or the admins' Reopen. A month that has not started has no sign-off yet.
 */
export function SignoffPanel({
  clientId,
  month,
  year,
  shareKey,
}: {
  clientId: number;
  month: number;
  year: number;
  shareKey: string | undefined;
}) {
  const { t } = useTranslation(['signoffs', 'common']);
  const headingId = useId();
  const viewer = useViewer(shareKey);
  const signoffs = useQuery(clientSignoffsQuery(clientId, year, shareKey));
  const key = monthKey(year, month);
  const monthLabel = formatDate(`${key}-01`, { month: 'long', year: 'numeric' });
  const signoff = signoffs.data?.find((item) => item.month === key);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('signoffs:panel.heading', { month: monthLabel })}
      </Typography>
      {signoffs.isLoading && <Typography color="text.secondary">{t('signoffs:panel.loading')}</Typography>}
      {signoffs.error && <RetryAlert onRetry={() => signoffs.refetch()}>{t('signoffs:panel.failed')}</RetryAlert>}
      {signoffs.data &&
        (signoff ? (
          <SignoffState signoff={signoff} viewer={viewer} clientId={clientId} monthLabel={monthLabel} />
        ) : (
          <Typography color="text.secondary">{t('signoffs:panel.not_started')}</Typography>
        ))}
    </Paper>
  );
}

function SignoffState({
  signoff,
  viewer,
  clientId,
  monthLabel,
}: {
  signoff: SignoffView;
  viewer: Viewer;
  clientId: number;
  monthLabel: string;
}) {
  const { t } = useTranslation(['signoffs', 'common']);
  const toast = useToast();
  const [deciding, setDeciding] = useState<SignoffBody['decision'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideSignoff(clientId);
  const reopen = useReopenSignoff();
  const reopening = useConfirmation<SignoffView>({
    title: t('signoffs:reopen.title'),
    text: t('signoffs:reopen.text', { month: monthLabel }),
    confirmLabel: t('signoffs:reopen.confirm'),
    onConfirm: ({ month }) =>
      reopen.mutateAsync({ clientId, month }).then(
        () => toast(t('signoffs:reopen.done', { month: monthLabel })),
        (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t('signoffs:errors.failed')),
      ),
  });

  const decides = viewer === 'client' && signoff.status !== 'approved';
  const reopens = viewer === 'admin' && signoff.status !== 'pending';
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {STATE_ICONS[signoff.status]}
        <Typography sx={{ overflowWrap: 'anywhere' }}>{signoffStateText(t, signoff)}</Typography>
      </Stack>
      {viewer === 'share' && signoff.status !== 'approved' && (
        <Typography variant="body2" color="text.secondary">
          {t('signoffs:panel.share_reads_only')}
        </Typography>
      )}
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      {(decides || reopens) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {decides && (
            <>
              <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
                {t('signoffs:actions.approve')}
              </Button>
              <Button variant="outlined" onClick={() => setDeciding('query')}>
                {t('signoffs:actions.query')}
              </Button>
            </>
          )}
          {reopens && (
            <Button variant="outlined" onClick={() => reopening.ask(signoff)}>
              {t('signoffs:actions.reopen')}
            </Button>
          )}
        </Stack>
      )}
      {deciding && (
        <SignoffDialog
          decision={deciding}
          monthLabel={monthLabel}
          onDecide={(body) =>
            decide
              .mutateAsync({ month: signoff.month, body })
              .then(() =>
                toast(
                  body.decision === 'approve'
                    ? t('signoffs:approve.done', { month: monthLabel })
                    : t('signoffs:query.done'),
                ),
              )
          }
          onClose={() => setDeciding(null)}
        />
      )}
      {reopening.dialog}
    </Stack>
  );
}
