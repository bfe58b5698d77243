import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate, WorkLogView } from '@portal/shared';
import { formatDate } from '../../lib/format';
import { duration } from './format';
import { LockBadge, type PeriodLock } from './period-lock';

/** docs/product/time-and-week.md#constants: "Descriptions are truncated at 100 characters." */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** "Monday 3 Mar", "Montag, 3. März". */
const DAY_NAME: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'short' };

/** The day name as a button that still reads as the heading's text, with a visible keyboard focus. */
const DAY_BUTTON = {
  font: 'inherit',
  textAlign: 'left',
  verticalAlign: 'baseline',
  borderRadius: 1,
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

function stopAtHeader(event: MouseEvent) {
  event.stopPropagation();
}

interface DayRowProps {
  date: IsoDate;
  entries: WorkLogView[];
  homeOffice: boolean;
  /** Another person's week: no add, edit or delete (docs/product/time-and-week.md#dashboard). */
  readOnly: boolean;
  /** docs/product/closing.md#locks: the day's lock (read-only unless the viewer may override it), or null. */
  lock: PeriodLock | null;
  /** A log's own lock: the day's, or its client's signed-off month. */
  entryLock(entry: WorkLogView): PeriodLock | null;
  defaultExpanded: boolean;
  onToggleHomeOffice(on: boolean): void;
  onAdd(): void;
  onEdit(entry: WorkLogView): void;
  onDelete(entry: WorkLogView): void;
}

/** docs/product/time-and-week.md#dashboard day row: home-office toggle, add button, expand/collapse, and the day's entries. */
export function DayRow({
  date,
  entries,
  homeOffice,
  readOnly,
  lock,
  entryLock,
  defaultExpanded,
  onToggleHomeOffice,
  onAdd,
  onEdit,
  onDelete,
}: DayRowProps) {
  const { t } = useTranslation('worklogs');
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const dayName = formatDate(date, DAY_NAME);
  const minutes = entries.reduce((sum, entry) => sum + entry.duration, 0);
  const fixed = readOnly || (lock !== null && !lock.override);
  const toggle = () => setExpanded((open) => !open);
  const toggleFromButton = (event: MouseEvent) => {
    event.stopPropagation();
    toggle();
  };
  return (
    <Paper variant="outlined" component="section" aria-label={dayName}>
      {/* docs/product/http-contract.md#bounds: a click anywhere on the header opens or closes the day, and its controls keep their
          clicks to themselves; the day name is the button that keyboards and screen readers use. */}
      <Stack
        direction="row"
        onClick={toggle}
        sx={{ alignItems: 'center', px: { xs: 1.5, sm: 2 }, py: 1, gap: { xs: 0, sm: 1 }, cursor: 'pointer' }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          <ButtonBase aria-expanded={expanded} aria-controls={listId} onClick={toggleFromButton} sx={DAY_BUTTON}>
            {dayName}
          </ButtonBase>
          <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
            {duration(t, minutes)}
          </Typography>
        </Typography>
        {lock && <LockBadge lock={lock} />}
        <FormControlLabel
          onClick={stopAtHeader}
          control={
            <Switch
              checked={homeOffice}
              disabled={fixed}
              onChange={(event) => onToggleHomeOffice(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('worklogs:day.home_office') } }}
            />
          }
          // On a phone the switch keeps its name for screen readers but not the visible words.
          label={
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('worklogs:day.home_office')}
            </Box>
          }
          slotProps={{ typography: { variant: 'body2' } }}
          sx={{ mr: { xs: 0, sm: 2 } }}
        />
        {!fixed && (
          <IconButton
            aria-label={t('worklogs:day.add', { day: dayName })}
            onClick={(event) => {
              event.stopPropagation();
              setExpanded(true);
              onAdd();
            }}
            color="primary"
          >
            <AddIcon />
          </IconButton>
        )}
        <Box aria-hidden sx={{ display: 'flex', p: 1, color: 'action.active' }}>
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </Box>
      </Stack>
      <Collapse in={expanded} id={listId}>
        <Box sx={{ px: 2, pb: 1.5 }}>
          {/* A super administrator's locked day stays open; it says so in words too (docs/product/closing.md#locks). */}
          {lock?.override && (
            <Typography variant="body2" sx={{ color: 'portal.away', mb: 1 }} data-testid="override-note">
              {lock.text}
            </Typography>
          )}
          {entries.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {t('worklogs:day.empty')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {entries.map((entry) => (
                <EntryItem
                  key={entry.id}
                  entry={entry}
                  readOnly={fixed}
                  lock={lock ? null : entryLock(entry)}
                  onEdit={() => onEdit(entry)}
                  onDelete={() => onDelete(entry)}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}

function EntryItem({
  entry,
  readOnly,
  lock,
  onEdit,
  onDelete,
}: {
  entry: WorkLogView;
  readOnly: boolean;
  /** Its client's signed-off month (the day's own lock is shown on the day). */
  lock: PeriodLock | null;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('worklogs');
  const name = entry.description.slice(0, 40);
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', borderTop: 1, borderColor: 'divider', pt: 1 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Description text={entry.description} />
        <Typography variant="caption" color="textSecondary">
          {entry.client_name} · {duration(t, entry.duration)}
        </Typography>
      </Box>
      {lock && <LockBadge lock={lock} />}
      {!readOnly && (lock === null || lock.override) && (
        <>
          <IconButton size="small" aria-label={t('worklogs:day.edit', { name })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('worklogs:day.delete', { name })} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </Stack>
  );
}

/** docs/product/time-and-week.md#dashboard: descriptions longer than 100 characters are cut, with 'Show more' / 'Show less'. */
export function Description({ text }: { text: string }) {
  const { t } = useTranslation('worklogs');
  const [open, setOpen] = useState(false);
  const long = text.length > DESCRIPTION_PREVIEW_LENGTH;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {long && !open ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH)}…` : text}
      {long && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setOpen(!open)}
          sx={{ ml: 1, verticalAlign: 'baseline' }}
        >
          {open ? t('worklogs:day.show_less') : t('worklogs:day.show_more')}
        </Link>
      )}
    </Typography>
  );
}
