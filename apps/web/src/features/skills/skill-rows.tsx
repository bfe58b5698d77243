import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillView } from '@portal/shared';

export function SkillRow({ skill, onEdit, onDelete }: { skill: SkillView; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('skills');
  return (
    <TableRow>
      <TableCell>{skill.name}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={t('skills:row.edit', { name: skill.name })} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('skills:row.remove', { name: skill.name })} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/** Inline rename (docs/product/people-and-clients.md#skills): Enter or the tick saves, Escape or the cross cancels. */
export function SkillEditRow({
  skill,
  busy,
  onSave,
  onCancel,
}: {
  skill: SkillView;
  busy: boolean;
  onSave(name: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('skills');
  const [name, setName] = useState(skill.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!name.trim()) return setError(t('skills:row.name_required'));
    onSave(name.trim());
  };
  return (
    <TableRow>
      <TableCell>
        <form onSubmit={submit} noValidate aria-label={t('skills:row.rename', { name: skill.name })}>
          <TextField
            size="small"
            label={t('skills:field.name')}
            value={name}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && onCancel()}
            error={!!error}
            helperText={error}
          />
        </form>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={t('skills:row.save', { name: skill.name })} onClick={() => submit()} disabled={busy}>
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('skills:row.cancel')} onClick={onCancel}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
