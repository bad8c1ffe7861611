export { RealityCheckDialog, type RealityCheckDialogProps } from './RealityCheckDialog';
