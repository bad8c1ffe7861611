export {
  SelfExclusionDialog,
  type SelfExclusionDialogProps,
  type SelfExclusionReason,
} from './SelfExclusionDialog';
