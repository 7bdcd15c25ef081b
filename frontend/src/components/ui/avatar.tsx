import clsx from 'clsx';

import defaultAvatar from '@/assets/default-avatar.svg';

import './avatar.css';

interface AvatarProps {
  src?: string;
  /** alt describes the picture; leave empty when the surrounding link or text already names it. */
  alt?: string;
  size?: number;
  className?: string;
}

/** Avatar shows a profile picture, or the bundled default one when none is stored. */
export function Avatar({ src, alt = '', size = 40, className }: AvatarProps) {
  return (
    <img
      className={clsx('avatar', className)}
      src={src || defaultAvatar}
      alt={alt}
      width={size}
      height={size}
      onError={(e) => {
        if (e.currentTarget.src !== new URL(defaultAvatar, location.href).href) e.currentTarget.src = defaultAvatar;
      }}
    />
  );
}
