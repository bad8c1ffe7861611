export {
  PasswordInput,
  passwordStrength,
  type PasswordInputProps,
  type StrengthLevel,
} from './PasswordInput';
