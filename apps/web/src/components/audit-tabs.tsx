import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/** The Audit screen's tabs, one route each so that each loads its own chunk (docs/product/jobs.md#api). */
export const AUDIT_PATHS = {
  trail: '/audit',
  jobs: '/audit/jobs',
} as const;

export function AuditTabs() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const current = Object.values(AUDIT_PATHS).find((path) => path === pathname) ?? false;
  return (
    <Tabs value={current} aria-label={t('common:audit_tabs.label')}>
      <Tab
        value={AUDIT_PATHS.trail}
        label={t('common:audit_tabs.trail')}
        component={RouterLink}
        to={AUDIT_PATHS.trail}
      />
      <Tab value={AUDIT_PATHS.jobs} label={t('common:audit_tabs.jobs')} component={RouterLink} to={AUDIT_PATHS.jobs} />
    </Tabs>
  );
}
