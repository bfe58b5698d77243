import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillView } from '@portal/shared';
import { QueryState } from '../../components/page-states';
import { ProfileHeader } from '../../components/profile-header';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../../lib/signed-in-user';
import { skillCatalogueQuery, skillsOfQuery, useAddOwnSkill, useRemoveOwnSkill } from './api';

/** /skills/edit (docs/product/people-and-clients.md#skills): profile header, catalogue search with Add, own skills with delete. */
export default function MySkillsPage() {
  const { t } = useTranslation('skills');
  const user = useSignedInUser();
  const catalogue = useQuery(skillCatalogueQuery());
  const mine = useQuery(skillsOfQuery(user.id));
  return (
    <Stack spacing={2}>
      <ProfileHeader user={user} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper sx={{ p: 2, flex: 1, width: '100%' }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('skills:my_skills.find')}
          </Typography>
          <QueryState isLoading={catalogue.isLoading} error={catalogue.error} onRetry={() => catalogue.refetch()} />
          {catalogue.data && <CatalogueSearch userId={user.id} catalogue={catalogue.data} mine={mine.data ?? []} />}
        </Paper>
        <Paper sx={{ p: 2, flex: 1, width: '100%' }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('skills:my_skills.mine')}
          </Typography>
          <QueryState isLoading={mine.isLoading} error={mine.error} onRetry={() => mine.refetch()} />
          {mine.data && <OwnSkills userId={user.id} skills={mine.data} />}
        </Paper>
      </Stack>
    </Stack>
  );
}

/** Case-insensitive search; an add says 'Skill added successfully', a failed one nothing here (docs/product/http-contract.md#screen-messages). */
function CatalogueSearch({ userId, catalogue, mine }: { userId: number; catalogue: SkillView[]; mine: SkillView[] }) {
  const { t } = useTranslation('skills');
  const [query, setQuery] = useState('');
  const add = useAddOwnSkill(userId);
  const toast = useToast();
  const owned = new Set(mine.map((skill) => skill.id));
  const matches = catalogue.filter((skill) => skill.name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <>
      <TextField
        label={t('skills:my_skills.search')}
        size="small"
        fullWidth
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 1 }}
      />
      {matches.length === 0 && <Typography sx={{ py: 1 }}>{t('skills:my_skills.no_matches')}</Typography>}
      <List dense aria-label={t('skills:my_skills.matches')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {matches.map((skill) => (
          <ListItem
            key={skill.id}
            secondaryAction={
              <Button
                size="small"
                startIcon={<AddIcon />}
                aria-label={
                  owned.has(skill.id)
                    ? t('skills:my_skills.added_label', { name: skill.name })
                    : t('skills:my_skills.add_label', { name: skill.name })
                }
                disabled={owned.has(skill.id) || add.isPending}
                onClick={() =>
                  add.mutate(skill.id, { onSuccess: () => toast(t('skills:toast.added')), onError: () => {} })
                }
              >
                {owned.has(skill.id) ? t('skills:my_skills.added') : t('skills:my_skills.add')}
              </Button>
            }
          >
            <ListItemText primary={skill.name} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

function OwnSkills({ userId, skills }: { userId: number; skills: SkillView[] }) {
  const { t } = useTranslation('skills');
  const remove = useRemoveOwnSkill(userId);
  if (skills.length === 0) return <Typography>{t('skills:my_skills.empty')}</Typography>;
  return (
    <List dense aria-label={t('skills:my_skills.mine')}>
      {skills.map((skill) => (
        <ListItem
          key={skill.id}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={t('skills:my_skills.delete', { name: skill.name })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(skill.id)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemText primary={skill.name} />
        </ListItem>
      ))}
    </List>
  );
}
