export { LoginForm, defaultLoginSchema, type LoginFormProps, type LoginValues } from './LoginForm';
