export { Avatar, avatarInitials, type AvatarProps, type AvatarSize, type AvatarStatus } from './Avatar';
