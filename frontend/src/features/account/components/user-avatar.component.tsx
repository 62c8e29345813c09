import { useState } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';

interface AvatarFields {
  readonly name?: string;
  readonly img_url?: string;
}

/** Spec §2: a name of Anonymous or an img_url of NA (or none yet) shows the default avatar. */
export const showsDefaultAvatar = (user: AvatarFields | undefined): boolean =>
  !user || user.name === 'Anonymous' || !user.img_url || user.img_url === 'NA';

export function UserAvatar({ user, size = 36 }: { user: AvatarFields | undefined; size?: number }) {
  // A photo that fails to load falls back to the default too.
  const [broken, setBroken] = useState<string>();
  const photo = showsDefaultAvatar(user) || broken === user?.img_url ? defaultAvatar : user!.img_url!;
  return (
    <img
      className="avatar"
      src={photo}
      alt=""
      width={size}
      height={size}
      decoding="async"
      data-default-avatar={photo === defaultAvatar ? '' : undefined}
      onError={() => setBroken(user?.img_url)}
    />
  );
}
