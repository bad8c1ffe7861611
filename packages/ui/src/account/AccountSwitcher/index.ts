export {
  AccountSwitcher,
  accountTypeLabel,
  type AccountSwitcherProps,
  type PlayerAccount,
} from './AccountSwitcher';
