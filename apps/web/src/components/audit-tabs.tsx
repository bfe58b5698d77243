import { useTranslation } from 'react-i18next';
import { RouteTabs } from './route-tabs';

/** The Audit screen's tabs, one route each so that each loads its own chunk (docs/product/jobs.md#api). */
export const AUDIT_PATHS = {
  trail: '/audit',
  jobs: '/audit/jobs',
} as const;

export function AuditTabs() {
  const { t } = useTranslation('common');
  return (
    <RouteTabs
      label={t('common:audit_tabs.label')}
      tabs={[
        { path: AUDIT_PATHS.trail, label: t('common:audit_tabs.trail') },
        { path: AUDIT_PATHS.jobs, label: t('common:audit_tabs.jobs') },
      ]}
    />
  );
}
