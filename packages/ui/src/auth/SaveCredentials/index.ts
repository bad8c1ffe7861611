export {
  SAVE_CREDENTIALS_OPTIONS,
  SaveCredentials,
  type SaveCredentialsOption,
  type SaveCredentialsProps,
} from './SaveCredentials';
