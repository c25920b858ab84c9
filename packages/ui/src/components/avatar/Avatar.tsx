import { classNames } from '../../logic/class-names';
import { avatarInitial, avatarTone } from './avatar-tone';

export interface AvatarProps {
  /** Whose avatar: the accessible name, and the initial when there is no photo. */
  name: string;
  /** The photo; without one the avatar shows the name's initial on a soft colour. */
  src?: string | null;
  /** 'md' is 48 px (lists, greetings), 'lg' is 120 px (a profile). */
  size?: 'md' | 'lg';
  className?: string;
}

/** A round picture of a person: their photo, or their initial on a soft colour that stays theirs. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const classes = classNames('tate-avatar', `tate-avatar--${size}`, className);
  if (src) {
    return <img className={classes} src={src} alt={name} width={size === 'lg' ? 120 : 48} height={size === 'lg' ? 120 : 48} />;
  }
  return (
    <span className={classNames(classes, `tate-avatar--${avatarTone(name)}`)} role="img" aria-label={name}>
      <span aria-hidden="true">{avatarInitial(name)}</span>
    </span>
  );
}
