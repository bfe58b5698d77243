import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@portal/shared';
import { formatNumber } from '../../lib/format';
import { pictureSrc } from '../../lib/profile';

interface Point {
  x: number;
  y: number;
}

function parse(focal: string): Point {
  const [x, y] = focal.split(' ').map((part) => Number.parseFloat(part));
  return { x: Number.isFinite(x) ? x! : 50, y: Number.isFinite(y) ? y! : 50 };
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** A share of the picture, 0–100, as a percentage in the language shown ('50%', '50 %'). */
const percent = (value: number) => formatNumber(value / 100, { style: 'percent' });

/**
 * docs/product/roles-and-access.md#menus 'Select Focal Point': click on the picture to choose the point the crops keep in view.
 * With the keyboard, the arrow keys move the point by 5%.
 */
export function FocalPointDialog({
  user,
  open,
  busy,
  onCancel,
  onSave,
}: {
  user: UserView;
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onSave(focalPoint: string): void;
}) {
  const { t } = useTranslation('profile');
  const [point, setPoint] = useState(() => parse(user.profile_picture_focal_point));
  const src = pictureSrc(user);

  const pick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const nudge = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, -5], ArrowDown: [0, 5] }[event.key];
    if (!step) return;
    event.preventDefault();
    setPoint((current) => ({ x: clamp(current.x + step[0]!), y: clamp(current.y + step[1]!) }));
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="focal-point-title" fullWidth maxWidth="xs">
      <DialogTitle id="focal-point-title">{t('profile:focal_point.title')}</DialogTitle>
      <DialogContent>
        {src ? (
          <>
            <Box
              role="slider"
              tabIndex={0}
              aria-label={t('profile:focal_point.slider')}
              aria-valuetext={t('profile:focal_point.value_text', { x: percent(point.x), y: percent(point.y) })}
              aria-valuenow={point.x}
              aria-valuemin={0}
              aria-valuemax={100}
              onClick={pick}
              onKeyDown={nudge}
              sx={{ position: 'relative', cursor: 'crosshair', lineHeight: 0, outlineOffset: 2 }}
            >
              <Box
                component="img"
                src={src}
                alt={t('profile:picture.alt', { name: user.name })}
                sx={{ width: '100%', display: 'block' }}
              />
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: `${point.x}%`,
                  top: `${point.y}%`,
                  width: 24,
                  height: 24,
                  ml: '-12px',
                  mt: '-12px',
                  borderRadius: '50%',
                  border: (theme) => `3px solid ${theme.palette.portal.focalMarker.ring}`,
                  boxShadow: (theme) => `0 0 0 2px ${theme.palette.portal.focalMarker.edge}`,
                }}
              />
            </Box>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('profile:focal_point.hint')}{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {percent(point.x)} {percent(point.y)}
              </Box>
            </Typography>
          </>
        ) : (
          <Typography>{t('profile:focal_point.no_picture')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={!src || busy} onClick={() => onSave(`${point.x}% ${point.y}%`)}>
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
