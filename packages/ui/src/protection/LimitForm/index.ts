export { LimitForm, type LimitFormProps } from './LimitForm';
