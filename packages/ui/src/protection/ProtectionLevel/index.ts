export { ProtectionLevel, type ProtectionLevelProps, type ProtectionStatus } from './ProtectionLevel';
