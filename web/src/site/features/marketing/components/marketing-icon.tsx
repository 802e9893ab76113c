import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SearchIcon from '@mui/icons-material/Search';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WebIcon from '@mui/icons-material/Web';
import type { SvgIconProps } from '@mui/material/SvgIcon';

import type { MarketingIconName } from '../content/content-types';

const icons = {
  leads: TrendingUpIcon,
  launch: RocketLaunchIcon,
  automation: AutoModeIcon,
  consulting: InsightsIcon,
  search: SearchIcon,
  social: GroupsIcon,
  landing: WebIcon,
  crm: AccountTreeIcon,
} satisfies Record<MarketingIconName, unknown>;

/** Decorative icon for a content item (hidden from assistive technology). */
export function MarketingIcon({ name, ...props }: SvgIconProps & { name: MarketingIconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
