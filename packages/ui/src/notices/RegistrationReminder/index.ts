export { RegistrationReminder, type RegistrationReminderProps } from './RegistrationReminder';
