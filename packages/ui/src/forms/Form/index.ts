export { FormErrorAnnouncer, type FormErrorAnnouncerProps } from './FormErrorAnnouncer';
export { useZodForm } from './useZodForm';
