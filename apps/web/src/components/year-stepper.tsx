import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

/** The year a screen shows, between arrows to the year before and the year after; a screen reader hears each change. */
export function YearStepper({
  year,
  onChange,
  previousLabel,
  nextLabel,
}: {
  year: number;
  onChange(year: number): void;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <>
      <IconButton aria-label={previousLabel} onClick={() => onChange(year - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="h2" variant="h6" aria-live="polite">
        {year}
      </Typography>
      <IconButton aria-label={nextLabel} onClick={() => onChange(year + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </>
  );
}
