import Typography from '@mui/material/Typography';
import { useSectionTitle } from '../../components/section-title';

/** A route whose screen belongs to a later issue: its title only. */
export default function PlaceholderPage() {
  const title = useSectionTitle();
  return (
    <Typography component="h2" variant="h5">
      {title}
    </Typography>
  );
}
