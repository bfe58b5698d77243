import { useTranslation } from 'react-i18next';
import { RouteTabs } from './route-tabs';

/**
 * The National Holidays screen's tabs, one route each so that each loads its own chunk (docs/product/time-model.md#calendars,
 * docs/product/leave.md#types).
 */
export const HOLIDAY_ADMIN_PATHS = {
  publicHolidays: '/holidays/nationalholidays',
  locations: '/holidays/nationalholidays/locations',
  leaveTypes: '/holidays/nationalholidays/types',
} as const;

export function HolidayAdminTabs() {
  const { t } = useTranslation('common');
  return (
    // Three tabs outgrow a phone in German: they scroll sideways there.
    <RouteTabs
      label={t('common:holiday_tabs.label')}
      scrollable
      tabs={[
        { path: HOLIDAY_ADMIN_PATHS.publicHolidays, label: t('common:holiday_tabs.public_holidays') },
        { path: HOLIDAY_ADMIN_PATHS.locations, label: t('common:holiday_tabs.locations') },
        { path: HOLIDAY_ADMIN_PATHS.leaveTypes, label: t('common:holiday_tabs.leave_types') },
      ]}
    />
  );
}
