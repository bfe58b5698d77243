import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

interface RouteTab {
  path: string;
  label: string;
}

const SCROLLS_ON_PHONES = { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } as const;

/** A screen's tabs, one route each so that each loads its own chunk; the route shown is the tab chosen. */
export function RouteTabs({
  label,
  tabs,
  scrollable = false,
}: {
  label: string;
  tabs: readonly RouteTab[];
  /** Tabs that outgrow a phone scroll sideways there. */
  scrollable?: boolean;
}) {
  const { pathname } = useLocation();
  const current = tabs.find((tab) => tab.path === pathname)?.path ?? false;
  return (
    <Tabs value={current} aria-label={label} {...(scrollable && SCROLLS_ON_PHONES)}>
      {tabs.map((tab) => (
        <Tab key={tab.path} value={tab.path} label={tab.label} component={RouterLink} to={tab.path} />
      ))}
    </Tabs>
  );
}
