import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import type { AdminCategory } from '#shared/schemas/catalogue.ts';
import { catalogueTypePath } from '../../paths.ts';
import { creditsLabel } from '../../lib/format.ts';
import { SortableList } from './SortableList.tsx';
import { LazyTooltip } from '../../components/lazy-tooltip/LazyTooltip.tsx';

type AdminType = AdminCategory['types'][number];

/**
 * One category of /catalogue and its types. Types are reordered by dragging their handle or with the
 * up/down buttons, and moved to another category from their "Move to" menu; the category itself is
 * dragged by the handle in its header (`handle`, given by the list of categories).
 */
export function CategoryCard(props: {
  category: AdminCategory;
  categories: AdminCategory[];
  handle: ReactNode;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onReorderTypes: (ids: number[]) => void;
  onMoveType: (index: number, by: -1 | 1) => void;
  onMoveToCategory: (typeId: number, categoryId: number) => void;
  onArchive: (kind: 'categories' | 'types', id: number, archived: boolean) => void;
  onNewType: () => void;
}) {
  const { category: c } = props;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Category ${c.name}`}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {props.handle}
        <Typography
          component="h2"
          variant="h6"
          sx={{ flexGrow: 1, minWidth: 0, opacity: c.archived ? 0.6 : 1 }}
        >
          {c.name} {c.archived && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
        </Typography>
        {narrow ? (
          <>
            <Button size="small" variant="outlined" onClick={props.onNewType}>
              New type
            </Button>
            <IconButton
              size="small"
              aria-label={`Actions for ${c.name}`}
              aria-haspopup="menu"
              onClick={(e) => setMenu(e.currentTarget)}
            >
              <MoreVert fontSize="small" />
            </IconButton>
            <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              <MenuItem disabled={props.first} onClick={() => (setMenu(null), props.onMove(-1))}>
                Move up
              </MenuItem>
              <MenuItem disabled={props.last} onClick={() => (setMenu(null), props.onMove(1))}>
                Move down
              </MenuItem>
              <MenuItem onClick={() => (setMenu(null), props.onArchive('categories', c.id, !c.archived))}>
                {c.archived ? 'Restore' : 'Archive'}
              </MenuItem>
            </Menu>
          </>
        ) : (
          <>
            <LazyTooltip title="Move up">
              <span>
                <IconButton
                  aria-label={`Move ${c.name} up`}
                  disabled={props.first}
                  onClick={() => props.onMove(-1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </LazyTooltip>
            <LazyTooltip title="Move down">
              <span>
                <IconButton
                  aria-label={`Move ${c.name} down`}
                  disabled={props.last}
                  onClick={() => props.onMove(1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </LazyTooltip>
            <Button size="small" onClick={() => props.onArchive('categories', c.id, !c.archived)}>
              {c.archived ? 'Restore' : 'Archive'}
            </Button>
            <Button size="small" variant="outlined" onClick={props.onNewType}>
              New type
            </Button>
          </>
        )}
      </Stack>
      {c.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {c.description}
        </Typography>
      )}
      {c.types.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No types yet.
        </Typography>
      ) : (
        <SortableList
          component="ul"
          itemComponent="li"
          ids={c.types.map((t) => t.id)}
          nameOf={(id) => c.types.find((t) => t.id === id)?.name ?? ''}
          onReorder={props.onReorderTypes}
          renderItem={(id, handle) => {
            const ti = c.types.findIndex((t) => t.id === id);
            return (
              <TypeRow
                type={c.types[ti]!}
                handle={handle}
                first={ti === 0}
                last={ti === c.types.length - 1}
                targets={props.categories.filter((x) => x.id !== c.id)}
                onMove={(by) => props.onMoveType(ti, by)}
                onMoveToCategory={(categoryId) => props.onMoveToCategory(id, categoryId)}
                onArchive={(archived) => props.onArchive('types', id, archived)}
              />
            );
          }}
        />
      )}
    </Paper>
  );
}

function TypeRow(props: {
  type: AdminType;
  handle: ReactNode;
  first: boolean;
  last: boolean;
  targets: AdminCategory[];
  onMove: (by: -1 | 1) => void;
  onMoveToCategory: (categoryId: number) => void;
  onArchive: (archived: boolean) => void;
}) {
  const { type: t } = props;
  // Phones get the actions in one menu, so a row stays two lines instead of wrapping into four.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [menu, setMenu] = useState<{ anchor: HTMLElement; all: boolean } | null>(null);
  const close = () => setMenu(null);
  const moveItems = props.targets.map((target) => (
    <MenuItem
      key={target.id}
      onClick={() => {
        close();
        props.onMoveToCategory(target.id);
      }}
    >
      <ListItemText
        primary={`Move to ${target.name}`}
        secondary={target.archived ? 'Archived: its types are not offered to customers' : undefined}
      />
    </MenuItem>
  ));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        opacity: t.archived ? 0.6 : 1,
      }}
    >
      {props.handle}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', flexGrow: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={catalogueTypePath(t.id)}
          sx={{ flexGrow: 1, minWidth: { xs: '100%', sm: 140 }, fontWeight: 500 }}
        >
          {t.name}
        </Link>
        <Chip size="small" label={creditsLabel(t.credit)} />
        <Chip
          size="small"
          color={t.formVersion === 0 ? 'warning' : 'default'}
          label={t.formVersion === 0 ? 'Not published' : `v${t.formVersion}`}
        />
        {t.hasDraft && t.formVersion > 0 && <Chip size="small" color="info" label="Draft" />}
        {t.archived && <Chip size="small" label="Archived" />}
      </Box>
      {narrow ? (
        <IconButton
          size="small"
          aria-label={`Actions for ${t.name}`}
          aria-haspopup="menu"
          onClick={(e) => setMenu({ anchor: e.currentTarget, all: true })}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      ) : (
        <>
          <IconButton
            size="small"
            aria-label={`Move ${t.name} up`}
            disabled={props.first}
            onClick={() => props.onMove(-1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Move ${t.name} down`}
            disabled={props.last}
            onClick={() => props.onMove(1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <LazyTooltip title="Move to another category">
            <span>
              <IconButton
                size="small"
                aria-label={`Move ${t.name} to another category`}
                aria-haspopup="menu"
                disabled={props.targets.length === 0}
                onClick={(e) => setMenu({ anchor: e.currentTarget, all: false })}
              >
                <DriveFileMove fontSize="small" />
              </IconButton>
            </span>
          </LazyTooltip>
          <Button size="small" onClick={() => props.onArchive(!t.archived)}>
            {t.archived ? 'Restore' : 'Archive'}
          </Button>
        </>
      )}
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={close}>
        {menu?.all && [
          <MenuItem key="up" disabled={props.first} onClick={() => (close(), props.onMove(-1))}>
            Move up
          </MenuItem>,
          <MenuItem key="down" disabled={props.last} onClick={() => (close(), props.onMove(1))}>
            Move down
          </MenuItem>,
        ]}
        {moveItems}
        {menu?.all && (
          <MenuItem onClick={() => (close(), props.onArchive(!t.archived))}>
            {t.archived ? 'Restore' : 'Archive'}
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}
