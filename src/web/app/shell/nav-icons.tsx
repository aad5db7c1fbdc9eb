import type { ReactElement } from 'react';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import type { NavKey } from '#shared/domain/permissions.ts';

export const NAV_ICONS: Record<NavKey, ReactElement> = {
  dashboard: <SpaceDashboardOutlined fontSize="small" />,
  myworkspace: <WorkOutlineOutlined fontSize="small" />,
  requests: <ListAltOutlined fontSize="small" />,
  requestboard: <ViewKanbanOutlined fontSize="small" />,
  support: <SupportAgentOutlined fontSize="small" />,
  enterprises: <ApartmentOutlined fontSize="small" />,
  brandkit: <PaletteOutlined fontSize="small" />,
  catalogue: <CategoryOutlined fontSize="small" />,
  team: <GroupsOutlined fontSize="small" />,
  staff: <ManageAccountsOutlined fontSize="small" />,
  audit: <HistoryOutlined fontSize="small" />,
  integrations: <HubOutlined fontSize="small" />,
};
