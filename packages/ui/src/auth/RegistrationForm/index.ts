export {
  REGISTRATION_KINDS,
  RegistrationForm,
  type RegistrationFormProps,
  type RegistrationKind,
  type RegistrationOption,
  type RegistrationValues,
  type SocialProvider,
} from './RegistrationForm';
