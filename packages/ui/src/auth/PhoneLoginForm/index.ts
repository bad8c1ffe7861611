export {
  PhoneLoginForm,
  defaultPhoneLoginSchema,
  type PhoneLoginFormProps,
  type PhoneLoginValues,
} from './PhoneLoginForm';
