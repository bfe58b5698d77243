import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ACTIVE_API_TOKENS, type ApiTokenView, type CreatedApiToken } from '@portal/shared';
import { useConfirmation } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { formatMoment } from '../../lib/format';
import { apiTokensQuery, useRevokeApiToken } from './api';
import { CreateTokenDialog } from './create-token-dialog';
import { ShownTokenDialog } from './shown-token-dialog';

const DAY = { dateStyle: 'medium' } as const;
const MOMENT = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** docs/product/access.md#api-tokens: create, list and revoke personal API tokens, and try them at /api/docs. */
export function ApiTokensPanel() {
  const { t } = useTranslation('api-tokens');
  const headingId = useId();
  const tokens = useQuery(apiTokensQuery());
  const revoke = useRevokeApiToken();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const confirmation = useConfirmation<ApiTokenView>({
    title: t('api-tokens:revoke_title'),
    text: (token) => t('api-tokens:revoke_text', { name: token.name }),
    confirmLabel: t('api-tokens:revoke'),
    onConfirm: (token) =>
      revoke.mutateAsync(token.id).then(
        () => toast(t('api-tokens:revoked')),
        (error: unknown) => toast(error instanceof Error ? error.message : String(error), 'error'),
      ),
  });
  const atLimit = (tokens.data?.length ?? 0) >= MAX_ACTIVE_API_TOKENS;

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {t('api-tokens:title')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)} disabled={!tokens.data || atLimit}>
          {t('api-tokens:create')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('api-tokens:intro')}
      </Typography>
      <Link href="/api/docs" target="_blank" rel="noopener" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        {t('api-tokens:docs_link')}
      </Link>
      <QueryState isLoading={tokens.isLoading} error={tokens.error} onRetry={() => tokens.refetch()} />
      {tokens.data?.length === 0 && <Typography color="text.secondary">{t('api-tokens:empty')}</Typography>}
      {tokens.data && tokens.data.length > 0 && (
        <List aria-label={t('api-tokens:list_name')} disablePadding>
          {tokens.data.map((token, index) => (
            <Fragment key={token.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <TokenRow token={token} onRevoke={() => confirmation.ask(token)} />
            </Fragment>
          ))}
        </List>
      )}
      {atLimit && <Alert severity="info">{t('api-tokens:limit_reached', { max: MAX_ACTIVE_API_TOKENS })}</Alert>}
      {creating && (
        <CreateTokenDialog
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      )}
      {created && <ShownTokenDialog created={created} onClose={() => setCreated(null)} />}
      {confirmation.dialog}
    </Stack>
  );
}

/** One token: its name, when it was made, expires and was last used; Revoke beside it, or below on a phone. */
function TokenRow({ token, onRevoke }: { token: ApiTokenView; onRevoke(): void }) {
  const { t } = useTranslation('api-tokens');
  return (
    <ListItem disableGutters sx={{ py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ width: '100%', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{token.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('api-tokens:created', { date: formatMoment(token.created_at, DAY) })}
            {' · '}
            {t('api-tokens:expires', { date: formatMoment(token.expires_at, DAY) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {token.last_used_at
              ? t('api-tokens:last_used', { date: formatMoment(token.last_used_at, MOMENT) })
              : t('api-tokens:never_used')}
          </Typography>
        </Stack>
        <Button
          color="error"
          variant="outlined"
          size="small"
          onClick={onRevoke}
          aria-label={t('api-tokens:revoke_named', { name: token.name })}
          sx={{ flexShrink: 0 }}
        >
          {t('api-tokens:revoke')}
        </Button>
      </Stack>
    </ListItem>
  );
}
