import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { textOnColour } from '@portal/shared';

/**
 * A leave type as a chip in its colour (docs/product/leave.md#types): the name in black or white, whichever reads
 * better on it.
 */
export function LeaveTypeChip({ name, colour }: { name: string; colour: string }) {
  return (
    <Chip
      size="small"
      label={name}
      sx={{ bgcolor: colour, color: textOnColour(colour), fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

/** A leave type's colour as a dot beside its name; the name says what it is, so the dot is hidden from screen readers. */
export function LeaveTypeDot({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', flexShrink: 0, width: 10, height: 10, borderRadius: '50%', bgcolor: colour }}
    />
  );
}
