import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@portal/shared';
import { pictureSrc } from '../lib/profile';

/** The person's picture cropped around their focal point, or their initials when there is none. */
export function ProfilePicture({
  user,
  size,
}: {
  user: Pick<UserView, 'name' | 'profile_picture' | 'profile_picture_focal_point'>;
  size: number;
}) {
  const { t } = useTranslation('profile');
  const src = pictureSrc(user);
  return (
    <Avatar
      src={src ?? undefined}
      alt={src ? t('profile:picture.alt', { name: user.name }) : ''}
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        fontSize: size * 0.42,
        '& img': { objectPosition: user.profile_picture_focal_point },
      }}
    >
      {initials(user.name)}
    </Avatar>
  );
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
