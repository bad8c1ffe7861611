export { SmsCodeForm, type SmsCodeFormProps, type SmsCodeValues } from './SmsCodeForm';
