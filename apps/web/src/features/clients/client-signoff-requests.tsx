import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignoffRequestView } from '@portal/shared';
import { useToast } from '../../components/toast';
import { formatDate, formatMoment } from '../../lib/format';
import { RequestSignoffDialog } from './request-signoff-dialog';

/** The newest requests a client's entry lists; older ones stay in the audit trail. */
const SHOWN_REQUESTS = 5;

const STATE_KEYS = {
  open: 'signoffs:requests.state.open',
  used: 'signoffs:requests.state.used',
  expired: 'signoffs:requests.state.expired',
} as const;

const longDay = (moment: string) => formatMoment(moment, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * docs/product/closing.md#signoff-links: a client's "Request sign-off" on the Clients screen, and the requests of the
 * year shown with their state (open until…, used, expired).
 */
export function ClientSignoffRequests({
  client,
  requests,
}: {
  client: { id: number; name: string };
  requests: SignoffRequestView[];
}) {
  const { t } = useTranslation('signoffs');
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const shown = requests.slice(0, SHOWN_REQUESTS);
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SendIcon />}
        aria-label={t('signoffs:request.action_of', { client: client.name })}
        onClick={() => setAsking(true)}
      >
        {t('signoffs:request.action')}
      </Button>
      {shown.length > 0 && (
        <Box
          component="ul"
          aria-label={t('signoffs:requests.label', { client: client.name })}
          sx={{ m: 0, mt: 1, pl: 2.5, color: 'text.secondary', typography: 'body2' }}
        >
          {shown.map((request) => (
            <Box component="li" key={request.id} sx={{ overflowWrap: 'anywhere' }}>
              {t('signoffs:requests.item', {
                month: formatDate(`${request.month}-01`, { month: 'long', year: 'numeric' }),
                name: request.name,
                email: request.email,
                state: t(STATE_KEYS[request.state], { date: longDay(request.expires_at) }),
              })}
            </Box>
          ))}
        </Box>
      )}
      {asking && (
        <RequestSignoffDialog
          client={client}
          onClose={() => setAsking(false)}
          onSent={(email) => toast(t('signoffs:request.sent', { email }))}
        />
      )}
    </Box>
  );
}
